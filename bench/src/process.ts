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
 * the heap to ~200 MB at start for ~80 MB of live objects); 16 MB semi-spaces keep the process near 220 MB.
 */
export const NODE_FLAGS = ['--max-semi-space-size=16'];

/** Free ports for every sandbox `npm start` runs, so a bench's servers never collide with each other. */
export const sandboxPorts = async (): Promise<Record<string, string>> => ({
  SANDBOX_SMS_PORT: String(await freePort()),
  SANDBOX_STEPPE_PORT: String(await freePort()),
  SANDBOX_ALTYN_PORT: String(await freePort()),
  SANDBOX_BANK_PORT: String(await freePort()),
});

export const startProcess = async (script: string, env: Record<string, string>) => {
  const started = performance.now();
  const { DATABASE_URL: _ignored, SMS_API_URL: _sms, CARRIER_URLS: _carriers, BANK_API_URL: _bank, ...base } = process.env;
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, script], {
    cwd: root,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready at/i.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
  const readyMs = performance.now() - started;
  return {
    readyMs,
    pid: child.pid ?? 0,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
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
