/**
 * `npm run bench:scale-out`: the calculation (answer cache off, so every request computes) on one API instance and
 * on two, each behind the same small round-robin proxy in this process, on one PostgreSQL; prints requests a second
 * of each, interleaved (one, two, one, two, …), and the median scaling factor two/one.
 *
 * The instances share their rate-limit counters through PostgreSQL (or Redis with REDIS_URL) as in production.
 * On a machine of N cores the factor is bounded by N / (cores one instance keeps busy): the proxy, autocannon and
 * the carriers' sandboxes run on the same cores as the instances.
 */
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { freePort } from '../../apps/api/test/http.ts';
import { benchSystem, sandboxPorts, startProcess } from './process.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** A round-robin HTTP proxy over keep-alive connections to the given instances; `use(n)` picks the first n. */
const roundRobinProxy = async (upstreams: string[]) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let active = upstreams.length;
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(upstreams[next++ % active] ?? '');
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    use(n: number) {
      active = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
};

const CALC = {
  method: 'POST' as const,
  path: '/api/calc/public/calc',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    from: '750000000',
    to: '710000000',
    packDtos: [{ length: 60, width: 40, height: 40, physWeight: 12, placeCnt: 1 }],
  }),
};

const measure = async (url: string, seconds: number) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [CALC] });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const system = await benchSystem('jetkiz_bench_scale_out');
const instances: Array<Awaited<ReturnType<typeof startProcess>>> = [];
try {
  const env = {
    ...system.env,
    TRUST_PROXY: 'true',
    CALC_ANSWER_CACHE_SECONDS: '0',
    CALC_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // The signing sandboxes are not needed to calculate, and two instances would want the same ports.
    NCALAYER_URL: 'wss://127.0.0.1:13579',
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  const ports = [Number(env.PORT), await freePort()];
  instances.push(await startProcess('scripts/start.ts', env));
  instances.push(await startProcess('scripts/start.ts', { ...env, PORT: String(ports[1]), ...(await sandboxPorts()) }));
  const proxy = await roundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));

  proxy.use(2);
  await measure(proxy.url, 3);
  const rows: Array<{ instances: number; rps: number; p99: number; errors: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const n of [1, 2]) {
      proxy.use(n);
      rows.push({ instances: n, ...(await measure(proxy.url, SECONDS)) });
    }
  }
  await proxy.close();

  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    const one = rows[round * 2]?.rps ?? 0;
    const two = rows[round * 2 + 1]?.rps ?? 0;
    ratios.push(one > 0 ? two / one : 0);
  }
  console.log(
    `\nCalculation (no answer cache) behind a round-robin proxy, ${CONNECTIONS} connections, ${SECONDS} s a run, ` +
      `${os.cpus().length} cores, shared store: ${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL'}\n`,
  );
  console.log('| round | instances | req/s | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  rows.forEach((row, i) => {
    console.log(`| ${Math.floor(i / 2) + 1} | ${row.instances} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.errors} |`);
  });
  const spread = Math.max(...ratios) - Math.min(...ratios);
  console.log(
    `\nScaling factor two/one: median ${median(ratios).toFixed(2)} (runs ${ratios.map((r) => r.toFixed(2)).join(' · ')}, spread ${spread.toFixed(2)})`,
  );
  if (spread > 0.3) console.log('The spread is too wide to judge: run it again on an idle machine.');
  if (os.cpus().length <= 2) {
    console.log(
      'On 2 cores the factor stays under 2: the proxy, autocannon and each instance’s carrier sandboxes share the same two cores with the instances.',
    );
  }
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await system.drop();
}
