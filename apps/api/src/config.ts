import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidBin, SMS_BUDGET_DEFAULTS, type SmsBudgetLimits } from '@jetkiz/domain';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import {
  DERIVED_BANK_SECRET_PURPOSE,
  deriveKey,
  KEY_PURPOSES,
  type Keys,
  PURPOSES,
  SECRETS,
  type Secrets,
  SecretsFileError,
  type StoredSecrets,
  storedSecrets,
} from './secrets.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/* ------------------------------------------------------------------------------------------------------------------
 * The schema: every environment variable the API reads, with its type, default and description. It is read once, at
 * start (`loadConfig`); `.env.example` lists the same variables (a test keeps the two equal). The sandboxes' ports
 * are not here: `npm start` (scripts/start.ts) runs the sandboxes and passes their URLs as the settings below.
 * ---------------------------------------------------------------------------------------------------------------- */

const integer = (fallback: number, minimum: number, maximum: number, description: string) =>
  Type.Integer({ default: fallback, minimum, maximum, description });
const text = (description: string, fallback?: string) =>
  fallback === undefined ? Type.Optional(Type.String({ description })) : Type.String({ default: fallback, description });
/** A URL setting; production refuses one that points at this machine or is not https (a sandbox). */
const url = (description: string, fallback?: string) =>
  fallback === undefined
    ? Type.Optional(Type.String({ description, url: true }))
    : Type.String({ default: fallback, description, url: true });
const secret = (min: number, description: string) =>
  Type.Optional(Type.String({ minLength: min, description: `${description} At least ${min} characters.`, secret: true }));
