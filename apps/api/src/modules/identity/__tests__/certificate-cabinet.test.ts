import { ERRORS } from '@jetkiz/contract';
import { OFFER_VERSION } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { DALA, type KeyName, OMAROVA_IIN, OTHER_BIN, useCertificateApp } from './certificate-support.ts';

/** A company registered by the typed form verifies later from the cabinet with its key (issue 16). */
const c = useCertificateApp();
const sign = (key: KeyName, xml: string) => c.sign(key, xml);

const f = fixtures(() => c.t, '7709');
let phoneSeq = 0;
const REG = '/api/identity/public/registration';
const CABINET = '/api/identity/protected/company/verification';

/** A confirmed company of the typed form: a legal entity of DALA's BIN, or an entrepreneur of Omarova's IIN. */
const company = async (entityType: 1 | 2) => {
  const phone = `7709${String(1_000_000 + phoneSeq++).padStart(7, '0')}`;
  await f.call('POST', `${REG}/register-company`, undefined, {
    bin: entityType === 2 ? DALA.bin : OMAROVA_IIN,
    entityType,
    name: entityType === 2 ? 'Дала Логистик' : 'ИП Омарова',
    legalAddress: 'г. Алматы',
    firstName: 'Ерлан',
    lastName: 'Ахметов',
    username: phone,
    email: 'office@dala.kz',
    password: 'Qwerty12',
    confirmPassword: 'Qwerty12',
  });
  const confirmed = await f.call('POST', `${REG}/confirm-code`, undefined, {
    code: await c.t.lastCode(phone),
    userName: phone,
    password: 'Qwerty12',
    confirmPassword: 'Qwerty12',
    userType: 'company',
  });
  return { token: confirmed.body.access_token as string, phone };
};
const verificationXml = async (token: string, lang = 'RU') => {
  const answer = await f.call('GET', `${CABINET}/xml`, token, undefined, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.message as string;
};
const verify = (token: string, xmlData: string, lang = 'RU') => f.call('POST', CABINET, token, { xmlData }, lang);

describe('verification from the cabinet', () => {
  it('a legal entity signs the XML naming its BIN with the head key: verified, the offer accepted', async () => {
    const { token, phone } = await company(2);
    const xml = await verificationXml(token, 'EN');
    expect(xml).toMatch(
      new RegExp(`^<companyVerification><nonce>[\\w-]+</nonce><issuedAt>[^<]+</issuedAt><bin>${DALA.bin}</bin>`),
    );
    expect(xml).toContain(`<offerVersion>${OFFER_VERSION}</offerVersion><statement lang="en">`);
    const answer = await verify(token, await sign('head', xml));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      phone,
      bin: DALA.bin,
      verified: { signer: 'АХМЕТОВ ЕРЛАН', offerVersion: OFFER_VERSION },
    });
    expect(Date.parse(answer.body.verified.at)).toBeGreaterThan(Date.now() - 60_000);
    const profile = await f.call('GET', `/api/identity/protected/company/get-user-data/${phone}`, token);
    expect(profile.body.verified).toEqual(answer.body.verified);
    // The signature is stored for the account, with the signed document and the signer.
    const stored = (
      (await c.t.database.db.execute(
        sql`select subject_type as "subjectType", actor_id as "actorId", signer_bin as "signerBin", raw from signatures where account_id = ${userIdOf(token)}`,
      )) as unknown as { rows: Array<{ subjectType: string; actorId: string; signerBin: string; raw: string }> }
    ).rows;
    expect(stored).toEqual([
      {
        subjectType: 'companyVerification',
        actorId: userIdOf(token),
        signerBin: DALA.bin,
        raw: expect.stringContaining('Signature'),
      },
    ]);
  });

  it('an entrepreneur signs with their own key (IIN)', async () => {
    const { token } = await company(1);
    const xml = await verificationXml(token);
    expect(xml).toContain(`<iin>${OMAROVA_IIN}</iin>`);
    const answer = await verify(token, await sign('entrepreneur', xml));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.verified).toMatchObject({ signer: 'ОМАРОВА ГУЛЬНАРА' });
  });

  it("a verified entrepreneur's IIN stays the one the key confirmed: set-user-iin refuses another (acts are issued and signed under it)", async () => {
    const { token, phone } = await company(1);
    const before = await f.call('POST', '/api/identity/protected/company/set-user-iin', token, {
      userIin: '020315500009',
      userName: phone,
    });
    // Not verified yet: the typed IIN is still the owner's to correct.
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    await f.call('POST', '/api/identity/protected/company/set-user-iin', token, { userIin: OMAROVA_IIN, userName: phone });
    expect((await verify(token, await sign('entrepreneur', await verificationXml(token)))).status).toBe(200);
    const other = await f.call(
      'POST',
      '/api/identity/protected/company/set-user-iin',
      token,
      { userIin: '020315500009', userName: phone },
      'KZ',
    );
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ errorCode: 'VALIDATION', fields: { userIin: expect.stringContaining('ЖСН') } });
    const profile = await f.call('GET', `/api/identity/protected/company/get-user-data/${phone}`, token);
    expect(profile.body.iin).toBe(OMAROVA_IIN);
    expect(profile.body.verified).not.toBeNull();
    // The same IIN again changes nothing and is no mistake.
    const same = await f.call('POST', '/api/identity/protected/company/set-user-iin', token, {
      userIin: OMAROVA_IIN,
      userName: phone,
    });
    expect(same.status).toBe(200);
    // A legal entity's owner keeps their own IIN theirs to set: the company's number is its BIN.
    const legal = await company(2);
    expect((await verify(legal.token, await sign('head', await verificationXml(legal.token)))).status).toBe(200);
    const owner = await f.call('POST', '/api/identity/protected/company/set-user-iin', legal.token, {
      userIin: '020315500009',
      userName: legal.phone,
    });
    expect(owner.status).toBe(200);
  });

  it('a certificate of another BIN: SIGNATURE_ID_MISMATCH, nothing changed', async () => {
    const { token } = await company(2);
    const answer = await verify(token, await sign('otherBin', await verificationXml(token)), 'KZ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'SIGNATURE_ID_MISMATCH', message: ERRORS.SIGNATURE_ID_MISMATCH.message.kk });
    const again = await verify(token, await sign('head', await verificationXml(token)));
    expect(again.status).toBe(200);
  });

  it('the wrong key type for the entity type', async () => {
    const legal = await company(2);
    const answer = await verify(legal.token, await sign('entrepreneur', await verificationXml(legal.token)), 'EN');
    expect(answer.body).toMatchObject({ errorCode: 'SIGNATURE_LEGAL_ENTITY_REQUIRED' });
    const entrepreneur = await company(1);
    const other = await verify(entrepreneur.token, await sign('head', await verificationXml(entrepreneur.token)), 'EN');
    expect(other.body).toMatchObject({ errorCode: 'SIGNATURE_ENTREPRENEUR_REQUIRED' });
  });

  it("another account's XML, a registration XML, a replay: SIGNATURE_NONCE_EXPIRED", async () => {
    const mine = await company(2);
    const theirs = await company(2);
    const theirXml = await sign('head', await verificationXml(theirs.token));
    expect((await verify(mine.token, theirXml)).body.errorCode).toBe('SIGNATURE_NONCE_EXPIRED');
    const registration = (await f.call('GET', `${REG}/xml/get-data-for-sign`)).body.message as string;
    expect((await verify(mine.token, await sign('head', registration))).body.errorCode).toBe('SIGNATURE_NONCE_EXPIRED');
    expect((await verify(theirs.token, theirXml)).status).toBe(200);
    expect((await verify(theirs.token, theirXml)).body.errorCode).toBe('SIGNATURE_NONCE_EXPIRED');
  });

  it('a tampered, malformed or 5 MB document', async () => {
    const { token } = await company(2);
    const signed = await sign('head', await verificationXml(token));
    expect((await verify(token, signed.replace(DALA.bin, OTHER_BIN))).body.errorCode).toBe('SIGNATURE_INVALID');
    expect((await verify(token, '<companyVerification>')).body.errorCode).toBe('SIGNATURE_MALFORMED');
    const huge = await verify(token, 'a'.repeat(5 * 1024 * 1024), 'EN');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(ERRORS.PAYLOAD_TOO_LARGE.message.en);
  });

  it('persons get 403, guests 401', async () => {
    const person = await f.user('person');
    expect((await f.call('GET', `${CABINET}/xml`, person.token)).status).toBe(403);
    expect((await verify(person.token, '<x/>')).status).toBe(403);
    expect((await f.call('GET', `${CABINET}/xml`)).status).toBe(401);
  });
});
