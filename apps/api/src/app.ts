import { createHash, randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FIELD_PROBLEMS } from '@jetkiz/contract';
import { type ProductGrid, parseAcceptLanguage } from '@jetkiz/domain';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import { type BankPort, createHalykEpay } from './adapters/bank/index.ts';
import { type CarrierPort, createCarriers } from './adapters/carriers/index.ts';
import { createSmtpMail, type MailPort } from './adapters/mail/index.ts';
import { createSms, type SmsPort } from './adapters/sms/index.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeeds } from './db/seed.ts';
import { createAccessKeys } from './lib/access-token.ts';
import { bufferedLog } from './lib/buffered-log.ts';
import { CROWDED_FROM_CHARS, crowdedBodyError, crowdedPath, nestedTooDeep, tooDeepBodyError } from './lib/crowded-json.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { lazySchemaCompilers } from './lib/lazy-schemas.ts';
import { createPreparedAnswers, type PreparedAnswers } from './lib/prepared-answers.ts';
import { createRequestLine } from './lib/request-line.ts';
import { addressesRoutes, createAddressesService } from './modules/addresses/index.ts';
import {
  type AvrService,
  avrOperatorRoutes,
  avrRoutes,
  avrTestHooks,
  createAvrService,
  type JetkizSigner,
  loadJetkizSigner,
} from './modules/avr/index.ts';
import {
  type CalcEditing,
  type CalcService,
  calcOperatorRoutes,
  calcRoutes,
  createCalcEditing,
  createCalcService,
} from './modules/calc/index.ts';
import { type ClaimsService, claimsOperatorRoutes, claimsRoutes, createClaimsService } from './modules/claims/index.ts';
import {
  createReadRouting,
  createSharedLimits,
  createSharedValues,
  openSharedStore,
  rateLimitStore,
  type SharedStore,
} from './modules/cluster/index.ts';
import { createDashboardService, dashboardRoutes } from './modules/dashboard/index.ts';
import {
  avatarRoutes,
  createAvatars,
  createIdentityService,
  createRevocations,
  createSignInThrottle,
  type IdentityService,
  identityRoutes,
} from './modules/identity/index.ts';
import { type Jobs, startJobs } from './modules/jobs/index.ts';
import {
  createNewsletterService,
  createNotificationsService,
  type NewsletterService,
  type NotificationsService,
  newsletterRoutes,
} from './modules/notifications/index.ts';
import {
  createOperatorCustomers,
  createOperatorOrders,
  createOperatorService,
  operatorBasePlugin,
  operatorStaffRoutes,
  operatorTestHooks,
  operatorWorkRoutes,
} from './modules/operator/index.ts';
import { createOrdersService, type OrdersService, ordersRoutes } from './modules/orders/index.ts';
import { createPartnersService, partnersRoutes } from './modules/partners/index.ts';
import { createPaymentsService, type PaymentsService, paymentsOperatorRoutes, paymentsRoutes } from './modules/payments/index.ts';
import {
  calendarRoutes,
  createReferenceEditing,
  createReferenceService,
  createReferenceWatcher,
  type ReferenceEditing,
  referenceOperatorRoutes,
  referenceRoutes,
} from './modules/reference/index.ts';
import { createSignatureService, type SignatureService } from './modules/signatures/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { createTrackingService, type TrackingService, trackingRoutes } from './modules/tracking/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { FORMATS } from './plugins/formats.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { langPlugin } from './plugins/lang.ts';
import { serializeError } from './plugins/log-errors.ts';
import { createMetrics, metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { type TrackPreview, webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Compiles the schemas of every route not yet called (lib/lazy-schemas.ts); answers how many. */
    compileAllSchemas: () => number;
    /** The answers sent before routing (lib/prepared-answers.ts). */
    preparedAnswers: PreparedAnswers;
    /** What the API instances share (rate-limit counters, cached answers, sign-outs). */
    shared: SharedStore;
    jobs: Jobs | undefined;
    identity: IdentityService;
    calc: CalcService;
    orders: OrdersService;
    payments: PaymentsService;
    tracking: TrackingService;
    notifications: NotificationsService;
    newsletter: NewsletterService;
    signatures: SignatureService;
    avr: AvrService;
    claims: ClaimsService;
    /** The console's edits of reference data (terminals, calendar) and of the calculator's grids and services. */
    referenceEditing: ReferenceEditing;
    calcEditing: CalcEditing;
  }
}

