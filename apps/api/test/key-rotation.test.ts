import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * Rotating the access-token key: JWT_SECRET is the new key, JWT_SECRET_PREVIOUS the one it replaces. Tokens the
 * previous key signed stay valid for one access-token lifetime after the start (nobody is signed out), new tokens
 * are signed with the new key, and a key the system never had opens nothing.
 */
const OLD_KEY = 'o'.repeat(43);
const NEW_KEY = 'n'.repeat(43);
const TTL_SECONDS = 900;

let t: TestApp;
const { call, user } = fixtures(() => t, '77027');

beforeAll(async () => {
  t = await buildTestApp({
    env: { JWT_SECRET: NEW_KEY, JWT_SECRET_PREVIOUS: OLD_KEY, ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) },
  });
});
afterAll(async () => {
  await t?.close();
});

/** The claims of a genuine token, signed with another key (and, given, another expiry). */
const resign = async (token: string, key: string, expiresAt?: number) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  if (expiresAt !== undefined) claims.exp = expiresAt;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
};

describe('rotating the access-token key', () => {
  it('signs new tokens with the new key only', async () => {
    const { token } = await user('person');
    await expect(jwtVerify(token, new TextEncoder().encode(NEW_KEY), { issuer: 'jetkiz' })).resolves.toBeTruthy();
    await expect(jwtVerify(token, new TextEncoder().encode(OLD_KEY), { issuer: 'jetkiz' })).rejects.toThrow();
  });

  it('accepts a token the previous key signed, refuses one of an unknown key (401), and drops the previous key after one token lifetime', async () => {
    const { token, phone } = await user('person');
    const profile = `/api/identity/protected/person/get-user-data/${phone}`;
    // A token issued before the rotation; it says it lives long, to see the previous key itself stop being accepted.
    const beforeRotation = await resign(token, OLD_KEY, Math.floor(Date.now() / 1000) + 3 * TTL_SECONDS);
    expect((await call('GET', profile, token)).status).toBe(200);
    expect((await call('GET', profile, beforeRotation)).status).toBe(200);
    expect((await call('GET', profile, await resign(token, 'u'.repeat(43)))).status).toBe(401);

    t.advance(TTL_SECONDS + 1);
    expect((await call('GET', profile, beforeRotation)).status).toBe(401);
    expect((await call('GET', profile, token)).status).toBe(200);
  });
});
