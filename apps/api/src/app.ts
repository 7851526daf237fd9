import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createWorkCalendar, type ProductGrid } from '@jetkiz/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { type BankPort, createHalykEpay } from './adapters/bank/index.ts';
import { type CarrierPort, createCarriers } from './adapters/carriers/index.ts';
import { createSms, type SmsPort } from './adapters/sms/index.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeeds } from './db/seed.ts';
import { createAccessKeys } from './lib/access-token.ts';
import { addressesRoutes, createAddressesService } from './modules/addresses/index.ts';
import {
  type AvrService,
  avrRoutes,
  avrTestHooks,
  createAvrService,
  type JetkizSigner,
  loadJetkizSigner,
} from './modules/avr/index.ts';
import { type CalcService, calcRoutes, createCalcService } from './modules/calc/index.ts';
import {
  createIdentityService,
  createRevocations,
  createSignInThrottle,
  type IdentityService,
  identityRoutes,
} from './modules/identity/index.ts';
import { type Jobs, startJobs } from './modules/jobs/index.ts';
import { createNotificationsService, type NotificationsService } from './modules/notifications/index.ts';
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
import { createPaymentsService, type PaymentsService, paymentsRoutes } from './modules/payments/index.ts';
import { calendarRoutes, createReferenceService, referenceRoutes } from './modules/reference/index.ts';
import { createSignatureService, type SignatureService } from './modules/signatures/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { createTrackingService, type TrackingService, trackingRoutes } from './modules/tracking/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { FORMATS } from './plugins/formats.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { langPlugin } from './plugins/lang.ts';
import { serializeError } from './plugins/log-errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { type TrackPreview, webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    jobs: Jobs | undefined;
    identity: IdentityService;
    calc: CalcService;
    orders: OrdersService;
    payments: PaymentsService;
    tracking: TrackingService;
    notifications: NotificationsService;
    signatures: SignatureService;
    avr: AvrService;
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

/** Builds the whole application: database, migrations, seeds, plugins and every module's routes. */
export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // A failed query's values (password hash, IIN, e-mail) never reach the line.
      serializers: { err: serializeError },
      ...(options.logStream && { stream: options.logStream }),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
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

  // Every call carries a JSON content type (spec §7), also a PUT or DELETE without a body: an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else {
      // Kept for signed callbacks (carrier webhooks), whose signature covers the exact bytes.
      if (request.url.includes('/webhook')) request.rawBody = body as string;
      parseJson(request, body as string, done);
    }
  });

  // Callback-style hooks: on every request, an async hook's promise is measurable overhead.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('database', database);
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

  const reference = createReferenceService(database.db);
  await reference.load();
  app.log.info({ localities: reference.localityCount }, 'reference data loaded');

  await app.register(langPlugin);
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    // The bank's widget script and its card form frame come from the bank's origin.
    trustedOrigins: [new URL(config.bank.widgetUrl).origin],
    // The terminals map's tiles come from the configured tile server.
    imageOrigins: config.mapTileUrl ? [new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin] : [],
    // The pages that sign talk to NCALayer on the user's computer, and to nothing else outside this site.
    connectOrigins: [new URL(config.ncalayerUrl).origin],
  });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  // The shared tracking link's preview reads the parcel's status once tracking is up (below).
  const trackPreview: { describe?: TrackPreview } = {};
  await app.register(webPlugin, { webDist: config.webDist, publicUrl: config.publicUrl, trackPreview });

  const throttle = createSignInThrottle({ db: database.db, now: options.clock ?? Date.now });
  const revocations = createRevocations({
    db: database.db,
    pollMs: config.identity.sessionRevocationPollMs,
    accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
    log: app.log,
    housekeeping: () => throttle.prune(),
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
  await app.register(operatorBasePlugin, { service: operator });
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
  await app.register(referenceRoutes, { service: reference });
  const calendar = createWorkCalendar();
  await app.register(calendarRoutes, { calendar });
  const calc = createCalcService({
    db: database.db,
    config: config.calc,
    reference,
    calendar,
    carriers: options.carriers ?? ((grids) => createCarriers(config.carriers, grids)),
    ...(options.clock && { clock: options.clock }),
  });
  await calc.load();
  app.decorate('calc', calc);
  await app.register(calcRoutes, {
    service: calc,
    answerCacheSeconds: config.calc.answerCacheSeconds,
    calculationsPerMinute: config.calc.calculationsPerMinute,
  });
  const payments = createPaymentsService({
    db: database.db,
    config: config.payments,
    bank: options.bank ?? createHalykEpay(config.bank),
    identity,
    log: app.log,
    ...(options.clock && { clock: options.clock }),
  });
  await payments.load();
  app.decorate('payments', payments);
  const orders = createOrdersService({
    db: database.db,
    config: config.orders,
    reference,
    identity,
    calendar,
    payments,
    carrier: (code) => calc.carrier(code),
    quote: (id) => calc.issuedQuote(id),
    // Acts are built after orders (they read its delivered orders): the port reaches them once they exist.
    credit: (companyId) => avr.credit(companyId),
    tariffName: (product, type, lang) => {
      const named = calc.listProducts(undefined, lang);
      return (named.find((p) => p.code === product) ?? named.find((p) => p.code === type?.toUpperCase()))?.name;
    },
    ...(options.clock && { clock: options.clock }),
  });
  app.decorate('orders', orders);
  await app.register(ordersRoutes, { service: orders });
  await app.register(paymentsRoutes, { service: payments });
  await app.register(addressesRoutes, { service: createAddressesService({ db: database.db, reference }) });
  const notifications = createNotificationsService({ db: database.db, sms, log: app.log });
  app.decorate('notifications', notifications);
  const tracking = createTrackingService({
    db: database.db,
    prepared: database.prepared,
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
  await app.register(trackingRoutes, { service: tracking, readsPerMinute: config.rateLimitPerMinute });
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
    notifications.start();
    app.addHook('onClose', () => notifications.stop());
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) }, async (request, reply) => {
    if (await app.servePage(request, reply)) return reply;
    return sendError(reply, request, 404, 'NOT_FOUND');
  });
  return app;
};
