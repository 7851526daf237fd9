import { COMPANY_ROLES, type CompanyAccess, type CompanyRole, companyMayCall, type UserType } from '@jetkiz/contract';
import { signJwt, verifyJwt } from './jwt.ts';

/**
 * Access tokens: signed by identity at sign-in, verified by the auth plugin on every protected route, and minted
 * by the benches. Shared, so that neither the plugin nor the benches reach into the identity module.
 *
 * For a company employee (issue 16) `userId` is the organisation's id (the owner's), so every route works on the
 * organisation's data, and `actorId` is the employee's own id, `roles` their roles, `actorName` their name (written
 * with what they do). Without them (persons, owners, tokens from before) the caller is the account itself: actorId
 * = userId and, for a company, every role.
 */
export type AccessClaims = {
  userId: string;
  phone: string;
  userType: UserType;
  role: string;
  sessionFamily: string;
  /** The person acting: an employee's own id; the account's id otherwise. */
  actorId?: string;
  /** The actor's name («Surname Name»), recorded with their writes. */
  actorName?: string;
  /** A company user's roles (an owner's: every one); absent for persons. */
  roles?: readonly CompanyRole[];
};

/** Whether the caller is a company employee, not the account's owner: their roles limit what they may call. */
export const isEmployee = (claims: AccessClaims): boolean => claims.actorId !== undefined && claims.actorId !== claims.userId;

/**
 * What the caller may do in their organisation, from their token (null: not a company user): for a service that
 * decides what to offer (e.g. whether an act can be signed by this caller) with `hasCompanyRole` or
 * `companyMayCall`. Not `identity.profile(userId)`: for an employee that is the organisation's owner.
 */
export const companyAccessOf = (claims: AccessClaims): CompanyAccess | null =>
  claims.userType === 'company' ? { owner: !isEmployee(claims), roles: claims.roles ?? [] } : null;

/**
 * Whether the caller may read the wallet's balance: every person, and in a company whoever may call the balance route
 * (the finance role, `COMPANY_PERMISSIONS`). Answers that pay from the wallet on the orders role show it only then.
 */
export const seesWallet = (claims: AccessClaims): boolean => {
  const access = companyAccessOf(claims);
  return access === null || companyMayCall(access, 'getBalance_company');
};

/** Who made a write, as the tables record it (`actorColumns`). */
export const actorOf = (claims: AccessClaims): { actorId: string; actorName: string | null } => ({
  actorId: claims.actorId ?? claims.userId,
  actorName: claims.actorName ?? null,
});

export const signAccessToken = (secret: string, ttlSeconds: number, claims: AccessClaims, nowMs = Date.now()): string => {
  const issuedAt = Math.floor(nowMs / 1000);
  return signJwt(secret, {
    phone: claims.phone,
    typ: claims.userType,
    role: claims.role,
    sid: claims.sessionFamily,
    ...(claims.actorId !== undefined && claims.actorId !== claims.userId && { act: claims.actorId }),
    ...(claims.actorName !== undefined && { an: claims.actorName }),
    ...(claims.roles !== undefined && { roles: [...claims.roles] }),
    sub: claims.userId,
    iat: issuedAt,
    exp: issuedAt + ttlSeconds,
    iss: 'jetkiz',
  });
};

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

/** The claims of a valid token signed with `secret` (or with any of a list of keys), or null. */
export const verifyAccessToken = (secret: string | readonly string[], token: string, nowMs = Date.now()): AccessClaims | null => {
  if (typeof secret !== 'string') {
    for (const key of secret) {
      const claims = verifyAccessToken(key, token, nowMs);
      if (claims) return claims;
    }
    return null;
  }
  const payload = verifyJwt(secret, token, { issuer: 'jetkiz', nowMs });
  if (!payload) return null;
  if (typeof payload.sub !== 'string' || typeof payload.phone !== 'string') return null;
  if (payload.typ !== 'person' && payload.typ !== 'company') return null;
  const roles = Array.isArray(payload.roles)
    ? COMPANY_ROLES.filter((role) => (payload.roles as unknown[]).includes(role))
    : payload.typ === 'company'
      ? [...COMPANY_ROLES]
      : undefined;
  return {
    userId: payload.sub,
    phone: payload.phone,
    userType: payload.typ,
    role: String(payload.role ?? payload.typ),
    sessionFamily: String(payload.sid ?? ''),
    actorId: typeof payload.act === 'string' ? payload.act : payload.sub,
    ...(typeof payload.an === 'string' && { actorName: payload.an }),
    ...(roles && { roles }),
  };
};
