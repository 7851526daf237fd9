import { type AvrLine, avrTotals } from '@jetkiz/domain';
import { TEST_BINS } from '@jetkiz/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helper.ts';
import type { AvrDocumentData } from '../../documents/index.ts';
import { inlineRenderer, renderPool } from '../avr.render-pool.ts';
import { loadJetkizSigner } from '../avr.signer.ts';
import { type AvrTestSystem, deliveredCompany, startAvrTestSystem } from './avr-system.ts';

/**
 * The monthly issue at scale (issue 17's budget): acts rendered and signed by worker threads give the same bytes as
 * on the main thread; numbers stay gap-free and one act per company and month when two issues run at once, one in
 * workers and one on the main thread.
 */
let t: TestApp;
let system: AvrTestSystem;
let keyFile: string;
/** April 2026: a month no other suite delivers in (the acts' suite uses March). */
const PERIOD = { year: 2026, month: 4 };

beforeAll(async () => {
  system = await startAvrTestSystem({ AVR_RENDER_WORKERS: '2' });
  ({ t, keyFile } = system);
}, 60_000);
afterAll(async () => {
  await system?.close();
});

/** Phones of this file's range (77480…), from a random point: the PostgreSQL test database outlives a run. */
const PHONE_BASE = 500_000 + Math.floor(Math.random() * 400_000);
let phones = 0;
const company = (count: number) => deliveredCompany(t, `77480${PHONE_BASE + phones++}`, count, PERIOD);

/** An act of April 2026 with `orders` lines, in Kazakh names. */
const act = (orders: number): AvrDocumentData => {
  const period = { year: 2026, month: 4 };
  const lines: AvrLine[] = Array.from({ length: orders }, (_, i) => ({
    kind: 'order',
    orderNumber: `JK-${410_000 + i}`,
    date: `2026-04-${String((i % 28) + 1).padStart(2, '0')}`,
    from: 'Алматы',
    to: i % 2 ? 'Өскемен' : 'Қарағанды',
    tariff: 'Стандарт',
    amount: 250_000 + i * 1_000,
  }));
  const totals = avrTotals(period, lines);
  if (!totals.ok) throw new Error(totals.problem);
  return {
    number: 'АВР-2026-000123',
    date: '2026-05-04',
    period,
    customer: { name: 'ТОО «Дала»', bin: '150340012340', address: 'г. Алматы' },
    lines,
    totals: totals.totals,
  };
};

describe('the render workers', () => {
  it('render the same bytes as the main thread and sign them with Jetkiz key', async () => {
    const signer = await loadJetkizSigner(keyFile, undefined);
    const pool = await renderPool(signer, 3);
    try {
      const data = act(40);
      const [inWorker, again, inline] = await Promise.all([
        pool.render(data, 'kk'),
        pool.render({ ...data, number: 'АВР-2026-000124' }, 'kk'),
        inlineRenderer(signer).render(data, 'kk'),
      ]);
      expect(Buffer.from(inWorker.pdf).equals(Buffer.from(inline.pdf))).toBe(true);
      expect(Buffer.from(again.pdf).equals(Buffer.from(inline.pdf))).toBe(false);
      for (const r of [inWorker, again]) {
        const verified = await t.app.signatures.verifyCms({ cms: r.cms, data: r.pdf, purpose: 'signForCompany' });
        expect(verified.signer.bin).toBe(TEST_BINS.jetkiz);
      }
    } finally {
      await pool.close();
    }
    await expect(pool.render(act(1), 'ru')).rejects.toThrow();
  }, 60_000);
});

describe('the render pool with this thread assisting', () => {
  it('renders what waits on this thread while it waits, the same bytes as the worker', async () => {
    const signer = await loadJetkizSigner(keyFile, undefined);
    const pool = await renderPool(signer, 2);
    try {
      const numbers = ['АВР-2026-000201', 'АВР-2026-000202', 'АВР-2026-000203', 'АВР-2026-000204', 'АВР-2026-000205'];
      const renders = numbers.map((number) => pool.render({ ...act(30), number }, 'ru'));
      const rendered = await pool.assist(Promise.all(renders));
      const alone = await Promise.all(numbers.map((number) => inlineRenderer(signer).render({ ...act(30), number }, 'ru')));
      for (const [i, r] of rendered.entries()) expect(Buffer.from(r.pdf).equals(Buffer.from(alone[i]?.pdf ?? []))).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('the monthly issue in chunks', () => {
  it('issues once per company with gap-free numbers when two issues run at once (workers and main thread)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await company(1 + (i % 4)));
    const [a, b] = await Promise.all([
      t.app.avr.issueMonth(PERIOD.year, PERIOD.month, { workers: true }),
      t.app.avr.issueMonth(PERIOD.year, PERIOD.month, { workers: false }),
    ]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.issued + b.issued).toBe(20);
    const rows = (await t.database.db.execute(
      sql`select company_id, seq, order_count, encode(sha256(pdf), 'hex') = pdf_sha256 as hashed, jetkiz_signature_id
          from avr_acts where period_month = '2026-04-01' and company_id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`}`,
    )) as unknown as {
      rows: Array<{ company_id: string; seq: number; order_count: number; hashed: boolean; jetkiz_signature_id: string }>;
    };
    expect(rows.rows).toHaveLength(20);
    expect(new Set(rows.rows.map((r) => r.company_id)).size).toBe(20);
    expect(rows.rows.every((r) => r.hashed && r.jetkiz_signature_id)).toBe(true);
    // Gap-free over the whole year, whoever issued (other suites share the database and the counter).
    const year = (await t.database.db.execute(
      sql`select count(*)::int as n, min(seq) as lo, max(seq) as hi, (select last from avr_counters where year = 2026) as last
          from avr_acts where year = 2026`,
    )) as unknown as { rows: Array<{ n: number; lo: number; hi: number; last: number }> };
    const { n, lo, hi, last } = year.rows[0] ?? { n: 0, lo: 0, hi: 0, last: 0 };
    expect(Number(lo)).toBe(1);
    expect(Number(hi)).toBe(n);
    expect(Number(last)).toBe(n);
    const signature = rows.rows[0]?.jetkiz_signature_id ?? '';
    expect((await t.app.signatures.reverify(signature)).ok).toBe(true);
    // Again: nothing new.
    const again = await t.app.avr.issueMonth(PERIOD.year, PERIOD.month, { workers: true });
    expect(again.issued).toBe(0);
    expect(again.existing).toBeGreaterThanOrEqual(20);
  }, 180_000);
});
