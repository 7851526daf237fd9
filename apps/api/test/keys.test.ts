import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_SETTINGS } from '../../../scripts/sandbox-settings.ts';
import { README, readmeWithTable } from '../../../scripts/settings-table.ts';
import { ConfigError, loadConfig, SETTING_NAMES, SETTINGS } from '../src/config.ts';
import { deriveKey, KEY_PURPOSES, PURPOSES } from '../src/secrets.ts';

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetkiz-keys-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const ROOT = 'r'.repeat(48);
const keysOf = (env: Record<string, string>) => loadConfig({ ...env, BANK_CLIENT_SECRET: 'bank' }).keys;

describe('one key per purpose, derived from the root', () => {
  it('derives a distinct key for each purpose, none equal to the root, the same on every start', () => {
    const keys = keysOf({ ROOT_SECRET: ROOT });
    const values = PURPOSES.map((purpose) => keys[purpose]);
    expect(values).toHaveLength(8);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) {
      expect(value).toHaveLength(43);
      expect(value).not.toContain(ROOT);
    }
    expect(keysOf({ ROOT_SECRET: ROOT })).toEqual(keys);
    expect(keys.accessToken).toBe(deriveKey(ROOT, 'accessToken'));
    // Another root: every key differs.
    const other = keysOf({ ROOT_SECRET: 's'.repeat(48) });
    for (const purpose of PURPOSES) expect(other[purpose]).not.toBe(keys[purpose]);
  });

  it.each(PURPOSES)('rotating the %s key alone (its own variable) leaves every other key as it was', (rotated) => {
    const before = keysOf({ ROOT_SECRET: ROOT });
    const after = keysOf({ ROOT_SECRET: ROOT, [KEY_PURPOSES[rotated].variable]: 'n'.repeat(40) });
    expect(after[rotated]).toBe('n'.repeat(40));
    for (const purpose of PURPOSES.filter((p) => p !== rotated)) expect(after[purpose]).toBe(before[purpose]);
  });

  it('gives each service the key of its purpose only', () => {
    const config = loadConfig({ ROOT_SECRET: ROOT, BANK_CLIENT_SECRET: 'bank' });
    expect(config.identity.jwtSecret).toBe(config.keys.accessToken);
    expect(config.identity.otpSecret).toBe(config.keys.oneTimeCode);
    expect(config.identity.deviceSecret).toBe(config.keys.knownDevice);
    expect(config.calc.quoteSecret).toBe(config.keys.quote);
    expect(config.payments.topUpSecret).toBe(config.keys.topUp);
    expect(config.tracking.carrierWebhookSecret).toBe(config.keys.carrierWebhook);
    expect(config.jwtSecret).toBe(config.keys.accessToken);
    // A slice carries no other purpose's key.
    const slices = { calc: config.calc, payments: config.payments, tracking: config.tracking, orders: config.orders };
    for (const [name, slice] of Object.entries(slices)) {
      const own = Object.values(slice);
      const foreign = PURPOSES.map((p) => config.keys[p]).filter((key) => own.includes(key));
      expect(foreign.length, name).toBeLessThanOrEqual(1);
    }
    expect(Object.values(config.orders)).not.toContain(config.keys.accessToken);
  });

  it('keeps only the root in a new DATA_DIR/secrets.json', () => {
    const dir = temporaryDir();
    const config = loadConfig({ DATA_DIR: dir });
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
    expect(Object.keys(stored)).toEqual(['ROOT_SECRET']);
    expect(config.keys.quote).toBe(deriveKey(stored.ROOT_SECRET, 'quote'));
    expect(config.bank.clientSecret).toHaveLength(43);
  });

  it('keeps the separate keys of a file from before the root, so sessions and quotes survive the upgrade', () => {
    const dir = temporaryDir();
    const old = {
      JWT_SECRET: 'j'.repeat(43),
      QUOTE_SECRET: 'q'.repeat(43),
      CARRIER_WEBHOOK_SECRET: 'w'.repeat(43),
      BANK_CLIENT_SECRET: 'b'.repeat(43),
    };
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(old), { mode: 0o600 });
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe(old.JWT_SECRET);
    expect(config.quoteSecret).toBe(old.QUOTE_SECRET);
    expect(config.carrierWebhookSecret).toBe(old.CARRIER_WEBHOOK_SECRET);
    expect(config.bank.clientSecret).toBe(old.BANK_CLIENT_SECRET);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
    expect(stored).toMatchObject(old);
    // The purposes that shared JWT_SECRET before get keys of their own, from the added root.
    expect(config.keys.oneTimeCode).toBe(deriveKey(stored.ROOT_SECRET, 'oneTimeCode'));
    expect(config.keys.topUp).not.toBe(old.JWT_SECRET);
    expect(config.keys.knownDevice).not.toBe(old.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).keys).toEqual(config.keys);
  });

  it('production starts with the root alone, or with every purpose given its own key', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_API_URL: 'https://sms.example.kz',
      CARRIER_URLS: 'STEPPE=https://steppe.example.kz',
      BANK_API_URL: 'https://bank.example.kz',
      BANK_CLIENT_ID: 'jetkiz',
      BANK_TERMINAL: 'terminal',
      BANK_CLIENT_SECRET: 'bank',
      PUBLIC_URL: 'https://jetkiz.kz',
      JETKIZ_SIGNING_KEY_FILE: '/etc/jetkiz/jetkiz-rsa.p12',
    };
    expect(loadConfig({ ...production, ROOT_SECRET: ROOT }).keys).toEqual(keysOf({ ROOT_SECRET: ROOT }));
    const own = Object.fromEntries(PURPOSES.map((p, i) => [KEY_PURPOSES[p].variable, String(i).repeat(40)]));
    expect(loadConfig({ ...production, ...own }).keys.topUp).toBe('3'.repeat(40));
    const { CARRIER_WEBHOOK_SECRET: _left, ...allButOne } = own;
    expect(() => loadConfig({ ...production, ...allButOne })).toThrow(/ROOT_SECRET is required in production/);
    expect(() => loadConfig({ ...production, ROOT_SECRET: 'short' })).toThrow(/ROOT_SECRET must be at least 32/);
  });

  it('reads JWT_SECRET_PREVIOUS as a list of keys, each long enough', () => {
    const config = loadConfig({ ROOT_SECRET: ROOT, JWT_SECRET_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(40)}` });
    expect(config.identity.jwtPreviousSecrets).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(() => loadConfig({ ROOT_SECRET: ROOT, JWT_SECRET_PREVIOUS: 'short' })).toThrow(/JWT_SECRET_PREVIOUS/);
  });
});

describe('the settings schema', () => {
  it('names every bad variable, whatever its type, at once', () => {
    try {
      loadConfig({
        ROOT_SECRET: ROOT,
        PORT: '80.5',
        TRUST_PROXY: 'yes',
        NODE_ENV: 'staging',
        QUOTE_TTL_HOURS: '0',
        SMS_API_URL: 'sms gateway',
        BANK_WIDGET_URL: '::',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'NODE_ENV must be one of development, production, test, got "staging"',
        'PORT must be a whole number from 0 to 65535, got "80.5"',
        'TRUST_PROXY must be true or false, got "yes"',
        'SMS_API_URL must be a URL, got "sms gateway"',
        'QUOTE_TTL_HOURS must be a whole number from 1 to 168, got "0"',
        'BANK_WIDGET_URL must be a URL, got "::"',
      ]);
    }
  });

  it('describes every setting', () => {
    for (const name of SETTING_NAMES) {
      expect((SETTINGS.properties[name] as { description?: string }).description, name).toMatch(/\w{3,}/);
    }
  });

  it('leaves the sandboxes to npm start: the API reads no SANDBOX_* variable', () => {
    expect(SETTING_NAMES.filter((name) => name.startsWith('SANDBOX_'))).toEqual([]);
    const config = loadConfig({ ROOT_SECRET: ROOT, SANDBOX_SMS_PORT: '9999', SANDBOX_BANK_PORT: '9998' });
    expect(config.sms.apiUrl).not.toContain('9999');
    expect(config.bank.apiUrl).not.toContain('9998');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(full);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
      });
    const reading = sources(path.resolve(import.meta.dirname, '../src')).filter((file) =>
      fs.readFileSync(file, 'utf8').includes('SANDBOX_'),
    );
    expect(reading).toEqual([]);
  });

  it('.env.example documents exactly the settings of the schemas, with their defaults', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const listed = new Map(
      [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1] as string, (m[2] as string).trim()]),
    );
    // Read by the tests and journeys, not by the API or npm start.
    const testOnly = ['TEST_DATABASE_URL', 'CHROMIUM_PATH'];
    const schemas = { ...SETTINGS.properties, ...SANDBOX_SETTINGS.properties } as Record<string, { default?: unknown }>;
    expect([...listed.keys()].sort()).toEqual([...Object.keys(schemas), ...testOnly].sort());
    for (const [name, schema] of Object.entries(schemas)) {
      const shown = example.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];
      if (shown !== undefined && schema.default !== undefined) expect(shown, name).toBe(String(schema.default));
    }
  });

  it("the README's table of settings is the one the schemas make (node scripts/settings-table.ts --write)", () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(readme).toBe(readmeWithTable(readme));
  });
});
