import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createPreparedAnswers } from './prepared-answers.ts';
import { encodedAnswer } from './send-encoded.ts';

/**
 * Issue 20: a locality search asked before goes out before Fastify routes it (lib/prepared-answers.ts). Whoever
 * reads the answer, the request log or the metrics cannot tell it from the route's own answer (app.inject, which
 * no server stands in front of).
 */

const TOKEN = 'prepared-answers-metrics-token-0123456789';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    listen: true,
    env: { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

const SEARCH = '/api/calc/public/nsi/direction?type=FROM&name=%D2%9A%D0%B0%D1%80%D0%B0%D2%93';
const HEADERS = {
  'accept-language': 'kk',
  'accept-encoding': 'gzip, deflate, br',
  'x-forwarded-for': '10.20.30.40, 10.0.0.1',
};
/** The headers an answer's sender chose (the connection's own, Date and Keep-Alive, are Node's). */
const chosen = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _id, ...rest } = headers;
  return rest;
};
const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
const searchCount = async () => {
  const text = await (await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
    .body;
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(
        'jetkiz_http_request_duration_seconds_count{route="/api/calc/public/nsi/direction",method="GET",status="200"}',
      ),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
};

describe('a search asked before', () => {
  it('goes out before routing as the route sends it: headers, bytes, log line and timing', async () => {
    // The first time the route answers (and keeps the answer); then its cache holds it.
    const first = await fetch(`${t.url}${SEARCH}`, { headers: HEADERS });
    expect(first.status).toBe(200);
    const served = t.app.preparedAnswers.served;
    const countBefore = await searchCount();
    lines.length = 0;

    // The route's own answer (no server in front) and the one sent before routing, each gzipped (asked before).
    const routed = await t.app.inject({ method: 'GET', url: SEARCH, headers: { ...HEADERS, 'x-request-id': 'routed-0001' } });
    const early = await fetch(`${t.url}${SEARCH}`, { headers: { ...HEADERS, 'x-request-id': 'prepared-0001' } });
    expect(t.app.preparedAnswers.served).toBe(served + 1);

    expect(early.status).toBe(routed.statusCode);
    const earlyHeaders = Object.fromEntries(early.headers);
    expect(chosen(earlyHeaders)).toEqual(chosen(routed.headers));
    expect(earlyHeaders['content-encoding']).toBe('gzip');
    expect(earlyHeaders['x-request-id']).toBe('prepared-0001');
    expect(earlyHeaders['cache-control']).toBe('no-store');
    // fetch has unzipped it; the route's bytes are the gzip.
    const body = await early.text();
    expect(body).toBe(gunzipSync(routed.rawPayload).toString());
    expect((JSON.parse(body) as Array<{ name: string }>)[0]?.name).toBe('Қарағанды');

    const [routedLine, earlyLine] = requestLines();
    const { reqId: _a, ms: routedMs, time: _t1, ip: routedIp, ...routedRest } = routedLine ?? {};
    const { reqId, ms, time: _t2, ip, ...earlyRest } = earlyLine ?? {};
    expect(earlyRest).toEqual(routedRest);
    expect([reqId, typeof ms, typeof routedMs]).toEqual(['prepared-0001', 'number', 'number']);
    // Behind the proxy the caller is the first X-Forwarded-For address, as Fastify's request.ip says.
    expect([ip, routedIp]).toEqual(['10.20.30.40', '10.20.30.40']);

    expect(await searchCount()).toBe(countBefore + 2);
  });

  it('leaves to the route a new question, another language, another method and a bad address', async () => {
    const served = t.app.preparedAnswers.served;
    const other = await fetch(`${t.url}${SEARCH}`, { headers: { ...HEADERS, 'accept-language': 'en' } });
    expect(other.status).toBe(200);
    const head = await fetch(`${t.url}${SEARCH}`, { method: 'HEAD', headers: HEADERS });
    expect(head.status).toBe(200);
    const post = await fetch(`${t.url}${SEARCH}`, { method: 'POST', headers: HEADERS });
    expect(post.status).toBe(404);
    const bad = await fetch(`${t.url}/api/calc/public/nsi/direction?type=FROM&name=%ff`, { headers: HEADERS });
    expect(bad.status).toBe(400);
    expect(t.app.preparedAnswers.served).toBe(served);
    // The English answer is kept now, and goes out early the next time.
    await fetch(`${t.url}${SEARCH}`, { headers: { ...HEADERS, 'accept-language': 'en' } });
    expect(t.app.preparedAnswers.served).toBe(served + 1);
  });
});

describe('the answers before routing, by themselves', () => {
  const build = (closing: boolean) => {
    const prepared = createPreparedAnswers({
      langOf: () => 'ru',
      requestIdOf: () => 'id-00000001',
      headersFor: () => ({}),
      ipOf: () => '127.0.0.1',
      log: undefined,
      timingOf: () => () => {},
      closing: () => closing,
    });
    prepared.provide('/search', (url) => (url === '/search?q=a' ? encodedAnswer(Buffer.from('[]')) : undefined));
    return prepared;
  };
  const written: unknown[] = [];
  const res = { writeHead: (...args: unknown[]) => written.push(args), end: (body: unknown) => written.push(body) };
  const ask = (prepared: ReturnType<typeof build>, url: string, method = 'GET') =>
    prepared.answer({ method, url, headers: {} } as never, res as never);

  it('answers only a prepared address, and nothing once the server closes (Fastify answers 503 then)', () => {
    const open = build(false);
    expect([
      ask(open, '/search?q=a'),
      ask(open, '/search?q=b'),
      ask(open, '/other?q=a'),
      ask(open, '/search?q=a', 'HEAD'),
    ]).toEqual([true, false, false, false]);
    expect(written).toEqual([
      [200, { 'x-request-id': 'id-00000001', 'content-type': 'application/json; charset=utf-8', 'content-length': 2 }],
      Buffer.from('[]'),
    ]);
    expect(ask(build(true), '/search?q=a')).toBe(false);
  });
});