const oneOf = <T extends string>(values: readonly [T, ...T[]], description: string, fallback?: T) =>
  fallback === undefined
    ? Type.Optional(
        Type.Union(
          values.map((v) => Type.Literal(v)),
          { description },
        ),
      )
    : Type.Union(
        values.map((v) => Type.Literal(v)),
        { default: fallback, description },
      );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export const SETTINGS = Type.Object({
  // The server
  NODE_ENV: oneOf(NODE_ENVS, 'development | production | test.', 'development'),
  HOST: text('Address to listen on (0.0.0.0 behind a reverse proxy or in a container).', '127.0.0.1'),
  PORT: integer(8080, 0, 65_535, 'HTTP port of web and API.'),
  DATABASE_URL: text('PostgreSQL 15+ instead of the embedded database, e.g. postgres://jetkiz:secret@127.0.0.1:5432/jetkiz.'),
  DATABASE_REPLICA_URL: text(
    'A streaming replica of DATABASE_URL that the read-heavy routes (order registry, tracking, payment history) read from; writes, and reads of a caller who wrote in the last few seconds, stay on the primary.',
  ),
  REDIS_URL: text(
    'Redis that several API instances share rate limits, the guest answer cache and sign-outs through (e.g. redis://127.0.0.1:6379); unset: PostgreSQL (or memory on the embedded database).',
  ),
  METRICS_TOKEN: secret(
    24,
    'Bearer token of GET /api/metrics (Prometheus text format) for the monitoring; unset: the route is not there.',
  ),
  DATA_DIR: text(
    'Where the embedded PGlite database and the development secrets (secrets.json) live, relative to the repository.',
    'data',
  ),
  WEB_DIST: text('Where the built web app is (npm start builds it there).', 'apps/web/dist'),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'fatal | error | warn | info | debug | trace | silent; default info (silent under test).'),
  TRUST_PROXY: Type.Boolean({
    default: false,
    description: 'true when a reverse proxy sets X-Forwarded-For (rate limits then see the real address).',
  }),
  PUBLIC_URL: url(
    "Where the outside world reaches this system (the bank's postLink, tracking links): https://jetkiz.kz in production; default http://127.0.0.1:$PORT.",
  ),
  RATE_LIMIT_PER_MINUTE: integer(600, 1, 1_000_000, 'Requests a minute one address may make to a public write or search.'),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(
    30,
    1,
    1_000_000,
    'Requests a minute one address may make to each sign-in, registration and recovery call, and to the operator console without a valid staff token.',
  ),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: integer(
    2_000,
    0,
    600_000,
    'An instance answers 503 (try again later) while its event loop lags more than this many milliseconds (the mean over a second); 0 turns the check off.',
  ),

  // Identity
  SMS_BUDGET_PER_ADDRESS_PER_HOUR: integer(
    SMS_BUDGET_DEFAULTS.address,
    0,
    10_000_000,
    'SMS codes an hour registration and recovery may text to one calling address.',
  ),
  SMS_BUDGET_PER_PREFIX_PER_HOUR: integer(
    SMS_BUDGET_DEFAULTS.prefix,
    0,
    10_000_000,
    'SMS codes an hour to one number prefix (its first 6 digits).',
  ),
  SMS_BUDGET_TOTAL_PER_HOUR: integer(SMS_BUDGET_DEFAULTS.total, 0, 10_000_000, 'SMS codes an hour for everyone together.'),
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 30, 86_400, 'Lifetime of an access token.'),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1, 365, 'Lifetime of a refresh token (a session).'),
  SESSION_REVOCATION_POLL_MS: integer(2_000, 50, 60_000, 'How often each instance reads the sessions other instances ended.'),
  REFERENCE_POLL_MS: integer(
    2_000,
    50,
    60_000,
    "How often each instance checks the reference data's version (terminals, tariffs, calendar) and reloads it when edited.",
  ),
  PARTNER_BIN: text('The BIN of the company that gets the partner role.'),

  // Secrets (see secrets.ts)
  ROOT_SECRET: secret(SECRETS.ROOT_SECRET.min, 'The root every per-purpose key is derived from (HKDF-SHA256, info = purpose).'),
  JWT_SECRET: secret(
    KEY_PURPOSES.accessToken.min,
    `Own key that ${KEY_PURPOSES.accessToken.what}; default: derived from the root.`,
  ),
  JWT_SECRET_PREVIOUS: Type.Optional(
    Type.String({
      description:
        'Access-token keys replaced by JWT_SECRET, separated by commas: tokens they signed are accepted for one access-token lifetime after the start, none is signed with them.',
      secret: true,
    }),
  ),
  QUOTE_SECRET: secret(KEY_PURPOSES.quote.min, `Own key that ${KEY_PURPOSES.quote.what}; default: derived from the root.`),
  OTP_SECRET: secret(
    KEY_PURPOSES.oneTimeCode.min,
    `Own key that ${KEY_PURPOSES.oneTimeCode.what}; default: derived from the root.`,
  ),
  TOPUP_SECRET: secret(KEY_PURPOSES.topUp.min, `Own key that ${KEY_PURPOSES.topUp.what}; default: derived from the root.`),
  CARRIER_WEBHOOK_SECRET: secret(
    KEY_PURPOSES.carrierWebhook.min,
    `Own key that ${KEY_PURPOSES.carrierWebhook.what} (HMAC-SHA256 of the body); default: derived from the root.`,
  ),
  DEVICE_SECRET: secret(
    KEY_PURPOSES.knownDevice.min,
    `Own key that ${KEY_PURPOSES.knownDevice.what}; default: derived from the root.`,
  ),
  STAFF_JWT_SECRET: secret(
    KEY_PURPOSES.staffToken.min,
    `Own key that ${KEY_PURPOSES.staffToken.what}; default: derived from the root.`,
  ),
  STAFF_TOTP_KEY: secret(
    KEY_PURPOSES.staffTotp.min,
    `Own key that ${KEY_PURPOSES.staffTotp.what}; default: derived from the root. Changing it voids every enrolment.`,
  ),

  // Operator console (issue 18)
  STAFF_TOKEN_TTL_SECONDS: integer(
    600,
    60,
    3_600,
    'Lifetime of a staff token; an active console gets a fresh one (header x-staff-token) past half of it.',
  ),
  STAFF_IDLE_MINUTES: integer(30, 1, 480, 'A staff session with no call for this many minutes ends (inactivity).'),
  STAFF_SESSION_HOURS: integer(12, 1, 72, 'A staff session ends this many hours after its sign-in, active or not.'),
  STAFF_LOCK_AFTER_FAILURES: integer(
    5,
    1,
    100,
    'Wrong passwords, TOTP codes or recovery codes in a row that lock a staff member out.',
  ),
  STAFF_LOCK_MINUTES: integer(15, 1, 1_440, 'How long such a lock lasts.'),
  STAFF_TEST_HOOKS: oneOf(
    ['off', 'on'],
    "on: the browser journeys' hook POST /api/test/operator/staff (a staff member with a generated password). Production refuses on.",
    'off',
  ),

  MAIL_LINK_SECRET: secret(
    KEY_PURPOSES.mailLink.min,
    `Own key that ${KEY_PURPOSES.mailLink.what}; default: derived from the root.`,
  ),

  // E-mail
  SMTP_URL: url(
    'The SMTP server e-mail goes through: smtp://host:587 (STARTTLS) or smtps://user:password@host:465.',
    'smtp://127.0.0.1:8087',
  ),
  MAIL_FROM: text('The From of every e-mail.', 'Jetkiz <no-reply@jetkiz.kz>'),

  // SMS gateway
  SMS_API_URL: url('The SMS gateway (Mobizon-style HTTP API).', 'http://127.0.0.1:8081'),
  SMS_API_KEY: text("The SMS gateway's API key.", 'sandbox'),
  SMS_SENDER: text('The sender name SMS carry.'),

  // Carriers
  CARRIER_URLS: text(
    "Partner carriers' APIs, CODE=URL separated by commas.",
    'STEPPE=http://127.0.0.1:8082,ALTYN=http://127.0.0.1:8083',
  ),
  CARRIER_TIMEOUT_MS: integer(
    1_500,
    100,
    30_000,
    'A carrier that does not answer within this many milliseconds is left out of a calculation.',
  ),
  MAP_TILE_URL: text(
    "The terminals map's tile server, an http(s) template with {z}, {x} and {y} (e.g. https://tile.example.kz/{z}/{x}/{y}.png); unset: the terminals as a list alone.",
  ),
  MAP_ATTRIBUTION: text('The attribution the tile server asks for, shown on the map (e.g. © OpenStreetMap).'),
  NCALAYER_URL: text(
    "Where the web reaches NCALayer, the signing application on the user's own computer (a WebSocket, wss:// in production); the pages may connect there and nowhere else outside this site.",
    'wss://127.0.0.1:13579',
  ),
  TRACKING_POLL_MINUTES: integer(
    10,
    1,
    1_440,
    'A parcel with a carrier is asked about every this many minutes, in case its webhooks stay silent.',
  ),

  // Calculation
  QUOTE_TTL_HOURS: integer(24, 1, 168, 'How long a quote (calculatorId) locks its price.'),
  CALC_ANSWER_CACHE_SECONDS: integer(
    60,
    0,
    3_600,
    "A guest's identical calculation within this many seconds is answered from memory (0: never).",
  ),
  CALC_RATE_LIMIT_PER_MINUTE: integer(
    60,
    1,
    1_000_000,
    'Calculations a minute one address may have computed (answers from memory do not count).',
  ),

  // Card acquiring (Halyk ePay protocol)
  BANK_API_URL: url("The bank's API.", 'http://127.0.0.1:8084'),
  BANK_OAUTH_URL: url("The bank's OAuth token URL; default $BANK_API_URL/oauth2/token."),
  BANK_WIDGET_URL: url("The bank's payment widget script; default $BANK_API_URL/payform/payment-api.js."),
  BANK_CLIENT_ID: text("Jetkiz's OAuth client id at the bank (required in production)."),
  BANK_CLIENT_SECRET: Type.Optional(
    Type.String({
      minLength: SECRETS.BANK_CLIENT_SECRET.min,
      description:
        "Jetkiz's OAuth client secret at the bank (required in production; elsewhere derived from the root, as npm start gives the bank sandbox).",
      secret: true,
    }),
  ),
  BANK_TERMINAL: text("Jetkiz's terminal id at the bank (required in production)."),
  BANK_TIMEOUT_MS: integer(10_000, 100, 60_000, "The bank's token and status calls give up after this many milliseconds."),
  TOPUP_RECONCILE_AFTER_MINUTES: integer(
    5,
    1,
    1_440,
    'A top-up whose postLink has not come this many minutes after it began is asked about at the bank.',
  ),

  // Digital signatures (NCA RK certificates)
  SIGNATURE_TRUST_STORE: text(
    'Folder of trusted CA certificates (.pem/.cer/.crt, PEM or DER), read at start, relative to the repository: in production the official NCA RK roots and intermediates (README), in development the sandbox CA.',
    'data/trust-store',
  ),
  SIGNATURE_VERIFIER_URL: url(
    'An NCANode-compatible verification service (/cms/verify, /xml/verify) for GOST keys, e.g. http://127.0.0.1:14579; unset: GOST signatures are refused with SIGNATURE_VERIFIER_REQUIRED.',
  ),
  SIGNATURE_OCSP_URL: url(
    "OCSP responder used instead of the one a certificate names (its AIA); NCA RK's is http://ocsp.pki.gov.kz/.",
  ),
  SIGNATURE_CRL_URLS: text(
    "CRLs read instead of the ones a certificate names (its CDP), separated by commas; NCA RK's: https://crl.pki.gov.kz/nca_rsa_2022.crl,https://crl.pki.gov.kz/nca_gost_2022.crl.",
  ),
  SIGNATURE_TIMEOUT_MS: integer(
    4_000,
    100,
    60_000,
    'OCSP, CRL and verification-service calls give up after this many milliseconds.',
  ),
  SIGNATURE_OCSP_CACHE_SECONDS: integer(
    300,
    0,
    86_400,
    "A certificate's OCSP answer is reused for this many seconds (CRLs until their nextUpdate).",
  ),

  // Acts of completed works (issue 17)
  JETKIZ_SIGNING_KEY_FILE: text(
    "Jetkiz's organisation key that signs every act first: a PKCS#12 file (.p12/.pfx, RSA, as NCA RK issues it) or a PEM file holding the certificate and its PKCS#8 key, relative to the repository. Required in production; unset in development: the sandbox CA's `jetkiz` key.",
  ),
  JETKIZ_SIGNING_KEY_PASSWORD: secret(1, 'The password of JETKIZ_SIGNING_KEY_FILE (PKCS#12, or an encrypted PEM key).'),
  AVR_RENDER_WORKERS: integer(
    0,
    0,
    64,
    'Threads that render and sign the acts of the monthly issue: the main thread (between its reads and writes of the database) and N−1 worker threads, so 2 is the main thread and one worker; 0: one per available core; 1: the main thread alone.',
  ),
  AVR_TEST_HOOKS: oneOf(
    ['off', 'on'],
    "on: the browser journeys' hooks under /api/test/avr (close a month for a company, move the acts' clock). Production refuses on.",
    'off',
  ),
});

