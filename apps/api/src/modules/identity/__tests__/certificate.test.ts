import { CERTIFICATE_TEXTS, ERRORS } from '@jetkiz/contract';
import { OFFER_VERSION } from '@jetkiz/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { SIGNATURE_SUBJECTS } from '../identity.certificate.ts';
import { users } from '../identity.tables.ts';
import { AKHMETOV_IIN, DALA, type KeyName, OMAROVA_IIN, OTHER_BIN, useCertificateApp } from './certificate-support.ts';

/** Registration by certificate (issue 16): the XML to sign, its verification, the signature token, register-company. */
const c = useCertificateApp();
const sign = (key: KeyName, xml: string) => c.sign(key, xml);

const f = fixtures(() => c.t, '7704');
let phoneSeq = 0;
const newPhone = () => `7704${String(1_000_000 + phoneSeq++).padStart(7, '0')}`;

const ID = '/api/identity/public/registration';
const dataForSign = async (lang = 'RU') => {
  const answer = await f.call('GET', `${ID}/xml/get-data-for-sign`, undefined, undefined, lang);
  expect(answer.status).toBe(200);
  return answer.body as { message: string; expiresInSeconds: number };
};
const fromSign = (entityType: number, xmlData: string, lang = 'RU') =>
  f.call('POST', `${ID}/xml/get-data-from-sign`, undefined, { entityType, xmlData }, lang);
/** Signs fresh registration data with a key and trades it for the certificate data and a token. */
const signedIn = async (key: KeyName, entityType: number) => {
  const answer = await fromSign(entityType, await sign(key, (await dataForSign()).message));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: Record<string, unknown>; signatureToken: string };
};

const companyBody = (phone: string, overrides: object = {}) => ({
  bin: '',
  entityType: 2,
  name: 'что угодно',
  legalAddress: 'г. Алматы, ул. Абая, 10',
  firstName: 'Имя',
  lastName: 'Фамилия',
  username: phone,
  email: 'office@dala.kz',
  password: 'Qwerty12',
  confirmPassword: 'Qwerty12',
  ...overrides,
});
const register = (body: object, lang = 'RU') => f.call('POST', `${ID}/register-company`, undefined, body, lang);
const confirm = async (phone: string) =>
  f.call('POST', `${ID}/confirm-code`, undefined, {
    code: await c.t.lastCode(phone),
    userName: phone,
    password: 'Qwerty12',
    confirmPassword: 'Qwerty12',
    userType: 'company',
  });
const userData = async (token: string, phone: string) =>
  (await f.call('GET', `/api/identity/protected/company/get-user-data/${phone}`, token)).body;
const userRow = async (phone: string) => (await c.t.database.db.select().from(users).where(eq(users.phone, phone)))[0];
const signatureRows = async (signerIin: string) =>
  (
    (await c.t.database.db.execute(
      sql`select subject_type as "subjectType", signer_bin as "signerBin" from signatures where signer_iin = ${signerIin}`,
    )) as unknown as { rows: Array<{ subjectType: string; signerBin: string | null }> }
  ).rows;

const signatureCount = async () =>
  Number(
    (
      (await c.t.database.db.execute(
        sql`select count(*) as n from signatures where subject_type = ${SIGNATURE_SUBJECTS.registration}`,
      )) as unknown as { rows: Array<{ n: string }> }
    ).rows[0]?.n,
  );

describe('the XML to sign', () => {
  it('is a one-time registration document with the offer version and a statement in the caller language', async () => {
    const { message, expiresInSeconds } = await dataForSign('KZ');
    expect(expiresInSeconds).toBe(300);
    expect(message).toMatch(/^<registration><nonce>[\w-]{32}<\/nonce><issuedAt>[\dT:.Z-]+<\/issuedAt>/);
    expect(message).toContain(`<offerVersion>${OFFER_VERSION}</offerVersion>`);
    expect(message).toContain(
      `<statement lang="kk">${CERTIFICATE_TEXTS.registrationStatement.kk.replace('{{version}}', OFFER_VERSION)}`,
    );
    const other = await dataForSign();
    expect(other.message).not.toBe(message);
  });
});

