import { ERRORS, SIGN_IN_TEXTS, signInPausedMessage } from '@jetkiz/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../../../test/helper.ts';
import { callerHeaders } from '../../../../test/http.ts';
import { identityRepository } from '../identity.repository.ts';
import { sessions, signInThrottles, smsCodes, users } from '../identity.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PARTNER_BIN: '240540000016' } });
});
afterAll(async () => {
  await t.close();
});

/**
 * Each test calls from its own address: failed sign-ins are counted per address in the database, which on
 * PostgreSQL is shared by the whole run.
 */
let address = '127.0.0.1';
let addressSeq = 0;
beforeEach(() => {
  addressSeq++;
  address = `10.${process.pid % 250}.${Math.floor(addressSeq / 250)}.${addressSeq % 250}`;
});

let phoneSeq = 1_000_000;
/** A fresh Kcell number per test, as typed with the mask, and its normalized form. */
const newPhone = () => {
  const rest = String(phoneSeq++).padStart(7, '0');
  return { typed: `+7 (701) ${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`, phone: `7701${rest}` };
};

const post = (url: string, payload: object, lang = 'RU', token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/identity${url}`,
    payload,
    remoteAddress: address,
    headers: callerHeaders(token, lang),
  });
const get = (url: string, token?: string, lang = 'RU') =>
  t.app.inject({
    method: 'GET',
    url: `/api/identity${url}`,
    remoteAddress: address,
    headers: callerHeaders(token, lang),
  });

const personBody = (typed: string, overrides: object = {}) => ({
  firstName: 'Айгерім',
  lastName: 'Сәрсенова',
  username: typed,
  email: 'aigerim@mail.kz',
  password: 'Qwerty12',
  confirmPassword: 'Qwerty12',
  iin: '850722400008',
  ...overrides,
});

/** Registers and confirms a person; answers the tokens. */
const signUp = async (overrides: object = {}) => {
  const { typed, phone } = newPhone();
  expect((await post('/public/registration/register-person', personBody(typed, overrides))).statusCode).toBe(200);
  const code = await t.lastCode(phone);
  const confirmed = await post('/public/registration/confirm-code', {
    code,
    userName: phone,
    password: 'Qwerty12',
    confirmPassword: 'Qwerty12',
    userType: 'person',
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    phone,
    typed,
    tokens: confirmed.json() as { access_token: string; refresh_token: string; expires_in: number; role: string },
  };
};

const usersWithPhone = async (phone: string) => t.database.db.select().from(users).where(eq(users.phone, phone));

describe('registration with an SMS code', () => {
  it('registers a person, texts a code in their language, and signs them in on confirmation', async () => {
    const { typed, phone } = newPhone();
    const registered = await post('/public/registration/register-person', personBody(typed), 'KZ');
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({
      code: 'CREATED',
      message: expect.stringContaining('нөміріне жіберілді'),
      resendAfterSeconds: 60,
    });
    const sms = await t.lastSms(phone);
    expect(sms?.text).toMatch(/^Jetkiz: растау коды \d{4}\. Оны ешкімге айтпаңыз\.$/);

    const wrong = await post('/public/registration/confirm-code', {
      code: '0000' === (await t.lastCode(phone)) ? '1111' : '0000',
      userName: typed,
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      userType: 'person',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('IDENTITY_CODE_WRONG');

    const confirmed = await post('/public/registration/confirm-code', {
      code: await t.lastCode(phone),
      userName: typed,
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      userType: 'person',
    });
    expect(confirmed.statusCode).toBe(200);
    const tokens = confirmed.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900, role: 'person' });
    const profile = await get(`/protected/person/get-user-data/${phone}`, tokens.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ phone, userType: 'person', firstName: 'Айгерім', iin: '850722400008', blocked: null });
    // The scheme's name is case-insensitive (RFC 9110): a client sending «bearer» was told to sign in again.
    for (const scheme of ['bearer', 'BEARER']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/identity/protected/person/get-user-data/${phone}`,
        headers: { authorization: `${scheme} ${tokens.access_token}` },
      });
      expect(answer.statusCode, scheme).toBe(200);
    }
  });

  it('answers ALREADY_CREATED with a new code for a registered but unconfirmed phone, after the 60 s cooldown', async () => {
    const { typed, phone } = newPhone();
    await post('/public/registration/register-person', personBody(typed));
    const first = await t.lastCode(phone);
    const tooSoon = await post('/public/registration/register-person', personBody(typed), 'EN');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      errorCode: 'IDENTITY_CODE_COOLDOWN',
      message: 'A new code can be requested in a minute',
    });
    t.advance(61);
    const again = await post('/public/registration/register-person', personBody(typed, { firstName: 'Әлия' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('ALREADY_CREATED');
    expect((await usersWithPhone(phone)).map((u) => u.firstName)).toEqual(['Әлия']);
    const second = await t.lastCode(phone);
    const messages = (await (await fetch(`${t.smsUrl}/messages?to=${phone}`)).json()) as unknown[];
    expect(messages).toHaveLength(2);
    // The newest code counts; the earlier one is no longer the latest.
    if (first !== second) {
      const stale = await post('/public/registration/confirm-code', {
        code: first,
        userName: phone,
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
        userType: 'person',
      });
      expect(stale.json().errorCode).toBe('IDENTITY_CODE_WRONG');
    }
  });

  it('answers for a confirmed phone as for a new one, and texts its owner no code (issue 12)', async () => {
    const { typed, phone } = await signUp();
    t.advance(61);
    const again = await post('/public/registration/register-person', personBody(typed), 'EN');
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('CREATED');
    expect((await t.lastSms(phone))?.text).toContain('кто-то пытался зарегистрироваться с вашим номером');
  });

  it('lets a code expire after 5 minutes and die after 5 wrong tries', async () => {
    const { typed, phone } = newPhone();
    await post('/public/registration/register-person', personBody(typed));
    const code = await t.lastCode(phone);
    const confirm = (c: string) =>
      post('/public/registration/confirm-code', {
        code: c,
        userName: phone,
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
        userType: 'person',
      });
    t.advance(301);
    expect((await confirm(code)).json().errorCode).toBe('IDENTITY_CODE_EXPIRED');

    const other = newPhone();
    await post('/public/registration/register-person', personBody(other.typed));
    const good = await t.lastCode(other.phone);
    const bad = good === '9999' ? '9998' : '9999';
    const confirmOther = (c: string) =>
      post('/public/registration/confirm-code', {
        code: c,
        userName: other.phone,
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
        userType: 'person',
      });
    for (let i = 0; i < 5; i++) expect((await confirmOther(bad)).json().errorCode).toBe('IDENTITY_CODE_WRONG');
    const dead = await confirmOther(good);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().errorCode).toBe('IDENTITY_CODE_EXPIRED');
  });

  it('sends at most 5 codes to a phone in an hour', async () => {
    const { typed, phone } = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await post('/public/registration/register-person', personBody(typed))).statusCode).toBe(200);
      t.advance(61);
    }
    const sixth = await post('/public/registration/register-person', personBody(typed));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('IDENTITY_CODE_LIMIT');
    t.advance(3_600);
    expect((await post('/public/registration/register-person', personBody(typed))).statusCode).toBe(200);
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(6);
  });

  it('creates one account from ten parallel registrations of one phone', async () => {
    const { typed, phone } = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/public/registration/register-person', personBody(typed))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.json().errorCode === 'IDENTITY_CODE_COOLDOWN')).toBe(true);
    expect(await usersWithPhone(phone)).toHaveLength(1);
  });

  it('names every bad field in the caller language and creates nothing', async () => {
    const { typed, phone } = newPhone();
    const bad = await post(
      '/public/registration/register-person',
      personBody(typed, { iin: '111111123456', email: 'nope', password: 'qwerty', confirmPassword: 'qwertz', firstName: '' }),
      'KZ',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errorCode: 'VALIDATION',
      message: 'Енгізілген деректерді тексеріңіз',
      messageTexts: ERRORS.VALIDATION.message,
      fields: {
        iin: 'ЖСН қате: бір цифр қатарынан 7 рет қайталанады',
        firstName: 'Атыңызды енгізіңіз',
        email: 'Электрондық пошта мекенжайын дұрыс енгізіңіз',
        password: 'Құпиясөз: кемінде 8 таңба, кіші және бас әріптер және цифр',
        confirmPassword: 'Құпиясөздер сәйкес келмейді',
      },
      // The same problems in every language, for a page switched to another one (the form keeps them, re-said).
      fieldTexts: expect.objectContaining({
        iin: expect.objectContaining({ ru: 'Неверный ИИН: одна цифра повторяется 7 раз подряд' }),
        confirmPassword: expect.objectContaining({ en: 'Passwords do not match' }),
      }),
    });
    const checksum = await post('/public/registration/register-person', personBody(typed, { iin: '850722400009' }), 'RU');
    expect(checksum.json().fields).toEqual({ iin: 'Неверный ИИН' });
    const badPhone = await post('/public/registration/register-person', personBody('+7 (727) 123 45 67'), 'RU');
    expect(badPhone.json().fields).toEqual({ username: 'Введите корректный номер сотового телефона Казахстана' });
    const huge = await post('/public/registration/register-person', personBody(typed, { firstName: 'Ә'.repeat(10_240) }), 'RU');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toEqual({ firstName: 'Превышено количество символов' });
    const missing = await post('/public/registration/register-person', { username: typed }, 'EN');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual([
      'confirmPassword',
      'email',
      'firstName',
      'iin',
      'lastName',
      'password',
    ]);
    const unknownType = await post(
      '/public/registration/confirm-code',
      { code: '1234', userName: typed, password: 'x', confirmPassword: 'x', userType: 'alien' },
      'EN',
    );
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields).toEqual({ userType: 'The value is not allowed' });
    expect(await usersWithPhone(phone)).toEqual([]);
    expect(await t.lastSms(phone)).toBeUndefined();
  });
});

