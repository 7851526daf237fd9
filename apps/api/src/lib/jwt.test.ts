import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const KEY = 'k'.repeat(43);
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const SECONDS = NOW / 1000;
const claims = { sub: 'user-1', phone: '77015550001', iss: 'jetkiz', iat: SECONDS, exp: SECONDS + 600 };
const at = (token: string, nowMs = NOW, toleranceSeconds = 0) =>
  verifyJwt(KEY, token, { issuer: 'jetkiz', nowMs, toleranceSeconds });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and claims, correctly signed with KEY: what only a holder of the key could make. */
const forge = (header: unknown, body: unknown, key = KEY) => {
  const signed = `${b64(header)}.${b64(body)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
};

describe('HS256 tokens', () => {
  it('reads back what it signed', () => {
    expect(at(signJwt(KEY, claims))).toEqual(claims);
  });

  it('is the same token jose makes, and each accepts the other’s', async () => {
    const key = new TextEncoder().encode(KEY);
    const byJose = await new SignJWT({ phone: claims.phone })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .setIssuer('jetkiz')
      .sign(key);
    expect(at(byJose)).toEqual(claims);
    const ours = signJwt(KEY, { phone: claims.phone, sub: claims.sub, iat: claims.iat, exp: claims.exp, iss: 'jetkiz' });
    expect(ours).toBe(byJose);
    await expect(jwtVerify(ours, key, { issuer: 'jetkiz', currentDate: new Date(NOW) })).resolves.toBeTruthy();
  });

  const good = signJwt(KEY, claims);
  const [head = '', body = '', mac = ''] = good.split('.');
  // The last of the 43 characters of a 32-byte signature carries 2 spare bits: its neighbour in the alphabet
  // decodes to the same bytes.
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const spare = mac.slice(0, -1) + ALPHABET[ALPHABET.indexOf(mac.at(-1) ?? 'A') ^ 1];
  it.each([
    ['another key', signJwt('x'.repeat(43), claims)],
    ['a changed claim', `${head}.${b64({ ...claims, sub: 'user-2' })}.${mac}`],
    ['alg none', `${b64({ alg: 'none' })}.${body}.`],
    ['alg none, signed', forge({ alg: 'none' }, claims)],
    ['alg HS512 header', forge({ alg: 'HS512' }, claims)],
    ['a crit header', forge({ alg: 'HS256', crit: ['b64'], b64: false }, claims)],
    ['another issuer', forge({ alg: 'HS256' }, { ...claims, iss: 'jetkiz-staff' })],
    ['no expiry', forge({ alg: 'HS256' }, { ...claims, exp: undefined })],
    ['expiry as text', forge({ alg: 'HS256' }, { ...claims, exp: String(SECONDS + 600) })],
    ['expired this second', forge({ alg: 'HS256' }, { ...claims, exp: SECONDS })],
    ['not valid yet', forge({ alg: 'HS256' }, { ...claims, nbf: SECONDS + 1 })],
    ['issued-at as text', forge({ alg: 'HS256' }, { ...claims, iat: 'now' })],
    ['a numeric subject', forge({ alg: 'HS256' }, { ...claims, sub: 42 })],
    ['claims that are an array', forge({ alg: 'HS256' }, [claims])],
    ['a header that is not JSON', `${Buffer.from('{alg').toString('base64url')}.${body}.${mac}`],
    ['two parts', `${head}.${body}`],
    ['four parts', `${good}.x`],
    ['characters outside base64url', `${head}.${body}.${mac.slice(0, -2)}+/`],
    ['padding', `${good}=`],
    ['a signature written another way', `${head}.${body}.${spare}`],
    ['a short signature', `${head}.${body}.${mac.slice(0, 20)}`],
    ['an empty token', ''],
    ['a huge token', `${head}.${'A'.repeat(9_000)}.${mac}`],
  ])('refuses %s', (_name, token) => {
    expect(at(token)).toBeNull();
  });

  it('knows a signature written another way for the same bytes', () => {
    expect(spare).not.toBe(mac);
    expect(Buffer.from(spare, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
  });

  it('counts the expiry to the second and allows a tolerance when asked', () => {
    const token = signJwt(KEY, { ...claims, exp: SECONDS + 10 });
    expect(at(token, NOW + 9_999)).not.toBeNull();
    expect(at(token, NOW + 10_000)).toBeNull();
    expect(at(token, NOW + 10_000 + 3_600_000, 3_601)).not.toBeNull();
    expect(at(token, NOW + 10_000 + 3_600_000, 3_600)).toBeNull();
  });
});