describe('registration by certificate', () => {
  it('an individual entrepreneur: the IIN, «ИП …» and the names from the certificate, verified when the code confirms', async () => {
    const { data, signatureToken } = await signedIn('entrepreneur', 1);
    expect(data).toEqual({
      iin: OMAROVA_IIN,
      bin: null,
      firstName: 'Гульнара',
      lastName: 'Омарова',
      organization: null,
      individual: true,
    });
    const phone = newPhone();
    // The names typed differ: the certificate's win; the IIN may be left out or typed as it is.
    const registered = await register(companyBody(phone, { entityType: 1, bin: OMAROVA_IIN, signatureToken }));
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect((await userRow(phone))?.verifiedAt).toBeNull();
    const confirmed = await confirm(phone);
    expect(confirmed.status).toBe(200);
    const profile = await userData(confirmed.body.access_token, phone);
    expect(profile).toMatchObject({
      entityType: 1,
      iin: OMAROVA_IIN,
      bin: null,
      name: 'ИП Омарова Гульнара Болатовна',
      firstName: 'Гульнара',
      lastName: 'Омарова',
      verified: { signer: 'ОМАРОВА ГУЛЬНАРА', offerVersion: OFFER_VERSION },
    });
    const row = await userRow(phone);
    expect(row?.offerAcceptedAt).not.toBeNull();
    expect(row?.verifiedSignatureId).not.toBeNull();
    expect((await signatureRows(OMAROVA_IIN)).some((s) => s.subjectType === 'companyRegistration')).toBe(true);
  });

  it('a legal entity: the BIN and O=… from the head certificate', async () => {
    const { data, signatureToken } = await signedIn('head', 2);
    expect(data).toEqual({
      iin: AKHMETOV_IIN,
      bin: DALA.bin,
      firstName: 'Ерлан',
      lastName: 'Ахметов',
      organization: DALA.name,
      individual: false,
    });
    const phone = newPhone();
    expect((await register(companyBody(phone, { signatureToken }))).status).toBe(200);
    const confirmed = await confirm(phone);
    expect(await userData(confirmed.body.access_token, phone)).toMatchObject({
      bin: DALA.bin,
      name: DALA.name,
      firstName: 'Ерлан',
      lastName: 'Ахметов',
      verified: { signer: 'АХМЕТОВ ЕРЛАН', offerVersion: OFFER_VERSION },
    });
  });

  it('a company registered by the typed form is not verified', async () => {
    const phone = newPhone();
    expect((await register(companyBody(phone, { bin: DALA.bin, name: DALA.name }))).status).toBe(200);
    const confirmed = await confirm(phone);
    expect((await userData(confirmed.body.access_token, phone)).verified).toBeNull();
  });
});

describe('bad signatures: a clear 4xx in the caller language, nothing stored', () => {
  /** The call is refused with the code, in the language, and stores no signature. */
  const refused = async (
    call: () => Promise<{ status: number; body: { errorCode: string; message: string } }>,
    code: keyof typeof ERRORS,
    lang: 'ru' | 'kk' | 'en' = 'en',
  ) => {
    const before = await signatureCount();
    const answer = await call();
    expect(answer.body.errorCode).toBe(code);
    expect(answer.status).toBe(ERRORS[code].status);
    expect(answer.body.message).toBe(ERRORS[code].message[lang]);
    expect(await signatureCount()).toBe(before);
  };

  it('a replayed nonce, and two submissions at once: one wins', async () => {
    const signed = await sign('head', (await dataForSign()).message);
    expect((await fromSign(2, signed)).status).toBe(200);
    await refused(async () => fromSign(2, signed, 'EN'), 'SIGNATURE_NONCE_EXPIRED');

    const twice = await sign('head', (await dataForSign()).message);
    const answers = await Promise.all([fromSign(2, twice, 'EN'), fromSign(2, twice, 'EN')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    await refused(async () => answers.find((a) => a.status === 400) as never, 'SIGNATURE_NONCE_EXPIRED');
  });

  it('a nonce older than 5 minutes', async () => {
    const signed = await sign('head', (await dataForSign()).message);
    c.t.advance(301);
    await refused(async () => fromSign(2, signed, 'EN'), 'SIGNATURE_NONCE_EXPIRED');
  });

  it('a nonce never issued', async () => {
    const forged = (await dataForSign()).message.replace(/<nonce>[\w-]+<\/nonce>/, `<nonce>${'A'.repeat(32)}</nonce>`);
    await refused(async () => fromSign(2, await sign('head', forged), 'EN'), 'SIGNATURE_NONCE_EXPIRED');
  });

  it('a validly signed document other than the one issued (same nonce, another statement or offer)', async () => {
    const { message } = await dataForSign();
    const other = message.replace(`<offerVersion>${OFFER_VERSION}</offerVersion>`, '<offerVersion>1999-01-01</offerVersion>');
    await refused(async () => fromSign(2, await sign('head', other), 'EN'), 'SIGNATURE_INVALID');
    const dropped = message.replace(/<statement.*<\/statement>/, '');
    await refused(async () => fromSign(2, await sign('head', dropped), 'EN'), 'SIGNATURE_INVALID');
    // The nonce still works with the document as issued.
    expect((await fromSign(2, await sign('head', message))).status).toBe(200);
  });

  it('a tampered document', async () => {
    const signed = await sign('head', (await dataForSign()).message);
    await refused(async () => fromSign(2, signed.replace('Jetkiz', 'Jetkis'), 'EN'), 'SIGNATURE_INVALID');
  });

  it.each([
    ['an entrepreneur key for a legal entity', 'entrepreneur', 2, 'SIGNATURE_LEGAL_ENTITY_REQUIRED'],
    ['a legal entity key for an entrepreneur', 'head', 1, 'SIGNATURE_ENTREPRENEUR_REQUIRED'],
    ['an expired certificate', 'expired', 2, 'SIGNATURE_CERT_EXPIRED'],
    ['a revoked certificate', 'revoked', 2, 'SIGNATURE_CERT_REVOKED'],
    ['an untrusted CA', 'untrusted', 2, 'SIGNATURE_UNTRUSTED'],
  ] as const)('%s', async (_, key, entityType, code) => {
    const { message } = await dataForSign();
    await refused(async () => fromSign(entityType, await sign(key, message), 'KZ'), code, 'kk');
    // Nothing taken: the same data signed with the right key still works.
    expect((await fromSign(entityType, await sign(entityType === 1 ? 'entrepreneur' : 'head', message))).status).toBe(200);
  });

  it('malformed XML, a DOCTYPE with entities', async () => {
    await refused(async () => fromSign(2, '<registration><nonce>', 'EN'), 'SIGNATURE_MALFORMED');
    await refused(async () => fromSign(2, 'not xml at all', 'EN'), 'SIGNATURE_MALFORMED');
    const signed = await sign('head', (await dataForSign()).message);
    const doctype = '<!DOCTYPE registration [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const bomb = signed.replace('<registration>', `${doctype}<registration>`).replace('Jetkiz', '&b;');
    await refused(async () => fromSign(2, bomb, 'EN'), 'SIGNATURE_MALFORMED');
    const external = signed.replace('<registration>', '<!DOCTYPE registration SYSTEM "http://127.0.0.1:1/x.dtd"><registration>');
    await refused(async () => fromSign(2, external, 'EN'), 'SIGNATURE_MALFORMED');
    const processing = signed.replace('<registration>', '<?xml-stylesheet href="http://127.0.0.1:1/x.xsl"?><registration>');
    await refused(async () => fromSign(2, processing, 'EN'), 'SIGNATURE_MALFORMED');
  });

  it('a 5 MB body gets 413 in the caller language, a field over 64 000 characters 400, never 500', async () => {
    const huge = await fromSign(2, `<registration>${'a'.repeat(5 * 1024 * 1024)}</registration>`, 'KZ');
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: ERRORS.PAYLOAD_TOO_LARGE.message.kk });
    const long = await fromSign(2, `<registration>${'a'.repeat(100_000)}</registration>`, 'EN');
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errorCode: 'VALIDATION', fields: { xmlData: expect.any(String) } });
  });
});

