import { signJwt, verifyJwt } from '../../lib/jwt.ts';

/**
 * Staff tokens and sign-in challenges: HS256 with the staff key (STAFF_JWT_SECRET, never the customers' key), issuer
 * `jetkiz-staff` for tokens and `jetkiz-staff-challenge` for the step between password and code, so neither passes
 * for the other and no customer token passes for either. Times come from the caller's clock.
 */

const STAFF_ISSUER = 'jetkiz-staff';
const CHALLENGE_ISSUER = 'jetkiz-staff-challenge';
/** The time to type the code after the password (enrolment included: scanning the QR code takes a while). */
export const CHALLENGE_TTL_SECONDS = 300;

export type StaffTokenClaims = {
  staffId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
  /** Signed by us but past its lifetime: good only to say why the session ended. */
  expired: boolean;
};

/** How long after its expiry a token still names its session (to answer STAFF_SESSION_EXPIRED, not a bare 401). */
const EXPIRED_GRACE_SECONDS = 72 * 3_600;

const sign = (secret: string, issuer: string, subject: string, claims: Record<string, unknown>, nowMs: number, ttl: number) => {
  const issued = Math.floor(nowMs / 1000);
  return signJwt(secret, { ...claims, sub: subject, iss: issuer, iat: issued, exp: issued + ttl });
};

const verify = (secret: string, issuer: string, token: string, nowMs: number, toleranceSeconds = 0) => {
  const payload = verifyJwt(secret, token, { issuer, nowMs, toleranceSeconds });
  return typeof payload?.sub === 'string' ? payload : undefined;
};

export const signStaffToken = (secret: string, ttlSeconds: number, staffId: string, sessionId: string, nowMs: number) =>
  sign(secret, STAFF_ISSUER, staffId, { sid: sessionId, typ: 'staff' }, nowMs, ttlSeconds);

export const verifyStaffToken = (secret: string, token: string, nowMs: number): StaffTokenClaims | null => {
  const payload = verify(secret, STAFF_ISSUER, token, nowMs, EXPIRED_GRACE_SECONDS);
  if (payload?.typ !== 'staff' || typeof payload.sid !== 'string') return null;
  const expiresAt = (payload.exp ?? 0) * 1000;
  return {
    staffId: payload.sub as string,
    sessionId: payload.sid,
    issuedAt: (payload.iat ?? 0) * 1000,
    expiresAt,
    expired: expiresAt <= nowMs,
  };
};

export const signChallenge = (secret: string, staffId: string, nowMs: number) =>
  sign(secret, CHALLENGE_ISSUER, staffId, { typ: 'staff-challenge' }, nowMs, CHALLENGE_TTL_SECONDS);

/** The staff member a valid challenge is for, or undefined. */
export const verifyChallenge = (secret: string, token: string, nowMs: number): string | undefined => {
  const payload = verify(secret, CHALLENGE_ISSUER, token, nowMs);
  return payload?.typ === 'staff-challenge' ? (payload.sub as string) : undefined;
};
