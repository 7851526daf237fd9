/** Starting the system and helpers in their own processes, for the benches. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/api/test/http.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * As `npm start` runs the server: V8 sizes the young generation from the machine's memory (on 24 GiB it grows
 * the heap to ~200 MB at start for ~80 MB of live objects); 16 MB semi-spaces keep the process near 220 MB. The
 * young generation is collected on the main thread alone (`--no-parallel-scavenge`): on two cores that the load's
 * client, PostgreSQL and the proxy share, V8's helper threads waited for a core while the main thread waited for
 * them, and a run fell into a slow mode now and then (ADR 0011).
 */
export const NODE_FLAGS = ['--max-semi-space-size=16', '--no-parallel-scavenge'];

/** BENCH_PROFILE_DIR=folder: every server a bench starts writes a V8 CPU profile there when it stops (`--cpu-prof`). */
const profileFlags = () => {
  const dir = process.env.BENCH_PROFILE_DIR;
  // BENCH_NODE_FLAGS="--perf-basic-prof": more flags for every server, e.g. so `perf record -p` names JavaScript frames.
  const more = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return [...(dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []), ...more];
};

/** Free ports for every sandbox `npm start` runs, so a bench's servers never collide with each other. */
export const sandboxPorts = async (): Promise<Record<string, string>> => ({
  SANDBOX_SMS_PORT: String(await freePort()),
  SANDBOX_STEPPE_PORT: String(await freePort()),
  SANDBOX_ALTYN_PORT: String(await freePort()),
  SANDBOX_BANK_PORT: String(await freePort()),
});

/**
 * Starts a script in its own Node process and waits for its "ready at" line. Its stdout and stderr go to a file (in
 * `logDir` when given, else the system's temporary folder), as a service's output goes to journald or a file: the
 * bench's own process, which also drives the load, reads none of the request log.
 */
export const startProcess = async (script: string, env: Record<string, string>, logDir = os.tmpdir()) => {
  const started = performance.now();
  const { DATABASE_URL: _ignored, SMS_API_URL: _sms, CARRIER_URLS: _carriers, BANK_API_URL: _bank, ...base } = process.env;
  const logFile = path.join(logDir, `${path.basename(script, '.ts')}-${process.pid}-${randomBytes(4).toString('hex')}.log`);
  const log = await fs.open(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, ...profileFlags(), script], {
    cwd: root,
    env: { ...base, ...env },
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  let exited: string | undefined;
  child.once('exit', (code) => {
    exited = `${script} exited with ${code}`;
  });
  for (;;) {
    const output = await fs.readFile(logFile, 'utf8');
    if (/ready at/i.test(output)) break;
    if (exited) {
      await fs.rm(logFile, { force: true });
      throw new Error(`${exited}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  return {
    readyMs,
    pid: child.pid ?? 0,
    logFile,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await done;
      }
      await fs.rm(logFile, { force: true });
    },
  };
};

/** The secret the PostgreSQL benches sign their customers' access tokens with (the server is given it): new each run. */
export const BENCH_JWT_SECRET = randomBytes(32).toString('base64url');

/**
 * A scratch PostgreSQL database for a bench (BENCH_PG_URL, default the local server with trust auth) and the
 * environment of a server on it: a free port, its own data dir and sandbox ports, the bench's JWT secret.
 * `drop` removes the database and the data dir.
 */
export const benchSystem = async (name: string) => {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const port = await freePort();
  const env = {
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: url,
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(await sandboxPorts()),
  };
  return {
    url,
    env,
    base: `http://127.0.0.1:${port}`,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};
