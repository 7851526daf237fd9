import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordBurner } from '../../lib/password-hash.ts';

/** A hash to verify against when the phone is unknown, so a wrong phone takes as long as a wrong password. */
export const burnPasswordCheck = passwordBurner('jetkiz-no-such-user');

export const newOtpCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
export const otpHash = (secret: string, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const refreshTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The owner's known device: a cookie set on a successful sign-in, bound to the phone by an HMAC, that lets this
 * browser past the phone's and the address's sign-in pauses (it has its own). Holds no secret of the account.
 */
export const DEVICE_COOKIE = { prefix: 'jz_device_', maxAgeDays: 365 } as const;

const deviceMac = (secret: string, phone: string, id: string, issued: number): string =>
  createHmac('sha256', secret).update(`device:${phone}:${id}:${issued}`).digest('base64url');

export const signDevice = (secret: string, phone: string, id: string, issuedAtMs: number): string => {
  const issued = Math.floor(issuedAtMs / 1000);
  return `${id}.${issued}.${deviceMac(secret, phone, id, issued)}`;
};

/** The device id of a cookie issued for this phone and not older than a year, or undefined. */
export const readDevice = (secret: string, phone: string, value: string | undefined, nowMs: number): string | undefined => {
  const [id, issuedText, mac, extra] = (value ?? '').split('.');
  if (!id || !issuedText || !mac || extra !== undefined || !/^[\w-]{8,64}$/.test(id) || !/^\d{1,12}$/.test(issuedText)) {
    return undefined;
  }
  const issued = Number(issuedText);
  if (issued * 1000 > nowMs + 60_000 || issued * 1000 < nowMs - DEVICE_COOKIE.maxAgeDays * 86_400_000) return undefined;
  const expected = Buffer.from(deviceMac(secret, phone, id, issued));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
};