export type BuildOptions = {
  config: Config;
  /** An already open (and migrated) database the caller owns; otherwise the app opens and closes its own. */
  database?: Database;
  /** Start pg-boss (on in the running system; tests that do not need it leave it off). */
  jobs?: boolean;
  /** Outside parties, replaceable in tests; by default from the configuration. */
  sms?: SmsPort;
  /** The mail server; by default SMTP_URL. */
  mail?: MailPort;
  carriers?: (ownGrids: () => ProductGrid[]) => CarrierPort[];
  bank?: BankPort;
  /** Jetkiz's key that signs acts first; by default JETKIZ_SIGNING_KEY_FILE. */
  avrSigner?: () => Promise<JetkizSigner>;
  /** The time source of rules with deadlines (tests move it). */
  clock?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** Log fields that must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.newPassword',
  '*.access_token',
  '*.refresh_token',
  '*.refreshToken',
  '*.code',
];

/**
 * Fastify's lines about a request, less its two on every request ("incoming request", "request completed"): the
 * request log is buildApp's one line in onResponse. A request that ends in an error is still logged here, with it.
 */
class RequestLineLogController extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (args[0]) super.requestCompleted(...args);
  }
}

/**
 * Whether a JSON body could set `__proto__` or `constructor`: only then does it need Fastify's poisoning check
 * (secure-json-parse runs two regular expressions over the whole text, a tenth of a small POST's parsing). A key
 * can name them only with those letters in it, or escaped, with a backslash.
 */
const mayPoison = (text: string) => text.includes('proto') || text.includes('constructor') || text.includes('\\');
/** JSON.parse's value, or undefined when it throws: the caller then lets Fastify's parser answer with its error. */
const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The request id a caller sent (a proxy's, to follow a request through its logs), or a new one. */
const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
};
/** TRUST_PROXY: every proxy before us is ours (docs/deploy.md's nginx), so the caller is the first X-Forwarded-For address. */
const everyProxy = () => true;