export type Settings = Static<typeof SETTINGS>;
export type SettingName = keyof Settings & string;
export const SETTING_NAMES = Object.keys(SETTINGS.properties) as SettingName[];

/* ------------------------------------------------------------------------------------------------------------------
 * What the API runs with: the settings checked and shaped, one slice per service or adapter.
 * ---------------------------------------------------------------------------------------------------------------- */

export type IdentityConfig = {
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How often each instance reads the sessions other instances ended (their access tokens stop then). */
  sessionRevocationPollMs: number;
  /** SMS codes an hour that registration and recovery may text, per address, per 6-digit prefix and in total. */
  smsBudget: SmsBudgetLimits;
  /** A company whose BIN is this gets the partner role. */
  partnerBin: string | undefined;
  /** Signs new access tokens. */
  jwtSecret: string;
  /** Verify access tokens besides `jwtSecret`, for one token lifetime after the start (key rotation). */
  jwtPreviousSecrets: readonly string[];
  otpSecret: string;
  deviceSecret: string;
};
export type CalcConfig = {
  /** Signs quotes (calculatorId). */
  quoteSecret: string;
  quoteTtlHours: number;
  /** A guest's identical calculation within this many seconds gets the same answer from memory (0: never). */
  answerCacheSeconds: number;
  /** Calculations a minute one address may have computed (answers from memory do not count). */
  calculationsPerMinute: number;
};
export type SmsConfig = { apiUrl: string; apiKey: string; sender: string | undefined };
export type MailConfig = { smtpUrl: string; from: string; publicUrl: string; linkSecret: string };
export type CarriersConfig = {
  /** Partner carriers reached over HTTP: code → base URL of their API. */
  partners: Array<{ code: string; name: string; url: string }>;
  timeoutMs: number;
};
export type BankConfig = {
  oauthUrl: string;
  apiUrl: string;
  widgetUrl: string;
  clientId: string;
  clientSecret: string;
  terminal: string;
  timeoutMs: number;
};
export type OrdersConfig = { publicUrl: string; carrierTimeoutMs: number };
export type PaymentsConfig = {
  publicUrl: string;
  /** A top-up still pending this many minutes after it began is asked about at the bank by the reconciler. */
  topUpReconcileAfterMinutes: number;
  topUpSecret: string;
};
export type SignaturesConfig = {
  /** Absolute path of the folder of trusted CA certificates. */
  trustStoreDir: string;
  /** NCANode-compatible verification service for GOST keys; none: GOST signatures are refused. */
  verifierUrl: string | undefined;
  /** OCSP responder instead of a certificate's AIA. */
  ocspUrl: string | undefined;
  /** CRLs instead of a certificate's CDP. */
  crlUrls: readonly string[];
  timeoutMs: number;
  ocspCacheSeconds: number;
};
export type AvrConfig = {
  publicUrl: string;
  /** Absolute path of Jetkiz's signing key (PKCS#12 or PEM); undefined in development: the sandbox's `jetkiz` key. */
  signingKeyFile: string | undefined;
  signingKeyPassword: string | undefined;
  /** Render threads of the monthly issue, the main one included (AVR_RENDER_WORKERS); 0: one per available core. */
  renderWorkers: number;
  /** The journeys' hooks (AVR_TEST_HOOKS=on; never in production). */
  testHooks: boolean;
};
export type OperatorConfig = {
  /** Signs staff tokens (issuer jetkiz-staff); never the customers' key. */
  staffTokenSecret: string;
  /** Encrypts TOTP secrets at rest and keys recovery-code hashes. */
  totpKey: string;
  tokenTtlSeconds: number;
  idleMinutes: number;
  sessionHours: number;
  lockAfterFailures: number;
  lockMinutes: number;
  /** The journeys' hook (STAFF_TEST_HOOKS=on; never in production). */
  testHooks: boolean;
};
export type TrackingConfig = {
  publicUrl: string;
  /** The key carriers sign their webhooks with (HMAC-SHA256 of the body). */
  carrierWebhookSecret: string;
  /** A travelling parcel is asked about at its carrier every this many minutes (for webhooks that stay silent). */
  trackingPollMinutes: number;
};

