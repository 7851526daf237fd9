import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { serializeError } from './log-errors.ts';

/** Issue 12: the log line of a failed query printed its parameters (a password hash, an IIN, an e-mail). */

const lines: string[] = [];
let t: TestApp;
const EMAIL = 'log-probe-4711@mail.kz';
const IIN = '850722400008';
const PHONE = '77019990411';
const PASSWORD = 'Secret-Pass-4711';

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'error' }, logStream: { write: (line) => lines.push(line) } });
  // A database that refuses this one registration: the insert of the user fails with its values as parameters.
  await t.database.execute(`
    create or replace function log_probe_refuse() returns trigger language plpgsql as $$
    begin raise exception 'log probe: refused'; end $$;
    create trigger log_probe_refuse before insert on users for each row
      when (new.email = '${EMAIL}') execute function log_probe_refuse();
  `);
});
afterAll(async () => {
  await t.database.execute('drop trigger if exists log_probe_refuse on users; drop function if exists log_probe_refuse();');
  await t.close();
});

describe('the log line of a failed query', () => {
  it('names the query and the database reason, and none of the values it carried', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/public/registration/register-person',
      headers: { 'accept-language': 'EN' },
      payload: {
        firstName: 'Айгерім',
        lastName: 'Сәрсенова',
        username: PHONE,
        email: EMAIL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        iin: IIN,
      },
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.json().requestId as string;
    const line = lines.find((l) => l.includes(requestId) && l.includes('request failed'));
    expect(line, 'the failure is logged').toBeDefined();
    // Nothing the caller sent, nor the hash made of the password…
    for (const value of [EMAIL, IIN, PHONE, '7019990411', PASSWORD, '$argon2', 'Айгерім', 'Сәрсенова'])
      expect(line, value).not.toContain(value);
    // …but what an operator needs: the SQL with placeholders, the database's reason and code.
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).toContain('log probe: refused');
    expect(line).toContain('P0001');
  });

  it('drops the values PostgreSQL quotes in a data exception and names in the detail of a conflict', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-value-1"'), {
      code: '22P02',
      detail: 'Key (phone)=(secret-value-2) already exists.',
      where: 'PL/pgSQL function f(text) line 3 at SQL statement, secret-value-3',
      routine: 'string_to_uuid',
    });
    const error = new DrizzleQueryError('select * from orders where id = $1', ['secret-value-4'], cause);
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('Failed query: select * from orders where id = $1');
    expect(text).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expect(text).toContain('22P02');
    expect(text).toContain('string_to_uuid');
    expect(text).not.toContain('secret-value');
  });
});
