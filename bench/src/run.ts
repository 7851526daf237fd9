/**
 * `npm run bench`: load on the locality search, the calculation (with and without the answer cache) and sign-in,
 * each against a bare Fastify route measured in the same run on this machine, every server in its own process;
 * plus the start time of an installed checkout, the home page's first-load JavaScript, and the machine's ceiling for
 * sign-in (argon2id verifies a second), which says whether its p99 budget is within this machine's reach.
 *
 * Two shared cores move a single 10-second run by half, so each target runs interleaved with its baseline
 * (bare, target, bare, target, …) for several rounds, and the table gives the median of the rounds' ratios and
 * their spread (min–max): a busy neighbour then slows a target and the bare run next to it alike. A budget is
 * judged only when every round falls on the same side of it; otherwise the table says the spread is too wide. (A
 * budget of p99 alone, as sign-in's, is judged by the rounds' p99s: its ratio to the bare route is far below 0.1, and
 * the spread of so small a ratio says nothing about the budget.)
 *
 * The API runs as production does (bench/src/production-api.ts): NODE_ENV=production, info-level request logging
 * to a file, secrets in the environment, PostgreSQL (BENCH_PG_URL, a scratch database BENCH_DB_NAME made and
 * dropped here). The sandboxes stand in for the outside parties; the per-address limit on calculations is raised,
 * since all of them come from one address and would otherwise measure the 429s (a raised limit is counted the same
 * way: in memory, shared every half second). The API trusts X-Forwarded-For (TRUST_PROXY=true), as it does behind
 * docs/deploy.md's nginx, and the sign-ins come from many addresses, as customers' do: each stays within production's
 * own limit (AUTH_RATE_LIMIT_PER_MINUTE, 30), which the API counts in the shared store on every request — one round
 * trip before the handler, which a raised limit, counted in memory, would leave out.
 *
 *   npm run bench          (BENCH_ROUNDS=5, BENCH_SECONDS=3 measured after 1 s of warm-up each)
 *
 * Where a target's CPU goes: `BENCH_PROFILE_DIR` (V8's --cpu-prof) names the JavaScript well, but on cores shared
 * with the client it charges a socket write with the time the thread then waited for a core (writev and
 * writeUtf8String came out at 17–50 % of a server's busy time). `perf record -a -g` during a run started with
 * BENCH_NODE_FLAGS=--perf-basic-prof counts only CPU, by process, thread and function: measured so (25.11.2026), the
 * health route's server spent 60 % in JavaScript, 26 % in V8 and Node's C++ and 7 % in the kernel, and the load
 * client took three quarters of a core beside it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BANK_TEST_CREDENTIALS, startSandboxes } from '@jetkiz/sandbox';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { hashPassword, verifyPassword } from '../../apps/api/src/lib/password-hash.ts';
import { freePort } from '../../apps/api/test/http.ts';
import { firstLoad } from '../../apps/web/scripts/first-load.ts';
import { buildWebIfStale } from '../../scripts/web-build.ts';
import { root, startProcess } from './process.ts';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIGN_IN_CONNECTIONS = 20;
const SIGN_IN_ACCOUNTS = 10;
/**
 * The addresses sign-ins come from, in turn: at ~200 a second (12,000 a minute) each gets ~12 a minute, within
 * production's 30. Account n % 10 signs in from address n % 1,000: a hundred addresses an account.
 */
const SIGN_IN_ADDRESSES = 1_000;
/**
 * Rounds whose ratios lie further apart than this, relative to their median, are marked as a wide spread beside the
 * ratio: a reader then knows a single round says little. The budget's verdict does not read it: it is judged by
 * where the rounds lie against the budget (`verdict`), and a spread wholly on one side of it still decides.
 */
const MAX_SPREAD = 0.3;