describe('companies and roles', () => {
  const company = (typed: string, overrides: object = {}) => ({
    bin: '940140000385',
    entityType: 2,
    name: 'ТОО «Жеткіз Логистика»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
    firstName: 'Ерлан',
    lastName: 'Ахметов',
    username: typed,
    email: 'office@jetkiz.kz',
    password: 'Qwerty12',
    confirmPassword: 'Qwerty12',
    ...overrides,
  });
  const confirmCompany = async (phone: string) =>
    post('/public/registration/confirm-code', {
      code: await t.lastCode(phone),
      userName: phone,
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      userType: 'company',
    });

  it('registers a legal entity by BIN and an individual entrepreneur by IIN', async () => {
    const legal = newPhone();
    expect((await post('/public/registration/register-company', company(legal.typed))).statusCode).toBe(200);
    const tokens = (await confirmCompany(legal.phone)).json();
    expect(tokens.role).toBe('company');
    const profile = (await get(`/protected/company/get-user-data/${legal.phone}`, tokens.access_token)).json();
    expect(profile).toMatchObject({
      userType: 'company',
      entityType: 2,
      bin: '940140000385',
      iin: null,
      name: 'ТОО «Жеткіз Логистика»',
    });

    const ie = newPhone();
    expect(
      (await post('/public/registration/register-company', company(ie.typed, { entityType: 1, bin: '900115300003' }))).statusCode,
    ).toBe(200);
    const ieTokens = (await confirmCompany(ie.phone)).json();
    expect((await get(`/protected/company/get-user-data/${ie.phone}`, ieTokens.access_token)).json()).toMatchObject({
      entityType: 1,
      iin: '900115300003',
      bin: null,
    });

    const wrongKind = await post('/public/registration/register-company', company(newPhone().typed, { entityType: 1 }), 'EN');
    expect(wrongKind.json().fields).toEqual({ bin: 'Invalid IIN: the 7th digit must be 1 to 6' });
  });

  it('gives the partner role to the company whose BIN is PARTNER_BIN', async () => {
    const partner = newPhone();
    await post('/public/registration/register-company', company(partner.typed, { bin: '240540000016' }));
    const tokens = (await confirmCompany(partner.phone)).json();
    expect(tokens.role).toBe('partner');
    expect((await get(`/protected/company/get-user-data/${partner.phone}`, tokens.access_token)).json().role).toBe('partner');
  });
});

