import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidBin, SMS_BUDGET_DEFAULTS, type SmsBudgetLimits } from '@jetkiz/domain';
import { SECRET_NAMES, SECRETS, type Secrets, SecretsFileError, storedSecrets } from './secrets.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Requests a minute one address may make to a public write or search. */
  rateLimitPerMinute: number;
  /** Requests a minute one address may make to each sign-in, registration and recovery call. */
  authRateLimitPerMinute: number;
  /** SMS codes an hour that registration and recovery may text, per address, per 6-digit prefix and in total. */
  smsBudget: SmsBudgetLimits;
  jwtSecret: string;
  /** Signs quotes (calculatorId). */
  quoteSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How often each instance reads the sessions other instances ended (their access tokens stop then). */
  sessionRevocationPollMs: number;
  /** The SMS gateway (Mobizon-style); the sandbox by default. */
  smsApiUrl: string;
  smsApiKey: string;
  smsSender: string | undefined;
  /** A company whose BIN is this gets the partner role. */
  partnerBin: string | undefined;
  /** Where `npm start` runs the SMS sandbox. */
  sandboxSmsPort: number;
  /** Partner carriers reached over HTTP: code → base URL of their rates API. */
  carriers: Array<{ code: string; name: string; url: string }>;
  carrierTimeoutMs: number;
  quoteTtlHours: number;
  /** A guest's identical calculation within this many seconds gets the same answer from memory (0: never). */
  calcAnswerCacheSeconds: number;
  /** Calculations a minute one address may have computed (answers from memory do not count). */
  calcRateLimitPerMinute: number;
  sandboxSteppePort: number;
  sandboxAltynPort: number;
  /** Card acquiring (Halyk ePay protocol); the bank sandbox by default. */
  bank: {
    oauthUrl: string;
    apiUrl: string;
    widgetUrl: string;
    clientId: string;
    clientSecret: string;
    terminal: string;
    timeoutMs: number;
  };
  /** Where the outside world reaches this system (the bank's postLink, its back links). */
  publicUrl: string;
  /** A top-up still pending this many minutes after it began is asked about at the bank by the reconciler. */
  topUpReconcileAfterMinutes: number;
  /** The secret carriers sign their webhooks with (HMAC-SHA256 of the body). */
  carrierWebhookSecret: string;
  /** A travelling parcel is asked about at its carrier every this many minutes (for webhooks that stay silent). */
  trackingPollMinutes: number;
  /** The terminals map's tile server ({z}/{x}/{y} template) and its attribution; none: the list alone. */
  mapTileUrl: string | undefined;
  mapAttribution: string | undefined;
};

const CARRIER_NAMES: Readonly<Record<string, string>> = { STEPPE: 'Steppe Express', ALTYN: 'Altyn Cargo' };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Where the embedded database and the development secrets live: DATA_DIR, relative to the repository. */
export const dataDirOf = (env: Env = process.env): string => path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

/** Shows where a database URL points without its password. */
export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable)';
  }
};

/**
 * Reads and checks the environment once, at start. Every bad or missing variable is named in the error,
 * so one failed start tells you everything to fix (`.env.example` lists them all).
 */