type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
};
/** `sysUsPerRequest`: the part of `cpuUsPerRequest` spent in the kernel (socket reads and writes, wake-ups). */
type Sample = { rps: number; p50: number; p99: number; errors: number; cpuUsPerRequest: number; sysUsPerRequest: number };
/**
 * `leastMeanMs`: the mean answer time below which no code can go on this machine (sign-in: Little's law at the
 * machine's argon2id ceiling); a p99 budget at or below it is out of the machine's reach, and the verdict says so.
 */
type Budget = { minRatio?: number; maxP99Ms?: number; leastMeanMs?: number };
type Target = { name: string; server: () => Server; requests: Request[]; connections: number; budget?: Budget };
type Server = { url: string; pid: number };

/**
 * CPU time a process has used so far (all its threads), in microseconds, from /proc: in all (user + system) and in
 * the kernel alone. The kernel counts it by the tick (a sample of which side each tick found the process on), so
 * the split is an estimate over a run's hundreds of ticks, not a figure for one request. It corrects what a V8 CPU
 * profile suggests: there a socket write is charged with the time the thread then waited for a core (writev came
 * out at 32 µs of a new question's 77, while the kernel's whole share was 7–17 µs).
 */
const cpuUs = async (pid: number): Promise<{ all: number; sys: number }> => {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at state; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const sys = Number(fields[12]);
  return { all: ((Number(fields[11]) + sys) * 1_000_000) / CLOCK_TICKS, sys: (sys * 1_000_000) / CLOCK_TICKS };
};
/** Linux's USER_HZ, which /proc counts in (100 on every common kernel). */
const CLOCK_TICKS = 100;

/**
 * Waits until a server has finished what the previous run left in flight: autocannon stops at its time and drops the
 * requests still out, but the server goes on with them (20 sign-ins are 20 verifies, ~75 ms of both cores).
 */
const quiet = async (pid: number) => {
  const until = performance.now() + 5_000;
  let before = (await cpuUs(pid)).all;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = (await cpuUs(pid)).all;
    // Under a twentieth of a core: idle but for timers.
    if (now - before < 2_500) return;
    before = now;
  }
};

/** The value below which a share `p` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

/**
 * One continuous run: the first WARMUP_SECONDS compile the server's hot paths and fill its pools, and only the
 * SECONDS after them are measured — the answers that arrive then, and the server's CPU between the two moments. A
 * separate warm-up run would leave its last requests in flight on the server when the measured run starts (autocannon
 * drops them; 20 sign-ins then waited behind 20 abandoned verifies, and their CPU was charged to the measured run),
 * and a measured run of its own starts with every connection sending at once into an idle server, a burst that a
 * steady load never has and that alone made sign-in's p99 in some rounds.
 */
const load = async (server: Server, requests: Request[], connections: number): Promise<Sample> => {
  const { url, pid } = server;
  await quiet(pid);
  const started = performance.now();
  const from = started + WARMUP_SECONDS * 1000;
  const to = from + SECONDS * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const cpuAt = (ms: number) =>
    new Promise<{ all: number; sys: number }>((resolve, reject) =>
      setTimeout(() => cpuUs(pid).then(resolve, reject), ms - performance.now()),
    );
  const cpu = Promise.all([cpuAt(from), cpuAt(to)]);
  // Awaited after the run; until then a server that died (its /proc entry gone) must not end the bench as an unhandled
  // rejection, which skipped the bench's `finally` and left the other servers running and the scratch databases behind.
  cpu.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: WARMUP_SECONDS + SECONDS, requests }, (error) =>
      error ? reject(error) : resolve(),
    );
    run.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      const at = performance.now();
      if (at < from || at >= to) return;
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
    run.on('reqError', () => {
      const at = performance.now();
      if (at >= from && at < to) errors += 1;
    });
  });
  const [cpuFrom, cpuTo] = await cpu;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
    cpuUsPerRequest: (cpuTo.all - cpuFrom.all) / Math.max(1, latencies.length),
    sysUsPerRequest: (cpuTo.sys - cpuFrom.sys) / Math.max(1, latencies.length),
  };
};

