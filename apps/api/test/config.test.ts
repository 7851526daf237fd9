import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults: port 8080 and the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY']) expect(text).toContain(name);
    }
  });

  it.each([['not a url'], ['postgres://'], ['http://localhost/db'], [' ']])('refuses DATABASE_URL=%j', (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL/);
  });
});

const server = path.resolve(import.meta.dirname, '../src/server.ts');
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [server], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });

describe('starting with a bad database setting', () => {
  it('stops with one line for a malformed DATABASE_URL', () => {
    const run = start({ DATABASE_URL: 'mysql://user:secret@host/db' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('DATABASE_URL');
    expect(run.stderr).not.toContain('secret');
  });

  it('stops with one line, password hidden, when PostgreSQL does not answer', () => {
    const run = start({ DATABASE_URL: 'postgres://user:secret@127.0.0.1:1/jetkiz' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/cannot connect to PostgreSQL at postgres:\/\/user:\*\*\*@127\.0\.0\.1:1\/jetkiz/);
  });
});
