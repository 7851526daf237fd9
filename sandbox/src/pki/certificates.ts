/**
 * The sandbox's certification authorities and the test certificates they issue, shaped like the NCA RK ones
 * (reference kazakhstan.md §2): RSA 2048, sha256WithRSA, the NCA subject DN layout and key-usage OIDs, AIA with the
 * OCSP URL and a CRL distribution point. Keys are generated once (WebCrypto) and kept; certificates are reissued
 * whenever the URL they point at changes.
 */
import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';
import { TEST_KEY_NAMES, TEST_KEY_SPECS, type TestKeyName, type TestKeySpec } from './test-keys.ts';

const crypto = webcrypto;
x509.cryptoProvider.set(crypto);

export const RSA: webcrypto.RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
const CA_NAMES = ['ca', 'untrustedCa'] as const;
type KeyHolder = (typeof CA_NAMES)[number] | TestKeyName;
const HOLDERS: KeyHolder[] = [...CA_NAMES, ...TEST_KEY_NAMES];

const DAY = 86_400_000;

export type KeyMaterial = { privateKey: webcrypto.CryptoKey; publicKey: webcrypto.CryptoKey; privateKeyPem: string };
export type IssuedCertificate = { holder: KeyHolder; pem: string; certificate: x509.X509Certificate };

const toPem = (der: ArrayBuffer, label: string) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;
const fromPem = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');

