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

export const verifyAccessToken = async (secret: string, token: string): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: 'jetkiz', algorithms: ['HS256'] });
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
