import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuote, signQuote } from '../src/modules/calc/index.ts';
import { fixtures } from './fixtures.ts';
import { buildTestApp, openTestDatabase, TEST_SECRETS, type TestApp } from './helper.ts';
import { callerHeaders } from './http.ts';

/** The secrets that were written in the source before: anything signed with them is refused now. */
const OLD_JWT_SECRET = 'jetkiz-development-secret-never-use-in-production';
const OLD_WEBHOOK_SECRET = 'jetkiz-sandbox-carrier-webhook-secret';

let t: TestApp;
const { call, user, quote } = fixtures(() => t, '77021');

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The claims of a genuine access token, signed again with another key. */
const resign = async (token: string, key: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
};

describe('no secret from the source is accepted', () => {
  it('refuses an access token signed with the old development secret (401)', async () => {
    const { token, phone } = await user('person');
    const profile = `/api/identity/protected/person/get-user-data/${phone}`;
    expect((await call('GET', profile, token)).status).toBe(200);
    const forged = await resign(token, OLD_JWT_SECRET);
    expect((await call('GET', profile, forged)).status).toBe(401);
    expect((await call('GET', '/api/payment/protected/balance', forged)).status).toBe(401);
  });

  it('refuses a carrier webhook signed with the old sandbox secret (401)', async () => {
    const body = JSON.stringify({
      eventId: 'forged-1',
      shipmentId: 'SE-000001',
      status: 'DELIVERED',
      occurredAt: '2026-11-30T10:00:00Z',
      place: 'Караганда',
    });
    const post = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/public/carrier/STEPPE/webhook',
        headers: {
          'content-type': 'application/json',
          'x-carrier-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
        },
        payload: body,
      });
    const forged = await post(OLD_WEBHOOK_SECRET);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('WEBHOOK_SIGNATURE_INVALID');
    // The configured secret gets past the signature (to an unknown parcel).
    expect((await post(TEST_SECRETS.CARRIER_WEBHOOK_SECRET)).statusCode).toBe(404);
  });

  it('refuses a quote signed with the old development secret', async () => {
    const id = await quote();
    const payload = readQuote(TEST_SECRETS.QUOTE_SECRET, id, Date.now());
    expect(payload).not.toBeNull();
    const forged = signQuote(OLD_JWT_SECRET, { ...(payload as NonNullable<typeof payload>), price: 1 });
    expect((await call('GET', `/api/calc/public/${encodeURIComponent(forged)}`)).status).toBe(404);
  });
});

describe('development secrets in the data folder', () => {
  it('a second start reuses the stored secrets: access tokens stay valid across a restart, not in another folder', async () => {
    const database = await openTestDatabase();
    const dirs = [
      await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-secrets-')),
      await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-secrets-')),
    ];
    // No secret given: each start takes them from (or makes them in) DATA_DIR/secrets.json.
    const stored = (dir: string) => ({ DATA_DIR: dir, JWT_SECRET: '', QUOTE_SECRET: '' });
    let app: TestApp | undefined;
    try {
      app = await buildTestApp({ database, env: stored(dirs[0] as string) });
      const current = app;
      const { token, phone } = await fixtures(() => current, '77022').user('person');
      const profile = `/api/identity/protected/person/get-user-data/${phone}`;
      const get = (on: TestApp) => on.app.inject({ method: 'GET', url: profile, headers: callerHeaders(token) });
      expect((await get(app)).statusCode).toBe(200);
      await app.close();
      app = undefined;

      app = await buildTestApp({ database, env: stored(dirs[0] as string) });
      expect((await get(app)).statusCode).toBe(200);
      await app.close();
      app = undefined;

      app = await buildTestApp({ database, env: stored(dirs[1] as string) });
      expect((await get(app)).statusCode).toBe(401);
    } finally {
      await app?.close();
      await database.close();
      for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
