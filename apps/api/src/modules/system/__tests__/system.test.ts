import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@jetkiz/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '../../../../test/helper.ts';
import { buildApp } from '../../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jobs: true });
  // Its jobs are what it tests; its SMS and mail outbox is not drained here, or on a shared PostgreSQL it sends
  // another file's messages (a block's SMS, a code) to its own sandboxes while that file waits for them.
  await t.app.notifications.stop();
});
afterAll(async () => {
  await t.close();
});

describe('health, readiness, jobs', () => {
  it('reports the process up and the database and job queue ready', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true, jobs: true });
  });

  it('runs a job through pg-boss on the same database', async () => {
    const boss = t.app.jobs?.boss;
    if (!boss) throw new Error('jobs did not start');
    await boss.createQueue('system.echo');
    const received = new Promise<unknown>((resolve) => {
      void boss.work('system.echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job?.data));
    });
    await boss.send('system.echo', { hello: 'Қазақстан' });
    expect(await received).toEqual({ hello: 'Қазақстан' });
  });

  it('answers 503 when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: false });
    await app.close();
  });
});

describe('the HTTP edge', () => {
  it('answers an unknown API path with the error shape in the caller language', async () => {
    for (const [lang, message] of [
      ['RU', 'Не найдено'],
      ['KZ', 'Табылмады'],
      ['EN', 'Not found'],
      ['kk-KZ,ru;q=0.8', 'Табылмады'],
    ]) {
      const response = await t.app.inject({ url: '/api/nowhere', headers: { 'accept-language': lang } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'NOT_FOUND', message, messageTexts: ERRORS.NOT_FOUND.message });
    }
  });

  it('hides our own failures behind a request id, never a stack', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database });
    app.get('/api/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    const response = await app.inject({ url: '/api/boom', headers: { 'accept-language': 'EN' } });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      errorCode: 'INTERNAL',
      message: 'An error occurred',
      messageTexts: ERRORS.INTERNAL.message,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('refuses a malformed JSON body with the error shape', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database });
    app.post('/api/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION');
    await app.close();
  });

  it('sends security headers with a strict CSP and a request id', async () => {
    // A page (here the 404 of a path no page has) carries the pages' CSP.
    const page = await t.app.inject('/no-such-page');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // An API answer carries the API's short set: nothing in it runs, is framed, sniffed or kept.
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });

  it('tells the web where NCALayer is, and lets the pages connect there and nowhere else outside the site', async () => {
    const config = (await t.app.inject('/api/site/public/config')).json();
    expect(config.ncalayerUrl).toBe('wss://127.0.0.1:13579');
    const csp = String((await t.app.inject('/no-such-page')).headers['content-security-policy']);
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' wss://127.0.0.1:13579");

    const sandboxed = await buildTestApp({ database: t.database, env: { NCALAYER_URL: 'ws://127.0.0.1:45679/' } });
    try {
      expect((await sandboxed.app.inject('/api/site/public/config')).json().ncalayerUrl).toBe('ws://127.0.0.1:45679');
      const sandboxCsp = String((await sandboxed.app.inject('/no-such-page')).headers['content-security-policy']);
      expect(/connect-src ([^;]*)/.exec(sandboxCsp)?.[1]).toBe("'self' ws://127.0.0.1:45679");
    } finally {
      await sandboxed.close();
    }
    expect(() => testConfig({ NCALAYER_URL: 'https://127.0.0.1:13579' })).toThrow(/NCALAYER_URL/);
  });

  it('documents every route in OpenAPI generated from the contract', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/calc/public/nsi/direction', '/api/order/public/street/abbr']),
    );
    expect(doc.paths['/api/calc/public/nsi/direction'].get.operationId).toBe('listDirections');
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('the web app', () => {
  it('serves the SPA for page addresses, pre-compressed assets, and JSON 404s for the API', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-web-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)'.repeat(200));
    await fs.writeFile(path.join(dist, 'assets', 'app-1.js.br'), 'pretend-brotli');
    const app = await buildApp({ config: testConfig({ WEB_DIST: dist }), database: t.database });
    const page = await app.inject('/contacts');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/api/missing')).json().errorCode).toBe('NOT_FOUND');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });
});