/**
 * Sign-in's ceiling on this machine: argon2id verifies a second with one at a time a core, as the API's pool runs
 * them (lib/password-hash.ts), measured here with the servers idle. With N sign-ins always in flight Little's law
 * gives a mean answer time of N ÷ sign-ins a second, so no sign-in code can bring the mean below N ÷ this rate: on a
 * machine where that already exceeds the p99 budget, the budget is out of the machine's reach, not the code's.
 */
const verifiesPerSecond = async (seconds: number): Promise<number> => {
  const hashed = await hashPassword('Bench2026!');
  const started = performance.now();
  const until = started + seconds * 1000;
  let verified = 0;
  await Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => {
      while (performance.now() < until) {
        await verifyPassword(hashed, 'Bench2026!');
        verified += 1;
      }
    }),
  );
  return verified / ((performance.now() - started) / 1000);
};

/** The median CPU a request of the rounds, and the median of its kernel part: «71 (9)». */
const cpuText = (samples: Sample[]) =>
  `${median(samples.map((s) => s.cpuUsPerRequest)).toFixed(0)} (${median(samples.map((s) => s.sysUsPerRequest)).toFixed(0)})`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** Two decimals, or two significant digits below 0.1 (sign-in is far below the bare route). */
const ratio = (value: number) => (value >= 0.1 ? value.toFixed(2) : value.toPrecision(2));

/**
 * met / NOT met when every round is on the same side of the budget; else too close to judge. With five rounds that is
 * the budget lying outside the range from the least to the greatest round, which holds the true median ratio with a
 * probability of 1 − 2 × (1/2)⁵ ≈ 94 % whatever the noise's shape (each round falls above the median with
 * probability one half): "met" then means the median is above the budget with that confidence.
 */