export type Config = {
  nodeEnv: (typeof NODE_ENVS)[number];
  host: string;
  port: number;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** A streaming replica of the primary for read-heavy routes; absent: everything reads the primary. */
  databaseReplicaUrl: string | undefined;
  /** Redis the instances share counters, cached answers and sign-outs through; absent: PostgreSQL. */
  redisUrl: string | undefined;
  /** Bearer token of GET /api/metrics; absent: no such route. */
  metricsToken: string | undefined;
  dataDir: string;
  webDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Where the outside world reaches this system (the bank's postLink, its back links). */
  publicUrl: string;
  /** The terminals map's tile server ({z}/{x}/{y} template) and its attribution; none: the list alone. */
  mapTileUrl: string | undefined;
  mapAttribution: string | undefined;
  /** NCALayer's WebSocket on the user's computer, as the web connects to it (wss://127.0.0.1:13579). */
  ncalayerUrl: string;
  /** How often each instance checks whether the console edited the reference data (then reloads it). */
  referencePollMs: number;
  /** Requests a minute one address may make to a public write or search. */
  rateLimitPerMinute: number;
  /** Load shedding: the event-loop lag (ms) above which requests get 503; 0: never. */
  loadShedEventLoopDelayMs: number;
  /** Requests a minute one address may make to each sign-in, registration and recovery call, and to the console without a staff token. */
  authRateLimitPerMinute: number;
  /** One key per purpose (secrets.ts); the slices below carry the ones their service uses. */
  keys: Keys;
  /** The current access-token, quote and webhook keys, by their variables' names (= keys.accessToken, …). */
  jwtSecret: string;
  quoteSecret: string;
  carrierWebhookSecret: string;
  identity: IdentityConfig;
  calc: CalcConfig;
  sms: SmsConfig;
  mail: MailConfig;
  carriers: CarriersConfig;
  bank: BankConfig;
  orders: OrdersConfig;
  payments: PaymentsConfig;
  tracking: TrackingConfig;
  signatures: SignaturesConfig;
  avr: AvrConfig;
  operator: OperatorConfig;
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

/** What a bad value of one setting must look like, from its schema. */
const expected = (schema: TSchema & Record<string, unknown>): string => {
  if (schema.type === 'integer') return `a whole number from ${schema.minimum} to ${schema.maximum}`;
  if (schema.type === 'boolean') return 'true or false';
  if (Array.isArray(schema.anyOf)) return `one of ${(schema.anyOf as Array<{ const: string }>).map((s) => s.const).join(', ')}`;
  if (typeof schema.minLength === 'number' && schema.minLength > 1) return `at least ${schema.minLength} characters`;
  return 'text';
};

/**
 * The settings of an environment, checked against a schema of variables: each value converted to its type, a
 * default for each one not set, and every bad one named at once. An empty variable counts as not set.
 */
export const checkSettings = <T extends TObject>(of: T, env: Env): { settings: Static<T>; problems: string[] } => {
  const problems: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(of.properties)) {
    const schema = property as unknown as TSchema & Record<string, unknown>;
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') {
      if (schema.default !== undefined) settings[name] = schema.default;
      continue;
    }
    // Only the plain spellings: no 80.5 taken for 80, no "1" or "yes" for true.
    const plain =
      (schema.type !== 'integer' || /^-?\d+$/.test(raw)) && (schema.type !== 'boolean' || raw === 'true' || raw === 'false');
    const value = Value.Convert(schema, raw);
    if (!plain || !Value.Check(schema, value)) {
      const wanted = expected(schema);
      problems.push(wanted.startsWith('at least') ? `${name} must be ${wanted}` : `${name} must be ${wanted}, got "${raw}"`);
      if (schema.default !== undefined) settings[name] = schema.default;
      continue;
    }
    if (schema.url === true) {
      try {
        new URL(raw);
      } catch {
        problems.push(`${name} must be a URL, got "${raw}"`);
        continue;
      }
    }
    settings[name] = value;
  }
  return { settings: settings as Static<T>, problems };
};