describe('the signature token', () => {
  it('works once: a second phone, or after the code confirmed, is refused and nothing is registered', async () => {
    const { signatureToken } = await signedIn('head', 2);
    const first = newPhone();
    expect((await register(companyBody(first, { signatureToken }))).status).toBe(200);
    // A new code for the same phone (after the resend wait) is fine.
    c.t.advance(61);
    expect((await register(companyBody(first, { signatureToken }))).status).toBe(200);
    const second = newPhone();
    const refused = await register(companyBody(second, { signatureToken }), 'EN');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'SIGNATURE_TOKEN_INVALID',
      message: ERRORS.SIGNATURE_TOKEN_INVALID.message.en,
    });
    expect(await userRow(second)).toBeUndefined();
    expect((await confirm(first)).status).toBe(200);
    const afterUse = await register(companyBody(newPhone(), { signatureToken }));
    expect(afterUse.body.errorCode).toBe('SIGNATURE_TOKEN_INVALID');
  });

  it('expires after 30 minutes', async () => {
    const { signatureToken } = await signedIn('head', 2);
    c.t.advance(31 * 60);
    const phone = newPhone();
    const answer = await register(companyBody(phone, { signatureToken }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('SIGNATURE_TOKEN_INVALID');
    expect(await userRow(phone)).toBeUndefined();
  });

  it('is for its entity type only, and an unknown token is refused', async () => {
    const { signatureToken } = await signedIn('head', 2);
    const other = await register(companyBody(newPhone(), { entityType: 1, signatureToken }), 'KZ');
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      errorCode: 'SIGNATURE_TOKEN_INVALID',
      message: CERTIFICATE_TEXTS.tokenOtherEntityType.kk,
    });
    const unknown = await register(companyBody(newPhone(), { signatureToken: 'x'.repeat(43) }));
    expect(unknown.body.errorCode).toBe('SIGNATURE_TOKEN_INVALID');
  });

  it('a BIN typed other than the certificate one is refused; a bad form names its fields', async () => {
    const { signatureToken } = await signedIn('head', 2);
    const phone = newPhone();
    const mismatch = await register(companyBody(phone, { bin: OTHER_BIN, signatureToken }), 'EN');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errorCode: 'SIGNATURE_ID_MISMATCH', message: ERRORS.SIGNATURE_ID_MISMATCH.message.en });
    const weak = await register(companyBody(phone, { password: 'qwerty', confirmPassword: 'qwerty', signatureToken }));
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('password');
    expect(await userRow(phone)).toBeUndefined();
    // The token was not bound by the refused calls.
    expect((await register(companyBody(newPhone(), { signatureToken }))).status).toBe(200);
  });
});
