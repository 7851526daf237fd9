import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { createOperatorAccount, parseCreateArguments, totpCode } from '../index.ts';

/**
 * Staff sign-in (issue 18): password, then TOTP with enrolment on the first sign-in and ten recovery codes; a code
 * works once (replay refused), ±1 step of drift, recovery codes single-use, STAFF_LOCK_AFTER_FAILURES (5) wrong
 * passwords or codes lock for STAFF_LOCK_MINUTES (15); disabled staff cannot sign in; every step is in the audit log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const newPhone = () => `77422${String(Date.now() % 100_000).padStart(5, '0')}${seq++}`.slice(0, 11);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'EN', ...headers } });
const now = () => t.app.operator.now();

/** A new staff member (as operator:create makes one) and the first step of their sign-in. */
const newStaff = async (role: 'administrator' | 'viewer' = 'viewer') => {
  const { staff, password } = await t.app.operator.createStaff({ phone: newPhone(), name: 'Сәуле Ахметова', role });
  return { ...staff, password };
};
const passwordStep = async (phone: string, password: string) =>
  post('/api/operator/auth/sign-in', { phone: `+${phone}`, password });

/** Signs in the first time: enrols the secret the API gave and answers the token and the recovery codes. */
const enrol = async (staff: { phone: string; password: string }) => {
  const first = (await passwordStep(staff.phone, staff.password)).json();
  expect(first.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Jetkiz:/);
  expect(first.enrolment.qrSvg).toMatch(/^<svg /);
  const secret = first.enrolment.secret as string;
  const answer = await post('/api/operator/auth/totp', { challenge: first.challenge, code: totpCode(secret, now()) });
  expect(answer.statusCode).toBe(200);
  return { secret, ...(answer.json() as { token: string; recoveryCodes: string[]; recoveryCodesLeft: number }) };
};

const auditOf = async (staffId: string, action: string) =>
  (await t.app.operator.audit.search({ staffId, action, itemsPerPage: 100 })).content;

describe('npm run operator:create', () => {
  it('creates an administrator with a strong password that signs in, and refuses a phone that exists', async () => {
    const input = parseCreateArguments(['--phone', `+${newPhone()}`, '--name', 'Айгерім Сәрсенова']);
    if (typeof input === 'string') throw new Error(input);
    expect(input.role).toBe('administrator');
    const config = t.app.operator.config;
    const created = await createOperatorAccount(t.database.db, config, input);
    if (!created.ok) throw new Error(created.problem);
    expect(created.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await createOperatorAccount(t.database.db, config, { ...input, name: 'Другой' })).toEqual({
      ok: false,
      problem: 'phone-taken',
    });
    const { enrolment } = (await passwordStep(created.staff.phone, created.password)).json();
    expect(enrolment).not.toBeNull();
    expect(parseCreateArguments(['--phone', '+77011234567'])).toMatch(/^usage:/);
    expect(parseCreateArguments(['--phone=+77011234567', '--name=Ок Ок', '--role=boss'])).toMatch(/--role/);
  });
});

