/**
 * The sandbox's test certification authority (issue 16): ten test keys shaped like the NCA RK ones, CMS and XMLDSig
 * signing as NCALayer does it, and the CA's CRL and OCSP responder. The API trusts the sandbox root in development
 * (`writeTrustStore`); tests sign with `signCms` / `signXml` without a browser.
 */
import type { webcrypto } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Authority, loadAuthority } from './certificates.ts';
import { signCmsWith } from './cms.ts';
import { answerOcsp, createCrl, type RevocationAuthority } from './revocation.ts';
import { type Localized, TEST_KEY_NAMES, TEST_KEY_SPECS, type TestKeyName } from './test-keys.ts';
import { signXmlWith } from './xml.ts';

export { DEFAULT_KEY_DIR } from './certificates.ts';
export {
  KEY_USAGE_OIDS,
  type Localized,
  TEST_BINS,
  TEST_IINS,
  TEST_KEY_NAMES,
  TEST_KEY_SPECS,
  TEST_ORGANIZATIONS,
  type TestKeyName,
} from './test-keys.ts';
export { XMLDSIG } from './xml.ts';

export type TestKey = {
  name: TestKeyName;
  certificatePem: string;
  /** RSA 2048, RSASSA-PKCS1-v1_5 with SHA-256 (extractable). */
  privateKey: webcrypto.CryptoKey;
  /** The same private key as PKCS#8 PEM (for node:crypto and xml-crypto). */
  privateKeyPem: string;
  /** Serial number of the certificate, lowercase hex. */
  serialNumber: string;
  iin: string;
  bin: string | null;
  /** CN: "SURNAME NAME". */
  commonName: string;
  surname: string;
  givenName: string;
  patronymic: string;
  organization: string | null;
  extKeyUsage: string[];
  notBefore: Date;
  notAfter: Date;
  description: Localized;
};

export type TestPki = {
  /** The sandbox root: trusted in development, issues every key but 'untrusted'. */
  caCertificatePem: string;
  /** Issues the 'untrusted' key; never in the trust store. */
  untrustedCaCertificatePem: string;
  /** Where CRL and OCSP are served (as given to createTestPki). */
  baseUrl: string;
  keys: Record<TestKeyName, TestKey>;
  /** Base64 of a DER CMS SignedData; detached unless `attached`. */
  signCms(
    key: TestKeyName,
    data: Uint8Array,
    options?: { attached?: boolean; signingTime?: Date; digested?: boolean },
  ): Promise<string>;
  /** Enveloped XMLDSig as NCALayer's signXml makes it. */
  signXml(key: TestKeyName, xml: string): Promise<string>;
  /** DER CRL of the sandbox root listing 'revoked'. */
  crl(): Promise<Uint8Array>;
  /** DER OCSPResponse (good / revoked / unknown per certificate asked about), signed by the root. */
  ocsp(requestDer: Uint8Array): Promise<Uint8Array>;
  /** Writes the root as `jetkiz-sandbox-root.pem` into `dir` (created if missing). */
  writeTrustStore(dir: string): Promise<void>;
};

export const TRUST_STORE_FILE = 'jetkiz-sandbox-root.pem';