const importKeyPair = async (pkcs8Pem: string): Promise<KeyMaterial> => {
  const privateKey = await crypto.subtle.importKey('pkcs8', fromPem(pkcs8Pem), RSA, true, ['sign']);
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, RSA, true, ['verify']);
  return { privateKey, publicKey, privateKeyPem: pkcs8Pem };
};
const generateKeyPair = async (): Promise<KeyMaterial> => {
  const pair = (await crypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const privateKeyPem = toPem(await crypto.subtle.exportKey('pkcs8', pair.privateKey), 'PRIVATE KEY');
  return { privateKey: pair.privateKey, publicKey: pair.publicKey, privateKeyPem };
};

/** `dir/keys.json`: written once. `dir/certificates.json`: rewritten when the URL changes. */
type StoredKeys = { version: 1; keys: Record<KeyHolder, string> };
type StoredCertificates = {
  version: 1;
  baseUrl: string;
  at: string;
  certificates: Record<KeyHolder, string>;
  revokedAt: string;
};

const readJson = async <T extends { version: 1 }>(file: string): Promise<T | null> => {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as T;
    return stored.version === 1 ? stored : null;
  } catch {
    return null;
  }
};
const temporaryBeside = (file: string) => `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;

/**
 * Where keys live when no `dir` is given: one file in the OS temp folder, so the many test files (each its own
 * worker) share the same 12 keys instead of generating them again.
 */
export const DEFAULT_KEY_DIR = join(tmpdir(), 'jetkiz-sandbox-pki');

const keyMemo = new Map<string, Promise<Record<KeyHolder, KeyMaterial>>>();

/**
 * The keys of `dir/keys.json`, generated and written once. The file is published with link(2), which fails if it
 * exists: when several processes start at once, the first writer wins and the others take its keys.
 */
const readOrCreateKeys = async (dir: string): Promise<StoredKeys> => {
  const file = join(dir, 'keys.json');
  const existing = await readJson<StoredKeys>(file);
  if (existing && HOLDERS.every((holder) => existing.keys[holder])) return existing;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fresh: StoredKeys = { version: 1, keys: {} as Record<KeyHolder, string> };
  for (const holder of HOLDERS) fresh.keys[holder] = (await generateKeyPair()).privateKeyPem;
  const temporary = temporaryBeside(file);
  await writeFile(temporary, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  try {
    if (existing) await rename(temporary, file);
    else await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return (await readJson<StoredKeys>(file)) ?? fresh;
};

/** The keys of `dir` (generating and writing them the first time), memoised in the process. */
export const loadKeys = (dir: string): Promise<Record<KeyHolder, KeyMaterial>> => {
  let keys = keyMemo.get(dir);
  if (!keys) {
    keys = (async () => {
      const stored = await readOrCreateKeys(dir);
      const result = {} as Record<KeyHolder, KeyMaterial>;
      for (const holder of HOLDERS) result[holder] = await importKeyPair(stored.keys[holder]);
      return result;
    })();
    keyMemo.set(dir, keys);
    keys.catch(() => keyMemo.delete(dir));
  }
  return keys;
};

const utf8 = (value: string) => [{ utf8String: value }];
const printable = (value: string) => [{ printableString: value }];

/** CN=SURNAME NAME, SURNAME=…, SERIALNUMBER=IIN…, C=KZ, G=patronymic[, O=ТОО «…», OU=BIN…] */
export const subjectOf = (spec: TestKeySpec): x509.Name =>
  new x509.Name([
    { '2.5.4.3': utf8(`${spec.person.surname} ${spec.person.name}`) },
    { '2.5.4.4': utf8(spec.person.surname) },
    { '2.5.4.5': printable(`IIN${spec.person.iin}`) },
    { '2.5.4.6': printable('KZ') },
    { '2.5.4.42': utf8(spec.person.patronymic) },
    ...(spec.organization
      ? [{ '2.5.4.10': utf8(spec.organization.name) }, { '2.5.4.11': printable(`BIN${spec.organization.bin}`) }]
      : []),
  ]);

export const CA_SUBJECT = new x509.Name([
  { '2.5.4.3': utf8('ТЕСТОВЫЙ НУЦ JETKIZ (RSA)') },
  { '2.5.4.10': utf8('Jetkiz Sandbox') },
  { '2.5.4.6': printable('KZ') },
]);
export const UNTRUSTED_CA_SUBJECT = new x509.Name([{ '2.5.4.3': utf8('НЕДОВЕРЕННЫЙ УЦ (RSA)') }, { '2.5.4.6': printable('KZ') }]);

/** A positive serial of 16 random bytes, as hex. */
const newSerial = () => {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return bytes.toString('hex');
};

const issueCa = async (name: x509.Name, keys: KeyMaterial, at: Date) =>
  x509.X509CertificateGenerator.create({
    serialNumber: newSerial(),
    subject: name,
    issuer: name,
    notBefore: new Date(at.getTime() - DAY),
    notAfter: new Date(at.getTime() + 20 * 365 * DAY),
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    signingAlgorithm: RSA,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });

const issueUser = async (
  spec: TestKeySpec,
  keys: KeyMaterial,
  issuer: { certificate: x509.X509Certificate; keys: KeyMaterial },
  baseUrl: string,
  at: Date,
) => {
  const expired = spec.status === 'expired';
  const notBefore = new Date(at.getTime() - (expired ? 2 * 365 : 1) * DAY);
  const notAfter = new Date(at.getTime() + (expired ? -30 : 3 * 365) * DAY);
  return x509.X509CertificateGenerator.create({
    serialNumber: newSerial(),
    subject: subjectOf(spec),
    issuer: issuer.certificate.subjectName,
    notBefore,
    notAfter,
    publicKey: keys.publicKey,
    signingKey: issuer.keys.privateKey,
    signingAlgorithm: RSA,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
      new x509.ExtendedKeyUsageExtension(spec.extKeyUsage),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey),
      new x509.AuthorityInfoAccessExtension({ ocsp: `${baseUrl}/ocsp` }),
      new x509.CRLDistributionPointsExtension([`${baseUrl}/crl/ca.crl`]),
    ],
  });
};

export type Authority = {
  keys: Record<KeyHolder, KeyMaterial>;
  certificates: Record<KeyHolder, IssuedCertificate>;
  /** When the 'revoked' certificate was revoked. */
  revokedAt: Date;
};

const issueAll = async (keys: Record<KeyHolder, KeyMaterial>, baseUrl: string, at: Date) => {
  const pems = {} as Record<KeyHolder, string>;
  const ca = await issueCa(CA_SUBJECT, keys.ca, at);
  const untrustedCa = await issueCa(UNTRUSTED_CA_SUBJECT, keys.untrustedCa, at);
  pems.ca = ca.toString('pem');
  pems.untrustedCa = untrustedCa.toString('pem');
  for (const name of TEST_KEY_NAMES) {
    const spec = TEST_KEY_SPECS[name];
    const issuer = spec.untrusted ? { certificate: untrustedCa, keys: keys.untrustedCa } : { certificate: ca, keys: keys.ca };
    pems[name] = (await issueUser(spec, keys[name], issuer, baseUrl, at)).toString('pem');
  }
  return pems;
};

/**
 * The keys and certificates for `baseUrl`. With `dir`, keys are kept in `dir/keys.json` and certificates in
 * `dir/certificates.json`, reused while the URL is the same and the root is still valid; without it the keys are
 * shared through DEFAULT_KEY_DIR and the certificates are made afresh (memoised in the process by the caller).
 */
export const loadAuthority = async (options: { baseUrl: string; dir?: string; now?: Date }): Promise<Authority> => {
  const keys = await loadKeys(options.dir ?? DEFAULT_KEY_DIR);
  const at = options.now ?? new Date();
  const file = options.dir ? join(options.dir, 'certificates.json') : null;
  let issued = file && !options.now ? await readJson<StoredCertificates>(file) : null;
  const usable =
    issued &&
    issued.baseUrl === options.baseUrl &&
    HOLDERS.every((holder) => issued?.certificates[holder]) &&
    // A test key whose holder changed since (a BIN, a name) is issued again, not kept with the old subject.
    TEST_KEY_NAMES.every(
      (name) => new x509.X509Certificate(issued?.certificates[name] ?? '').subject === subjectOf(TEST_KEY_SPECS[name]).toString(),
    ) &&
    new x509.X509Certificate(issued.certificates.ca).notAfter > at &&
    (await new x509.X509Certificate(issued.certificates.ca).verify({ publicKey: keys.ca.publicKey, signatureOnly: true }));
  if (!issued || !usable) {
    issued = {
      version: 1,
      baseUrl: options.baseUrl,
      at: at.toISOString(),
      certificates: await issueAll(keys, options.baseUrl, at),
      revokedAt: new Date(at.getTime() - DAY / 2).toISOString(),
    };
    if (file) {
      const temporary = temporaryBeside(file);
      await writeFile(temporary, JSON.stringify(issued, null, 2));
      await rename(temporary, file);
    }
  }
  const certificates = {} as Record<KeyHolder, IssuedCertificate>;
  for (const holder of HOLDERS) {
    const pem = issued.certificates[holder];
    certificates[holder] = { holder, pem, certificate: new x509.X509Certificate(pem) };
  }
  return { keys, certificates, revokedAt: new Date(issued.revokedAt) };
};
