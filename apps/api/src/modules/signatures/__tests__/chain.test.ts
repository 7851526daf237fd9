import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { type Certificate, parseCertificate } from '../certificate.ts';
import { buildChain, type TrustStore } from '../chain.ts';

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const DAY = 86_400_000;
const now = new Date();

type Issued = { certificate: Certificate; keys: webcrypto.CryptoKeyPair; name: string };
let serial = 0x10;

/** A certificate named `name`, signed by `issuer` (itself when absent), a CA or not, valid from/to. */
const issue = async (name: string, options: { issuer?: Issued; ca: boolean; from?: Date; to?: Date }): Promise<Issued> => {
  const keys = (await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const generated = await x509.X509CertificateGenerator.create({
    serialNumber: (serial++).toString(16).padStart(4, '1'),
    subject: name,
    issuer: options.issuer?.name ?? name,
    notBefore: options.from ?? new Date(now.getTime() - DAY),
    notAfter: options.to ?? new Date(now.getTime() + 365 * DAY),
    publicKey: keys.publicKey,
    signingKey: (options.issuer?.keys ?? keys).privateKey,
    signingAlgorithm: RSA,
    extensions: [new x509.BasicConstraintsExtension(options.ca, undefined, true)],
  });
  return { certificate: parseCertificate(new Uint8Array(generated.rawData)), keys, name };
};

let root: Issued;
let intermediate: Issued;
let leaf: Issued;
const store = (): TrustStore => ({ anchors: [root.certificate], problems: [] });
const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

beforeAll(async () => {
  root = await issue('CN=Test Root RSA', { ca: true });
  intermediate = await issue('CN=Test Intermediate RSA', { issuer: root, ca: true });
  leaf = await issue('CN=ИВАНОВ ИВАН, 2.5.4.5=IIN880101300123', { issuer: intermediate, ca: false });
}, 60_000);

describe('building the chain to the trust store', () => {
  it('goes signer → intermediate (carried by the signature) → root (in the store)', async () => {
    const chain = await buildChain(leaf.certificate, [intermediate.certificate], store(), now);
    expect(chain.map((c) => c.subject)).toEqual([
      'CN=ИВАНОВ ИВАН, SERIALNUMBER=IIN880101300123',
      'CN=Test Intermediate RSA',
      'CN=Test Root RSA',
    ]);
  });

  it('takes the intermediate from the store too', async () => {
    const both: TrustStore = { anchors: [root.certificate, intermediate.certificate], problems: [] };
    expect((await buildChain(leaf.certificate, [], both, now)).length).toBe(2);
  });

  it('refuses a missing intermediate, a look-alike issuer and a non-CA in the middle', async () => {
    expect(await code(buildChain(leaf.certificate, [], store(), now))).toBe('SIGNATURE_UNTRUSTED');
    // Same name as the intermediate, other key: the name matches, the signature does not.
    const impostor = await issue('CN=Test Intermediate RSA', { issuer: root, ca: true });
    expect(await code(buildChain(leaf.certificate, [impostor.certificate], store(), now))).toBe('SIGNATURE_UNTRUSTED');
    const notCa = await issue('CN=Plain RSA', { issuer: root, ca: false });
    const below = await issue('CN=Below Plain', { issuer: notCa, ca: false });
    expect(await code(buildChain(below.certificate, [notCa.certificate], store(), now))).toBe('SIGNATURE_UNTRUSTED');
    const otherRoot = await issue('CN=Other Root', { ca: true });
    expect(
      await code(
        buildChain(leaf.certificate, [intermediate.certificate], { anchors: [otherRoot.certificate], problems: [] }, now),
      ),
    ).toBe('SIGNATURE_UNTRUSTED');
  });

  it('checks every link at the signing time', async () => {
    const old = await issue('CN=Old Intermediate', { issuer: root, ca: true, to: new Date(now.getTime() - DAY / 2) });
    const under = await issue('CN=Under Old', { issuer: old, ca: false });
    expect(await code(buildChain(under.certificate, [old.certificate], store(), now))).toBe('SIGNATURE_CERT_EXPIRED');
    // At a time the old intermediate was valid, the same chain holds.
    const then = new Date(now.getTime() - (3 * DAY) / 4);
    expect(await code(buildChain(under.certificate, [old.certificate], store(), then))).toBe('ok');
    expect(
      await code(buildChain(leaf.certificate, [intermediate.certificate], store(), new Date(now.getTime() + 2 * 365 * DAY))),
    ).toBe('SIGNATURE_CERT_EXPIRED');
  });
});
