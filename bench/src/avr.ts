/**
 * `npm run bench:avr`: the monthly issue of acts of completed works at scale, in PostgreSQL (issue 17 budget:
 * 10,000 companies with 1,000,000 delivered orders in under 10 minutes, memory under 300 MB). Seeds a scratch
 * database with BENCH_COMPANIES companies (default 10,000) and BENCH_ORDERS orders delivered in March 2026 (default
 * 1,000,000) — once: the database (BENCH_DB, default jetkiz_bench_avr) is kept, and a later run of the same size
 * only clears the last run's acts (BENCH_RESEED=1 seeds again, BENCH_DROP=1 drops it after) — then runs `issueMonth`
 * in a process of its own (bench/src/avr-issue.ts) started as the job runner is: docs/deploy.md's jetkiz-jobs.service
 * unit, its `Environment=` lines (the compile cache in a folder of the bench's own), its `ExecStartPre=` lines and its
 * node flags, read from the document. Every act is rendered as PDF and signed with the sandbox's `jetkiz` key by the
 * render threads (BENCH_WORKERS, as AVR_RENDER_WORKERS: the main thread and N−1 workers, default one per core;
 * BENCH_INLINE=1 renders on the main thread alone), verified, written with its lines and its SMS. It prints a table
 * of wall time, acts per second, CPU time of that process (utime + stime from /proc: every thread) and its peak
 * resident memory (VmHWM: the worker threads' heaps count in it; the bench's own seeding does not) against the budget.
 * BENCH_SMAPS=1 adds what the resident memory is made of at the end, BENCH_HEAP_SNAPSHOT=folder writes the main
 * thread's heap after the issue, BENCH_PROFILE_DIR=folder a CPU profile of every thread (not a run to measure).
 * PostgreSQL from BENCH_PG_URL (default: the local server with trust auth). Smaller runs extrapolate linearly (the
 * work is per company, streamed): the table scales them to 10,000 companies. On a shared machine the wall time says
 * more about the neighbours than about the code; the CPU time (≤ 1,200 s for 2 cores × 600 s) does not.
 *
 * Measured 24.11.2026 before issue 17's tuning (fonts parsed once, words shaped once per process, Jetkiz's own key
 * verified once per run): at 10 % scale (1,000 × 100) 128.7 s and 306 MB with the heap capped, 92.0 s and 779 MB
 * uncapped, at load ~6. Profile (--cpu-prof, 300 × 100, one thread): the PDF renderer ~55 % (word shaping in
 * fontkit ~half of it: every order number is a new word), garbage collection ~20 %, drizzle building inserts ~7 %.
 * After the worker pool, chunked numbering and unnest() lines, at load average 25–28 (eight builds on 2 cores):
 * 300 × 100 with 2 workers 31.8 s of CPU (106 ms an act ⇒ ~1,060 s of CPU at full scale, under the 1,200 s two
 * cores give in 600 s), peak 381 MB; with 1 worker 28.4 s of CPU (94.5 ms an act), peak 306 MB; wall 120–126 s
 * (the machine's load, not the work: the process got a fraction of a core). At 10 % scale (1,000 × 100, 2 workers,
 * load 28): 1,000 acts gap-free 1…1,000 with 100,000 lines and 1,000 SMS, 96.7 s of CPU (96.7 ms an act ⇒ ~970 s
 * at full scale), wall 546.5 s, peak 398 MB. The memory budget is not met with 2 workers: the main thread holds the
 * whole app (~76 MB live heap) and each worker ~75 MB (its own V8 heap, fonts, the TypeScript stripper).
 * 24.11.2026, after the reissue of refused acts (issue 18), 300 × 30,000, 2 workers, load 8.5–10: CPU 26.5–28.6 s
 * (88–95 ms an act ⇒ ~880–950 s at full scale, under 1,200 s), wall 34–57 s (×33: 1,140–1,890 s: the shared
 * machine), peak RSS 405–420 MB with the main thread's V8 heap at 118 MB of its 128 MB cap. A worker started from
 * a one-file esbuild bundle of the renderer and signer costs ~30 MB at start against ~49 MB from the sources, but
 * once warm its heap fills to its 48 MB cap either way: peak 420 MB bundled against 405 MB from the sources, so it
 * was not kept. The memory budget still needs the main thread's share cut (the issue runs inside the whole app).
 * 24.11.2026 (next session), 300 × 30,000, 2 workers, load 6–10: 438 MB before; heavy libraries loaded on first use and
 * the locality prefix maps built on the first search (the app's live heap 92 → 52 MB): 405 MB; with the job runner's
 * MALLOC_ARENA_MAX=2: 363 MB (CPU 95.6 ms an act). Where it goes (smaps, heap snapshots): the node binary's pages
 * 62 MB, the main thread's live heap ~71 MB (20 MB of it module source, 14 MB compiled code), each render worker
 * ~60–65 MB (heap ~30 MB live: fonts, shaped words, 12 MB of module source with the TypeScript stripper's own 3.7 MB;
 * external ~14 MB). With one worker the peak is 290 MB, under the budget, but one render thread cannot issue 10,000
 * acts in 600 s (~75 ms of rendering an act). The full run, quiet machine (load 1.3 at the start), `npm run bench:avr`
 * as is: 10,000 companies, 1,000,000 orders seeded in 104 s; 10,000 acts numbered 000001…010000 without a gap with
 * 1,000,000 lines and 10,000 SMS in 469.1 s (budget 600: met), CPU 846.7 s (84.7 ms an act; 1,200: met), peak RSS
 * 431 MB (300: NOT met; main thread's heap 94 MB: a 33× longer run than the 300-company one holds more).
 * 24.11.2026 (issue 17's memory), measured as now: the issue in its own process as the job runner's unit starts it.
 * 300 × 30,000, main thread + 1 worker (the main thread renders too; workers' resourceLimits govern their heaps now
 * that the pool clears the process's heap flags; the compile cache spares the workers the TypeScript stripper),
 * main heap 128 MB / 2 MB semi-spaces, load 2.1 → 3.2: wall 28.9 s, CPU 31.0 s (103 ms an act), peak 299 MB; with
 * the shaped words as Int32Array records, load 3.0 → 3.9: 33.4 s, CPU 29.5 s (98 ms an act), peak 281 MB, main heap
 * 98 MB (a snapshot after the issue: 74 MB live, 28 MB of it strings, mostly module source, 14 MB compiled code).
 * A CPU profile of that run: the render worker idle 7.7 s of 32.8 (likely each query of the main thread waiting behind
 * an act it was rendering: it now renders only while it waits for renders) and ~25 % of every thread in GC (workers now
 * 48 MB old / 24 MB young). Full scale, 10,000 × 1,000,000, after every change (render workers without the contract
 * package, orders read by the columns an act prints, four companies read at once), each run 10,000 acts gap-free
 * 1…10,000 with 1,000,000 lines and 10,000 SMS:
 *   main heap 128 MB, load 0.7 → 2.6: 506.1 s, CPU 842.6 s (84.3 ms an act), peak 298 MB (main heap 114 MB);
 *   112 MB, load 0.8 → 2.7: 497.0 s, CPU 827.3 s (82.7 ms), peak 283 MB (main heap 105 MB);
 *   112 MB + MALLOC_TRIM_THRESHOLD_=131072 (kept: docs/deploy.md), load 2.3 → 3.6: 498.3 s, CPU 835.9 s (83.6 ms),
 *   peak 282 MB; resident 272…278 MB along the run;
 *   96 MB (not kept: GC), load 1.4 → 3.6: 557.1 s, CPU 940.1 s (94.0 ms), peak 273 MB.
 * Both budgets met (600 s, 300 MB), with ~100 s and ~18 MB to spare on a machine at load 1–4. Where the 282 MB go
 * (smaps at the end): V8 heaps and the workers' malloc arena 172 MB (main heap ≤ 105 MB, the worker's ≤ 72 MB), the
 * node binary's pages 58 MB (bare node: 32 MB; the rest mostly ICU data that Intl's number and date formats touch),
 * the main malloc arena 25 MB. Not measured this time: main + 2 workers (a worker is ~50–60 MB; an earlier branch
 * measured 316–329 MB with two).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPkiSandbox, createTestPki } from '@jetkiz/sandbox';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { runSeeds } from '../../apps/api/src/db/seed.ts';
import { freePort } from '../../apps/api/test/http.ts';
import type { IssueMessage } from './avr-issue.ts';
import { root } from './process.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_DB ?? 'jetkiz_bench_avr';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const BUDGET_SECONDS = 600;
const BUDGET_MB = 300;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
/** The scratch database is kept between runs (seeding 1,000,000 orders takes minutes): reseeded only when its size differs. */
const seededAs = async (): Promise<string | null> => {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB]);
  if (exists.rowCount === 0) return null;
  const probe = new pg.Client({ connectionString: dbUrl });
  await probe.connect();
  try {
    const r = await probe.query("select to_regclass('bench_seed') is not null as ok");
    if (!r.rows[0]?.ok) return null;
    return ((await probe.query('select size from bench_seed')).rows[0]?.size as string | undefined) ?? null;
  } finally {
    await probe.end();
  }
};
const SIZE = `${COMPANIES}x${ORDERS}`;
const reuse = process.env.BENCH_RESEED !== '1' && (await seededAs()) === SIZE;
if (!reuse) {
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-avr-'));
const pkiPort = await freePort();
const pki = await createTestPki({ baseUrl: `http://127.0.0.1:${pkiPort}` });
const pkiServer = createPkiSandbox(pki);
await pkiServer.listen({ host: '127.0.0.1', port: pkiPort });
await pki.writeTrustStore(path.join(work, 'trust'));
await writeFile(path.join(work, 'jetkiz.pem'), `${pki.keys.jetkiz.certificatePem}\n${pki.keys.jetkiz.privateKeyPem}`);

/**
 * The job runner as docs/deploy.md's unit starts it (jetkiz-jobs.service): its `Environment=` lines (but PORT) and
 * its node flags, read from the document itself so the bench measures the configuration production runs. The compile
 * cache goes to a folder of the bench's own, kept between runs (as /var/cache/jetkiz is between restarts).
 */
const jobRunner = async () => {
  const text = await readFile(path.join(root, 'docs/deploy.md'), 'utf8');
  const unit = /jetkiz-jobs\.service[^\n]*\n+```ini\n([\s\S]*?)```/.exec(text)?.[1];
  const exec = unit && /^ExecStart=\S*node((?: --\S+)*) apps\/api\/src\/server\.ts$/m.exec(unit);
  if (!unit || !exec) throw new Error("docs/deploy.md: the job runner's unit (jetkiz-jobs.service) not found");
  const env: Record<string, string> = {};
  for (const [, name, value] of unit.matchAll(/^Environment=([A-Z_0-9]+)=(.*)$/gm))
    if (name && name !== 'PORT') env[name] = value ?? '';
  if ('NODE_COMPILE_CACHE' in env)
    env.NODE_COMPILE_CACHE = process.env.BENCH_COMPILE_CACHE ?? path.join(root, 'node_modules/.cache/jetkiz-bench-avr-compile');
  // ExecStartPre= lines run first, as systemd runs them (the compile cache's warm-up): node and its arguments.
  const before = [...unit.matchAll(/^ExecStartPre=\S*node (.*)$/gm)].map(([, args]) =>
    [...(args ?? '').matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => quoted ?? plain ?? ''),
  );
  return { env, flags: (exec[1] ?? '').trim().split(/\s+/).filter(Boolean), before };
};
/** Runs node with these arguments in the job runner's environment; rejects on a non-zero exit. */
const runNode = (args: string[], env: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited with ${code}`))));
  });

/** The issue's process: CPU time (user + system, every thread) and peak resident memory, from /proc. */
const CLOCK_TICKS = 100;
const procCpuSeconds = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: fields 14 and 15 of proc(5), 12 and 13 after the command's name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
const procPeakMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
};

/** What the process's resident memory is made of now (smaps): the node binary, the heaps and malloc, the rest. */
const procResident = async (pid: number) => {
  const smaps = await readFile(`/proc/${pid}/smaps`, 'utf8');
  const kinds = new Map<string, number>();
  let kind = '';
  for (const line of smaps.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1] ?? '';
      kind = name === '' ? 'anonymous (V8 heaps, malloc)' : name.startsWith('[') ? name : path.basename(name);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds.set(kind, (kinds.get(kind) ?? 0) + Number(rss[1]) / 1024);
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, mb]) => `${k} ${mb.toFixed(0)} MB`)
    .join(', ');
};

const database = await openDatabase({ databaseUrl: dbUrl, dataDir: '' });
try {
  await runMigrations(database);
  const seedStarted = performance.now();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  if (reuse) {
    // The last run's acts go; the companies and their orders stay.
    await db.query('truncate avr_act_lines, avr_events, avr_acts, avr_counters');
    // Signatures are append-only (a trigger): the scratch database's are removed with triggers off.
    await db.query('set session_replication_role = replica');
    await db.query("delete from signatures where subject_type = 'avr'");
    await db.query('set session_replication_role = default');
    await db.query("delete from sms_outbox where dedupe_key like 'avr-%'");
    await db.query('vacuum analyze signatures');
    await db.query('vacuum analyze sms_outbox');
  } else {
    await runSeeds(database.db);
    await db.query(`
    insert into users (phone, user_type, first_name, last_name, email, password_hash, status, bin, company_name, legal_address)
    select '7700' || lpad(g::text, 7, '0'), 'company', 'Клиент', 'Бенч', 'c' || g || '@bench.kz', 'x', 'active',
      '150340012340', 'ТОО «Бенч ' || g || '»', 'г. Алматы, ул. Абая, ' || g
    from generate_series(1, ${COMPANIES}) g`);
    await db.query(`
    with customers as (select id, row_number() over (order by phone) - 1 as k from users where phone like '7700%')
    insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
      from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
      total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to,
      delivered_at, created_at, updated_at)
    select c.id, 'standard', 'JA-' || lpad(g::text, 8, '0'), 'JA' || lpad(g::text, 9, '0') || 'KZ', 'delivered', 'paid',
      'STEPPE', 'Steppe Express', 'standard', '750000000', '351010000',
      jsonb_build_object('companyName', 'ТОО «Бенч»', 'phone', '77015550001', 'street', 'Абая', 'house', '1', 'streetAbbrId', 2),
      jsonb_build_object('lastName', 'Получатель', 'phone', '77770000000', 'street', 'Ерубаева', 'house', '12', 'streetAbbrId', 1),
      'Ахметов Ерлан', '77770000000', 'Документы', 1, 1 + g % 30, 200000 + (g % 5000) * 100, 200000 + (g % 5000) * 100,
      'bench', date '2026-03-02', date '2026-03-04', date '2026-03-06',
      timestamptz '2026-03-01 00:00:00+05' + make_interval(secs => (g::bigint * 7919 % (30 * 86400))),
      timestamptz '2026-02-25 00:00:00+05', timestamptz '2026-03-01 00:00:00+05'
    from generate_series(1, ${ORDERS}) g join customers c on c.k = g % ${COMPANIES}`);
    await db.query('vacuum analyze users');
    await db.query('vacuum analyze orders');
    await db.query('create table bench_seed (size text not null)');
    await db.query('insert into bench_seed values ($1)', [SIZE]);
  }
  await db.end();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (process.env.BENCH_SEED_ONLY === '1') {
    console.log(`seeded ${SIZE} in ${seedSeconds.toFixed(0)} s`);
  } else {
    const runner = await jobRunner();
    for (const args of runner.before) await runNode(args, runner.env);
    // BENCH_PROFILE_DIR=folder: a V8 CPU profile of every thread of the issue's process (it costs CPU: not a run to measure).
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
      : [];
    const child: ChildProcess = spawn(
      process.execPath,
      [...runner.flags, ...profile, path.join(root, 'bench/src/avr-issue.ts')],
      {
        cwd: root,
        env: { ...process.env, ...runner.env, BENCH_AVR_WORK: work, BENCH_AVR_DB_URL: dbUrl },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const pid = child.pid as number;
    const messages: IssueMessage[] = [];
    const waiters: Array<() => void> = [];
    child.on('message', (m: IssueMessage) => {
      messages.push(m);
      for (const w of waiters.splice(0)) w();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const wait = async <K extends IssueMessage['kind']>(kind: K) => {
      for (;;) {
        const found = messages.find((m) => m.kind === kind);
        if (found) return found as Extract<IssueMessage, { kind: K }>;
        const code = await Promise.race([exited, new Promise<'message'>((r) => waiters.push(() => r('message')))]);
        if (code !== 'message') throw new Error(`the issue's process exited (${code}) before '${kind}'`);
      }
    };
    await wait('ready');
    const load = os.loadavg()[0] ?? 0;
    const cpuBefore = await procCpuSeconds(pid);
    child.send({ kind: 'go' });
    // Resident memory along the run (every 2 s): does it level off or keep growing?
    const along: number[] = [];
    const tracker = setInterval(() => {
      readFile(`/proc/${pid}/status`, 'utf8')
        .then((status) => along.push(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024))
        .catch(() => undefined);
    }, 2_000);
    const done = await wait('done');
    clearInterval(tracker);
    const cpuSeconds = (await procCpuSeconds(pid)) - cpuBefore;
    const peakMb = await procPeakMb(pid);
    const loadAfter = os.loadavg()[0] ?? 0;
    const resident = process.env.BENCH_SMAPS === '1' ? await procResident(pid) : null;
    child.send({ kind: 'exit' });
    await exited;
    const { result, seconds } = done;
    const scale = 10_000 / COMPANIES;
    const cores = os.availableParallelism();
    const acts = Math.max(1, result.issued);
    const row = (what: string, measured: string, budget: string, verdict = '') =>
      `${what.padEnd(34)}${measured.padStart(16)}${budget.padStart(14)}  ${verdict}`;
    const full = (x: number) => (scale > 1.01 ? ` (×${scale.toFixed(1)}: ${(x * scale).toFixed(0)} s)` : '');
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const fullSeconds = seconds * scale;
    const threads = done.renderThreads || cores;
    console.log(
      [
        `acts of completed works: ${COMPANIES} companies, ${ORDERS} delivered orders ` +
          `(${reuse ? 'scratch database reused' : `seeded in ${seedSeconds.toFixed(0)} s`}); ` +
          `${process.env.BENCH_INLINE === '1' ? 'rendered on the main thread' : `render threads: ${threads} (the main one and ${threads - 1} workers)`}; ` +
          `${cores} cores, load average ${load.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end`,
        `the issue's process: ${[...Object.entries(runner.env).map(([k, v]) => `${k}=${v}`), 'node', ...runner.flags].join(' ')}`,
        `issued ${result.issued}, existing ${result.existing}, failed ${result.failed}`,
        row('', 'measured', 'budget'),
        row(
          'wall time',
          `${seconds.toFixed(1)} s`,
          `${BUDGET_SECONDS} s`,
          `${verdict(fullSeconds < BUDGET_SECONDS)}${full(seconds)}`,
        ),
        row('acts per second', (result.issued / seconds).toFixed(1), (10_000 / BUDGET_SECONDS).toFixed(1)),
        row('ms an act', ((seconds * 1000) / acts).toFixed(1), ((BUDGET_SECONDS * 1000) / 10_000).toFixed(1)),
        row(
          'CPU, all threads',
          `${cpuSeconds.toFixed(1)} s`,
          `${BUDGET_SECONDS * cores} s`,
          `${verdict(cpuSeconds * scale < BUDGET_SECONDS * cores)}${full(cpuSeconds)}; ${((cpuSeconds * 1000) / acts).toFixed(1)} ms an act`,
        ),
        row(
          'peak RSS (VmHWM of the process)',
          `${peakMb.toFixed(0)} MB`,
          `${BUDGET_MB} MB`,
          `${verdict(peakMb < BUDGET_MB)}; main thread's V8 heap ${done.heapMb.toFixed(0)} MB, external ${done.externalMb.toFixed(0)} MB`,
        ),
        `resident memory along the run (MB, at each tenth of it): ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
          .map((k) => along[Math.min(along.length - 1, Math.floor((along.length * k) / 10) - 1)]?.toFixed(0) ?? '-')
          .join(' ')}`,
        ...(resident ? [`resident at the end: ${resident}`] : []),
      ].join('\n'),
    );
  }
} finally {
  await database.close().catch(() => undefined);
  await pkiServer.close();
  if (process.env.BENCH_DROP === '1') await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.end();
  await rm(work, { recursive: true, force: true });
}
