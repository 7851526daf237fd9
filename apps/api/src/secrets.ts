import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The keys the system signs and authenticates with: one per purpose, each derived from one root secret
 * (`ROOT_SECRET`) by HKDF-SHA256 with the purpose's name as `info`, so a leaked or rotated key touches no other
 * purpose. A purpose's own variable, when set, wins over the derived value (that is how one key is rotated alone).
 * Refresh tokens need no key: they are random and kept as SHA-256 hashes.
 *
 * None is written in the source: production is given the root (or every purpose's own variable); development and
 * tests make a random root on the first start and keep it in the data folder (`DATA_DIR/secrets.json`), so tokens,
 * quotes and the sandboxes' webhooks stay valid across restarts.
 */
export const KEY_PURPOSES = {
  accessToken: { variable: 'JWT_SECRET', min: 32, what: 'signs access tokens (JWT, HS256)' },
  quote: { variable: 'QUOTE_SECRET', min: 32, what: 'signs quotes, the calculatorId' },
  oneTimeCode: { variable: 'OTP_SECRET', min: 32, what: 'hashes the one-time SMS codes kept in the database' },
  topUp: { variable: 'TOPUP_SECRET', min: 32, what: "hashes a top-up's secret for the bank's postLink" },
  carrierWebhook: { variable: 'CARRIER_WEBHOOK_SECRET', min: 16, what: "checks the carriers' webhook signatures" },
  knownDevice: { variable: 'DEVICE_SECRET', min: 32, what: 'signs the known-device cookie of a sign-in' },
  staffToken: {
    variable: 'STAFF_JWT_SECRET',
    min: 32,
    what: "signs the operator console's staff tokens (JWT, HS256, issuer jetkiz-staff)",
  },
  staffTotp: {
    variable: 'STAFF_TOTP_KEY',
    min: 32,
    what: "encrypts staff members' TOTP secrets at rest (AES-256-GCM) and keys their recovery codes' hashes",
  },
} as const;

export type KeyPurpose = keyof typeof KEY_PURPOSES;
export const PURPOSES = Object.keys(KEY_PURPOSES) as KeyPurpose[];
/** One key for each purpose. */
export type Keys = Record<KeyPurpose, string>;

/**
 * The secrets production must be given, by variable (the root stands for every purpose that has no variable of
 * its own set; the bank's client secret is the bank's, not ours to derive).
 */
export const SECRETS = {
  ROOT_SECRET: { min: 32, what: 'is the root every per-purpose key is derived from' },
  BANK_CLIENT_SECRET: { min: 1, what: 'authenticates Jetkiz to the bank as its OAuth client' },
} as const;
export type SecretName = keyof typeof SECRETS;
export const SECRET_NAMES = Object.keys(SECRETS) as SecretName[];

/** Every secret variable there is: the root, each purpose's own, and the bank's. */
export type SecretVariable = SecretName | (typeof KEY_PURPOSES)[KeyPurpose]['variable'];
export type Secrets = Record<SecretVariable, string>;
export const SECRET_VARIABLES: readonly SecretVariable[] = [
  'ROOT_SECRET',
  ...PURPOSES.map((purpose) => KEY_PURPOSES[purpose].variable),
  'BANK_CLIENT_SECRET',
];

/** The key of one purpose from the root: HKDF-SHA256, salt "jetkiz", info = the purpose's name, 256 bits, base64url. */
export const deriveKey = (root: string, purpose: string): string =>
  Buffer.from(hkdfSync('sha256', root, 'jetkiz', purpose, 32)).toString('base64url');

/**
 * Outside production, the bank sandbox's client secret when BANK_CLIENT_SECRET is not set: derived like a key, so
 * `npm start` gives the sandbox the same one the API uses.
 */
export const DERIVED_BANK_SECRET_PURPOSE = 'bank-sandbox-client';

/**
 * A fresh random value for every purpose's own variable and the bank's (256 bits, base64url), not the root: what
 * tests give a whole app (a test that leaves one of them '' gets it from the data folder's root, as development does).
 */
export const randomSecrets = (): Omit<Secrets, 'ROOT_SECRET'> =>
  Object.fromEntries(
    SECRET_VARIABLES.filter((name) => name !== 'ROOT_SECRET').map((name) => [name, randomBytes(32).toString('base64url')]),
  ) as Omit<Secrets, 'ROOT_SECRET'>;

export const SECRETS_FILE = 'secrets.json';

/** What the data folder keeps: the root, and the separate keys a file written before the root existed had. */
export type StoredSecrets = Partial<Secrets> & { ROOT_SECRET: string };

/** The variables an older version kept in the file, one key each (kept when such a file is found: see below). */
const LEGACY_FILE_KEYS = ['JWT_SECRET', 'QUOTE_SECRET', 'CARRIER_WEBHOOK_SECRET', 'BANK_CLIENT_SECRET'] as const;

export class SecretsFileError extends Error {
  override name = 'SecretsFileError';
}

const readFile = (file: string): Partial<Secrets> | undefined => {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SecretsFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return Object.fromEntries(
      SECRET_VARIABLES.flatMap((name) => {
        const value = (parsed as Record<string, unknown>)[name];
        return typeof value === 'string' && value !== '' ? [[name, value]] : [];
      }),
    ) as Partial<Secrets>;
  } catch {
    throw new SecretsFileError(`${file} is not a JSON object of secrets: remove it to make new ones (signs everyone out)`);
  }
};

/** Writes a file readable by its owner alone, complete or not at all: a temporary file first, then linked or renamed. */
const writeAtomically = (file: string, secrets: Partial<Secrets>, replace: boolean): boolean => {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, `${JSON.stringify(secrets, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    if (replace) {
      fs.renameSync(temporary, file);
      return true;
    }
    // link() fails when the file exists: of two processes starting at once, the first one's secrets win.
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
};

const fresh = () => randomBytes(32).toString('base64url');

/**
 * The secrets kept in `dataDir` (made on the first start, mode 0600): only the root. A file written by an older
 * version (separate keys, no root) keeps its keys, completed as that version did, and they stay the explicit keys
 * of their purposes, so sessions, quotes and the sandboxes' webhooks survive the upgrade; the root is added for
 * the purposes that had no key of their own. Nothing already in the file is ever changed.
 */
export const storedSecrets = (dataDir: string): StoredSecrets => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  let stored = readFile(file);
  if (stored === undefined) {
    writeAtomically(file, { ROOT_SECRET: fresh() }, false);
    stored = readFile(file);
  }
  const legacy = LEGACY_FILE_KEYS.some((name) => stored?.[name]);
  const wanted: readonly SecretVariable[] = legacy ? ['ROOT_SECRET', ...LEGACY_FILE_KEYS] : ['ROOT_SECRET'];
  const missing = wanted.filter((name) => !stored?.[name]);
  if (missing.length > 0) {
    const merged: Partial<Secrets> = { ...stored };
    for (const name of missing) merged[name] = fresh();
    writeAtomically(file, merged, true);
    stored = merged;
  }
  // Someone made it readable by others: it is ours alone again.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return stored as StoredSecrets;
};
