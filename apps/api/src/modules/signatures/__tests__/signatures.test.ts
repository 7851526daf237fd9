import type { TestPki } from '@jetkiz/sandbox';
import { TEST_BINS } from '@jetkiz/sandbox';
import { eq, sql } from 'drizzle-orm';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { createSignatureService, type SignatureService } from '../index.ts';
import { signatures } from '../signatures.tables.ts';
import { quietLog, servePki } from './pki-server.ts';

let database: Database;
let served: Awaited<ReturnType<typeof servePki>>;
let pki: TestPki;
let service: SignatureService;

beforeAll(async () => {
  database = await openTestDatabase();
  served = await servePki();
  pki = served.pki;
  service = createSignatureService({ db: database.db, config: served.config(), log: quietLog });
}, 60_000);
afterAll(async () => {
  await served?.close();
  await database?.close();
});

/** The code a verification is refused with (and its HTTP status). */
const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.statusCode}`;
    throw error;
  }
  return 'accepted';
};

const NONCE_XML = '<login><timeTicket>1764000000000</timeTicket><nonce>n-5f1c2a</nonce></login>';
const ACT = new TextEncoder().encode('Акт выполненных работ № 17 от 24.11.2026 на сумму 120 000 ₸');

describe('XMLDSig (registration)', () => {
  it('accepts an entrepreneur registering with their signing key and returns the document without the signature', async () => {
    const xml = await pki.signXml('entrepreneur', NONCE_XML);
    const verified = await service.verifyXml({
      xml,
      purpose: 'registerEntrepreneur',
      expect: { iin: pki.keys.entrepreneur.iin },
    });
    expect(verified.format).toBe('xml');
    expect(verified.signer).toMatchObject({ iin: pki.keys.entrepreneur.iin, bin: null });
    expect(verified.keyUsers).toEqual(['individual']);
    expect(verified.revocation).toBe('ocsp');
    expect(verified.document).toContain('<nonce>n-5f1c2a</nonce>');
    expect(verified.document).not.toContain('Signature');
    expect(verified.certificate.serialNumber.toLowerCase()).toBe(pki.keys.entrepreneur.serialNumber);
  });

  it('accepts a head of a legal entity for entity type 2 and its BIN', async () => {
    const xml = await pki.signXml('head', NONCE_XML);
    const verified = await service.verifyXml({ xml, purpose: 'registerLegalEntity', expect: { bin: TEST_BINS.dala } });
    expect(verified.signer).toMatchObject({ bin: TEST_BINS.dala, organization: pki.keys.head.organization });
    expect(verified.keyUsers).toEqual(['legalEntity', 'head']);
  });

  it.each([
    [
      'a changed document',
      async () => (await pki.signXml('head', NONCE_XML)).replace('n-5f1c2a', 'n-000000'),
      'SIGNATURE_INVALID 400',
    ],
    ['an untrusted CA', () => pki.signXml('untrusted', NONCE_XML), 'SIGNATURE_UNTRUSTED 400'],
    ['an expired certificate', () => pki.signXml('expired', NONCE_XML), 'SIGNATURE_CERT_EXPIRED 400'],
    ['a revoked certificate', () => pki.signXml('revoked', NONCE_XML), 'SIGNATURE_CERT_REVOKED 400'],
    ['a private person for entity type 2', () => pki.signXml('person', NONCE_XML), 'SIGNATURE_LEGAL_ENTITY_REQUIRED 400'],
    ['another company (BIN mismatch)', () => pki.signXml('otherBin', NONCE_XML), 'SIGNATURE_ID_MISMATCH 400'],
  ])('refuses %s', async (_name, make, code) => {
    const xml = await make();
    expect(await refusal(service.verifyXml({ xml, purpose: 'registerLegalEntity', expect: { bin: TEST_BINS.dala } }))).toBe(code);
  });

  it('refuses a legal entity key for entity type 1', async () => {
    const xml = await pki.signXml('head', NONCE_XML);
    expect(await refusal(service.verifyXml({ xml, purpose: 'registerEntrepreneur' }))).toBe(
      'SIGNATURE_ENTREPRENEUR_REQUIRED 400',
    );
  });

  it.each([
    ['5 MB', async () => `<login>${'x'.repeat(5_000_000)}</login>`],
    ['not well-formed', async () => '<login><nonce>1</login>'],
    ['an empty body', async () => ''],
    [
      'a DOCTYPE with entities',
      async () =>
        `<?xml version="1.0"?><!DOCTYPE login [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${await pki.signXml('head', '<login>&b;</login>'.replace('&b;', 'b'))}`,
    ],
    ['an external entity', async () => '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><login>&e;</login>'],
    ['a processing instruction', async () => (await pki.signXml('head', NONCE_XML)).replace('<login>', '<?evil run?><login>')],
    [
      'an external reference',
      async () => (await pki.signXml('head', NONCE_XML)).replace('URI=""', 'URI="http://attacker.example/doc.xml"'),
    ],
    ['a reference to a part', async () => (await pki.signXml('head', NONCE_XML)).replace('URI=""', 'URI="#nonce"')],
    [
      'a second signature',
      async () => {
        const xml = await pki.signXml('head', NONCE_XML);
        const signature = /<(ds:)?Signature[\s\S]*<\/(ds:)?Signature>/.exec(xml)?.[0] ?? '';
        return xml.replace('</login>', `<extra>${signature}</extra></login>`);
      },
    ],
    [
      'an XSLT transform',
      async () =>
        (await pki.signXml('head', NONCE_XML)).replace(
          /Algorithm="http:\/\/www.w3.org\/2000\/09\/xmldsig#enveloped-signature"/,
          'Algorithm="http://www.w3.org/TR/1999/REC-xslt-19991116"',
        ),
    ],
    ['no signature', async () => NONCE_XML],
  ])('refuses %s as malformed before verifying anything', async (_name, make) => {
    expect(await refusal(service.verifyXml({ xml: await make(), purpose: 'registerLegalEntity' }))).toBe(
      'SIGNATURE_MALFORMED 400',
    );
  });

  it('asks for the verification service for a GOST signature when none is configured', async () => {
    const xml = (await pki.signXml('head', NONCE_XML)).replace(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      'urn:ietf:params:xml:ns:pkigovkz:xmlsec:algorithms:gostr34102015-gostr34112015-512',
    );
    expect(await refusal(service.verifyXml({ xml, purpose: 'registerLegalEntity' }))).toBe('SIGNATURE_VERIFIER_REQUIRED 400');
  });
});

describe('CMS (acts)', () => {
  it('accepts a detached CMS of a head over exactly the data, with its signing time', async () => {
    const signingTime = new Date(Date.now() - 60_000);
    const cms = await pki.signCms('head', ACT, { signingTime });
    const verified = await service.verifyCms({ cms, data: ACT, purpose: 'signForCompany', expect: { bin: TEST_BINS.dala } });
    expect(verified.format).toBe('cms');
    expect(Buffer.from(verified.signedData).equals(Buffer.from(ACT))).toBe(true);
    expect(Math.abs(verified.signedAt.getTime() - signingTime.getTime())).toBeLessThan(1_000);
    expect(verified.signer.iin).toBe(pki.keys.head.iin);
  });

  it('accepts an attached CMS and reads its content; the content must equal the data when both are given', async () => {
    const cms = await pki.signCms('signer', ACT, { attached: true });
    const verified = await service.verifyCms({ cms, purpose: 'signForCompany' });
    expect(new TextDecoder().decode(verified.signedData)).toContain('Акт выполненных работ');
    expect(await refusal(service.verifyCms({ cms, data: new TextEncoder().encode('другое'), purpose: 'signForCompany' }))).toBe(
      'SIGNATURE_INVALID 400',
    );
  });

  it.each([
    [
      'a signature over other data',
      async () => ({ cms: await pki.signCms('head', ACT), data: new TextEncoder().encode('другое') }),
      'SIGNATURE_INVALID 400',
    ],
    [
      'a tampered signature value',
      async () => {
        const der = Buffer.from(await pki.signCms('head', ACT), 'base64');
        // The signature value closes the SignerInfo, the last element of the structure.
        der[der.length - 10] = (der[der.length - 10] as number) ^ 0xff;
        return { cms: der.toString('base64'), data: ACT };
      },
      'SIGNATURE_INVALID 400',
    ],
    [
      'a detached CMS without its data',
      async () => ({ cms: await pki.signCms('head', ACT), data: undefined }),
      'SIGNATURE_MALFORMED 400',
    ],
    ['not base64', async () => ({ cms: 'это не подпись', data: ACT }), 'SIGNATURE_MALFORMED 400'],
    ['base64 of garbage', async () => ({ cms: Buffer.from('garbage').toString('base64'), data: ACT }), 'SIGNATURE_MALFORMED 400'],
    ['a plain employee', async () => ({ cms: await pki.signCms('employee', ACT), data: ACT }), 'SIGNATURE_NO_SIGNING_RIGHT 400'],
    ['an individual', async () => ({ cms: await pki.signCms('person', ACT), data: ACT }), 'SIGNATURE_LEGAL_ENTITY_REQUIRED 400'],
    ['an expired certificate', async () => ({ cms: await pki.signCms('expired', ACT), data: ACT }), 'SIGNATURE_CERT_EXPIRED 400'],
    ['a revoked certificate', async () => ({ cms: await pki.signCms('revoked', ACT), data: ACT }), 'SIGNATURE_CERT_REVOKED 400'],
    ['an untrusted CA', async () => ({ cms: await pki.signCms('untrusted', ACT), data: ACT }), 'SIGNATURE_UNTRUSTED 400'],
    ['another company', async () => ({ cms: await pki.signCms('otherBin', ACT), data: ACT }), 'SIGNATURE_ID_MISMATCH 400'],
    [
      'a signing time in the future',
      async () => ({ cms: await pki.signCms('head', ACT, { signingTime: new Date(Date.now() + 86_400_000) }), data: ACT }),
      'SIGNATURE_INVALID 400',
    ],
  ])('refuses %s', async (_name, make, code) => {
    const { cms, data } = await make();
    expect(
      await refusal(
        service.verifyCms({ cms, ...(data && { data }), purpose: 'signForCompany', expect: { bin: TEST_BINS.dala } }),
      ),
    ).toBe(code);
  });
});

describe('revocation', () => {
  const DEAD = 'http://127.0.0.1:9/';

  it('uses the CRL when OCSP is down, and still finds a revoked certificate there', async () => {
    const crlOnly = createSignatureService({ db: database.db, config: served.config({ ocspUrl: `${DEAD}ocsp` }), log: quietLog });
    const verified = await crlOnly.verifyCms({ cms: await pki.signCms('head', ACT), data: ACT, purpose: 'signForCompany' });
    expect(verified.revocation).toBe('crl');
    expect(
      await refusal(crlOnly.verifyCms({ cms: await pki.signCms('revoked', ACT), data: ACT, purpose: 'signForCompany' })),
    ).toBe('SIGNATURE_CERT_REVOKED 400');
  });

  it('answers 503 REVOCATION_UNKNOWN when neither OCSP nor the CRL answers — never a silent pass', async () => {
    const blind = createSignatureService({
      db: database.db,
      config: served.config({ ocspUrl: `${DEAD}ocsp`, crlUrls: [`${DEAD}ca.crl`] }),
      log: quietLog,
    });
    expect(await refusal(blind.verifyCms({ cms: await pki.signCms('head', ACT), data: ACT, purpose: 'signForCompany' }))).toBe(
      'SIGNATURE_REVOCATION_UNKNOWN 503',
    );
  });

  it('keeps an OCSP answer: a second verification asks nobody', async () => {
    let calls = 0;
    const counting = createSignatureService({
      db: database.db,
      config: served.config(),
      log: quietLog,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    const cms = await pki.signCms('head', ACT);
    await counting.verifyCms({ cms, data: ACT, purpose: 'signForCompany' });
    await counting.verifyCms({ cms, data: ACT, purpose: 'signForCompany' });
    expect(calls).toBe(1);
  });
});

describe('storage', () => {
  it('stores an accepted signature in the caller transaction, reads it back, re-verifies it, and never changes it', async () => {
    const cms = await pki.signCms('head', ACT);
    const verified = await service.verifyCms({ cms, data: ACT, purpose: 'signForCompany' });
    const { id } = await database.db.transaction((tx) =>
      service.record(tx, {
        signature: verified,
        raw: cms,
        subjectType: 'act',
        subjectId: 'AVR-17',
        accountId: null,
        actorId: null,
      }),
    );
    const stored = await service.get(id);
    expect(stored).toMatchObject({
      format: 'cms',
      subjectType: 'act',
      subjectId: 'AVR-17',
      signerIin: pki.keys.head.iin,
      signerBin: TEST_BINS.dala,
      organization: pki.keys.head.organization,
      keyUsers: ['legalEntity', 'head'],
      revocation: 'ocsp',
      raw: cms,
    });
    expect(Buffer.from(stored?.signedData ?? []).equals(Buffer.from(ACT))).toBe(true);
    expect(stored?.certificatePem).toContain('BEGIN CERTIFICATE');
    expect(await service.reverify(id)).toEqual({ ok: true });
    await expect(database.db.update(signatures).set({ raw: 'x' }).where(eq(signatures.id, id))).rejects.toThrow();
    await expect(database.db.delete(signatures).where(eq(signatures.id, id))).rejects.toThrow();
    expect(await service.get('not-a-uuid')).toBeNull();
  });

  it('stores an XML signature with the document as signed, and nothing when the transaction rolls back', async () => {
    const xml = await pki.signXml('head', NONCE_XML);
    const verified = await service.verifyXml({ xml, purpose: 'registerLegalEntity' });
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(signatures);
    await expect(
      database.db.transaction(async (tx) => {
        await service.record(tx, {
          signature: verified,
          raw: xml,
          subjectType: 'company',
          subjectId: 'x',
          accountId: null,
          actorId: null,
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(signatures);
    expect(after[0]?.n).toBe(before[0]?.n);
    const { id } = await service.record(database.db, {
      signature: verified,
      raw: xml,
      subjectType: 'company',
      subjectId: 'x',
      accountId: null,
      actorId: null,
    });
    expect(await service.reverify(id)).toEqual({ ok: true });
    expect(new TextDecoder().decode((await service.get(id))?.signedData)).toContain('<nonce>n-5f1c2a</nonce>');
  });
});

/** The CMS with its signer info's signature algorithm relabelled GOST R 34.10-2015 (512), as a GOST key makes it. */
const asGost = async (cms: string): Promise<string> => {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(cms, 'base64'));
  const signed = new pkijs.SignedData({ schema: info.content });
  (signed.signerInfos[0] as pkijs.SignerInfo).signatureAlgorithm = new pkijs.AlgorithmIdentifier({
    algorithmId: '1.2.398.3.10.1.1.2.3.2',
  });
  const out = new pkijs.ContentInfo({ contentType: info.contentType, content: signed.toSchema(true) });
  return Buffer.from(out.toSchema().toBER()).toString('base64');
};

describe('GOST keys through an NCANode-compatible service', () => {
  it('refuses a GOST CMS with VERIFIER_REQUIRED when no service is configured', async () => {
    const cms = await asGost(await pki.signCms('head', ACT));
    expect(await refusal(service.verifyCms({ cms, data: ACT, purpose: 'signForCompany' }))).toBe(
      'SIGNATURE_VERIFIER_REQUIRED 400',
    );
  });

  it('asks the service, maps its answers, and still checks the key purpose itself', async () => {
    const { createServer } = await import('node:http');
    let next: Record<string, unknown> = {};
    const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(body) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(next));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as { port: number };
    try {
      const gost = createSignatureService({
        db: database.db,
        config: served.config({ verifierUrl: `http://127.0.0.1:${port}` }),
        log: quietLog,
      });
      const cms = await asGost(await pki.signCms('head', ACT));
      const certificate = {
        valid: true,
        revocations: [{ revoked: false, by: 'OCSP' }],
        notBefore: '2020-01-01T00:00:00Z',
        notAfter: '2099-01-01T00:00:00Z',
      };
      next = { status: 200, message: '', valid: true, signers: [{ certificates: [certificate] }] };
      const verified = await gost.verifyCms({ cms, data: ACT, purpose: 'signForCompany', expect: { bin: TEST_BINS.dala } });
      expect(verified.revocation).toBe('ocsp');
      expect(requests[0]).toMatchObject({
        url: '/cms/verify',
        body: { cms, data: Buffer.from(ACT).toString('base64'), revocationCheck: ['OCSP', 'CRL'] },
      });

      next = {
        status: 200,
        valid: false,
        signers: [{ certificates: [{ ...certificate, valid: false, revocations: [{ revoked: true, by: 'OCSP' }] }] }],
      };
      expect(await refusal(gost.verifyCms({ cms, data: ACT, purpose: 'signForCompany' }))).toBe('SIGNATURE_CERT_REVOKED 400');
      next = {
        status: 200,
        valid: false,
        signers: [{ certificates: [{ ...certificate, notAfter: '2021-01-01T00:00:00Z', valid: false }] }],
      };
      expect(await refusal(gost.verifyCms({ cms, data: ACT, purpose: 'signForCompany' }))).toBe('SIGNATURE_CERT_EXPIRED 400');
      next = { status: 200, valid: false, signers: [{ certificates: [certificate] }] };
      expect(await refusal(gost.verifyCms({ cms, data: ACT, purpose: 'signForCompany' }))).toBe('SIGNATURE_INVALID 400');

      // The service says valid, but a plain employee still has no right to sign for the company.
      next = { status: 200, valid: true, signers: [{ certificates: [certificate] }] };
      const employee = await asGost(await pki.signCms('employee', ACT));
      expect(await refusal(gost.verifyCms({ cms: employee, data: ACT, purpose: 'signForCompany' }))).toBe(
        'SIGNATURE_NO_SIGNING_RIGHT 400',
      );

      const xml = (await pki.signXml('head', NONCE_XML)).replace(
        'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        'urn:ietf:params:xml:ns:pkigovkz:xmlsec:algorithms:gostr34102015-gostr34112015-512',
      );
      await gost.verifyXml({ xml, purpose: 'registerLegalEntity' });
      expect(requests.at(-1)).toMatchObject({ url: '/xml/verify', body: { xml } });
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
    const down = createSignatureService({
      db: database.db,
      config: served.config({ verifierUrl: `http://127.0.0.1:${port}` }),
      log: quietLog,
    });
    const cms = await asGost(await pki.signCms('head', ACT));
    expect(await refusal(down.verifyCms({ cms, data: ACT, purpose: 'signForCompany' }))).toBe(
      'SIGNATURE_VERIFIER_UNAVAILABLE 503',
    );
  });
});