const build = (authority: Authority, baseUrl: string, now?: Date): TestPki => {
  const { certificates, keys: material } = authority;
  const keys = {} as Record<TestKeyName, TestKey>;
  for (const name of TEST_KEY_NAMES) {
    const spec = TEST_KEY_SPECS[name];
    const { certificate, pem } = certificates[name];
    keys[name] = {
      name,
      certificatePem: pem,
      privateKey: material[name].privateKey,
      privateKeyPem: material[name].privateKeyPem,
      serialNumber: certificate.serialNumber.toLowerCase(),
      iin: spec.person.iin,
      bin: spec.organization?.bin ?? null,
      commonName: `${spec.person.surname} ${spec.person.name}`,
      surname: spec.person.surname,
      givenName: spec.person.name,
      patronymic: spec.person.patronymic,
      organization: spec.organization?.name ?? null,
      extKeyUsage: [...spec.extKeyUsage],
      notBefore: certificate.notBefore,
      notAfter: certificate.notAfter,
      description: spec.description,
    };
  }
  const revocation: RevocationAuthority = {
    caCertificatePem: certificates.ca.pem,
    caPrivateKey: material.ca.privateKey,
    issuedSerials: TEST_KEY_NAMES.filter((name) => !TEST_KEY_SPECS[name].untrusted).map((name) => keys[name].serialNumber),
    revoked: TEST_KEY_NAMES.filter((name) => TEST_KEY_SPECS[name].status === 'revoked').map((name) => ({
      serialHex: keys[name].serialNumber,
      revokedAt: authority.revokedAt,
    })),
    now: now ? () => now : undefined,
  };
  return {
    caCertificatePem: certificates.ca.pem,
    untrustedCaCertificatePem: certificates.untrustedCa.pem,
    baseUrl,
    keys,
    signCms: (key, data, options) => signCmsWith(keys[key], data, options),
    signXml: async (key, xml) => signXmlWith(keys[key], xml),
    crl: () => createCrl(revocation),
    ocsp: (requestDer) => answerOcsp(revocation, requestDer),
    writeTrustStore: async (dir) => {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, TRUST_STORE_FILE), certificates.ca.pem);
    },
  };
};

const memo = new Map<string, Promise<TestPki>>();

/**
 * The test PKI whose certificates point at `baseUrl` for CRL (`/crl/ca.crl`) and OCSP (`/ocsp`). With `dir`, keys
 * and certificates are kept there and reused on the next start; without it the keys are shared through a file in
 * the OS temp folder (DEFAULT_KEY_DIR). Memoised per process by (baseUrl, dir, now): calling it again is free.
 */
export const createTestPki = (options: { baseUrl: string; dir?: string; now?: Date }): Promise<TestPki> => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const key = JSON.stringify([baseUrl, options.dir ?? null, options.now?.toISOString() ?? null]);
  let pki = memo.get(key);
  if (!pki) {
    pki = loadAuthority({ ...options, baseUrl }).then((authority) => build(authority, baseUrl, options.now));
    memo.set(key, pki);
    pki.catch(() => memo.delete(key));
  }
  return pki;
};

/**
 * The CA's publication point: `GET /crl/ca.crl` (application/pkix-crl), `POST /ocsp` (application/ocsp-request →
 * application/ocsp-response, also RFC 6960's `GET /ocsp/{base64}`), `GET /ca.pem` (the root), `GET /keys` (the test
 * keys' public data, JSON). It may be given the PKI still to come, when the PKI's URL is this server's own.
 */
export const createPkiSandbox = (pki: TestPki | Promise<TestPki>): FastifyInstance => {
  const app = Fastify({ logger: false });
  app.addContentTypeParser(['application/ocsp-request', 'application/octet-stream'], { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );
  const ocsp = async (der: Uint8Array) => Buffer.from(await (await pki).ocsp(der));
  app.get('/crl/ca.crl', async (_request, reply) =>
    reply.type('application/pkix-crl').send(Buffer.from(await (await pki).crl())),
  );
  app.post('/ocsp', async (request, reply) => {
    const body = request.body;
    return reply.type('application/ocsp-response').send(await ocsp(new Uint8Array(Buffer.isBuffer(body) ? body : [])));
  });
  app.get('/ocsp/*', async (request, reply) => {
    const encoded = decodeURIComponent((request.params as { '*': string })['*']);
    return reply.type('application/ocsp-response').send(await ocsp(new Uint8Array(Buffer.from(encoded, 'base64'))));
  });
  app.get('/ca.pem', async (_request, reply) => reply.type('application/x-pem-file').send((await pki).caCertificatePem));
  app.get('/keys', async () => {
    const { keys } = await pki;
    return TEST_KEY_NAMES.map((name) => {
      const { privateKey: _key, privateKeyPem: _pem, ...open } = keys[name];
      return open;
    });
  });
  return app;
};
