/**
 * `npm run bench`: load on the locality search against a bare Fastify route, both measured in this run on
 * this machine, each server in its own process; plus the start time of an installed checkout and the home
 * page's first-load JavaScript. Prints a table with ratios; budgets live in the issues, not here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { freePort } from '../../apps/api/test/http.ts';
import { firstLoad } from '../../apps/web/scripts/first-load.ts';
import { buildWebIfStale } from '../../scripts/web-build.ts';
import { root, sandboxPorts, startProcess } from './process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIGN_IN_ACCOUNTS = 10;
/** Two decimals, or two significant digits below 0.1 (sign-in is far below the bare route). */
const ratio = (value: number) => (value >= 0.1 ? value.toFixed(2) : value.toPrecision(2));

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
};

const load = async (name: string, url: string, requests: Array<string | Request>, conns = connections): Promise<Row> => {
  const shaped = requests.map((r) => (typeof r === 'string' ? { method: 'GET' as const, path: r } : r));
  // Two seconds unmeasured first, so the JIT has compiled the hot paths of both servers alike.
  await autocannon({ url, connections: conns, duration: 2, requests: shaped });
  const result = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    requests: shaped,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
};

const SEARCHES = ['Қарағ', 'Алм', 'аст', 'Shym', 'Өскемен', 'усть', 'Кок', 'Тараз', 'петро', 'Ақтөбе', 'жез', 'Kost'].map(
  (name) => `/api/calc/public/nsi/direction?type=FROM&name=${encodeURIComponent(name)}`,
);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-'));
try {
  buildWebIfStale();
  const smsPort = await freePort();
  // The per-address limits on sign-ins (30/min) and calculations (60/min) would answer 429 to a load test from one
  // address: the bench measures the work behind them.
  const env = {
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SANDBOX_SMS_PORT: String(smsPort),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    CALC_RATE_LIMIT_PER_MINUTE: '1000000',
  };

  // First start migrates, seeds and imports KATO; the second is what `npm start` costs on an installed checkout.
  const first = await startProcess('scripts/start.ts', { ...env, PORT: String(await freePort()) });
  await first.stop();
  const apiPort = await freePort();
  const api = await startProcess('scripts/start.ts', { ...env, PORT: String(apiPort) });

  const barePort = await freePort();
  const bare = await startProcess('bench/src/bare-server.ts', { PORT: String(barePort) });

  const rows: Row[] = [];
  rows.push(await load('bare Fastify route (baseline)', `http://127.0.0.1:${barePort}`, ['/bare']));
  rows.push(await load('locality search, 12 queries in ru/kk/en', `http://127.0.0.1:${apiPort}`, SEARCHES));

  rows.push(
    await load('calculation, one pack, the same request (answer cached 60 s)', `http://127.0.0.1:${apiPort}`, [
      {
        method: 'POST',
        path: '/api/calc/public/calc',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          from: '750000000',
          to: '710000000',
          packDtos: [{ length: 60, width: 40, height: 40, physWeight: 12, placeCnt: 1 }],
        }),
      },
    ]),
  );

  // The same calculation with the answer cache off, on a second instance: what a new question costs (the
  // carriers' rates for the route and weight bracket are still cached for 5 minutes).
  const coldDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-cold-'));
  const coldPort = await freePort();
  const cold = await startProcess('scripts/start.ts', {
    ...env,
    DATA_DIR: coldDir,
    PORT: String(coldPort),
    ...(await sandboxPorts()),
    CALC_ANSWER_CACHE_SECONDS: '0',
  });
  rows.push(
    await load('calculation, one pack, no answer cache (carrier rates cached)', `http://127.0.0.1:${coldPort}`, [
      {
        method: 'POST',
        path: '/api/calc/public/calc',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          from: '750000000',
          to: '710000000',
          packDtos: [{ length: 60, width: 40, height: 40, physWeight: 12, placeCnt: 1 }],
        }),
      },
    ]),
  );
  await cold.stop();
  await fs.rm(coldDir, { recursive: true, force: true });

  // Confirmed accounts to sign in with, made through the API and the SMS sandbox's inbox. Several, taken in turn:
  // one account lets only a few of its sign-ins run at once (the throttle reserves each attempt before the
  // password check), and 20 connections on one account would measure the throttle's refusals instead.
  const identityApi = `http://127.0.0.1:${apiPort}/api/identity/public`;
  const json = { 'content-type': 'application/json' };
  const accounts = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => ({
    userName: `7701555${String(i).padStart(4, '0')}`,
    password: 'Bench2026!',
    userType: 'person',
  }));
  for (const account of accounts) {
    await fetch(`${identityApi}/registration/register-person`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'Бенч',
        lastName: 'Тест',
        username: account.userName,
        email: 'bench@jetkiz.kz',
        password: account.password,
        confirmPassword: account.password,
        iin: '900115300003',
      }),
    });
    const inbox = (await (await fetch(`http://127.0.0.1:${smsPort}/messages?to=${account.userName}`)).json()) as Array<{
      text: string;
    }>;
    const code = /\d{4}/.exec(inbox[0]?.text ?? '')?.[0];
    const confirmed = await fetch(`${identityApi}/registration/confirm-code`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        code,
        userName: account.userName,
        password: account.password,
        confirmPassword: account.password,
        userType: 'person',
      }),
    });
    if (!confirmed.ok) throw new Error(`bench account not confirmed: ${confirmed.status}`);
  }
  let turn = 0;
  rows.push(
    await load(
      `sign-in (argon2id verify + session), 20 connections, ${SIGN_IN_ACCOUNTS} accounts in turn`,
      `http://127.0.0.1:${apiPort}`,
      [
        {
          method: 'POST',
          path: '/api/identity/public/auth',
          headers: json,
          setupRequest: (request) => ({ ...request, body: JSON.stringify(accounts[turn++ % accounts.length]) }),
        },
      ],
      20,
    ),
  );
  await bare.stop();
  await api.stop();

  const baseline = rows[0]?.rps ?? 1;
  console.log(`\nload: ${connections} connections, ${seconds} s each, ${os.cpus().length} cores shared by client and servers\n`);
  console.log('| target | req/s | p50 ms | p99 ms | errors | ratio to bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratio(row.rps / baseline)} |`,
    );
  }
  const web = firstLoad(path.join(root, 'apps/web/dist'));
  console.log('\n| measure | value |');
  console.log('|---|---:|');
  console.log(`| npm start, first start on an empty data dir (migrate, import KATO) | ${(first.readyMs / 1000).toFixed(1)} s |`);
  console.log(`| npm start, installed checkout (built web, seeded data) | ${(api.readyMs / 1000).toFixed(1)} s |`);
  console.log(`| home page first-load JavaScript, gzipped (${web.files.length} files) | ${web.gzipKb.toFixed(1)} KB |`);
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
