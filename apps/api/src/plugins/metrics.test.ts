import { Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createRequestTimings } from './metrics.ts';

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

describe('the request timings', () => {
  it('are written exactly as a prom-client histogram with the same observations writes them', async () => {
    const registry = new Registry();
    const reference = new Histogram({
      name: 'jetkiz_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const timings = createRequestTimings();
    const observations: Array<[string, string, number, number]> = [
      ['/api/health', 'GET', 200, 0.0004],
      ['/api/health', 'GET', 200, 0.002],
      ['/api/health', 'GET', 200, 0.0021],
      ['/api/health', 'GET', 503, 7],
      ['/api/order/public/track/:id', 'GET', 404, 0.05],
      ['/api/calc/public/calc', 'POST', 200, 12.5],
      ['unmatched', 'GET', 404, 0.001],
      // A pattern with the characters the format escapes (no route has them; the writer must not break on them).
      ['/a"b\\c\nd', 'GET', 200, 0.3],
    ];
    for (const [route, method, status, seconds] of observations) {
      timings.observe(route, method, status, seconds);
      reference.labels({ route, method, status: String(status) }).observe(seconds);
    }
    expect(timings.text()).toBe(await registry.metrics());
  });
});

describe('the request timings of one route', () => {
  it('count into the same series as observations named by pattern, and write the same text', () => {
    const byName = createRequestTimings();
    const byRoute = createRequestTimings();
    const health = byRoute.forRoute('/api/health');
    const track = byRoute.forRoute('/api/order/public/track/:id');
    const observations: Array<[string, string, number, number]> = [
      ['/api/health', 'GET', 200, 0.0004],
      ['/api/order/public/track/:id', 'GET', 404, 0.05],
      ['/api/health', 'HEAD', 200, 0.003],
      ['/api/health', 'GET', 200, 0.002],
      ['/api/order/public/track/:id', 'GET', 200, 0.2],
    ];
    for (const [route, method, status, seconds] of observations) {
      byName.observe(route, method, status, seconds);
      (route === '/api/health' ? health : track)(method, status, seconds);
    }
    byRoute.observe('unmatched', 'GET', 404, 0.001);
    byName.observe('unmatched', 'GET', 404, 0.001);
    expect(byRoute.text()).toBe(byName.text());
  });

  it('time what no route matched as «unmatched»', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-here' });
    expect((await scrape(t, TOKEN)).body).toMatch(
      /jetkiz_http_request_duration_seconds_count\{route="unmatched",method="GET",status="404"\} [1-9]/,
    );
  });
});