describe('staff sign-in', () => {
  it('enrols TOTP on the first sign-in, shows ten recovery codes once, and answers a staff token', async () => {
    const staff = await newStaff();
    const { token, recoveryCodes, recoveryCodesLeft, secret } = await enrol(staff);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodesLeft).toBe(10);
    const me = await t.app.inject({ method: 'GET', url: '/api/operator/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ staffId: staff.staffId, role: 'viewer' });

    // Enrolled: the next sign-in asks for a code, shows no QR code and no recovery codes.
    t.advance(30);
    const again = (await passwordStep(staff.phone, staff.password)).json();
    expect(again.enrolment).toBeNull();
    const second = await post('/api/operator/auth/totp', { challenge: again.challenge, code: totpCode(secret, now()) });
    expect(second.json()).toMatchObject({ recoveryCodes: null, recoveryCodesLeft: 10 });
    expect(second.json().staff.lastSignInAt).not.toBeNull();

    const steps = [...(await auditOf(staff.staffId, 'staff.signIn')), ...(await auditOf(staff.staffId, 'staff.totp'))];
    expect(steps.filter((line) => line.outcome === 'done')).toHaveLength(4);
    expect(JSON.stringify(steps)).not.toContain(secret);
  });

  it('refuses a wrong code, a replayed code and a code outside ±1 step, and audits each', async () => {
    const staff = await newStaff();
    const { secret } = await enrol(staff);
    t.advance(30);
    const { challenge } = (await passwordStep(staff.phone, staff.password)).json();
    const code = totpCode(secret, now());
    const wrong = await post('/api/operator/auth/totp', { challenge, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errorCode: 'STAFF_CODE_INVALID',
      message: 'The code is wrong or has already been used. Enter a new code from the app',
    });
    expect((await post('/api/operator/auth/totp', { challenge, code })).statusCode).toBe(200);
    // The same code again (a replay): refused, even within its step.
    const replay = await post('/api/operator/auth/totp', { challenge, code });
    expect(replay.json().errorCode).toBe('STAFF_CODE_INVALID');
    // One step of drift either way is accepted; two are not.
    t.advance(30);
    expect((await post('/api/operator/auth/totp', { challenge, code: totpCode(secret, now() - 30_000) })).statusCode).toBe(401);
    expect((await post('/api/operator/auth/totp', { challenge, code: totpCode(secret, now() + 30_000) })).statusCode).toBe(200);
    expect((await post('/api/operator/auth/totp', { challenge, code: totpCode(secret, now() + 90_000) })).statusCode).toBe(401);
    const refused = (await auditOf(staff.staffId, 'staff.totp')).filter((line) => line.outcome === 'refused');
    expect(refused.map((line) => line.errorCode)).toEqual([
      'STAFF_CODE_INVALID',
      'STAFF_CODE_INVALID',
      'STAFF_CODE_INVALID',
      'STAFF_CODE_INVALID',
    ]);
  });

  it('takes each recovery code once', async () => {
    const staff = await newStaff();
    const { recoveryCodes } = await enrol(staff);
    const [first = '', second = ''] = recoveryCodes;
    const { challenge } = (await passwordStep(staff.phone, staff.password)).json();
    // Typed in lower case with spaces: still the code.
    const used = await post('/api/operator/auth/totp', { challenge, code: first.toLowerCase().replace(/-/g, ' ') });
    expect(used.json()).toMatchObject({ recoveryCodesLeft: 9, recoveryCodes: null });
    expect((await post('/api/operator/auth/totp', { challenge, code: first })).json().errorCode).toBe('STAFF_CODE_INVALID');
    expect((await post('/api/operator/auth/totp', { challenge, code: second })).json().recoveryCodesLeft).toBe(8);
    const lines = await auditOf(staff.staffId, 'staff.totp');
    expect(lines.filter((line) => (line.after as { method?: string } | null)?.method === 'recovery')).toHaveLength(2);
  });

  it('locks after 5 wrong passwords or codes for 15 minutes, recovery codes included', async () => {
    const staff = await newStaff();
    const { recoveryCodes, secret } = await enrol(staff);
    for (let i = 0; i < 3; i++) {
      expect((await passwordStep(staff.phone, 'wrong-password')).json().errorCode).toBe('STAFF_SIGN_IN_FAILED');
    }
    const { challenge } = (await passwordStep(staff.phone, staff.password)).json();
    expect((await post('/api/operator/auth/totp', { challenge, code: 'ABCD-EFGH-JKMN' })).statusCode).toBe(401);
    expect((await post('/api/operator/auth/totp', { challenge, code: '000000' })).statusCode).toBe(401);
    // Locked now: even the right recovery code and the right password are refused, with when to try again.
    const locked = await post('/api/operator/auth/totp', { challenge, code: recoveryCodes[0] ?? '' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('STAFF_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await passwordStep(staff.phone, staff.password)).json().errorCode).toBe('STAFF_LOCKED');
    t.advance(15 * 60 + 1);
    const after = (await passwordStep(staff.phone, staff.password)).json();
    expect(
      (await post('/api/operator/auth/totp', { challenge: after.challenge, code: totpCode(secret, now()) })).statusCode,
    ).toBe(200);
  });

  it('checks no more than 5 passwords sent at once: the rest are refused as locked, unchecked', async () => {
    const staff = await newStaff();
    await enrol(staff);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => passwordStep(staff.phone, `wrong-password-${i}`).then((a) => a.json().errorCode)),
    );
    expect(answers.filter((code) => code === 'STAFF_SIGN_IN_FAILED').length).toBeLessThanOrEqual(5);
    expect(answers.filter((code) => code === 'STAFF_LOCKED').length).toBeGreaterThanOrEqual(7);
    expect((await passwordStep(staff.phone, staff.password)).json().errorCode).toBe('STAFF_LOCKED');
    // A right password given back its attempt: four wrong ones and the right one leave one more try, as before.
    t.advance(15 * 60 + 1);
    for (let i = 0; i < 4; i++) await passwordStep(staff.phone, 'wrong-password');
    expect((await passwordStep(staff.phone, staff.password)).statusCode).toBe(200);
    expect((await passwordStep(staff.phone, 'wrong-password')).json().errorCode).toBe('STAFF_SIGN_IN_FAILED');
    expect((await passwordStep(staff.phone, staff.password)).json().errorCode).toBe('STAFF_LOCKED');
  });

  it('answers a wrong phone like a wrong password, refuses a disabled staff member, and an old challenge', async () => {
    const unknown = await passwordStep('77429999999', 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ errorCode: 'STAFF_SIGN_IN_FAILED', message: 'Wrong phone number or password' });
    const lines = (await t.app.operator.audit.search({ action: 'staff.signIn', targetId: '77429999999' })).content;
    expect(lines[0]).toMatchObject({ outcome: 'refused', staffId: null, errorCode: 'STAFF_SIGN_IN_FAILED' });

    const staff = await newStaff();
    const { secret } = await enrol(staff);
    const admin = await newStaff('administrator');
    await t.app.operator.setStaffStatus(
      { staffId: admin.staffId, name: admin.name, role: 'administrator' },
      staff.staffId,
      'disabled',
    );
    expect((await passwordStep(staff.phone, staff.password)).json().errorCode).toBe('STAFF_SIGN_IN_FAILED');

    await t.app.operator.setStaffStatus(
      { staffId: admin.staffId, name: admin.name, role: 'administrator' },
      staff.staffId,
      'active',
    );
    const { challenge } = (await passwordStep(staff.phone, staff.password)).json();
    t.advance(301);
    const stale = await post('/api/operator/auth/totp', { challenge, code: totpCode(secret, now()) });
    expect(stale.json().errorCode).toBe('STAFF_CHALLENGE_EXPIRED');
    // A challenge is not a staff token, and a staff token is not a challenge.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/me', headers: { authorization: `Bearer ${challenge}` } }))
        .statusCode,
    ).toBe(401);
  });
});