describe('sign-in and sessions', () => {
  it('signs in by phone and password with the user type, and refuses the wrong type or password alike', async () => {
    const { typed } = await signUp();
    const ok = await post('/public/auth', { userName: typed, password: 'Qwerty12', userType: 'person' });
    expect(ok.statusCode).toBe(200);
    for (const body of [
      { userName: typed, password: 'Qwerty13', userType: 'person' },
      { userName: typed, password: 'Qwerty12', userType: 'company' },
      { userName: '+7 701 999 99 99', password: 'Qwerty12', userType: 'person' },
    ]) {
      const failed = await post('/public/auth', body, 'EN');
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toMatchObject({ errorCode: 'IDENTITY_BAD_CREDENTIALS', message: 'Wrong phone number or password' });
    }
  });

  it('refuses a login written in array syntax as any wrong login (the throttle passes its keys as arrays)', async () => {
    for (const userName of ['{a,b}', 'a,"b"\\c', 'NULL', '{}', '", {', '\\', 'x}']) {
      const failed = await post('/public/auth', { userName, password: 'Qwerty12', userType: 'person' }, 'EN');
      expect(failed.statusCode, userName).toBe(401);
      expect(failed.json()).toMatchObject({ errorCode: 'IDENTITY_BAD_CREDENTIALS' });
      // Counted under the login exactly as typed: one key, not split at its commas or braces.
      const [row] = await t.database.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, `phone:${userName}`));
      expect(row, userName).toMatchObject({ failures: 1, inFlight: 0 });
    }
  });

  it('pauses sign-in for a phone from one address after 5 failures, and lets the owner in when the pause is over', async () => {
    const { typed } = await signUp();
    for (let i = 0; i < 5; i++) await post('/public/auth', { userName: typed, password: 'wrong', userType: 'person' });
    const blocked = await post('/public/auth', { userName: typed, password: 'Qwerty12', userType: 'person' }, 'EN');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json()).toEqual({
      errorCode: 'IDENTITY_TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 30 seconds',
      // The wait in every language, for a page switched to another one while it is shown.
      messageTexts: signInPausedMessage(30),
    });
    t.advance(31);
    expect((await post('/public/auth', { userName: typed, password: 'Qwerty12', userType: 'person' })).statusCode).toBe(200);
  });

  it('rotates refresh tokens; a reused one ends the whole session', async () => {
    const { tokens } = await signUp();
    const first = await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const reuse = await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' }, 'EN');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errorCode).toBe('IDENTITY_SESSION_ENDED');
    expect((await post('/public/refresh', { refreshToken: next.refresh_token, userType: 'person' })).statusCode).toBe(401);
  });

  it('ends a session on sign-out', async () => {
    const { tokens } = await signUp();
    expect((await post('/public/logout', { refreshToken: tokens.refresh_token }, 'EN')).json()).toEqual({
      message: 'You have signed out',
    });
    expect((await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' })).statusCode).toBe(401);
  });

  it('refuses protected calls without a token, and for another user or user type', async () => {
    const { phone, tokens } = await signUp();
    const other = await signUp();
    expect((await get(`/protected/person/get-user-data/${phone}`)).statusCode).toBe(401);
    expect((await get(`/protected/person/get-user-data/${phone}`, 'not.a.token')).statusCode).toBe(401);
    const foreign = await get(`/protected/person/get-user-data/${other.phone}`, tokens.access_token, 'EN');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ errorCode: 'FORBIDDEN', message: 'Access denied', messageTexts: ERRORS.FORBIDDEN.message });
    expect((await get(`/protected/company/get-user-data/${phone}`, tokens.access_token)).statusCode).toBe(403);
  });

  it('refuses an expired access token, and one signed with another key', async () => {
    const { phone } = await signUp();
    const user = (await usersWithPhone(phone))[0];
    const claims = { phone, typ: 'person', role: 'person', sid: 'x' };
    const sign = (key: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user?.id ?? '')
        .setIssuer('jetkiz')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const secret = testConfig().jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    expect((await get(`/protected/person/get-user-data/${phone}`, await sign(secret, now + 60))).statusCode).toBe(200);
    expect((await get(`/protected/person/get-user-data/${phone}`, await sign(secret, now - 1))).statusCode).toBe(401);
    expect((await get(`/protected/person/get-user-data/${phone}`, await sign('x'.repeat(48), now + 60))).statusCode).toBe(401);
  });
});

