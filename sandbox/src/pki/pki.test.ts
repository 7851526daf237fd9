import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignedXml } from 'xml-crypto';
import {
  createPkiSandbox,
  createTestPki,
  KEY_USAGE_OIDS,
  TEST_BINS,
  TEST_IINS,
  TEST_KEY_NAMES,
  type TestPki,
  TRUST_STORE_FILE,
} from './index.ts';

const BASE = 'http://127.0.0.1:9/pki';
const work = mkdtempSync(join(tmpdir(), 'pki-test-'));
let pki: TestPki;
beforeAll(async () => {
  pki = await createTestPki({ baseUrl: BASE });
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const der = (pem: string) => new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'));
const ab = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const { signing, individual, legalEntity, head, signingRight, employee } = KEY_USAGE_OIDS;

/** The IIN/BIN check digit (Government Decree 406; reference kazakhstan.md §3.2), written here on purpose: the
 * sandbox stands for the outside world and does not borrow Jetkiz's domain. */
const checkDigitOk = (id: string) => {
  const d = [...id].map(Number);
  const sum = (weights: number[]) => weights.reduce((s, w, i) => s + w * (d[i] ?? 0), 0) % 11;
  let c = sum([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  if (c === 10) c = sum([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
  return /^\d{12}$/.test(id) && c < 10 && c === d[11];
};

describe('test keys', () => {
  it('carry valid IINs (7th digit 3/4: born in the 1900s) and BINs (5th digit 4: resident legal entity)', () => {
    for (const iin of Object.values(TEST_IINS)) expect(checkDigitOk(iin) && /^\d{6}[34]/.test(iin), iin).toBe(true);
    for (const bin of Object.values(TEST_BINS)) expect(checkDigitOk(bin) && /^\d{4}40/.test(bin), bin).toBe(true);
    expect(checkDigitOk('850315300129')).toBe(false);
  });

  it.each([
    ['head', [signing, legalEntity, head], TEST_BINS.dala],
    ['signer', [signing, legalEntity, signingRight], TEST_BINS.dala],
    ['employee', [signing, legalEntity, employee], TEST_BINS.dala],
    ['entrepreneur', [signing, individual], null],
    ['person', [signing, individual], null],
    ['expired', [signing, legalEntity, head], TEST_BINS.dala],
    ['revoked', [signing, legalEntity, head], TEST_BINS.dala],
    ['untrusted', [signing, legalEntity, head], TEST_BINS.dala],
    ['otherBin', [signing, legalEntity, head], TEST_BINS.koktem],
    ['jetkiz', [signing, legalEntity, signingRight], TEST_BINS.jetkiz],
  ] as const)('%s has the NCA DN layout, EKUs %j and BIN %s', (name, ekus, bin) => {
    const key = pki.keys[name];
    const certificate = new x509.X509Certificate(key.certificatePem);
    const subject = certificate.subjectName;
    expect(subject.getField('2.5.4.5')).toEqual([`IIN${key.iin}`]);
    expect(subject.getField('CN')).toEqual([key.commonName]);
    expect(subject.getField('2.5.4.4')).toEqual([key.surname]);
    expect(subject.getField('2.5.4.42')).toEqual([key.patronymic]);
    expect(subject.getField('C')).toEqual(['KZ']);
    expect(key.bin).toBe(bin);
    expect(subject.getField('OU')).toEqual(bin ? [`BIN${bin}`] : []);
    expect(subject.getField('O')).toEqual(key.organization ? [key.organization] : []);
    const eku = certificate.getExtension(x509.ExtendedKeyUsageExtension);
    expect(eku?.usages).toEqual([...ekus]);
    const aia = certificate.getExtension(x509.AuthorityInfoAccessExtension);
    expect(aia?.ocsp.map((n) => n.value)).toEqual([`${BASE}/ocsp`]);
    const cdp = certificate.getExtension(x509.CRLDistributionPointsExtension);
    expect(JSON.stringify(cdp?.toTextObject())).toContain(`${BASE}/crl/ca.crl`);
  });

  it('chains to the root, except untrusted; expired is past its notAfter', async () => {
    const root = new x509.X509Certificate(pki.caCertificatePem);
    const other = new x509.X509Certificate(pki.untrustedCaCertificatePem);
    for (const name of TEST_KEY_NAMES) {
      const certificate = new x509.X509Certificate(pki.keys[name].certificatePem);
      const issuer = name === 'untrusted' ? other : root;
      expect(await certificate.verify({ publicKey: issuer.publicKey, signatureOnly: true }), name).toBe(true);
      expect(certificate.notAfter > new Date(), name).toBe(name !== 'expired');
    }
    expect(
      await new x509.X509Certificate(pki.keys.untrusted.certificatePem).verify({
        publicKey: root.publicKey,
        signatureOnly: true,
      }),
    ).toBe(false);
  });

  it('is memoised, and kept in dir across processes', async () => {
    expect(await createTestPki({ baseUrl: BASE })).toBe(pki);
    const dir = join(work, 'kept');
    const first = await createTestPki({ baseUrl: 'http://a.test', dir });
    const stored = JSON.parse(readFileSync(join(dir, 'certificates.json'), 'utf8'));
    expect(stored.certificates.head).toBe(first.keys.head.certificatePem);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')).keys)).toHaveLength(12);
    // another process: a fresh module instance reads the same files and reuses keys and certificates
    vi.resetModules();
    const again = await import('./index.ts');
    const second: TestPki = await again.createTestPki({ baseUrl: 'http://a.test', dir });
    expect(second).not.toBe(first);
    expect(second.keys.head.certificatePem).toBe(first.keys.head.certificatePem);
    expect(second.keys.head.privateKeyPem).toBe(first.keys.head.privateKeyPem);
    const moved: TestPki = await again.createTestPki({ baseUrl: 'http://b.test', dir });
    expect(moved.keys.head.certificatePem).not.toBe(first.keys.head.certificatePem);
    expect(moved.keys.head.privateKeyPem).toBe(first.keys.head.privateKeyPem);
  });

  it('writes the trust store', async () => {
    await pki.writeTrustStore(join(work, 'trust'));
    expect(readFileSync(join(work, 'trust', TRUST_STORE_FILE), 'utf8')).toBe(pki.caCertificatePem);
  });
});

describe('CMS', () => {
  const data = new TextEncoder().encode('Акт выполненных работ № 17 — 132 800 ₸');
  const openssl = (cms: string, detached: boolean) => {
    const dir = mkdtempSync(join(work, 'cms-'));
    writeFileSync(join(dir, 'sig.der'), Buffer.from(cms, 'base64'));
    writeFileSync(join(dir, 'data'), data);
    const args = [
      'cms',
      '-verify',
      '-noverify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(dir, 'sig.der'),
      '-out',
      join(dir, 'out'),
    ];
    if (detached) args.push('-content', join(dir, 'data'));
    execFileSync('openssl', args, { stdio: 'pipe' });
    return readFileSync(join(dir, 'out'));
  };

  it('detached verifies with openssl and carries the signer certificate and signed attributes', async () => {
    const signingTime = new Date('2026-11-20T10:00:00Z');
    const cms = await pki.signCms('head', data, { signingTime });
    expect(openssl(cms, true).equals(Buffer.from(data))).toBe(true);
    const info = pkijs.ContentInfo.fromBER(ab(Buffer.from(cms, 'base64')));
    const signed = new pkijs.SignedData({ schema: info.content });
    expect(signed.encapContentInfo.eContent).toBeUndefined();
    expect(signed.certificates).toHaveLength(1);
    const attributes = signed.signerInfos[0]?.signedAttrs?.attributes ?? [];
    expect(attributes.map((a) => a.type).sort()).toEqual([
      '1.2.840.113549.1.9.3',
      '1.2.840.113549.1.9.4',
      '1.2.840.113549.1.9.5',
    ]);
    const time = attributes.find((a) => a.type === '1.2.840.113549.1.9.5')?.values[0] as asn1js.UTCTime;
    expect(time.toDate().toISOString()).toBe(signingTime.toISOString());
    const digest = attributes.find((a) => a.type === '1.2.840.113549.1.9.4')?.values[0] as asn1js.OctetString;
    expect(Buffer.from(digest.valueBlock.valueHexView).equals(createHash('sha256').update(data).digest())).toBe(true);
  });

  it('attached encapsulates the data', async () => {
    const cms = await pki.signCms('entrepreneur', data, { attached: true });
    expect(openssl(cms, false).equals(Buffer.from(data))).toBe(true);
  });

  it('fails openssl for other data', async () => {
    const cms = await pki.signCms('signer', new TextEncoder().encode('other'));
    expect(() => openssl(cms, true)).toThrow();
  });
});

describe('XMLDSig', () => {
  const xml = '<?xml version="1.0" encoding="UTF-8"?><login><nonce>a1b2c3</nonce><bin>150340012340</bin></login>';
  const verify = (signedXml: string, certificatePem: string) => {
    const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
    const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    const verifier = new SignedXml({ publicCert: certificatePem });
    verifier.loadSignature(String(signature));
    return verifier.checkSignature(signedXml);
  };

  it('is enveloped, last child of the root, NCALayer algorithms, with the certificate; verifies', async () => {
    const signed = await pki.signXml('head', xml);
    expect(verify(signed, pki.keys.head.certificatePem)).toBe(true);
    const root = new DOMParser().parseFromString(signed, 'text/xml').documentElement;
    const last = root?.lastChild as Element;
    expect(last.localName).toBe('Signature');
    expect(last.prefix).toBe('ds');
    expect(signed).toContain('<ds:Reference URI="">');
    expect(signed).toContain('Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"');
    expect(signed).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"');
    expect(signed).toContain('Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"');
    const embedded = signed.match(/<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/)?.[1];
    expect(Buffer.from(embedded ?? '', 'base64').equals(Buffer.from(der(pki.keys.head.certificatePem)))).toBe(true);
  });

  it('does not verify once changed', async () => {
    const signed = await pki.signXml('signer', xml);
    const changed = signed.replace('a1b2c3', 'zzzzzz');
    expect(changed).not.toBe(signed);
    let valid: boolean;
    try {
      valid = verify(changed, pki.keys.signer.certificatePem);
    } catch {
      valid = false;
    }
    expect(valid).toBe(false);
  });
});

describe('revocation', () => {
  const ocspRequest = (name: 'head' | 'revoked' | 'untrusted', issuerPem = pki.caCertificatePem) => {
    const dir = mkdtempSync(join(work, 'ocsp-'));
    writeFileSync(join(dir, 'ca.pem'), issuerPem);
    writeFileSync(join(dir, 'cert.pem'), pki.keys[name].certificatePem);
    execFileSync('openssl', [
      'ocsp',
      '-issuer',
      join(dir, 'ca.pem'),
      '-cert',
      join(dir, 'cert.pem'),
      '-reqout',
      join(dir, 'req.der'),
      '-no_nonce',
    ]);
    return { dir, request: new Uint8Array(readFileSync(join(dir, 'req.der'))) };
  };
  /** openssl checks the signature with the root; for another CA's certificate the root is no authorised responder. */
  const ocspText = async (name: 'head' | 'revoked' | 'untrusted', issuerPem?: string) => {
    const { dir, request } = ocspRequest(name, issuerPem);
    writeFileSync(join(dir, 'resp.der'), await pki.ocsp(request));
    writeFileSync(join(dir, 'root.pem'), pki.caCertificatePem);
    const check = issuerPem ? ['-noverify'] : ['-CAfile', join(dir, 'root.pem')];
    return execFileSync('openssl', ['ocsp', '-respin', join(dir, 'resp.der'), ...check, '-resp_text'], {
      stdio: 'pipe',
    }).toString();
  };

  it('the CRL is signed by the root and lists only revoked', async () => {
    const crl = new x509.X509Crl(await pki.crl());
    expect(crl.entries.map((e) => e.serialNumber.toLowerCase())).toEqual([pki.keys.revoked.serialNumber]);
    expect(await crl.verify({ publicKey: new x509.X509Certificate(pki.caCertificatePem).publicKey })).toBe(true);
    expect(crl.issuer).toBe(new x509.X509Certificate(pki.caCertificatePem).subject);
  });

  it('OCSP answers good for head and revoked for revoked, signed by the root', async () => {
    expect(await ocspText('head')).toMatch(/Cert Status: good/);
    expect(await ocspText('revoked')).toMatch(/Cert Status: revoked/);
  });

  it('OCSP answers unknown for a certificate of another CA, and malformedRequest for rubbish', async () => {
    expect(await ocspText('untrusted', pki.untrustedCaCertificatePem)).toMatch(/Cert Status: unknown/);
    const response = pkijs.OCSPResponse.fromBER(ab(await pki.ocsp(new Uint8Array([1, 2, 3]))));
    expect(response.responseStatus.valueBlock.valueDec).toBe(1);
  });

  it('is served over HTTP', async () => {
    const app = createPkiSandbox(pki);
    const crl = await app.inject({ method: 'GET', url: '/crl/ca.crl' });
    expect(crl.statusCode).toBe(200);
    expect(crl.headers['content-type']).toBe('application/pkix-crl');
    const { request } = ocspRequest('revoked');
    const ocsp = await app.inject({
      method: 'POST',
      url: '/ocsp',
      headers: { 'content-type': 'application/ocsp-request' },
      payload: Buffer.from(request),
    });
    expect(ocsp.headers['content-type']).toBe('application/ocsp-response');
    const response = pkijs.OCSPResponse.fromBER(ab(ocsp.rawPayload));
    expect(response.responseStatus.valueBlock.valueDec).toBe(0);
    await app.close();
  });
});
