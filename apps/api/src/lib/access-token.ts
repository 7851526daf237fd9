import type { UserType } from '@jetkiz/contract';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens: signed by identity at sign-in, verified by the auth plugin on every protected route, and minted
 * by the benches. Shared, so that neither the plugin nor the benches reach into the identity module.
 */
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
