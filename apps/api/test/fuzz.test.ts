/**
 * Every bad input is a 4xx (issue 12). Walks the OpenAPI document the app serves and, for every operation,
 * sends a plausible request with each field in turn replaced by hostile values (NUL, lone surrogates,
 * Infinity, 400-digit and > 2^31 numbers, 36 dashes, the year 275760, long strings, wrong types), then seeded
 * random requests around it (fast-check), as a person, a company, a guest and a forger, with bad JSON and empty
 * bodies too. Fails on any 5xx, naming the operation and the request.
 *
 * Bounded in time (FUZZ_SECONDS, default 50) and reproducible (FUZZ_SEED): the same seed sends the same
 * requests in the same order; the time bound only decides how many of the random ones go.
 */
import { createHmac } from 'node:crypto';
import { addDays, almatyDate, createWorkCalendar, formatPickupDate, topUpEntries } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { ALMATY, fixtures, KARAGANDA, userIdOf } from './fixtures.ts';
import {
  type Auth,
  CORE_NASTY,
  type FuzzRequest,
  leavesOf,
  MORE_NASTY,
  type Operation,
  operationsOf,
  RAW_BODIES,
  RawBody,
  requestArbitrary,
  sampleOf,
  seeded,
  setAt,
  toJson,
  urlOf,
} from './fuzz-requests.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { callerHeaders } from './http.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 50);
/** Extra hostile values per field, besides the core ones every field gets. */
const EXTRA_PER_FIELD = 6;
const FUZZ_ADDRESS = '198.51.100.77';
const WEBHOOK_SECRET = 'fuzz-carrier-webhook-secret-0123456789';
/** Replaced by a new event id in each request, so that every webhook reaches the event's date (a repeat stops early). */
const FRESH_EVENT = 'fresh-event-id';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', CARRIER_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
});
afterAll(async () => {
  await t?.close();
});

const { call, user, quote, orderBody } = fixtures(() => t, '77023');
const PASSWORD = 'Qwerty12';
const PACK = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };

/** What the plausible requests refer to: real users, quotes, orders, a booked shipment. */
type World = {
  tokens: Record<'person' | 'company', string>;
  phones: Record<'person' | 'company', string>;
  quote: string;
  orderIds: Record<'person' | 'company', string>;
  trackNumber: string;
  movementId: string;
  shipment: { carrier: string; id: string };
};

const buildWorld = async (): Promise<World> => {
  const person = await user('person');
  const company = await user('company');
  const personQuote = await quote();
  const companyQuote = await quote([PACK], company.token, '/api/calc/protected/jur/calc');
  const personOrder = await call('POST', '/api/order/protected/order', person.token, orderBody(personQuote));
  const companyOrder = await call('POST', '/api/order/protected/jur/order', company.token, orderBody(companyQuote));
  expect([personOrder.status, companyOrder.status]).toEqual([200, 200]);

  // A paid order handed to its carrier: the webhook's plausible request names its shipment.
  const userId = userIdOf(person.token);
  const sent = (await call('POST', '/api/order/protected/order', person.token, orderBody(await quote()))).body;
  await t.database.db.transaction((tx) =>
    t.app.payments.post(
      tx,
      { key: `fuzz-funds:${sent.id}`, kind: 'topup', userId, entries: topUpEntries(userId, 100_000_00) },
      'ru',
    ),
  );
  await call('POST', `/api/order/protected/payment/${sent.id}?amount=${sent.totalWithPromo.toFixed(2)}`, person.token);
  await call('POST', `/api/order/protected/send/${sent.id}?pickupDate=${encodeURIComponent(nextWorkingDay())}`, person.token);
  const [booked] = await t.database.db
    .select({ carrier: orders.carrier, shipment: orders.carrierShipmentId })
    .from(orders)
    .where(eq(orders.id, sent.id));
  const history = await call('GET', '/api/payment/protected/history', person.token);
  return {
    tokens: { person: person.token, company: company.token },
    phones: { person: person.phone, company: company.phone },
    quote: personQuote,
    orderIds: { person: personOrder.body.id, company: companyOrder.body.id },
    trackNumber: personOrder.body.trackNumber,
    movementId: history.body.content?.[0]?.id ?? sent.id,
    shipment: { carrier: booked?.carrier ?? 'STEPPE', id: booked?.shipment ?? 'none' },
  };
};

const calendar = createWorkCalendar();
const nextWorkingDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));

/** Who a route is for: a guest, a person, or a company (`/jur` routes). */
const ownerOf = (op: Operation): Auth =>
  !op.path.includes('/protected') ? 'none' : op.path.includes('/jur') ? 'company' : 'person';

