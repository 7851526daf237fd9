/**
 * `npm test`: every suite, on the embedded database. When DATABASE_URL or TEST_DATABASE_URL points at
 * PostgreSQL, the API suites and the browser journeys run there too (each on a fresh database of its own).
 * Ends with one line, "N passed, N failed", summed over every run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failedCountOf, failuresOf, type VitestReport } from './test-report.ts';
import { buildWebIfStale } from './web-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-test-'));
const postgres = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;
/** What failed, one line each, printed again above the totals (a CI record may keep only the end of the log). */
const failures: string[] = [];

/**
 * The API suites on PostgreSQL run three files at once on two cores: much of such a file's time is waiting on the
 * database's commits, not computing. Measured here, 211 s with two files at once (vitest's default: one a core),
 * 111 s with three and 102 s with four, for the same CPU time (~160 s); three, not four, since the more files share
 * the cores, the longer each one's synchronous stretches (compiling an app's schemas) take. The PGlite stage, whose
 * database computes in the test's own process, took the same with three as with two (173 against 175 s), so it
 * keeps the default.
 */
const POSTGRES_WORKERS = 3;

/** One vitest run: its title, its projects, its environment, the files (all when none) and its worker count. */
type Run = { title: string; projects: string[]; env: Record<string, string | undefined>; files?: string[]; workers?: number };
let runs = 0;

/**
 * Starts a run. Its output goes to this terminal, or, when `quiet`, is kept and printed whole when it ends (two runs
 * at once would mix their lines). Resolves when the run has ended and its report is counted.
 */
const start = ({ title, projects, env, files = [], workers }: Run, quiet = false): Promise<void> => {
  if (!quiet) process.stdout.write(`\n=== ${title} ===\n`);
  const report = path.join(reports, `${runs++}-${projects.join('-')}.json`);
  const args = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    ...files,
  ];
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...base, ...env },
  });
  const kept: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  return new Promise<void>((resolve) => {
    child.once('close', (status, signal) => {
      if (quiet) process.stdout.write(`\n=== ${title} ===\n${Buffer.concat(kept).toString()}`);
      count(title, report, status, signal);
      resolve();
    });
  });
};

/** Adds a finished run's report to the totals and its failures to the list printed at the end. */
const count = (title: string, report: string, status: number | null, signal: NodeJS.Signals | null) => {
  if (status !== 0) failedRuns++;
  const exit = status ?? signal;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += failedCountOf(json);
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    const named = failuresOf(json, root);
    failures.push(...named.map((line) => `${title}: ${line}`));
    if (status !== 0 && named.length === 0) {
      failures.push(`${title}: vitest ended with ${exit} and named no failed test (an error outside the tests, above)`);
    }
  } else {
    totals.failed += 1;
    failures.push(`${title}: vitest ended with ${exit} and wrote no report`);
  }
};

const vitest = (
  title: string,
  projects: string[],
  env: Record<string, string | undefined>,
  files: string[] = [],
  workers?: number,
) => start({ title, projects, env, files, workers });

await vitest(
  'domain, contract, API, web, scripts and sandbox on PGlite',
  ['domain', 'contract', 'api', 'web', 'scripts', 'sandbox'],
  {
    TEST_DB: 'pglite',
  },
);
if (postgres)
  await vitest('API on PostgreSQL', ['api'], { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres }, [], POSTGRES_WORKERS);

buildWebIfStale((line) => process.stdout.write(`${line}\n`));
// With PostgreSQL the journeys are shared out rather than run twice (the suite stays well under 20 minutes): most of
// those that write business data (accounts, orders, money, acts, claims, the late-delivery credit) run on PostgreSQL,
// the production database; the public pages, the axe tour, the pre-rendered pages, the console, returns and tracking
// stay on the embedded default. The shares run side by side, so they are cut to take about as long each: in CI of
// 07.12.2026, 390 s of journeys on PostgreSQL against 393 s on PGlite (the axe tour alone 203 s). Every API suite
// still runs on both.
const ON_POSTGRES = /(accounts|avr|claims|employees|late-delivery|orders|payments|signature)\.journey\.ts$/;
const journeys = fs
  .readdirSync(path.join(root, 'e2e/src'))
  .filter((name) => name.endsWith('.journey.ts'))
  .map((name) => `e2e/src/${name}`);
if (postgres) {
  // The two shares run at once, each one file at a time: a journey keeps about half a core busy (orders: 19 s of CPU in
  // 37 s), most of its time waiting on the page and the system, so two side by side take little longer than the
  // longer one alone. The PostgreSQL share's output is printed when it ends.
  await Promise.all([
    vitest(
      'browser journeys on PGlite',
      ['e2e'],
      { E2E_DB: 'pglite' },
      journeys.filter((file) => !ON_POSTGRES.test(file)),
    ),
    start(
      {
        title: 'browser journeys on PostgreSQL',
        projects: ['e2e'],
        env: { E2E_DB: 'postgres', TEST_DATABASE_URL: postgres },
        files: journeys.filter((file) => ON_POSTGRES.test(file)),
      },
      true,
    ),
  ]);
} else {
  await vitest('browser journeys on PGlite', ['e2e'], { E2E_DB: 'pglite' });
}

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) {
  const shown = failures.slice(0, 30);
  const more = failures.length - shown.length;
  process.stdout.write(
    `\nWhat failed:\n${shown.map((line) => `- ${line}`).join('\n')}${more > 0 ? `\n- and ${more} more` : ''}\n`,
  );
}
process.stdout.write(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
