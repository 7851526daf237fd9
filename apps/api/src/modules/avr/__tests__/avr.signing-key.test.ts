import { writeFile } from 'node:fs/promises';
import { JETKIZ_REQUISITES } from '@jetkiz/domain';
import { TEST_BINS } from '@jetkiz/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AvrTestSystem, deliveredCompany, startAvrTestSystem } from './avr-system.ts';

/**
 * Jetkiz signs each act first, in the name its requisites print on the act (domain JETKIZ_REQUISITES): a key of
 * another organisation in JETKIZ_SIGNING_KEY_FILE must not sign one (the company sweep found the sandbox's key of
 * another BIN signing acts that printed Jetkiz's).
 */
let system: AvrTestSystem;
/** May 2025: a month no other suite delivers in. */
const PERIOD = { year: 2025, month: 5 };

beforeAll(async () => {
  system = await startAvrTestSystem();
}, 60_000);
afterAll(async () => {
  await system?.close();
});

describe("Jetkiz's signing key", () => {
  it('is of the BIN on Jetkiz’s requisites in the sandbox', () => {
    expect(TEST_BINS.jetkiz).toBe(JETKIZ_REQUISITES.bin);
  });

  it('of another organisation signs no act: the company’s act fails, and the log names both BINs', async () => {
    const { t, pki, keyFile } = system;
    // Read on the first act (JETKIZ_SIGNING_KEY_FILE): here the head of ТОО «Дала Логистик»'s key, which may sign for it.
    await writeFile(keyFile, `${pki.keys.head.certificatePem}\n${pki.keys.head.privateKeyPem}`);
    const id = await deliveredCompany(t, `77481${500_000 + Math.floor(Math.random() * 400_000)}`, 1, PERIOD);
    // The company's act fails (the log names both BINs, «… of BIN 150340012340, not Jetkiz's 240340012341 …»).
    expect(await t.app.avr.issueMonth(PERIOD.year, PERIOD.month, { workers: false })).toMatchObject({ issued: 0, failed: 1 });
    const acts = (await t.database.db.execute(
      sql`select count(*)::int as n from avr_acts where company_id = ${id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(acts.rows[0]?.n).toBe(0);
  });
});
