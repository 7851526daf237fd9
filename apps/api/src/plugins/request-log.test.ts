import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { logMs } from '../lib/request-line.ts';

/** Issue 20: the request log at the production level is one flat line a request, and carries no secret. */

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');

describe('the request log', () => {
  it('writes one line a request: id, method, path, status, milliseconds, address', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calc/public/nsi/direction?type=FROM&name=%D0%90%D0%BB%D0%BC',
      headers: { 'x-request-id': 'request-log-probe-1' },
    });
    expect(response.statusCode).toBe(200);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      reqId: 'request-log-probe-1',
      method: 'GET',
      url: '/api/calc/public/nsi/direction?type=FROM&name=%D0%90%D0%BB%D0%BC',
      status: 200,
      ip: '127.0.0.1',
    });
    expect(typeof logged[0]?.ms).toBe('number');
    // Fastify's own pair of lines is off.
    expect(lines.some((line) => line.includes('incoming request') || line.includes('request completed'))).toBe(false);
  });

  it('logs a refused call with its status, and neither its body nor its headers', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/public/auth',
      headers: { authorization: 'Bearer request-log-secret-token', cookie: 'jz_device_7=request-log-cookie' },
      payload: { userName: '77490000001', password: 'Request-Log-Secret-1', userType: 'person' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'POST', url: '/api/identity/public/auth', status: response.statusCode });
    const all = lines.join('\n');
    for (const secret of ['Request-Log-Secret-1', 'request-log-secret-token', 'request-log-cookie']) {
      expect(all).not.toContain(secret);
    }
  });

  it('writes a token in the query as [redacted] (the newsletter links, DESIGN §6)', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/site/public/newsletter/confirm?token=request-log-mail-token&lang=kk' });
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.url).toBe('/api/site/public/newsletter/confirm?token=[redacted]&lang=kk');
    expect(lines.join('\n')).not.toContain('request-log-mail-token');
  });

  it('logs an address the router refuses, whose answer also carries its request id', async () => {
    lines.length = 0;
    const badBytes = await t.app.inject({
      method: 'GET',
      url: '/api/tracking/public/track/A%ffB',
      headers: { 'x-request-id': 'request-log-probe-2' },
    });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/payment/protected/promo_code/${'x'.repeat(2_100)}` });
    expect([badBytes.statusCode, tooLong.statusCode]).toEqual([400, 414]);
    expect(badBytes.headers['x-request-id']).toBe('request-log-probe-2');
    expect(tooLong.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      reqId: 'request-log-probe-2',
      method: 'GET',
      url: '/api/tracking/public/track/A%ffB',
      status: 400,
    });
    expect(logged[1]).toMatchObject({ reqId: tooLong.headers['x-request-id'], status: 414, ip: '127.0.0.1' });
    // Timed from the router's refusal to the answer's last byte: Fastify's own timing never started (it read 0).
    for (const line of logged) expect(line.ms).toBeGreaterThan(0);
  });
});

describe('the milliseconds a line gives', () => {
  // Rounded to the nearest tenth, a refusal answered in 40 µs on a fast machine read 0, as a timer never started did.
  it.each([
    [0, 0],
    [0.04, 0.1],
    [0.1, 0.1],
    [1.23, 1.3],
    [12, 12],
  ])('%s ms is written %s', (ms, written) => {
    expect(logMs(ms)).toBe(written);
  });
});
