import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const TOKEN = 'metrics-token-of-this-test-0123456789';
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  bare = await buildTestApp();
  // A start on a busy machine leaves an event-loop delay that load shedding answers 503 to for a moment.
  for (const app of [t, bare]) {
    for (let tries = 0; tries < 100; tries++) {
      if ((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode !== 503) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
});

const scrape = (app: TestApp, token?: string) =>
  app.app.inject({ method: 'GET', url: '/api/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/metrics', () => {
  it('is not there without METRICS_TOKEN, and refuses a caller without the token', async () => {
    expect((await scrape(bare, TOKEN)).statusCode).toBe(404);
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `${TOKEN}x`)).statusCode).toBe(401);
  });

  it('gives request timings by route pattern, the job queues and the SMS outbox in the Prometheus format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/calc/public/product' });
    await t.app.inject({ method: 'GET', url: '/api/order/public/track/RR000000000KZ' });
    const response = await scrape(t, TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /jetkiz_http_request_duration_seconds_count\{route="\/api\/calc\/public\/product",method="GET",status="200"\} 1/,
    );
    // The pattern, never the number asked about: the label set stays bounded.
    expect(text).toContain('route="/api/order/public/track/:id"');
    expect(text).not.toContain('RR000000000KZ');
    // The queues' depth (pg-boss is off in this app: the two-instance test scrapes nothing, the gauge is there).
    expect(text).toContain('# TYPE jetkiz_job_queue_jobs gauge');
    expect(text).toMatch(/jetkiz_sms_outbox_messages\{status="pending"\} \d+/);
    expect(text).toContain('# TYPE jetkiz_carrier_errors_total counter');
  });
});