const verdict = (budget: Budget | undefined, ratios: number[], p99s: number[]) => {
  if (!budget) return '—';
  const checks: boolean[][] = [];
  if (budget.minRatio !== undefined) checks.push(ratios.map((r) => r >= (budget.minRatio ?? 0)));
  if (budget.maxP99Ms !== undefined) checks.push(p99s.map((p) => p < (budget.maxP99Ms ?? 0)));
  const perRound = ratios.map((_, i) => checks.every((check) => check[i]));
  const text = [
    budget.minRatio !== undefined ? `≥ ${budget.minRatio} × bare` : '',
    budget.maxP99Ms !== undefined ? `p99 < ${budget.maxP99Ms} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (perRound.every(Boolean)) return `${text}: met in every round`;
  if (perRound.every((met) => !met)) {
    const { leastMeanMs, maxP99Ms } = budget;
    const reach =
      leastMeanMs === undefined || maxP99Ms === undefined
        ? ''
        : leastMeanMs >= maxP99Ms
          ? ` (out of this machine's reach: its argon2id ceiling alone puts the mean at ${leastMeanMs.toFixed(0)} ms or more)`
          : ` (this machine's argon2id ceiling alone puts the mean at ${leastMeanMs.toFixed(0)} ms or more)`;
    return `${text}: NOT met in any round${reach}`;
  }
  const met = perRound.filter(Boolean).length;
  return `${text}: met in ${met} of ${perRound.length} rounds, too close to judge`;
};

const json = { 'content-type': 'application/json' };
/** What every browser sends with a request: answers the API keeps encoded go out gzipped to it. */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const calculation: Request = {
  method: 'POST',
  path: '/api/calc/public/calc',
  headers: { ...json, ...browser },
  body: JSON.stringify({
    from: '750000000',
    to: '710000000',
    packDtos: [{ length: 60, width: 40, height: 40, physWeight: 12, placeCnt: 1 }],
  }),
};
const SEARCHES = ['Қарағ', 'Алм', 'аст', 'Shym', 'Өскемен', 'усть', 'Кок', 'Тараз', 'петро', 'Ақтөбе', 'жез', 'Kost'].map(
  (name): Request => ({
    method: 'GET',
    path: `/api/calc/public/nsi/direction?type=FROM&name=${encodeURIComponent(name)}`,
    headers: browser,
  }),
);

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-'));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbNames = [process.env.BENCH_DB_NAME ?? 'jetkiz_bench'].flatMap((name) => [name, `${name}_cold`]);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const stops: Array<() => Promise<unknown>> = [];
try {
  buildWebIfStale();
  for (const name of dbNames) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const dbUrl = (name: string) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

  // Production's secrets, given in the environment; the outside parties' sandboxes sign and authenticate with them.
  const secrets = {
    ROOT_SECRET: randomBytes(32).toString('base64url'),
    BANK_CLIENT_ID: BANK_TEST_CREDENTIALS.clientId,
    BANK_TERMINAL: BANK_TEST_CREDENTIALS.terminal,
    BANK_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    // docs/deploy.md sets it, so every request is timed for the monitoring (plugins/metrics.ts) as in production.
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
  };
  const keys = loadConfig({ ...secrets, DATA_DIR: workDir });
  const sandboxes = await startSandboxes(
    { sms: await freePort(), steppe: await freePort(), altyn: await freePort(), bank: await freePort() },
    {
      webhookSecret: keys.tracking.carrierWebhookSecret,
      bank: { clientId: secrets.BANK_CLIENT_ID, terminal: secrets.BANK_TERMINAL, clientSecret: secrets.BANK_CLIENT_SECRET },
    },
  );
  stops.push(() => Promise.all(sandboxes.map(({ app }) => app.close())));
  const sandbox = (name: string) => sandboxes.find((s) => s.name === name)?.url ?? '';
  const trustStore = path.join(workDir, 'trust-store');
  await fs.mkdir(trustStore);

  const env = (dbName: string, extra: Record<string, string> = {}) => ({
    ...secrets,
    DATA_DIR: path.join(workDir, dbName),
    DATABASE_URL: dbUrl(dbName),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://jetkiz.kz',
    SMS_API_URL: sandbox('sms'),
    CARRIER_URLS: `STEPPE=${sandbox('STEPPE')},ALTYN=${sandbox('ALTYN')}`,
    BANK_API_URL: sandbox('bank'),
    BANK_OAUTH_URL: `${sandbox('bank')}/oauth2/token`,
    BANK_WIDGET_URL: `${sandbox('bank')}/payform/payment-api.js`,
    SIGNATURE_TRUST_STORE: trustStore,
    // Read only when an act is signed, which the bench never does.
    JETKIZ_SIGNING_KEY_FILE: path.join(workDir, 'jetkiz-signing-key.p12'),
    TRUST_PROXY: 'true',
    CALC_RATE_LIMIT_PER_MINUTE: '1000000',
    ...extra,
  });
  const api = 'bench/src/production-api.ts';

  // First start migrates, seeds and imports KATO; the second is what a start costs on an installed system.
  const [hotDb = '', coldDb = ''] = dbNames;
  const first = await startProcess(api, { ...env(hotDb), PORT: String(await freePort()) }, workDir);
  await first.stop();
  const hotPort = await freePort();
  const hot = await startProcess(api, { ...env(hotDb), PORT: String(hotPort) }, workDir);
  stops.push(hot.stop);
  // The calculation with the answer cache off, on a second instance: what a new question costs (the carriers'
  // rates for the route and weight bracket are still cached for 5 minutes).
  const coldPort = await freePort();
  const cold = await startProcess(api, { ...env(coldDb, { CALC_ANSWER_CACHE_SECONDS: '0' }), PORT: String(coldPort) }, workDir);
  stops.push(cold.stop);
  const barePort = await freePort();
  const bare = await startProcess('bench/src/bare-server.ts', { PORT: String(barePort) }, workDir);
  stops.push(bare.stop);

  // Confirmed accounts to sign in with, made through the API and the SMS sandbox's inbox. Several, taken in turn:
  // one account lets only a few of its sign-ins run at once (the throttle reserves each attempt before the
  // password check), and 20 connections on one account would measure the throttle's refusals instead.
  const identityApi = `http://127.0.0.1:${hotPort}/api/identity/public`;
  const accounts = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => ({
    userName: `7701555${String(i).padStart(4, '0')}`,
    password: 'Bench2026!',
    userType: 'person',
  }));
  for (const account of accounts) {
    const registered = await fetch(`${identityApi}/registration/register-person`, {
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
    if (!registered.ok) throw new Error(`bench account not registered: ${registered.status} ${await registered.text()}`);
    const inbox = (await (await fetch(`${sandbox('sms')}/messages?to=${account.userName}`)).json()) as Array<{
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
  const verifyRate = await verifiesPerSecond(3);

  const at = (port: number, pid: number) => () => ({ url: `http://127.0.0.1:${port}`, pid });
  const baseline: Request[] = [{ method: 'GET', path: '/bare' }];
  const bareServer = at(barePort, bare.pid)();
  const targets: Target[] = [
    {
      // No budget: what every route pays for the API's plugins (language, security headers, load shedding, input
      // guard, metrics, request log) before its own work, so the other rows can be read against it.
      name: 'floor: the health route through every plugin',
      server: at(hotPort, hot.pid),
      requests: [{ method: 'GET', path: '/api/health' }],
      connections: CONNECTIONS,
    },
    {
      name: 'locality search, 12 queries in ru/kk/en',
      server: at(hotPort, hot.pid),
      requests: SEARCHES,
      connections: CONNECTIONS,
      budget: { minRatio: 0.5, maxP99Ms: 20 },
    },
    {
      name: 'calculation, one pack, the same request (answer cached 60 s)',
      server: at(hotPort, hot.pid),
      requests: [calculation],
      connections: CONNECTIONS,
    },
    {
      name: 'calculation, one pack, no answer cache (carrier rates cached)',
      server: at(coldPort, cold.pid),
      requests: [calculation],
      connections: CONNECTIONS,
      budget: { minRatio: 0.15, maxP99Ms: 50 },
    },
    {
      name: `sign-in (argon2id verify + session), ${SIGN_IN_CONNECTIONS} connections, ${SIGN_IN_ACCOUNTS} accounts in turn`,
      server: at(hotPort, hot.pid),
      requests: [
        {
          method: 'POST',
          path: '/api/identity/public/auth',
          headers: json,
          setupRequest: (request) => {
            const n = turn++;
            const address = n % SIGN_IN_ADDRESSES;
            // What nginx would set for this customer.
            const headers = { ...request.headers, 'x-forwarded-for': `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}` };
            return { ...request, headers, body: JSON.stringify(accounts[n % accounts.length]) };
          },
        },
      ],
      connections: SIGN_IN_CONNECTIONS,
      budget: { maxP99Ms: 150, leastMeanMs: (SIGN_IN_CONNECTIONS / verifyRate) * 1000 },
    },
  ];

  // BENCH_TARGETS=search,sign-in: only the targets whose names hold one of these words (to profile one at a time).
  const only = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.some((word) => t.name.includes(word))));
  // A misspelt word would otherwise print an empty table, which reads as a run that measured nothing wrong.
  if (targets.length === 0)
    throw new Error(`BENCH_TARGETS=${process.env.BENCH_TARGETS}: no target's name holds one of these words`);
  const results = targets.map(() => ({ bare: [] as Sample[], target: [] as Sample[] }));
  const loadAverages: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      // The bare route with the target's own connection count, so a ratio compares like with like.
      results[i]?.bare.push(await load(bareServer, baseline, target.connections));
      results[i]?.target.push(await load(target.server(), target.requests, target.connections));
    }
    loadAverages.push(os.loadavg()[0] ?? 0);
    process.stderr.write(`round ${round + 1} of ${ROUNDS} done (load average ${loadAverages.at(-1)?.toFixed(2)})\n`);
  }

  console.log(
    `\n${ROUNDS} rounds of bare, target, bare, target, … (${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up each), ` +
      `${CONNECTIONS} connections unless named; ${os.availableParallelism()} cores shared by client, servers and PostgreSQL; ` +
      `1-minute load average after each round: ${loadAverages.map((l) => l.toFixed(2)).join(', ')}\n`,
  );
  console.log(
    '| target | req/s (median) | p50 ms | p99 ms (median, max) | errors | ratio to bare: median (min–max) | server CPU µs a request (of it in the kernel) | CPU ratio to bare: median (min–max) | budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  const bareAll = results.flatMap((r) => r.bare);
  console.log(
    `| bare Fastify route (baseline, every run) | ${median(bareAll.map((s) => s.rps)).toFixed(0)} | ${median(bareAll.map((s) => s.p50))} | ${median(bareAll.map((s) => s.p99))}, ${Math.max(...bareAll.map((s) => s.p99))} | ${bareAll.reduce((n, s) => n + s.errors, 0)} | 1 | ${cpuText(bareAll)} | 1 | — |`,
  );
  const spreadOf = (values: number[]) => (Math.max(...values) - Math.min(...values)) / median(values);
  const withSpread = (values: number[]) =>
    `${ratio(median(values))} (${ratio(Math.min(...values))}–${ratio(Math.max(...values))})${spreadOf(values) > MAX_SPREAD ? `, wide spread (over ${MAX_SPREAD * 100} % of the median)` : ''}`;
  for (const [i, target] of targets.entries()) {
    const { bare: bares = [], target: samples = [] } = results[i] ?? {};
    const ratios = samples.map((s, round) => s.rps / (bares[round]?.rps ?? 1));
    // What the target costs the server against what the bare route costs its own: a busy machine slows a
    // process, but does not change much how much CPU a request takes.
    const cpuRatios = samples.map((s, round) => (bares[round]?.cpuUsPerRequest ?? 0) / s.cpuUsPerRequest);
    const p99s = samples.map((s) => s.p99);
    console.log(
      `| ${target.name} | ${median(samples.map((s) => s.rps)).toFixed(0)} | ${median(samples.map((s) => s.p50))} | ${median(p99s)}, ${Math.max(...p99s)} | ${samples.reduce((n, s) => n + s.errors, 0)} | ${withSpread(ratios)} | ${cpuText(samples)} | ${withSpread(cpuRatios)} | ${verdict(target.budget, ratios, p99s)} |`,
    );
  }
  const web = firstLoad(path.join(root, 'apps/web/dist'));
  console.log('\n| measure | value |');
  console.log('|---|---:|');
  console.log(`| first start on an empty database (migrate, import KATO) | ${(first.readyMs / 1000).toFixed(1)} s |`);
  console.log(`| start of an installed system (built web, seeded data) | ${(hot.readyMs / 1000).toFixed(1)} s |`);
  console.log(
    `| argon2id verifies a second, one at a time a core (sign-in's ceiling on this machine) | ${verifyRate.toFixed(0)} |`,
  );
  console.log(
    `| least mean sign-in answer at ${SIGN_IN_CONNECTIONS} connections (${SIGN_IN_CONNECTIONS} ÷ that ceiling, Little's law) | ${((SIGN_IN_CONNECTIONS / verifyRate) * 1000).toFixed(0)} ms |`,
  );
  console.log(`| home page first-load JavaScript, gzipped (${web.files.length} files) | ${web.gzipKb.toFixed(1)} KB |`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  for (const name of dbNames) await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  await fs.rm(workDir, { recursive: true, force: true });
}