export const loadConfig = (env: Env = process.env): Config => {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!oneOf(NODE_ENVS, nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${nodeEnv}"`);

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!oneOf(LOG_LEVELS, logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  const databaseUrl = read('DATABASE_URL');
  if (env.DATABASE_URL !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_URL is set but empty: unset it to use the embedded database, or give postgres://user@host:5432/db');
  } else if (databaseUrl !== undefined) {
    let valid = false;
    try {
      const url = new URL(databaseUrl);
      valid = (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' && url.pathname.length > 1;
    } catch {
      valid = false;
    }
    if (!valid) problems.push('DATABASE_URL must look like postgres://user:password@host:5432/database');
  }

  const trustProxy = read('TRUST_PROXY') ?? 'false';
  if (!oneOf(['true', 'false'], trustProxy)) problems.push(`TRUST_PROXY must be true or false, got "${trustProxy}"`);

  const smsApiUrl = read('SMS_API_URL') ?? 'http://127.0.0.1:8081';
  try {
    const url = new URL(smsApiUrl);
    if (nodeEnv === 'production' && (url.protocol !== 'https:' || ['127.0.0.1', 'localhost'].includes(url.hostname))) {
      problems.push('SMS_API_URL must be the real gateway over https in production, not the sandbox');
    }
  } catch {
    problems.push(`SMS_API_URL must be a URL, got "${smsApiUrl}"`);
  }
  const partnerBin = read('PARTNER_BIN');
  if (partnerBin !== undefined && !isValidBin(partnerBin)) problems.push('PARTNER_BIN must be a valid 12-digit BIN');

  const sandboxSteppePort = integer('SANDBOX_STEPPE_PORT', 8082, 0, 65535);
  const sandboxAltynPort = integer('SANDBOX_ALTYN_PORT', 8083, 0, 65535);
  const carrierList =
    read('CARRIER_URLS') ?? `STEPPE=http://127.0.0.1:${sandboxSteppePort},ALTYN=http://127.0.0.1:${sandboxAltynPort}`;
  const carriers = carrierList
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [code = '', url = ''] = entry.split('=');
      try {
        const parsed = new URL(url);
        if (!/^[A-Z][A-Z0-9_]{1,19}$/.test(code)) throw new Error('code');
        if (nodeEnv === 'production' && ['127.0.0.1', 'localhost'].includes(parsed.hostname)) {
          problems.push(`CARRIER_URLS: ${code} points at a sandbox; production needs the carrier's real API`);
        }
        return [{ code, name: CARRIER_NAMES[code] ?? code, url }];
      } catch {
        problems.push(`CARRIER_URLS must be CODE=https://host,CODE2=https://host2, got "${entry}"`);
        return [];
      }
    });

  const port = integer('PORT', 8080, 0, 65535);
  const urlSetting = (name: string, fallback: string): string => {
    const value = read(name) ?? fallback;
    try {
      const url = new URL(value);
      if (nodeEnv === 'production' && (url.protocol !== 'https:' || ['127.0.0.1', 'localhost'].includes(url.hostname))) {
        problems.push(`${name} must be the real service over https in production, not a sandbox`);
      }
    } catch {
      problems.push(`${name} must be a URL, got "${value}"`);
    }
    return value.replace(/\/$/, '');
  };
  const sandboxBank = `http://127.0.0.1:${integer('SANDBOX_BANK_PORT', 8084, 0, 65535)}`;
  const bankApiUrl = urlSetting('BANK_API_URL', sandboxBank);
  const bank = {
    apiUrl: bankApiUrl,
    oauthUrl: urlSetting('BANK_OAUTH_URL', `${bankApiUrl}/oauth2/token`),
    widgetUrl: urlSetting('BANK_WIDGET_URL', `${bankApiUrl}/payform/payment-api.js`),
    // The ePay test identifiers (not secrets), which the sandbox accepts; production must set its own.
    clientId: read('BANK_CLIENT_ID') ?? (nodeEnv === 'production' ? '' : 'test'),
    terminal: read('BANK_TERMINAL') ?? (nodeEnv === 'production' ? '' : '67e34d63-102f-4bd1-898e-370781d0074d'),
    timeoutMs: integer('BANK_TIMEOUT_MS', 10_000, 100, 60_000),
  };
  if (!bank.clientId || !bank.terminal) problems.push('BANK_CLIENT_ID and BANK_TERMINAL are required in production');
  const publicUrl = urlSetting('PUBLIC_URL', `http://127.0.0.1:${port}`);
  const mapTileUrl = read('MAP_TILE_URL');
  if (mapTileUrl !== undefined && !/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(mapTileUrl)) {
    problems.push(`MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, got "${mapTileUrl}"`);
  }
  const dataDir = dataDirOf(env);

  // Secrets: production is given each one; elsewhere a missing one comes from (or is made in) DATA_DIR/secrets.json.
  const given = Object.fromEntries(SECRET_NAMES.map((name) => [name, read(name)])) as Partial<Secrets>;
  const missing = SECRET_NAMES.filter((name) => given[name] === undefined);
  if (nodeEnv === 'production') {
    for (const name of missing) problems.push(`${name} is required in production (it ${SECRETS[name].what})`);
  } else if (missing.length > 0 && problems.length === 0) {
    try {
      const stored = storedSecrets(dataDir);
      for (const name of missing) given[name] = stored[name];
    } catch (error) {
      if (!(error instanceof SecretsFileError) && !(error as NodeJS.ErrnoException).code) throw error;
      problems.push(`DATA_DIR: ${(error as Error).message}`);
    }
  }
  for (const name of SECRET_NAMES) {
    const value = given[name];
    if (value !== undefined && value.length < SECRETS[name].min) {
      problems.push(`${name} must be at least ${SECRETS[name].min} characters`);
    }
  }

  const config: Config = {
    nodeEnv: nodeEnv as Config['nodeEnv'],
    host: read('HOST') ?? '127.0.0.1',
    port,
    databaseUrl,
    dataDir,
    webDist: path.resolve(repoRoot, read('WEB_DIST') ?? 'apps/web/dist'),
    logLevel: logLevel as Config['logLevel'],
    trustProxy: trustProxy === 'true',
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    authRateLimitPerMinute: integer('AUTH_RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    smsBudget: {
      address: integer('SMS_BUDGET_PER_ADDRESS_PER_HOUR', SMS_BUDGET_DEFAULTS.address, 0, 10_000_000),
      prefix: integer('SMS_BUDGET_PER_PREFIX_PER_HOUR', SMS_BUDGET_DEFAULTS.prefix, 0, 10_000_000),
      total: integer('SMS_BUDGET_TOTAL_PER_HOUR', SMS_BUDGET_DEFAULTS.total, 0, 10_000_000),
    },
    jwtSecret: given.JWT_SECRET ?? '',
    quoteSecret: given.QUOTE_SECRET ?? '',
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshTokenTtlDays: integer('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    sessionRevocationPollMs: integer('SESSION_REVOCATION_POLL_MS', 2_000, 50, 60_000),
    smsApiUrl,
    smsApiKey: read('SMS_API_KEY') ?? 'sandbox',
    smsSender: read('SMS_SENDER'),
    partnerBin,
    sandboxSmsPort: integer('SANDBOX_SMS_PORT', 8081, 0, 65535),
    carriers,
    carrierTimeoutMs: integer('CARRIER_TIMEOUT_MS', 1_500, 100, 30_000),
    quoteTtlHours: integer('QUOTE_TTL_HOURS', 24, 1, 168),
    calcAnswerCacheSeconds: integer('CALC_ANSWER_CACHE_SECONDS', 60, 0, 3_600),
    calcRateLimitPerMinute: integer('CALC_RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
    sandboxSteppePort,
    sandboxAltynPort,
    bank: { ...bank, clientSecret: given.BANK_CLIENT_SECRET ?? '' },
    publicUrl,
    topUpReconcileAfterMinutes: integer('TOPUP_RECONCILE_AFTER_MINUTES', 5, 1, 1_440),
    carrierWebhookSecret: given.CARRIER_WEBHOOK_SECRET ?? '',
    trackingPollMinutes: integer('TRACKING_POLL_MINUTES', 10, 1, 1_440),
    mapTileUrl,
    mapAttribution: read('MAP_ATTRIBUTION'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
};