describe('profile, IIN, passwords', () => {
  it('sets the IIN, explaining a bad one', async () => {
    const { phone, tokens } = await signUp();
    const bad = await post(
      '/protected/person/set-user-iin',
      { userIin: '900115300004', userName: phone },
      'EN',
      tokens.access_token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ userIin: 'Invalid IIN' });
    const ok = await post(
      '/protected/person/set-user-iin',
      { userIin: '020315500009', userName: phone },
      'RU',
      tokens.access_token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().iin).toBe('020315500009');
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const { phone, tokens } = await signUp();
    const elsewhere = (await post('/public/auth', { userName: phone, password: 'Qwerty12', userType: 'person' })).json();
    const wrongOld = await post(
      '/protected/person/change-password',
      { userName: phone, oldPassword: 'Nope1234', newPassword: 'Newpass123' },
      'RU',
      tokens.access_token,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().fields).toEqual({ oldPassword: 'Текущий пароль неверен' });
    const weak = await post(
      '/protected/person/change-password',
      { userName: phone, oldPassword: 'Qwerty12', newPassword: 'short' },
      'RU',
      tokens.access_token,
    );
    expect(weak.json().fields).toHaveProperty('newPassword');
    // The current password again is refused: it said «Пароль успешно изменён» and ended the other sessions.
    const same = await post(
      '/protected/person/change-password',
      { userName: phone, oldPassword: 'Qwerty12', newPassword: 'Qwerty12' },
      'RU',
      tokens.access_token,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ newPassword: 'Новый пароль совпадает с текущим' });
    const changed = await post(
      '/protected/person/change-password',
      { userName: phone, oldPassword: 'Qwerty12', newPassword: 'Newpass123' },
      'RU',
      tokens.access_token,
    );
    expect(changed.json()).toEqual({ message: 'Пароль успешно изменён' });
    expect((await post('/public/auth', { userName: phone, password: 'Newpass123', userType: 'person' })).statusCode).toBe(200);
    expect((await post('/public/refresh', { refreshToken: elsewhere.refresh_token, userType: 'person' })).statusCode).toBe(401);
    expect((await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' })).statusCode).toBe(200);
  });

  it('a refresh under way while the password changes does not outlive the change: its new token is refused', async () => {
    const { phone, tokens } = await signUp();
    const stolen = (await post('/public/auth', { userName: phone, password: 'Qwerty12', userType: 'person' })).json();
    // The stolen session refreshes; between marking its token used and storing the next one, the owner changes
    // the password (which ends every other session) — the moment two requests at once can meet in.
    const insert = identityRepository.insertSession;
    const spy = vi.spyOn(identityRepository, 'insertSession').mockImplementationOnce(async (db, row) => {
      const changed = await post(
        '/protected/person/change-password',
        { userName: phone, oldPassword: 'Qwerty12', newPassword: 'Newpass123' },
        'RU',
        tokens.access_token,
      );
      expect(changed.statusCode).toBe(200);
      return insert(db, row);
    });
    try {
      const raced = await post('/public/refresh', { refreshToken: stolen.refresh_token, userType: 'person' });
      expect(spy).toHaveBeenCalled();
      // Whatever that refresh answered, its session ended with the change: its next refresh token is refused.
      if (raced.statusCode === 200) {
        const next = await post('/public/refresh', { refreshToken: raced.json().refresh_token, userType: 'person' }, 'EN');
        expect(next.statusCode).toBe(401);
        expect(next.json().errorCode).toBe('IDENTITY_SESSION_ENDED');
      }
    } finally {
      spy.mockRestore();
    }
    expect((await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' })).statusCode).toBe(200);
  });

  it('recovers a forgotten password by SMS code, without telling whether a phone exists', async () => {
    const { phone, tokens } = await signUp();
    const unknown = newPhone();
    const quiet = await post('/public/change-password', { newPassword: 'Recovered1', phoneNumber: unknown.typed }, 'EN');
    expect(quiet.statusCode).toBe(200);
    expect(await t.lastSms(unknown.phone)).toBeUndefined();

    t.advance(61);
    const started = await post('/public/change-password', { newPassword: 'Recovered1', phoneNumber: phone }, 'EN');
    expect(started.json()).toEqual({
      message: expect.stringMatching(/^If \+7 \(701\) \d{3} \d{2} \d{2} is registered, a code was sent to it$/),
      resendAfterSeconds: 60,
      requestId: expect.any(String),
    });
    expect(quiet.json().message).toMatch(/^If \+7 \(701\)/);
    const code = await t.lastCode(phone, 2);
    expect((await t.lastSms(phone))?.text).toContain('пароля');
    const { requestId } = started.json();
    const wrong = await post('/public/change-password/confirm-code', {
      code: 'abcd',
      phoneNumber: phone,
      userType: 'person',
      requestId,
    });
    expect(wrong.json().errorCode).toBe('IDENTITY_CODE_WRONG');
    const done = await post(
      '/public/change-password/confirm-code',
      { code, phoneNumber: phone, userType: 'person', requestId },
      'KZ',
    );
    expect(done.json()).toEqual({ message: 'Құпиясөз сәтті өзгертілді' });
    expect((await post('/public/auth', { userName: phone, password: 'Qwerty12', userType: 'person' })).statusCode).toBe(401);
    expect((await post('/public/auth', { userName: phone, password: 'Recovered1', userType: 'person' })).statusCode).toBe(200);
    expect((await post('/public/refresh', { refreshToken: tokens.refresh_token, userType: 'person' })).statusCode).toBe(401);
  });
});

/** A sign-in from an address of its own, with a cookie header when given; the same app unless another is named. */
const signInFrom = (from: string, body: { userName: string; password: string }, cookie?: string, lang = 'RU') =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/public/auth',
    remoteAddress: from,
    payload: { ...body, userType: 'person' },
    headers: { 'accept-language': lang, ...(cookie && { cookie }) },
  });