/** A request that passes the contract and reaches the service, so that hostile values in it go deep. */
const plausible = (op: Operation, world: World): FuzzRequest => {
  const auth = ownerOf(op);
  const who = auth === 'company' ? 'company' : 'person';
  const orderId = world.orderIds[who];
  const path: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.pathParams)) {
    path[name] =
      {
        userType: who,
        phone: world.phones[who],
        code: 'JETKIZ10',
        carrier: world.shipment.carrier,
        id: op.path.includes('/calc/')
          ? world.quote
          : op.path.includes('/file/')
            ? `${orderId}.waybill`
            : op.path.includes('/track/')
              ? world.trackNumber
              : op.path.includes('/receipt/')
                ? world.movementId
                : orderId,
      }[name] ?? sampleOf(schema);
  }
  const query: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.query)) {
    query[name] =
      {
        orderId,
        pickupDate: nextWorkingDay(),
        sum: '1000',
        amount: '1000.00',
        type: 'FROM',
        name: 'Алм',
        from: '2026-12-01',
        to: '2026-12-31',
        date: '2026-12-01',
        daysCnt: 3,
      }[name] ?? sampleOf(schema);
  }
  const phone = world.phones[who];
  const registration = { firstName: 'Айгерім', lastName: 'Сәрсенова', email: 'a@mail.kz', password: PASSWORD };
  const bodies: Record<string, unknown> = {
    registerPerson: { ...registration, username: '77710000001', confirmPassword: PASSWORD, iin: '850722400008' },
    registerCompany: {
      ...registration,
      username: '77710000002',
      confirmPassword: PASSWORD,
      bin: '940140000385',
      entityType: 2,
      name: 'ТОО «Тест»',
      legalAddress: 'г. Алматы',
    },
    confirmRegistration: { code: '0000', userName: phone, password: PASSWORD, confirmPassword: PASSWORD, userType: who },
    signIn: { userName: phone, password: PASSWORD, userType: who },
    refreshSession: { refreshToken: 'not-a-refresh-token', userType: who },
    signOut: { refreshToken: 'not-a-refresh-token' },
    startPasswordRecovery: { newPassword: 'Qwerty123', phoneNumber: phone },
    confirmPasswordRecovery: { code: '0000', phoneNumber: phone, userType: who },
    setUserIin: { userIin: '850722400008', userName: phone },
    changePassword: { userName: phone, oldPassword: 'Not-the-password-1', newPassword: 'Qwerty123' },
    calculate: { from: ALMATY, to: KARAGANDA, packDtos: [PACK] },
    calculateForCompany: { from: ALMATY, to: KARAGANDA, packDtos: [PACK] },
    calculatePriority: { from: ALMATY, to: KARAGANDA, packDtos: [PACK], deliverySign: 1, daysCnt: 3 },
    createOrder_person: orderBody(world.quote),
    createOrder_company: orderBody(world.quote),
    createOrder_priority: { ...orderBody(world.quote), deliveryType: 2, productSign: 1, clientDate: '2026-12-01' },
    callCourier_person: { window: '10:00-13:00' },
    callCourier_company: { window: '10:00-13:00' },
    saveAddress: { name: 'Склад', streetAbbrId: 1, street: 'Абая', house: '10', kato: ALMATY },
    carrierWebhook: {
      eventId: FRESH_EVENT,
      shipmentId: world.shipment.id,
      status: world.shipment.carrier === 'ALTYN' ? '300' : 'IN_TRANSIT',
      occurredAt: new Date().toISOString(),
      place: 'Алматы',
    },
  };
  return {
    operationId: op.operationId,
    method: op.method,
    pathValues: path,
    query,
    body: op.body ? (bodies[op.operationId] ?? sampleOf(op.body)) : undefined,
    auth,
    lang: 'RU',
  };
};

/** Each field of a request in turn, with every core hostile value and a seeded handful of the others. */
function* oneFieldAtATime(op: Operation, base: FuzzRequest, random: () => number): Generator<FuzzRequest> {
  const values = () => [
    ...CORE_NASTY,
    ...Array.from({ length: EXTRA_PER_FIELD }, () => MORE_NASTY[Math.floor(random() * MORE_NASTY.length)]),
  ];
  for (const name of Object.keys(op.pathParams))
    for (const value of values()) yield { ...base, pathValues: { ...base.pathValues, [name]: value } };
  for (const name of Object.keys(op.query)) {
    for (const value of values()) yield { ...base, query: { ...base.query, [name]: value } };
    yield { ...base, query: { ...base.query, [name]: ['1', '\u0000'] } };
    yield { ...base, query: { ...base.query, [name]: undefined } };
  }
  if (op.body) {
    for (const leaf of leavesOf(op.body)) for (const value of values()) yield { ...base, body: setAt(base.body, leaf, value) };
    for (const raw of RAW_BODIES) yield { ...base, body: raw };
    yield { ...base, body: undefined };
  }
  for (const auth of ['none', 'garbage', ownerOf(op) === 'company' ? 'person' : 'company'] as const) yield { ...base, auth };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawBody);

