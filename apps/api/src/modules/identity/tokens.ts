import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { UserType } from '@jetkiz/contract';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/**
 * argon2id with m = 7 MiB, t = 5, p = 1 — one of OWASP's five equivalent minimum settings (which trade memory
 * for passes). Measured on this 2-core machine with two verifies at a time: 474 verifies/s, against 407 for
 * m = 12 MiB, t = 3 and 254 for m = 19 MiB, t = 2; the smallest memory stays in cache, and that keeps sign-in
 * p99 under 150 ms at 20 connections. Each hash records its parameters, so they can rise later without a
 * migration.
 */
const ARGON2 = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** A hash to verify against when the phone is unknown, so a wrong phone takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('jetkiz-no-such-user');
  await verifyPassword(await dummyHash, password);
};

export const newOtpCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
export const otpHash = (secret: string, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const refreshTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export type AccessClaims = { userId: string; phone: string; userType: UserType; role: string; sessionFamily: string };

export const signAccessToken = async (secret: string, ttlSeconds: number, claims: AccessClaims): Promise<string> =>
  new SignJWT({ phone: claims.phone, typ: claims.userType, role: claims.role, sid: claims.sessionFamily })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setIssuer('jetkiz')
    .sign(new TextEncoder().encode(secret));

/**
 * The access-token keys of a running instance: new tokens are signed with the current key; tokens signed with a
 * previous one (JWT_SECRET_PREVIOUS, after a rotation) still verify for one token lifetime after `startedAt`, so a
 * rotation signs nobody out, and then the previous keys are dropped (a leaked old key opens nothing for long).
 */
export const createAccessKeys = (options: {
  current: string;
  previous: readonly string[];
  ttlSeconds: number;
  now?: () => number;
}) => {
  const now = options.now ?? Date.now;
  const previousUntil = now() + options.ttlSeconds * 1000;
  const withPrevious = [options.current, ...options.previous];
  const currentOnly = [options.current];
  return {
    signing: options.current,
    /** The keys a token may be signed with now, the current one first. */
    verifying: (): readonly string[] => (options.previous.length > 0 && now() < previousUntil ? withPrevious : currentOnly),
  };
};

export type AccessKeys = ReturnType<typeof createAccessKeys>;

const encoder = new TextEncoder();

/** The claims of a valid token signed with `secret` (or with any of a list of keys), or null. */
export const verifyAccessToken = async (secret: string | readonly string[], token: string): Promise<AccessClaims | null> => {
  if (typeof secret !== 'string') {
    for (const key of secret) {
      const claims = await verifyAccessToken(key, token);
      if (claims) return claims;
    }
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: 'jetkiz', algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.phone !== 'string') return null;
    if (payload.typ !== 'person' && payload.typ !== 'company') return null;
    return {
      userId: payload.sub,
      phone: payload.phone,
      userType: payload.typ,
      role: String(payload.role ?? payload.typ),
      sessionFamily: String(payload.sid ?? ''),
    };
  } catch {
    return null;
  }
};

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