export const readSettings = (env: Env) => checkSettings(SETTINGS, env);

const isLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * Reads and checks the environment once, at start. Every bad or missing variable is named in the error,
 * so one failed start tells you everything to fix (`.env.example` lists them all).
 */
export const loadConfig = (env: Env = process.env): Config => {
  const { settings: s, problems } = readSettings(env);
  const production = s.NODE_ENV === 'production';

  if (env.DATABASE_URL !== undefined && s.DATABASE_URL === undefined) {
    problems.push('DATABASE_URL is set but empty: unset it to use the embedded database, or give postgres://user@host:5432/db');
  } else if (s.DATABASE_URL !== undefined) {
    let valid = false;
    try {
      const parsed = new URL(s.DATABASE_URL);
      valid =
        (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') &&
        parsed.hostname !== '' &&
        parsed.pathname.length > 1;
    } catch {
      valid = false;
    }
    if (!valid) problems.push('DATABASE_URL must look like postgres://user:password@host:5432/database');
  }
  if (s.DATABASE_REPLICA_URL !== undefined) {
    if (s.DATABASE_URL === undefined)
      problems.push('DATABASE_REPLICA_URL needs DATABASE_URL (the embedded database has no replica)');
    else if (!/^postgres(ql)?:\/\/[^/]+\/.+/.test(s.DATABASE_REPLICA_URL)) {
      problems.push('DATABASE_REPLICA_URL must look like postgres://user:password@replica-host:5432/database');
    }
  }
  if (s.REDIS_URL !== undefined && !/^rediss?:\/\/[^/]/.test(s.REDIS_URL)) {
    problems.push('REDIS_URL must look like redis://host:6379 (or rediss:// over TLS)');
  }

  // Outside parties: production talks to the real ones, over https.
  const outside = (name: SettingName, value: string | undefined): string => {
    const given = value ?? '';
    try {
      const parsed = new URL(given);
      if (production && (parsed.protocol !== 'https:' || isLocal(parsed))) {
        problems.push(`${name} must be the real service over https in production, not a sandbox`);
      }
    } catch {
      // Named by readSettings.
    }
    return given.replace(/\/$/, '');
  };
  const smsApiUrl = outside('SMS_API_URL', s.SMS_API_URL);
  const smtpUrl = s.SMTP_URL;
  try {
    const parsed = new URL(smtpUrl);
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('scheme');
    if (production && isLocal(parsed)) problems.push('SMTP_URL must be the real mail server in production, not a sandbox');
  } catch {
    problems.push(`SMTP_URL must be smtp://host:port or smtps://user:password@host:465, got "${smtpUrl}"`);
  }
  if (s.PARTNER_BIN !== undefined && !isValidBin(s.PARTNER_BIN)) problems.push('PARTNER_BIN must be a valid 12-digit BIN');

  const partners = s.CARRIER_URLS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [code = '', address = ''] = entry.split('=');
      try {
        const parsed = new URL(address);
        if (!/^[A-Z][A-Z0-9_]{1,19}$/.test(code)) throw new Error('code');
        if (production && isLocal(parsed)) {
          problems.push(`CARRIER_URLS: ${code} points at a sandbox; production needs the carrier's real API`);
        }
        return [{ code, name: CARRIER_NAMES[code] ?? code, url: address }];
      } catch {
        problems.push(`CARRIER_URLS must be CODE=https://host,CODE2=https://host2, got "${entry}"`);
        return [];
      }
    });

  const bankApiUrl = outside('BANK_API_URL', s.BANK_API_URL);
  const bankOauthUrl = outside('BANK_OAUTH_URL', s.BANK_OAUTH_URL ?? `${bankApiUrl}/oauth2/token`);
  const bankWidgetUrl = outside('BANK_WIDGET_URL', s.BANK_WIDGET_URL ?? `${bankApiUrl}/payform/payment-api.js`);
  const publicUrl = outside('PUBLIC_URL', s.PUBLIC_URL ?? `http://127.0.0.1:${s.PORT}`);
  // NCALayer runs on the user's computer, so a local address is right even in production; only its scheme is checked.
  if (!/^wss?:\/\/[^/\s]+\/?$/.test(s.NCALAYER_URL) || (production && !s.NCALAYER_URL.startsWith('wss:'))) {
    problems.push(`NCALAYER_URL must be ${production ? 'wss' : 'ws(s)'}://host:port, got "${s.NCALAYER_URL}"`);
  }
  if (s.MAP_TILE_URL !== undefined && !/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(s.MAP_TILE_URL)) {
    problems.push(`MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, got "${s.MAP_TILE_URL}"`);
  }
  const bankClientId = s.BANK_CLIENT_ID ?? '';
  const bankTerminal = s.BANK_TERMINAL ?? '';
  if (production && s.AVR_TEST_HOOKS === 'on') problems.push('AVR_TEST_HOOKS must be off in production');
  if (production && s.STAFF_TEST_HOOKS === 'on') problems.push('STAFF_TEST_HOOKS must be off in production');
  if (production && !s.JETKIZ_SIGNING_KEY_FILE)
    problems.push("JETKIZ_SIGNING_KEY_FILE must name Jetkiz's organisation key (PKCS#12) in production");
  if (production && (!bankClientId || !bankTerminal))
    problems.push('BANK_CLIENT_ID and BANK_TERMINAL are required in production');
  const dataDir = dataDirOf(env);

  // Keys: a purpose's own variable, else (outside production) one kept in an older DATA_DIR/secrets.json, else
  // derived from the root: ROOT_SECRET, or (outside production) the one kept in DATA_DIR/secrets.json.
  const own = Object.fromEntries(PURPOSES.map((purpose) => [purpose, s[KEY_PURPOSES[purpose].variable]])) as Partial<Keys>;
  const needsRoot = PURPOSES.some((purpose) => own[purpose] === undefined);
  let stored: StoredSecrets | undefined;
  if (production) {
    if (needsRoot && s.ROOT_SECRET === undefined) {
      problems.push(`ROOT_SECRET is required in production (it ${SECRETS.ROOT_SECRET.what}; or set every purpose's own key)`);
    }
    if (s.BANK_CLIENT_SECRET === undefined) {
      problems.push(`BANK_CLIENT_SECRET is required in production (it ${SECRETS.BANK_CLIENT_SECRET.what})`);
    }
  } else if (problems.length === 0 && (needsRoot || s.BANK_CLIENT_SECRET === undefined) && s.ROOT_SECRET === undefined) {
    try {
      stored = storedSecrets(dataDir);
    } catch (error) {
      if (!(error instanceof SecretsFileError) && !(error as NodeJS.ErrnoException).code) throw error;
      problems.push(`DATA_DIR: ${(error as Error).message}`);
    }
  }
  const fromFile = (name: keyof Secrets) => stored?.[name];
  const root = s.ROOT_SECRET ?? stored?.ROOT_SECRET ?? '';
  const keys = Object.fromEntries(
    PURPOSES.map((purpose) => [
      purpose,
      own[purpose] ?? fromFile(KEY_PURPOSES[purpose].variable) ?? (root ? deriveKey(root, purpose) : ''),
    ]),
  ) as Keys;
  const bankClientSecret =
    s.BANK_CLIENT_SECRET ??
    fromFile('BANK_CLIENT_SECRET') ??
    (!production && root ? deriveKey(root, DERIVED_BANK_SECRET_PURPOSE) : '');
  const jwtPreviousSecrets = (s.JWT_SECRET_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (jwtPreviousSecrets.some((key) => key.length < KEY_PURPOSES.accessToken.min)) {
    problems.push(`JWT_SECRET_PREVIOUS: each key must be at least ${KEY_PURPOSES.accessToken.min} characters`);
  }

  const crlUrls = (s.SIGNATURE_CRL_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of crlUrls) {
    if (!/^https?:\/\/[^/\s]+/.test(entry))
      problems.push(`SIGNATURE_CRL_URLS must be http(s) URLs separated by commas, got "${entry}"`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const accessTokenTtlSeconds = s.ACCESS_TOKEN_TTL_SECONDS;
  return {
    nodeEnv: s.NODE_ENV,
    host: s.HOST,
    port: s.PORT,
    databaseUrl: s.DATABASE_URL,
    databaseReplicaUrl: s.DATABASE_REPLICA_URL,
    redisUrl: s.REDIS_URL,
    metricsToken: s.METRICS_TOKEN,
    dataDir,
    webDist: path.resolve(repoRoot, s.WEB_DIST),
    logLevel: s.LOG_LEVEL ?? (s.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: s.TRUST_PROXY,
    publicUrl,
    mapTileUrl: s.MAP_TILE_URL,
    mapAttribution: s.MAP_ATTRIBUTION,
    ncalayerUrl: s.NCALAYER_URL.replace(/\/$/, ''),
    referencePollMs: s.REFERENCE_POLL_MS,
    rateLimitPerMinute: s.RATE_LIMIT_PER_MINUTE,
    loadShedEventLoopDelayMs: s.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    authRateLimitPerMinute: s.AUTH_RATE_LIMIT_PER_MINUTE,
    keys,
    jwtSecret: keys.accessToken,
    quoteSecret: keys.quote,
    carrierWebhookSecret: keys.carrierWebhook,
    identity: {
      accessTokenTtlSeconds,
      refreshTokenTtlDays: s.REFRESH_TOKEN_TTL_DAYS,
      sessionRevocationPollMs: s.SESSION_REVOCATION_POLL_MS,
      smsBudget: {
        address: s.SMS_BUDGET_PER_ADDRESS_PER_HOUR,
        prefix: s.SMS_BUDGET_PER_PREFIX_PER_HOUR,
        total: s.SMS_BUDGET_TOTAL_PER_HOUR,
      },
      partnerBin: s.PARTNER_BIN,
      jwtSecret: keys.accessToken,
      jwtPreviousSecrets,
      otpSecret: keys.oneTimeCode,
      deviceSecret: keys.knownDevice,
    },
    calc: {
      quoteSecret: keys.quote,
      quoteTtlHours: s.QUOTE_TTL_HOURS,
      answerCacheSeconds: s.CALC_ANSWER_CACHE_SECONDS,
      calculationsPerMinute: s.CALC_RATE_LIMIT_PER_MINUTE,
    },
    sms: { apiUrl: smsApiUrl, apiKey: s.SMS_API_KEY, sender: s.SMS_SENDER },
    mail: { smtpUrl, from: s.MAIL_FROM, publicUrl, linkSecret: keys.mailLink },
    carriers: { partners, timeoutMs: s.CARRIER_TIMEOUT_MS },
    bank: {
      apiUrl: bankApiUrl,
      oauthUrl: bankOauthUrl,
      widgetUrl: bankWidgetUrl,
      clientId: bankClientId,
      clientSecret: bankClientSecret,
      terminal: bankTerminal,
      timeoutMs: s.BANK_TIMEOUT_MS,
    },
    orders: { publicUrl, carrierTimeoutMs: s.CARRIER_TIMEOUT_MS },
    payments: { publicUrl, topUpReconcileAfterMinutes: s.TOPUP_RECONCILE_AFTER_MINUTES, topUpSecret: keys.topUp },
    tracking: { publicUrl, carrierWebhookSecret: keys.carrierWebhook, trackingPollMinutes: s.TRACKING_POLL_MINUTES },
    signatures: {
      trustStoreDir: path.resolve(repoRoot, s.SIGNATURE_TRUST_STORE),
      verifierUrl: s.SIGNATURE_VERIFIER_URL?.replace(/\/$/, ''),
      ocspUrl: s.SIGNATURE_OCSP_URL,
      crlUrls,
      timeoutMs: s.SIGNATURE_TIMEOUT_MS,
      ocspCacheSeconds: s.SIGNATURE_OCSP_CACHE_SECONDS,
    },
    avr: {
      publicUrl,
      signingKeyFile: s.JETKIZ_SIGNING_KEY_FILE ? path.resolve(repoRoot, s.JETKIZ_SIGNING_KEY_FILE) : undefined,
      signingKeyPassword: s.JETKIZ_SIGNING_KEY_PASSWORD,
      renderWorkers: s.AVR_RENDER_WORKERS,
      testHooks: s.AVR_TEST_HOOKS === 'on',
    },
    operator: {
      staffTokenSecret: keys.staffToken,
      totpKey: keys.staffTotp,
      tokenTtlSeconds: s.STAFF_TOKEN_TTL_SECONDS,
      idleMinutes: s.STAFF_IDLE_MINUTES,
      sessionHours: s.STAFF_SESSION_HOURS,
      lockAfterFailures: s.STAFF_LOCK_AFTER_FAILURES,
      lockMinutes: s.STAFF_LOCK_MINUTES,
      testHooks: s.STAFF_TEST_HOOKS === 'on',
    },
  };
};