type Failure = { operationId: string; status: number; request: string; answer: string };

describe('every bad input is a 4xx', () => {
  it(
    'answers no hostile, malformed or random request of any operation with a 5xx',
    async () => {
      const started = Date.now();
      const deadline = started + SECONDS * 1_000;
      const world = await buildWorld();
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThanOrEqual(74);

      const failures: Failure[] = [];
      let sent = 0;
      const tokens: Record<Auth, string | undefined> = {
        none: undefined,
        person: world.tokens.person,
        company: world.tokens.company,
        garbage: `${world.tokens.person.slice(0, -4)}AAAA`,
      };
      const send = async (op: Operation, given: FuzzRequest) => {
        let request = given;
        const url = urlOf(op, request);
        if (isRecord(request.body) && request.body.eventId === FRESH_EVENT)
          request = { ...request, body: { ...request.body, eventId: `fuzz-${SEED}-${sent}` } };
        const payload =
          request.body === undefined ? undefined : request.body instanceof RawBody ? request.body.bytes : toJson(request.body);
        const headers = callerHeaders(tokens[request.auth], request.lang);
        if (payload !== undefined) headers['content-type'] = 'application/json';
        if (op.operationId === 'carrierWebhook' && payload !== undefined)
          headers['x-carrier-signature'] = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex')}`;
        const described = `${op.method} ${url.slice(0, 300)} auth=${request.auth}${payload === undefined ? '' : ` body=${JSON.stringify(String(payload).slice(0, 300))}`}`;
        sent++;
        try {
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers,
            // An address of its own: the failed sign-ins it makes must not slow other suites sharing the database.
            remoteAddress: FUZZ_ADDRESS,
            ...(payload !== undefined && { payload }),
          });
          // A 502 or 503 the operation documents (a carrier or the bank down, the job queue not started) is
          // an honest answer about a dependency; a 500 or an undocumented 5xx is a bug.
          const documented = response.statusCode !== 500 && op.responses.includes(response.statusCode);
          if (response.statusCode >= 500 && !documented)
            failures.push({
              operationId: op.operationId,
              status: response.statusCode,
              request: described,
              answer: response.body.slice(0, 200),
            });
        } catch (error) {
          // The server cut the answer off (a stream that failed half way): as bad as a 500.
          failures.push({ operationId: op.operationId, status: 0, request: described, answer: String(error) });
        }
      };

      // 1. One field at a time, every operation (always whole: it is what the suite is for).
      const random = seeded(SEED);
      for (const op of operations) {
        for (const request of oneFieldAtATime(op, plausible(op, world), random)) await send(op, request);
      }
      const systematic = sent;

      // 2. Seeded random requests around the plausible ones, a round over every operation at a time, until the time is up
      //    (at least one round).
      const arbitraries = operations.map((op) => requestArbitrary(op, plausible(op, world)));
      for (let round = 0; round === 0 || (Date.now() < deadline && round < 200); round++) {
        for (const [i, op] of operations.entries()) {
          const [request] = fc.sample(arbitraries[i] as fc.Arbitrary<FuzzRequest>, {
            seed: SEED + round * 1_000 + i,
            numRuns: 1,
          });
          if (request) await send(op, request);
        }
      }

      const seconds = ((Date.now() - started) / 1_000).toFixed(1);
      const counts = new Map<string, number>();
      for (const f of failures) counts.set(f.operationId, (counts.get(f.operationId) ?? 0) + 1);
      const byOperation = [...counts].map(([id, n]) => `${id} ${n}`).join(', ');
      console.log(
        `fuzz (${t.database.kind}, seed ${SEED}): ${sent} requests (${systematic} one field at a time, ${sent - systematic} random) over ${operations.length} operations in ${seconds} s; ${failures.length} × 5xx on ${new Set(failures.map((f) => f.operationId)).size} operations${byOperation ? `: ${byOperation}` : ''}`,
      );
      const report = failures
        .filter((f, i) => failures.slice(0, i).filter((g) => g.operationId === f.operationId).length < 3)
        .map((f) => `${f.operationId} → ${f.status}: ${f.request}\n    ${f.answer}`)
        .join('\n');
      expect(failures.length, `5xx answers (at most 3 an operation):\n${report}`).toBe(0);
    },
    // The time bound is FUZZ_SECONDS; the rest is room for a loaded machine to finish the one-field pass.
    (SECONDS + 240) * 1_000,
  );
});
