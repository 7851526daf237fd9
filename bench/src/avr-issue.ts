/**
 * The monthly issue of `npm run bench:avr`, in a process of its own: bench/src/avr.ts starts it with the job runner's
 * flags and environment (docs/deploy.md, jetkiz-jobs.service) on the database it seeded, so what the bench measures
 * of it (peak RSS, CPU time from /proc) is the production process's, not the seeding's.
 *
 * Talks with its parent over the IPC channel: `ready` once the app is built, then waits for `go` (the parent reads
 * this process's CPU time in between), runs `issueMonth` and answers `done` with the result and the main thread's
 * heap, then waits for `exit` (the parent reads /proc again first: VmHWM, utime + stime).
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { randomSecrets } from '../../apps/api/src/secrets.ts';

export type IssueMessage =
  | { kind: 'ready' }
  | {
      kind: 'done';
      result: { issued: number; existing: number; failed: number };
      seconds: number;
      /** The main thread's V8 heap at its largest (sampled every 200 ms), MB. */
      heapMb: number;
      externalMb: number;
      renderThreads: number;
    };

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`avr-issue: ${name} is not set`);
  return value;
};
const send = (message: IssueMessage) => process.send?.(message);
const next = (kind: string) =>
  new Promise<void>((resolve) => {
    const on = (message: { kind?: string }) => {
      if (message.kind !== kind) return;
      process.off('message', on);
      resolve();
    };
    process.on('message', on);
  });

const work = env('BENCH_AVR_WORK');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.BENCH_LOG ?? 'warn',
  WEB_DIST: '/nonexistent-web-dist',
  DATA_DIR: work,
  SIGNATURE_TRUST_STORE: `${work}/trust`,
  JETKIZ_SIGNING_KEY_FILE: `${work}/jetkiz.pem`,
  AVR_RENDER_WORKERS: process.env.BENCH_WORKERS ?? '0',
  ...randomSecrets(),
});
const database = await openDatabase({ databaseUrl: env('BENCH_AVR_DB_URL'), dataDir: '' });
const app = await buildApp({ config, database });
let heap = 0;
let external = 0;
const sample = () => {
  const m = process.memoryUsage();
  if (m.heapTotal > heap) heap = m.heapTotal;
  if (m.external > external) external = m.external;
};
const sampler = setInterval(sample, 200);
const go = next('go');
send({ kind: 'ready' });
await go;
const started = performance.now();
const result = await app.avr.issueMonth(2026, 3, process.env.BENCH_INLINE === '1' ? { workers: false } : {});
const seconds = (performance.now() - started) / 1000;
sample();
clearInterval(sampler);
const exit = next('exit');
send({
  kind: 'done',
  result,
  seconds,
  heapMb: heap / 1_048_576,
  externalMb: external / 1_048_576,
  renderThreads: config.avr.renderWorkers,
});
await exit;
// BENCH_HEAP_SNAPSHOT=folder: the main thread's heap after the issue (taken after the parent read the peak).
if (process.env.BENCH_HEAP_SNAPSHOT)
  (await import('node:v8')).writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}/avr-main.heapsnapshot`);
await app.close();
await database.close().catch(() => undefined);
process.disconnect?.();