/** `name=value` of the known-device cookie an answer sets. */
const deviceCookieOf = (answer: { headers: Record<string, unknown> }) => {
  const header = String(answer.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^jz_device_77\d{9}=[^;]+; Path=\/api\/identity\/public\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return header.split(';')[0] as string;
};
/** Distinct addresses for one test (attackers spread over many). */
const manyAddresses = (n: number) => Array.from({ length: n }, (_, i) => `172.${16 + (addressSeq % 16)}.${i >> 8}.${i % 256}`);
const smsTexts = async (phone: string) =>
  ((await (await fetch(`${t.smsUrl}/messages?to=${phone}`)).json()) as Array<{ text: string }>).map((m) => m.text);
const statuses = (answers: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in throttle', () => {
  it('lets no more parallel guesses reach the password check than the limit allows', async () => {
    const { phone } = await signUp();
    // From one address the (phone, address) pair allows 5.
    const fromOne = await Promise.all(
      Array.from({ length: 25 }, () => signInFrom(address, { userName: phone, password: 'wrong' })),
    );
    const one = statuses(fromOne);
    expect(one[401]).toBeLessThanOrEqual(5);
    expect(one[429]).toBeGreaterThanOrEqual(20);
    expect((one[401] ?? 0) + (one[429] ?? 0)).toBe(25);
    // From 25 addresses the phone allows 10 (5 were used above).
    const other = await signUp();
    const spread = statuses(
      await Promise.all(manyAddresses(25).map((from) => signInFrom(from, { userName: other.phone, password: 'wrong' }))),
    );
    expect(spread[401]).toBeLessThanOrEqual(10);
    expect(spread[429]).toBeGreaterThanOrEqual(15);
  });

  it('counts the guesses of an IPv6 caller by its /64, whatever address of it each comes from', async () => {
    const { phone } = await signUp();
    // A home connection holds a whole /64: a new address for each guess made every guess the pair's first.
    const network = `2001:db8:5${(process.pid % 0xfff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const wrong = (i: number) => signInFrom(`${network}::${i}`, { userName: phone, password: 'wrong' }, undefined, 'EN');
    for (let i = 1; i <= 5; i++) expect((await wrong(i)).statusCode).toBe(401);
    const sixth = await wrong(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
  });

  it('doubles the pause with each further failure and says how long to wait in the caller language', async () => {
    const { phone } = await signUp();
    const wrong = (lang = 'RU') => signInFrom(address, { userName: phone, password: 'wrong' }, undefined, lang);
    for (let i = 0; i < 5; i++) expect((await wrong()).statusCode).toBe(401);
    const waits: string[] = [];
    for (const seconds of [30, 60, 120]) {
      const paused = await wrong('KZ');
      expect(paused.statusCode).toBe(429);
      waits.push(String(paused.headers['retry-after']));
      if (seconds === 120) expect(paused.json().message).toBe('Сәтсіз кіру әрекеттері тым көп. 2 минуттан кейін қайталаңыз');
      t.advance(seconds + 1);
      expect((await wrong()).statusCode).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120']);
    expect((await wrong('RU')).json().message).toBe('Слишком много неудачных попыток входа. Повторите через 4 минуты');
  });

  it("keeps the owner's known device signing in while attackers elsewhere pause the phone, and texts the owner once", async () => {
    const { phone } = await signUp();
    await t.database.db.update(users).set({ lang: 'kk' }).where(eq(users.phone, phone));
    const home = address;
    const signedIn = await signInFrom(home, { userName: phone, password: 'Qwerty12' });
    expect(signedIn.statusCode).toBe(200);
    const cookie = deviceCookieOf(signedIn);

    const attackers = manyAddresses(40);
    for (const from of attackers) await signInFrom(from, { userName: phone, password: 'guess' });
    t.advance(61);
    for (const from of attackers.slice(0, 10)) await signInFrom(from, { userName: phone, password: 'guess' });
    // A new device, even at home, waits; the known one does not, at home or anywhere.
    expect((await signInFrom(home, { userName: phone, password: 'Qwerty12' })).statusCode).toBe(429);
    expect((await signInFrom(home, { userName: phone, password: 'Qwerty12' }, cookie)).statusCode).toBe(200);
    expect((await signInFrom(attackers[0] as string, { userName: phone, password: 'Qwerty12' }, cookie)).statusCode).toBe(200);
    // A cookie of another phone, or a forged one, is no known device.
    const other = await signUp();
    const otherCookie = deviceCookieOf(await signInFrom(home, { userName: other.phone, password: 'Qwerty12' }));
    const renamed = otherCookie.replace(other.phone, phone);
    expect((await signInFrom(attackers[1] as string, { userName: phone, password: 'Qwerty12' }, renamed)).statusCode).toBe(429);

    let texts: string[] = [];
    for (let i = 0; i < 50 && texts.length < 2; i++) {
      texts = await smsTexts(phone);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(texts.filter((text) => text === SIGN_IN_TEXTS.smsPaused.kk)).toHaveLength(1);
    expect(texts.filter((text) => text.includes('құпиясөзбен'))).toHaveLength(1);
  });

  it("does not pause a phone's owner behind an address where 20 other phones failed", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signInFrom(address, { userName: newPhone().phone, password: 'x' })).statusCode).toBe(401);
    }
    const { phone } = await signUp();
    expect((await signInFrom(address, { userName: phone, password: 'Qwerty12' })).statusCode).toBe(200);
  });

  it("ends the phone's pauses when the owner recovers the password", async () => {
    const { phone } = await signUp();
    for (const from of manyAddresses(12)) await signInFrom(from, { userName: phone, password: 'guess' });
    expect((await signInFrom(address, { userName: phone, password: 'Qwerty12' })).statusCode).toBe(429);
    await recover(phone, 'Recovered1');
    expect((await signInFrom(address, { userName: phone, password: 'Recovered1' })).statusCode).toBe(200);
  });
});

/** A forgotten password recovered through the SMS code. */
const recover = async (phone: string, newPassword: string) => {
  t.advance(61);
  const before = ((await (await fetch(`${t.smsUrl}/messages?to=${phone}`)).json()) as unknown[]).length;
  const started = await post('/public/change-password', { newPassword, phoneNumber: phone });
  expect(started.statusCode).toBe(200);
  const done = await post('/public/change-password/confirm-code', {
    code: await t.lastCode(phone, before + 1),
    phoneNumber: phone,
    userType: 'person',
    requestId: started.json().requestId,
  });
  expect(done.statusCode).toBe(200);
};

describe('ended sessions stop their access tokens', () => {
  /** A second API instance over the same database, reading revocations every 100 ms. */
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ database: t.database, env: { SESSION_REVOCATION_POLL_MS: '100' } });
  });
  afterAll(async () => {
    await second.close();
  });

  const profileStatus = async (app: TestApp, phone: string, token: string) =>
    (
      await app.app.inject({
        method: 'GET',
        url: `/api/identity/protected/person/get-user-data/${phone}`,
        headers: callerHeaders(token),
      })
    ).statusCode;
  /** The status once it settles, waiting up to 5 s (a poll of the second instance). */
  const settledStatus = async (app: TestApp, phone: string, token: string, expected: number) => {
    let status = await profileStatus(app, phone, token);
    for (let i = 0; i < 100 && status !== expected; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await profileStatus(app, phone, token);
    }
    return status;
  };

  it('after sign-out: at once here, within a poll on another instance', async () => {
    const { phone, tokens } = await signUp();
    expect(await profileStatus(second, phone, tokens.access_token)).toBe(200);
    await post('/public/logout', { refreshToken: tokens.refresh_token });
    expect(await profileStatus(t, phone, tokens.access_token)).toBe(401);
    expect(await settledStatus(second, phone, tokens.access_token, 401)).toBe(401);
  });

  it("after a password change: the other sessions' tokens, not this one's", async () => {
    const { phone, tokens } = await signUp();
    const elsewhere = (await post('/public/auth', { userName: phone, password: 'Qwerty12', userType: 'person' })).json();
    const changed = await post(
      '/protected/person/change-password',
      { userName: phone, oldPassword: 'Qwerty12', newPassword: 'Newpass123' },
      'RU',
      tokens.access_token,
    );
    expect(changed.statusCode).toBe(200);
    expect(await profileStatus(t, phone, elsewhere.access_token)).toBe(401);
    expect(await settledStatus(second, phone, elsewhere.access_token, 401)).toBe(401);
    expect(await profileStatus(t, phone, tokens.access_token)).toBe(200);
    expect(await profileStatus(second, phone, tokens.access_token)).toBe(200);
  });

  it('after a recovery or a reused refresh token: every token of the ended sessions', async () => {
    const { phone, tokens } = await signUp();
    await recover(phone, 'Recovered1');
    expect(await profileStatus(t, phone, tokens.access_token)).toBe(401);
    expect(await settledStatus(second, phone, tokens.access_token, 401)).toBe(401);

    const fresh = (await post('/public/auth', { userName: phone, password: 'Recovered1', userType: 'person' })).json();
    expect(await profileStatus(second, phone, fresh.access_token)).toBe(200);
    const rotated = (await post('/public/refresh', { refreshToken: fresh.refresh_token, userType: 'person' })).json();
    expect((await post('/public/refresh', { refreshToken: fresh.refresh_token, userType: 'person' })).statusCode).toBe(401);
    expect(await profileStatus(t, phone, rotated.access_token)).toBe(401);
    expect(await settledStatus(second, phone, rotated.access_token, 401)).toBe(401);
  });
});

describe('blocked customers', () => {
  it('can sign in and read, see the block in the profile, but cannot write orders', async () => {
    const { phone, tokens } = await signUp();
    const user = (await usersWithPhone(phone))[0];
    if (!user) throw new Error('no user');
    await t.app.identity.block(user.id, 'Задолженность по оплате');
    const signedIn = await post('/public/auth', { userName: phone, password: 'Qwerty12', userType: 'person' });
    expect(signedIn.statusCode).toBe(200);
    const profile = (await get(`/protected/person/get-user-data/${phone}`, signedIn.json().access_token)).json();
    expect(profile.blocked).toEqual({ reason: 'Задолженность по оплате', since: expect.any(String), category: null });
    const auth = { userId: user.id, phone, userType: 'person' as const, role: 'person', sessionFamily: '' };
    await expect(t.app.identity.assertCanWrite(auth)).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED', statusCode: 403 });
    await t.app.identity.unblock(user.id);
    await expect(t.app.identity.assertCanWrite(auth)).resolves.toBeUndefined();
    expect(tokens.role).toBe('person');
  });
});

describe('outside failures and rate limits', () => {
  it('answers 503 and keeps no code when the SMS gateway is down, so a retry works at once', async () => {
    const down = await buildTestApp({ env: { SMS_API_URL: 'http://127.0.0.1:1' } });
    try {
      const { typed, phone } = newPhone();
      const failed = await down.app.inject({
        method: 'POST',
        url: '/api/identity/public/registration/register-person',
        payload: personBody(typed),
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().errorCode).toBe('SMS_NOT_SENT');
      expect(await down.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('limits public identity writes per address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/identity/public/auth',
          remoteAddress: address,
          payload: { userName: '77010000000', password: 'x', userType: 'person' },
          headers: { 'accept-language': 'EN' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const fourth = await attempt();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'Too many requests. Please try again later' });
    } finally {
      await limited.close();
    }
  });

  it('limits public identity writes per network for an IPv6 caller (its /64), not per address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      // Each attempt from a new address of one /64, as a home connection may send them: each was a fresh allowance.
      const attempt = (from: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/identity/public/auth',
          remoteAddress: from,
          payload: { userName: '77010000000', password: 'x', userType: 'person' },
          headers: { 'accept-language': 'KZ' },
        });
      for (let i = 1; i <= 3; i++) expect((await attempt(`2001:db8:7:1::${i}`)).statusCode).toBe(401);
      const fourth = await attempt('2001:db8:7:1:ffff:ffff:ffff:ffff');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED.message.kk });
      // The next network is another caller.
      expect((await attempt('2001:db8:7:2::1')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('never stores a code or a refresh token in clear', async () => {
    const { phone, tokens } = await signUp();
    const codes = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(codes.every((c) => /^[0-9a-f]{64}$/.test(c.codeHash))).toBe(true);
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === tokens.refresh_token)).toBe(false);
  });
});
