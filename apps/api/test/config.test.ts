import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { randomSecrets, SECRET_NAMES } from '../src/secrets.ts';

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-config-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The secrets that used to be written in the source: nothing may accept them any more. */
const OLD_FIXED = ['jetkiz-development-secret-never-use-in-production', 'jetkiz-sandbox-carrier-webhook-secret'];

describe('configuration', () => {
  it('has working defaults: port 8080 and the embedded database under ./data', () => {
    const config = loadConfig({ ...randomSecrets() });
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

describe('secrets', () => {
  const production = {
    NODE_ENV: 'production',
    SMS_API_URL: 'https://sms.example.kz',
    SMTP_URL: 'smtps://jetkiz:secret@smtp.example.kz:465',
    CARRIER_URLS: 'STEPPE=https://steppe.example.kz',
    BANK_API_URL: 'https://bank.example.kz',
    BANK_CLIENT_ID: 'jetkiz',
    BANK_TERMINAL: 'terminal',
    PUBLIC_URL: 'https://jetkiz.kz',
    JETKIZ_SIGNING_KEY_FILE: '/etc/jetkiz/jetkiz-rsa.p12',
  };

  it('production refuses to start without them, naming each one, and never makes them', () => {
    const dir = temporaryDir();
    try {
      loadConfig({ ...production, DATA_DIR: dir });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      for (const name of SECRET_NAMES) expect(problems.some((p) => p.startsWith(`${name} is required in production`))).toBe(true);
      expect(problems).toHaveLength(SECRET_NAMES.length);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
    // Given them, it starts; a short one is named.
    expect(loadConfig({ ...production, ...randomSecrets() }).jwtSecret).toHaveLength(43);
    expect(() => loadConfig({ ...production, ...randomSecrets(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32/,
    );
  });

  it('development makes random ones on the first start, keeps them in DATA_DIR/secrets.json (0600), and reuses them', () => {
    const dir = temporaryDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
    const values = [first.jwtSecret, first.quoteSecret, first.carrierWebhookSecret, first.bank.clientSecret];
    for (const value of values) {
      expect(value.length).toBeGreaterThanOrEqual(43);
      expect(OLD_FIXED).not.toContain(value);
    }
    expect(new Set(values).size).toBe(values.length);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
    expect([second.jwtSecret, second.quoteSecret, second.carrierWebhookSecret, second.bank.clientSecret]).toEqual(values);
    // Also with PostgreSQL (the folder then holds nothing else), and a variable wins over the file.
    const other = loadConfig({
      DATA_DIR: temporaryDir(),
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      JWT_SECRET: 'j'.repeat(32),
    });
    expect(other.jwtSecret).toBe('j'.repeat(32));
    expect(other.quoteSecret).not.toBe(first.quoteSecret);
  });

  it('adds a secret missing from an older file and keeps the others; a broken file is named', () => {
    const dir = temporaryDir();
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ JWT_SECRET: 'k'.repeat(40) }), { mode: 0o644 });
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe('k'.repeat(40));
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).QUOTE_SECRET).toBe(config.quoteSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.writeFileSync(file, 'not json');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secrets\.json is not a JSON object/);
  });
});

const server = path.resolve(import.meta.dirname, '../src/server.ts');
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: temporaryDir(), ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

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
