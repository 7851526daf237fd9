import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The second factor of staff sign-in: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads an otpauth URI) through the `otpauth` library, secrets encrypted at rest, recovery codes hashed, and the
 * enrolment QR code drawn as SVG. No clock here: callers pass the time.
 */

export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step early or late are accepted (a phone's clock drifts). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Jetkiz';

const aesKey = (key: string) => createHash('sha256').update(`staff-totp:${key}`).digest();

/** A new random TOTP secret (160 bits), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** AES-256-GCM: `iv.tag.ciphertext` in base64url. */
export const encryptSecret = (key: string, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
};

/** The plain secret, or undefined when it was encrypted under another key (or tampered with). */
export const decryptSecret = (key: string, sealed: string): string | undefined => {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(key), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
};

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const otpauthUri = (secret: string, label: string): string => totpOf(secret, label).toString();

/** The 30-second step a moment falls in. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The step whose code this is (within the allowed drift of `nowMs`), or undefined for a wrong code. */
export const matchTotp = (secret: string, code: string, nowMs: number): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp: nowMs, window: TOTP_DRIFT_STEPS });
  return delta === null ? undefined : totpStep(nowMs) + delta;
};

/** The code of a moment (for the command-line and the tests; the server only checks codes). */
export const totpCode = (secret: string, nowMs: number): string => totpOf(secret, 'code').generate({ timestamp: nowMs });

/* ---------------------------------------------------------------- recovery codes ---------------------------- */

/** Crockford-style alphabet without I, L, O, U: nothing to misread when typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten codes of 12 characters (60 bits each), shown as XXXX-XXXX-XXXX. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });

/** What a person typed, as it was issued: upper case, no spaces or dashes; undefined when it cannot be one. */
export const normalizeRecoveryCode = (typed: string): string | undefined => {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain) ? plain : undefined;
};

export const recoveryCodeHash = (key: string, staffId: string, normalized: string): string =>
  createHmac('sha256', `staff-recovery:${key}`).update(`${staffId}:${normalized}`).digest('hex');

/* ---------------------------------------------------------------- the enrolment QR code --------------------- */

type Raw = { pixs?: number[]; pixx?: number; pixy?: number };

/**
 * The text as a QR code: an SVG document of one path, a 4-module quiet zone, black on white. The encoder (bwip-js,
 * 2 MB) loads with the first enrolment, not with every API process.
 */
export const qrSvg = async (text: string): Promise<string> => {
  const { raw } = (await import('bwip-js')).default as unknown as { raw(bcid: string, text: string, options: string): Raw[] };
  const [symbol] = raw('qrcode', text, 'eclevel=M');
  const width = symbol?.pixx ?? 0;
  const height = symbol?.pixy ?? 0;
  const pixs = symbol?.pixs ?? [];
  let path = '';
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      if (pixs[row * width + col]) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  const size = width + 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
};

/** A strong random password for a new staff member: 20 characters of letters and digits (about 119 bits). */
export const newStaffPassword = (): string => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 20 }, () => letters[randomInt(letters.length)]).join('');
};