/** Builds the whole application: database, migrations, seeds, plugins and every module's routes. */
export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  // stdout, gathered in 4 KB writes at least once a second (lib/buffered-log.ts), or the caller's collector.
  const stdout = options.logStream ? undefined : bufferedLog(1);
  const destination = options.logStream ?? stdout?.stream ?? process.stdout;
  const logger = pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // A failed query's values (password hash, IIN, e-mail) never reach the line.
      serializers: { err: serializeError },
    },
    destination,
  );
  // The request log: one flat line a request, of fields set below and none a secret (lib/request-line.ts).
  const requestLogs = 30 >= (pino.levels.values[config.logLevel] ?? Number.POSITIVE_INFINITY);
  const requestLine = createRequestLine(30);
  // `ms`: Fastify's time of the reply, which a request the router refused never started (it read 0), so that path
  // passes its own.
  const logRequest = (request: FastifyRequest, reply: FastifyReply, ms = reply.elapsedTime) =>
    destination.write(
      requestLine({
        reqId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms,
        ip: request.ip,
      }),
    );
  // Each route's schemas compile on its first call or once the server listens, not all ~300 routes' before it starts
  // (lib/lazy-schemas.ts).
  const schemas = lazySchemaCompilers();
  // Set once Fastify starts closing: from then on every request is Fastify's (its 503 and `connection: close`).
  let closing = false;
  // The routes' prepared answers, sent before routing (lib/prepared-answers.ts); `app` is read once a route provides some.
  const prepared: PreparedAnswers = createPreparedAnswers({
    langOf: parseAcceptLanguage,
    requestIdOf,
    headersFor: (url) => app.securityHeadersFor(url),
    ipOf: (req) => (config.trustProxy ? proxyAddr(req, everyProxy) : (req.socket.remoteAddress ?? '')),
    log: requestLogs ? (line) => destination.write(requestLine(line)) : undefined,
    timingOf: (path) => app.timingOf(path),
    closing: () => closing,
  });
  const app = Fastify({
    // Fastify's own server, as it makes one, with the prepared answers in front of its router.
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        if (!prepared.answer(req, res)) handler(req, res);
      });
      // What Fastify sets on a server of its own making (its defaults filled in by then).
      const timeouts = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    schemaController: { compilersFactory: schemas.compilersFactory },
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLineLogController(),
    childLoggerFactory: lazyChildLogger,
    genReqId: requestIdOf,
    // The same rule as the prepared answers' request log (everyProxy).
    trustProxy: config.trustProxy ? everyProxy : false,
    // A path whose percent-escapes are not UTF-8 (`/track/A%ffB`, 400) or whose part is over maxParamLength (414)
    // fails in the router, before any hook ran: the answer is still the contract's, in the caller's language, with
    // the API's headers, not Fastify's English one; a page's address gets the app, as any address it does not know.
    // Fastify runs no hook for these, so the security headers, the request id and the request log's line are added here.
    frameworkErrors: (error, request, reply) => {
      const refused = performance.now();
      request.lang = parseAcceptLanguage(request.headers['accept-language']);
      reply.headers(request.server.securityHeadersFor(request.url));
      reply.header('x-request-id', request.id);
      if (requestLogs) reply.raw.once('finish', () => logRequest(request, reply, performance.now() - refused));
      const refuse = () => {
        reply.header('cache-control', 'no-store');
        if (error.code === 'FST_ERR_BAD_URL')
          return sendError(reply, request, 400, 'VALIDATION', { fields: { path: FIELD_PROBLEMS.badCharacters[request.lang] } });
        if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
          return sendError(reply, request, 414, 'VALIDATION', { fields: { path: FIELD_PROBLEMS.tooLong[request.lang] } });
        request.log.error({ err: error }, 'request failed in the router');
        return sendError(reply, request, 500, 'INTERNAL', { requestId: String(request.id) });
      };
      if (error.code !== 'FST_ERR_BAD_URL' || request.url.startsWith('/api/')) return refuse();
      return Promise.resolve(request.server.servePage(request, reply)).then(
        (served) => (served ? reply : refuse()),
        (pageError: unknown) => {
          request.log.error({ err: pageError }, 'page for an address the router refused not served');
          return reply.sent ? reply : refuse();
        },
      );
    },
    bodyLimit: 1_048_576,
    // A calculatorId is a signed quote (a few hundred characters) and travels in paths.
    routerOptions: { maxParamLength: 2_000 },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: 'all', allErrors: true },
      // After ajv-formats, which Fastify adds last and whose `uuid` and `date-time` would replace the contract's
      // (a `urn:uuid:` prefix, any year).
      onCreate: (ajv) => {
        for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (stdout)
    app.addHook('onClose', (_instance, done) => {
      stdout.stop();
      done();
    });

  // JSON is UTF-8 (RFC 8259 §8.1), and the body is read so: a charset named otherwise (utf-16, windows-1251) is the
  // 415 that says so, not a body silently read in the wrong encoding. One look for «charset» on the common request.
  const notUtf8 = (type: string | undefined) => {
    if (type === undefined || !type.toLowerCase().includes('charset')) return false;
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(type)?.[1]?.toLowerCase();
    return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii';
  };
  const notUtf8Error = () =>
    Object.assign(new Error('the body is said to be in a charset other than UTF-8'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
  // Every call carries a JSON content type (spec §7), also a PUT or DELETE without a body: an empty body is no body.
  // No route reads text: Fastify's text/plain parser handed a JSON object sent as text/plain to the schema as a string,
  // answered «invalid value» on `body`; without it, such a body is the 415 that says the body must be JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else if (notUtf8(request.headers['content-type'])) done(notUtf8Error(), undefined);
    else {
      // Kept for signed callbacks (carrier webhooks), whose signature covers the exact bytes.
      if (request.url.includes('/webhook')) request.rawBody = body as string;
      const text = body as string;
      // A long body is looked at for nesting and for lists and objects no schema takes, before JSON.parse and Ajv
      // spend their time on each level and item (lib/crowded-json.ts).
      const long = text.length >= CROWDED_FROM_CHARS;
      if (long && nestedTooDeep(text)) {
        done(tooDeepBodyError(), undefined);
        return;
      }
      const checked: typeof done = !long
        ? done
        : (error, value) => {
            const crowded = error ? undefined : crowdedPath(value);
            if (crowded === undefined) done(error, value);
            else done(crowdedBodyError(crowded), undefined);
          };
      const parsed = mayPoison(text) ? undefined : parsedOrUndefined(text);
      if (parsed === undefined) parseJson(request, text, checked);
      else checked(null, parsed);
    }
  });

  // Callback-style hooks: on every request, an async hook's promise is measurable overhead.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // When the answer has gone: method, path with query, status, milliseconds, and the caller's address as the rate
  // limits see it (behind the proxy, X-Forwarded-For). Errors are logged where they are handled, with their stack.
  if (requestLogs) {
    app.addHook('onResponse', (request, reply, done) => {
      logRequest(request, reply);
      done();
    });
  }

  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      replicaUrl: config.databaseReplicaUrl,
      dataDir: config.dataDir,
    }));
  app.decorate('database', database);
  app.decorate('compileAllSchemas', schemas.compileAll);
  // Once listening, the schemas no request has compiled yet are compiled between requests, one at a time.
  app.addHook('onListen', (done) => {
    schemas
      .compileInBackground()
      .then((count) => app.log.debug({ count }, 'route schemas compiled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'));
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    schemas.stopBackground();
    done();
  });
  app.decorate('jobs', undefined);
  app.addHook('onClose', async () => {
    await app.jobs?.stop();
    if (ownsDatabase) await database.close();
  });

  try {
    if (ownsDatabase) {
      await runMigrations(database);
      const seeded = await runSeeds(database.db);
      app.log.info({ seeded }, 'reference data checked');
    }
    if (options.jobs) app.jobs = await startJobs(database, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }

  // Counters, cached answers and sign-outs that hold across API instances: Redis, else PostgreSQL, else memory.
  // Its keys are named after the deployment's access-token and quote keys, which all its instances share: a cached
  // answer carries quotes signed with the quote key, and another deployment must never hand them out.
  const namespace = createHash('sha256').update(`${config.jwtSecret}\n${config.quoteSecret}`).digest('base64url').slice(0, 12);
  const shared = await openSharedStore({ redisUrl: config.redisUrl, database, namespace }, app.log);
  app.decorate('shared', shared);
  const limits = createSharedLimits({ store: shared, log: app.log });
  app.addHook('onClose', async () => {
    await limits.stop();
    await shared.close();
  });

  // Read-heavy routes read the replica (DATABASE_REPLICA_URL), except for a caller who wrote in the last seconds.
  const reads = createReadRouting({ primary: database.db, replica: database.replica?.db, store: shared, log: app.log });
  if (reads.replicated) {
    app.addHook('onSend', async (request, reply) => {
      if (request.auth && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        await reads.wrote(request.auth.userId);
      }
    });
  }
  const reader = reads.replicated ? { reader: reads.reader } : {};

  const reference = createReferenceService(database.db);
  await reference.load();
  app.log.info({ localities: reference.localityCount }, 'reference data loaded');

  await app.register(langPlugin);
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    maxEventLoopDelayMs: config.loadShedEventLoopDelayMs,
    rateLimitStore: rateLimitStore(limits),
    // The bank's widget script and its card form frame come from the bank's origin.
    trustedOrigins: [new URL(config.bank.widgetUrl).origin],
    // The terminals map's tiles come from the configured tile server.
    imageOrigins: config.mapTileUrl ? [new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin] : [],
    // The pages that sign talk to NCALayer on the user's computer, and to nothing else outside this site.
    connectOrigins: [new URL(config.ncalayerUrl).origin],
  });
  await app.register(errorHandlerPlugin);
  // Prometheus metrics (GET /api/metrics with METRICS_TOKEN): every route's timing, the pool, queues and outbox.
  const metrics = createMetrics();
  const outboxBacklog: { read?: () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> } = {};
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    metrics,
    sources: {
      ...(database.poolStats && { pool: database.poolStats }),
      ...(database.replica && { replicaPool: database.replica.poolStats }),
      queues: async () =>
        ((await app.jobs?.boss.getQueues()) ?? []).map((q) => ({
          name: q.name,
          ready: q.readyCount,
          active: q.activeCount,
          deferred: q.deferredCount,
          failed: q.failedCount,
        })),
      outbox: async () => (await outboxBacklog.read?.()) ?? { pending: 0, failed: 0, oldestPendingSeconds: 0 },
    },
  });
  app.decorate('preparedAnswers', prepared);
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  // The shared tracking link's preview reads the parcel's status once tracking is up (below).
  const trackPreview: { describe?: TrackPreview } = {};
  await app.register(webPlugin, { webDist: config.webDist, publicUrl: config.publicUrl, trackPreview });

  const throttle = createSignInThrottle({ db: database.db, prepared: database.prepared, now: options.clock ?? Date.now });
  const revocations = createRevocations({
    db: database.db,
    pollMs: config.identity.sessionRevocationPollMs,
    accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
    log: app.log,
    housekeeping: () => throttle.prune(),
    shared,
  });
  await revocations.start();
  app.addHook('onClose', () => revocations.stop());
  // Rotation: tokens signed with JWT_SECRET_PREVIOUS verify for one token lifetime, new ones get JWT_SECRET.
  const accessKeys = createAccessKeys({
    current: config.identity.jwtSecret,
    previous: config.identity.jwtPreviousSecrets,
    ttlSeconds: config.identity.accessTokenTtlSeconds,
    ...(options.clock && { now: options.clock }),
  });
  await app.register(authPlugin, { jwtSecret: accessKeys.verifying, isRevoked: revocations.isRevoked });
  // The operator console (issue 18): staff tokens (own key, issuer jetkiz-staff), the staff guard and
  // `app.operatorRoute`, the audit log; the console's parts register their routes with it below.
  const operator = createOperatorService({
    db: database.db,
    config: config.operator,
    log: app.log,
    ...(options.clock && { clock: options.clock }),
  });
  await app.register(operatorBasePlugin, {
    service: operator,
    strangers: limits.window('operator-strangers', config.authRateLimitPerMinute),
  });
  await app.register(operatorStaffRoutes, { service: operator, signInsPerMinute: config.authRateLimitPerMinute });
  if (config.operator.testHooks) await app.register(operatorTestHooks, { service: operator });
  // Verifies NCALayer signatures (XMLDSig, CMS) against the trust store; identity and orders are given it.
  app.decorate('signatures', createSignatureService({ db: database.db, config: config.signatures, log: app.log }));
  const sms = options.sms ?? createSms(config.sms);
  const identity = createIdentityService({
    db: database.db,
    sms,
    config: config.identity,
    throttle,
    revocations,
    log: app.log,
    signatures: app.signatures,
    invitationUrl: `${config.publicUrl}/invitation`,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.idle());
  await app.register(avatarRoutes, { avatars: createAvatars(database.db, options.clock ?? Date.now) });
  await app.register(identityRoutes, {
    service: identity,
    publicWritesPerMinute: config.authRateLimitPerMinute,
    secureCookies: config.publicUrl.startsWith('https:'),
  });

  await app.register(systemRoutes, {
    probe: { database: () => database.ping(), jobs: () => app.jobs?.isRunning() ?? false },
    publicConfig: {
      mapTileUrl: config.mapTileUrl ?? null,
      mapAttribution: config.mapAttribution ?? null,
      carriers: config.carriers.partners.map(({ code, name }) => ({ code, name })),
      ncalayerUrl: config.ncalayerUrl,
    },
  });
  await app.register(referenceRoutes, { service: reference, prepared });
  // One calendar object for every service; its data follows the years entered in the console (reloaded with the rest).
  const calendar = reference.calendar;
  await app.register(calendarRoutes, { calendar });
  const calc = createCalcService({
    db: database.db,
    config: config.calc,
    reference,
    calendar,
    // Each carrier's failed calls are counted for the monitoring.
    carriers: (grids) =>
      (options.carriers ?? ((own) => createCarriers(config.carriers, own)))(grids).map((port) => metrics.carrier(port)),
    ...(options.clock && { clock: options.clock }),
  });
  await calc.load();
  app.decorate('calc', calc);
  // The carriers' stores and pickup points (issue 19): fetched through each carrier's port at start and hourly; a
  // carrier that does not answer keeps its last list, and the start does not wait on it longer than its timeout.
  const syncPickupPoints = () =>
    reference.pickupPoints.sync(
      calc.carriers().map((c) => ({ carrier: c.code, name: c.name, fetch: () => c.pickupPoints() })),
      app.log,
    );
  await syncPickupPoints();
  // Reference data edited in the console reaches every instance: each reads the version stamp every
  // REFERENCE_POLL_MS and reloads when it moved; the instance that made the edit reloads at once.
  const watcher = createReferenceWatcher({
    db: database.db,
    pollMs: config.referencePollMs,
    reload: async () => {
      await reference.reloadEditable();
      await calc.load();
    },
    log: app.log,
  });
  await watcher.start();
  app.addHook('onClose', () => watcher.stop());
  app.decorate('referenceEditing', createReferenceEditing({ db: database.db, reference, changed: watcher.check }));
  app.decorate('calcEditing', createCalcEditing({ db: database.db, changed: watcher.check, carriers: calc.carrierSettings }));
  await app.register(referenceOperatorRoutes, { service: reference, editing: app.referenceEditing });
  await app.register(calcOperatorRoutes, { editing: app.calcEditing });
  await app.register(calcRoutes, {
    service: calc,
    answerCacheSeconds: config.calc.answerCacheSeconds,
    calculations: limits.window('calc', config.calc.calculationsPerMinute),
    sharedAnswers: createSharedValues({ store: shared, name: 'calc', log: app.log }),
  });
  const payments = createPaymentsService({
    db: database.db,
    config: config.payments,
    bank: options.bank ?? createHalykEpay(config.bank),
    identity,
    log: app.log,
    ...reader,
    ...(options.clock && { clock: options.clock }),
  });
  await payments.load();
  app.decorate('payments', payments);
  const mail = options.mail ?? createSmtpMail(config.mail);
  if (!options.mail) app.addHook('onClose', async () => mail.close());
  const notifications = createNotificationsService({
    db: database.db,
    sms,
    mail,
    orderMails: {
      publicUrl: config.mail.publicUrl,
      contactOf: (userId, tx) => identity.contactOf(userId, tx),
      localityName: (kato, lang) => reference.localityName(kato, lang),
    },
    log: app.log,
  });
  app.decorate('notifications', notifications);
  outboxBacklog.read = () => notifications.backlog();
  const newsletter = createNewsletterService({
    db: database.db,
    config: config.mail,
    enqueueMail: notifications.enqueueMail,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('newsletter', newsletter);
  await app.register(newsletterRoutes, { service: newsletter, writesPerMinute: config.authRateLimitPerMinute });
  const orders = createOrdersService({
    db: database.db,
    config: config.orders,
    reference,
    identity,
    calendar,
    payments,
    carrier: (code) => calc.carrier(code),
    quote: (id) => calc.issuedQuote(id),
    calculate: (body, userId, lang) => calc.calculate(body, lang, { id: userId }),
    // Acts are built after orders (they read its delivered orders): the port reaches them once they exist.
    credit: (companyId, tx) => avr.credit(companyId, tx),
    orderMail: (tx, event, order) => notifications.orderMail(tx, event, order),
    servicePrice: (code) => calc.servicePrice(code),
    sms: (tx, messages) => notifications.enqueue(tx, messages),
    productName: (carrier, product, tx) => calc.productName(carrier, product, tx),
    tariffName: (product, type, lang) => {
      const named = calc.listProducts(undefined, lang);
      return (named.find((p) => p.code === product) ?? named.find((p) => p.code === type?.toUpperCase()))?.name;
    },
    ...reader,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('orders', orders);
  await app.register(ordersRoutes, { service: orders });
  await app.register(paymentsRoutes, { service: payments });
  await app.register(paymentsOperatorRoutes, { service: payments });
  await app.register(addressesRoutes, { service: createAddressesService({ db: database.db, reference }) });
  const tracking = createTrackingService({
    db: database.db,
    prepared: database.prepared,
    preparedReplica: database.replica?.prepared,
    config: config.tracking,
    orders,
    identity,
    reference,
    calendar,
    notifications,
    carriers: () => calc.carriers(),
    log: app.log,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('tracking', tracking);
  trackPreview.describe = async (track, lang, ip) => (await tracking.track(track, lang, ip)).statusName;
  await app.register(trackingRoutes, { service: tracking, reads: limits.window('track', config.rateLimitPerMinute) });
  await app.register(partnersRoutes, {
    service: createPartnersService({ db: database.db, log: app.log, ...(options.clock && { clock: options.clock }) }),
    applicationsPerMinute: config.authRateLimitPerMinute,
  });
  let signer: Promise<JetkizSigner> | undefined;
  const avr = createAvrService({
    db: database.db,
    config: config.avr,
    orders,
    payments,
    identity,
    signatures: app.signatures,
    notifications,
    calendar,
    signer:
      options.avrSigner ??
      (() => {
        const file = config.avr.signingKeyFile;
        if (!file) return Promise.reject(new Error('JETKIZ_SIGNING_KEY_FILE is not set: acts cannot be signed'));
        signer ??= loadJetkizSigner(file, config.avr.signingKeyPassword);
        signer.catch(() => {
          signer = undefined;
        });
        return signer;
      }),
    log: app.log,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('avr', avr);
  await app.register(avrRoutes, { service: avr });
  // Claims and compensation (issue 19): the customer's claims, the console's decisions, the payout to the wallet.
  const claims = createClaimsService({
    db: database.db,
    orders,
    payments,
    notifications,
    identity,
    calendar,
    log: app.log,
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('claims', claims);
  await app.register(claimsRoutes, { service: claims });
  await app.register(claimsOperatorRoutes, { service: claims });
  await app.register(dashboardRoutes, {
    service: createDashboardService({ orders, payments, notifications, claims, ...(options.clock && { clock: options.clock }) }),
  });
  await app.register(avrOperatorRoutes, { service: avr });
  // The console's customers and orders (issue 18), composed from the modules that own them.
  await app.register(operatorWorkRoutes, {
    customers: createOperatorCustomers({ db: database.db, identity, orders, payments, notifications, avr }),
    orders: createOperatorOrders({ identity, orders, tracking }),
  });
  // The journeys' hooks (close a month, move the acts' clock): only with AVR_TEST_HOOKS=on, which production refuses.
  if (config.avr.testHooks) await app.register(avrTestHooks, { service: avr, db: database.db });
  if (app.jobs) {
    // Acts of the last month from its first working day after (each day of the 20-day term catches up, idempotent),
    // and acts past their acceptance term deemed accepted.
    await app.jobs.every('avr.issue', '0 6 * * *', () => avr.issueDue());
    await app.jobs.every('avr.deem', '5 0 * * *', () => avr.deemAccepted());
    await app.jobs.every('payments.reconcile', '* * * * *', () => payments.reconcile());
    await app.jobs.every('tracking.poll', '* * * * *', () => tracking.poll());
    // Bookings a dead process left half-done, and cancellations the carriers have not confirmed yet.
    await app.jobs.every('orders.carriers', '* * * * *', () => orders.syncCarriers());
    await app.jobs.every('calc.prune-issued-quotes', '17 * * * *', () => calc.pruneIssued());
    await app.jobs.every('reference.pickup-points', '23 * * * *', async () => {
      await syncPickupPoints();
    });
    // Every decided compensation reaches the wallet within its 3 working days (the decision pays at once; this catches up).
    await app.jobs.every('claims.payout', '*/10 * * * *', () => claims.payDue());
    notifications.start();
    app.addHook('onClose', () => notifications.stop());
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) }, async (request, reply) => {
    if (await app.servePage(request, reply)) return reply;
    return sendError(reply, request, 404, 'NOT_FOUND');
  });
  return app;
};
