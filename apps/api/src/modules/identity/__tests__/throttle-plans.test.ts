import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { THROTTLE_STATEMENTS } from '../identity.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Each statement with arguments of its parameters' types, as `EXECUTE` takes them. */
const CASES: Array<[keyof typeof THROTTLE_STATEMENTS, string]> = [
  ['RESERVE_ATTEMPTS', `'{ip:a,pair:a,phone:a}', '{20,5,5}', now(), now(), now()`],
  ['SETTLE_FAILURE', `'{ip:a,phone:a}', '{"{60,120}","{300}"}', now()`],
  ['SETTLE_ATTEMPTS', `'{ip:a,phone:a}', '{phone:a}', '{ip:a,phone:a}', now()`],
  ['THROTTLE_ROWS', `'{ip:a,phone:a}'`],
];

/** Rolls a transaction back once its work is done, keeping what it found. */
class Done extends Error {}

/**
 * The throttle's statements run as named prepared statements, which PostgreSQL may plan once for any keys (the
 * generic plan). Such a plan must still read the rows of the keys given, by the index: a table of every address
 * and phone that signed in in the last day must never be read whole on a sign-in.
 */
describe('the sign-in throttle statements under a plan made for any keys', () => {
  it.each(CASES)('%s reads the index, not the whole table', async (name, args) => {
    let plan = '';
    // A statement PREPAREd by SQL outlives a rolled-back transaction on its connection: one name a case, so that a
    // case that fails before its DEALLOCATE does not fail the next.
    const statement = `throttle_plan_${name.toLowerCase()}`;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = force_generic_plan`));
        // A few thousand rows: at this size a plan for any keys (ten, the planner assumes) finds a full read about as
        // cheap as the index, and a settlement that bounded its rows only in its locking subquery read the whole
        // table (a hash join over a sequential scan). On a much larger table the index wins anyway and hides it.
        await tx.execute(
          sql.raw(`insert into sign_in_throttles (key, free, reserved_at, updated_at)
                   select 'ip:plan-test-' || g, 20, now(), now() from generate_series(1, 2500) g`),
        );
        await tx.execute(sql.raw('analyze sign_in_throttles'));
        await tx.execute(sql.raw(`prepare ${statement} as ${THROTTLE_STATEMENTS[name]}`));
        const result = (await tx.execute(sql.raw(`explain execute ${statement}(${args})`))) as unknown as {
          rows: Array<Record<string, string>>;
        };
        plan = result.rows.map((row) => Object.values(row).join('')).join('\n');
        await tx.execute(sql.raw(`deallocate ${statement}`));
        throw new Done();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Done)) throw error;
      });
    expect(plan).toMatch(/sign_in_throttles/);
    expect(plan).not.toMatch(/Seq Scan on sign_in_throttles/);
  });
});
