import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens (RFC 7519), signed and checked on the calling thread with node:crypto's HMAC: ~3 µs.
 *
 * They were made with jose, which signs through WebCrypto, and in Node every WebCrypto operation is a job on
 * libuv's thread pool: ~80 µs each, queued behind whatever the pool is doing. The pool is where the password
 * hashes run (argon2id, ~7 ms each, two at a time), so under a burst of sign-ins every authenticated request
 * waited its turn behind them: a token check that came after 16 queued hashes took 110 ms (measured on this
 * 2-core machine). Tokens are the same bytes as before; jose still makes the tests' tokens, so either side of
 * the change accepts the other's.
 */

export type JwtClaims = { [claim: string]: unknown; sub?: string; iss?: string; iat?: number; exp?: number; nbf?: number };

/** `{"alg":"HS256"}`, as jose wrote it. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Far more than any token of ours (~400 characters); a longer header is refused before any work. */
const MAX_LENGTH = 8_192;

const mac = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

const decodeObject = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const signJwt = (secret: string, claims: JwtClaims): string => {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${mac(secret, signed).toString('base64url')}`;
};

/**
 * The claims of a token signed with `secret` by HS256 and issued by `issuer`, not expired at `nowMs` (allowing
 * `toleranceSeconds`), not used before its `nbf`; null for anything else. Every check jose made for these tokens:
 * the algorithm is HS256 only (no `none`, no other), a `crit` header is refused, `exp`, `nbf` and `iat` must be
 * numbers when present, and `exp` is required (every token this API signs has one).
 */
export const verifyJwt = (
  secret: string,
  token: string,
  options: { issuer: string; nowMs: number; toleranceSeconds?: number },
): JwtClaims | null => {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const expected = mac(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  // The same bytes written another way (spare bits set in the last character) are not the same token.
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected))
    return null;
  const head = decodeObject(header);
  if (head?.alg !== 'HS256' || head.crit !== undefined || head.b64 === false) return null;
  const claims = decodeObject(payload) as JwtClaims | null;
  if (!claims || claims.iss !== options.issuer) return null;
  const now = Math.floor(options.nowMs / 1000);
  const tolerance = options.toleranceSeconds ?? 0;
  if (typeof claims.exp !== 'number' || claims.exp <= now - tolerance) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now + tolerance)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
  if (claims.sub !== undefined && typeof claims.sub !== 'string') return null;
  return claims;
};
