import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secrets the system signs and authenticates with, by environment variable: what each protects and its least
 * length. None is written in the source: production is given each one; development and tests make random ones on
 * the first start and keep them in the data folder (`DATA_DIR/secrets.json`), so tokens, quotes and the sandboxes'
 * webhooks stay valid across restarts.
 */
export const SECRETS = {
  JWT_SECRET: { min: 32, what: 'signs access tokens and one-time-code hashes' },
  QUOTE_SECRET: { min: 32, what: 'signs quotes, the calculatorId' },
  CARRIER_WEBHOOK_SECRET: { min: 16, what: "checks the carriers' webhook signatures" },
  BANK_CLIENT_SECRET: { min: 1, what: 'authenticates Jetkiz to the bank as its OAuth client' },
} as const;

export type SecretName = keyof typeof SECRETS;
export type Secrets = Record<SecretName, string>;
export const SECRET_NAMES = Object.keys(SECRETS) as SecretName[];

export const SECRETS_FILE = 'secrets.json';

/** A fresh random value for each secret (256 bits, base64url). */
export const randomSecrets = (): Secrets =>
  Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')])) as Secrets;

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
      SECRET_NAMES.flatMap((name) => {
        const value = (parsed as Record<string, unknown>)[name];
        return typeof value === 'string' && value !== '' ? [[name, value]] : [];
      }),
    ) as Partial<Secrets>;
  } catch {
    throw new SecretsFileError(`${file} is not a JSON object of secrets: remove it to make new ones (signs everyone out)`);
  }
};

/** Writes a file readable by its owner alone, complete or not at all: a temporary file first, then linked or renamed. */
const writeAtomically = (file: string, secrets: Secrets, replace: boolean): boolean => {
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

/**
 * The secrets kept in `dataDir` (made on the first start, mode 0600). A secret added in a later version is added
 * to the file; the ones already there are never changed.
 */
export const storedSecrets = (dataDir: string): Secrets => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  let stored = readFile(file);
  if (stored === undefined) {
    writeAtomically(file, randomSecrets(), false);
    stored = readFile(file);
  }
  const missing = SECRET_NAMES.filter((name) => !stored?.[name]);
  if (missing.length > 0) {
    const fresh = randomSecrets();
    const merged = Object.fromEntries(SECRET_NAMES.map((name) => [name, stored?.[name] ?? fresh[name]])) as Secrets;
    writeAtomically(file, merged, true);
    stored = merged;
  }
  // Someone made it readable by others: it is ours alone again.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return stored as Secrets;
};
