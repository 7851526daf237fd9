import {
  OPERATOR_REFERENCE_ROUTES,
  type OperatorRouteDescriptor,
  operatorDashboardRoute,
  type ReferenceTariff,
  type ReferenceTerminal,
  STAFF_ROLES,
  type StaffRole,
  staffMayCall,
} from '@jetkiz/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { staffSession } from '../../../../test/staff.ts';

/** Two API instances on one database, each checking the reference version every 100 ms. */
const POLL = { REFERENCE_POLL_MS: '100' };
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: POLL });
  other = await buildTestApp({ env: POLL, database: t.database });
});

/**
 * `inject`, waiting out load shedding: two apps and PGlite share this process's one event loop, and a moment of
 * either's work past 2 s makes the other's guard answer 503 until its next sample.
 */
const inject = async (app: TestApp, request: InjectOptions) => {
  for (let waited = 0; ; waited += 100) {
    const response = await app.app.inject(request);
    if (response.statusCode !== 503 || waited >= 15_000) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const { call, user, orderBody } = fixtures(() => t, '77450');
const tokens = new Map<StaffRole, Record<string, string>>();
const staffIds = new Map<StaffRole, string>();
const staff = async (role: StaffRole) => {
  let headers = tokens.get(role);
  if (!headers) {
    const session = await staffSession(t, role, '77451');
    headers = session.headers;
    tokens.set(role, headers);
    staffIds.set(role, session.staffId);
  }
  return headers;
};
const asStaff = async (role: StaffRole, method: string, url: string, payload?: object, lang = 'EN', app = t) => {
  const response = await inject(app, {
    method: method as 'GET',
    url,
    payload,
    headers: { ...(await staff(role)), 'accept-language': lang },
  });
  return { status: response.statusCode, body: response.json() };
};

const terminals = async () => (await asStaff('viewer', 'GET', '/api/operator/reference/terminals')).body as ReferenceTerminal[];
const terminalBody = (terminal: ReferenceTerminal, change: Partial<ReferenceTerminal> = {}) => {
  const { address, hours, maxWeightKg, maxSideCm, active } = { ...terminal, ...change };
  return { address, hours, maxWeightKg, maxSideCm, active };
};
const tariffs = async () => (await asStaff('viewer', 'GET', '/api/operator/reference/tariffs')).body as ReferenceTariff[];
type ZoneBody = ReferenceTariff['zones'][number];
const zoneBody = ({ zone: _zone, ...body }: ZoneBody) => body;

let promoSeq = 0;
const promoBody = (change: object = {}) => ({
  code: `OPREF${Date.now() % 1_000_000}${promoSeq++}`,
  kind: 'percent',
  value: 10,
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
  maxUses: 10,
  perCustomer: 1,
  ...change,
});

/** A valid call of each route (for the role table): the writes put back what is there. */
const validCall = async (route: OperatorRouteDescriptor): Promise<{ url: string; payload?: object }> => {
  const terminal = (await terminals())[0] as ReferenceTerminal;
  const tariff = (await tariffs())[0] as ReferenceTariff;
  const zone = tariff.zones[0] as ZoneBody;
  const service = (await asStaff('viewer', 'GET', '/api/operator/reference/services')).body[0];
  const year = (await asStaff('viewer', 'GET', '/api/operator/reference/calendar/2027')).body;
  const promo = promoBody();
  await asStaff('operator', 'POST', '/api/operator/reference/promo-codes', promo);
  const calls: Record<string, { url: string; payload?: object }> = {
    operatorUpdateCarrier: { url: '/api/operator/reference/carriers/STEPPE', payload: { enabled: true, timeoutMs: null } },
    operatorCreatePromoCode: { url: '/api/operator/reference/promo-codes', payload: promoBody() },
    operatorUpdatePromoCode: {
      url: `/api/operator/reference/promo-codes/${promo.code}`,
      payload: { validFrom: promo.validFrom, validTo: promo.validTo, maxUses: 10, perCustomer: 1, disabled: false },
    },
    operatorUpdateTerminal: { url: `/api/operator/reference/terminals/${terminal.id}`, payload: terminalBody(terminal) },
    operatorUpdateTariffZone: { url: `/api/operator/reference/tariffs/${tariff.product}/${zone.zone}`, payload: zoneBody(zone) },
    operatorUpdateService: {
      url: `/api/operator/reference/services/${service.code}`,
      payload: { name: service.name, fixed: service.fixed, percentOfBase: service.percentOfBase },
    },
    operatorGetCalendarYear: { url: '/api/operator/reference/calendar/2027' },
    operatorUpdateCalendarYear: {
      url: '/api/operator/reference/calendar/2027',
      payload: { kurbanAit: year.kurbanAit, transfers: year.transfers },
    },
  };
  return calls[route.schema.operationId] ?? { url: route.url };
};

describe('who may call the reference and dashboard routes', () => {
  const routes: OperatorRouteDescriptor[] = [...OPERATOR_REFERENCE_ROUTES, operatorDashboardRoute];
  const table = routes.flatMap((route) => STAFF_ROLES.map((role) => [route.schema.operationId, role, route] as const));

  it.each(table)('%s as %s', async (_name, role, route) => {
    const { url, payload } = await validCall(route);
    const response = await asStaff(role, route.method, url, payload);
    if (staffMayCall(role, route.staffRoles)) expect(response.status, JSON.stringify(response.body)).toBe(200);
    else {
      expect(response.status).toBe(403);
      expect(response.body.errorCode).toBe('STAFF_ROLE_REQUIRED');
    }
  });

  it.each(routes.map((route) => [route.schema.operationId, route] as const))('%s refuses a customer token', async (_n, route) => {
    const { token } = await user('person');
    const { url, payload } = await validCall(route);
    const response = await call(route.method as 'GET', url, token, payload);
    expect(response.status).toBe(401);
  });
});

describe('terminals', () => {
  it('an edit is audited with before and after', async () => {
    const terminal = (await terminals())[1] as ReferenceTerminal;
    const hours = { ru: 'Ежедневно 09:00–18:00', kk: 'Күн сайын 09:00–18:00', en: 'Daily 09:00–18:00' };
    try {
      await asStaff('operator', 'PUT', `/api/operator/reference/terminals/${terminal.id}`, { ...terminalBody(terminal), hours });
      const audit = await t.app.operator.audit.search({ targetType: 'terminal', targetId: String(terminal.id), outcome: 'done' });
      const entry = audit.content[0] as (typeof audit.content)[number];
      expect(entry).toMatchObject({ action: 'operatorUpdateTerminal', staffRole: 'operator' });
      expect((entry.before as ReferenceTerminal).hours).toEqual(terminal.hours);
      expect((entry.after as ReferenceTerminal).hours).toEqual(hours);
    } finally {
      await asStaff('operator', 'PUT', `/api/operator/reference/terminals/${terminal.id}`, terminalBody(terminal));
    }
  });

  it('an edited terminal shows in the public list of every instance without a restart; switched off, it leaves it', async () => {
    const terminal = (await terminals())[0] as ReferenceTerminal;
    const hours = { ru: 'Пн–Сб 08:00–21:00', kk: 'Дс–Сб 08:00–21:00', en: 'Mon–Sat 08:00–21:00' };
    try {
      const edited = await asStaff('operator', 'PUT', `/api/operator/reference/terminals/${terminal.id}`, {
        ...terminalBody(terminal),
        hours,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.hours).toEqual(hours);
      const publicOn = async (app: TestApp) =>
        (
          await inject(app, { method: 'GET', url: '/api/order/public/terminal', headers: { 'accept-language': 'EN' } })
        ).json() as Array<{
          id: number;
          hours: string;
        }>;
      // This instance at once; the other within its poll.
      expect((await publicOn(t)).find((x) => x.id === terminal.id)?.hours).toBe(hours.en);
      await expect
        .poll(async () => (await publicOn(other)).find((x) => x.id === terminal.id)?.hours, { timeout: 10_000 })
        .toBe(hours.en);

      await asStaff(
        'operator',
        'PUT',
        `/api/operator/reference/terminals/${terminal.id}`,
        terminalBody(terminal, { active: false }),
      );
      await expect.poll(async () => (await publicOn(other)).some((x) => x.id === terminal.id), { timeout: 10_000 }).toBe(false);
    } finally {
      await asStaff('operator', 'PUT', `/api/operator/reference/terminals/${terminal.id}`, terminalBody(terminal));
    }
  });

  it('an unknown terminal is 404 and the refused attempt is audited', async () => {
    const terminal = (await terminals())[0] as ReferenceTerminal;
    const response = await asStaff('operator', 'PUT', '/api/operator/reference/terminals/999999', terminalBody(terminal), 'RU');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errorCode: 'REFERENCE_ITEM_NOT_FOUND', message: 'Такой записи в справочнике нет' });
    const audit = await t.app.operator.audit.search({
      staffId: staffIds.get('operator'),
      action: 'operatorUpdateTerminal',
      outcome: 'refused',
    });
    expect(audit.content.map((e) => e.errorCode)).toContain('REFERENCE_ITEM_NOT_FOUND');
  });

  it('a viewer cannot write: 403, nothing changed', async () => {
    const terminal = (await terminals())[0] as ReferenceTerminal;
    const response = await asStaff(
      'viewer',
      'PUT',
      `/api/operator/reference/terminals/${terminal.id}`,
      terminalBody(terminal, { maxWeightKg: 1 }),
    );
    expect(response.status).toBe(403);
    expect((await terminals())[0]?.maxWeightKg).toBe(terminal.maxWeightKg);
    const audit = await t.app.operator.audit.search({ staffId: staffIds.get('viewer'), outcome: 'refused' });
    expect(audit.content.map((e) => [e.action, e.errorCode])).toContainEqual(['operatorUpdateTerminal', 'STAFF_ROLE_REQUIRED']);
  });
});

describe('tariff grids', () => {
  const firstZone = async () => {
    const tariff = (await tariffs())[0] as ReferenceTariff;
    return { tariff, zone: tariff.zones[0] as ZoneBody };
  };

  it('refuses a gap between weight bands and a negative price, naming the rows; nothing changed', async () => {
    const { tariff, zone } = await firstZone();
    const url = `/api/operator/reference/tariffs/${tariff.product}/${zone.zone}`;
    const gap = await asStaff('operator', 'PUT', url, {
      ...zoneBody(zone),
      bands: [
        { fromKg: 0, toKg: 1, price: 1000 },
        { fromKg: 2, toKg: 5, price: 2000 },
      ],
      perKgAbove: 100,
    });
    expect(gap.status).toBe(400);
    expect(gap.body.errorCode).toBe('TARIFF_GRID_INVALID');
    expect(gap.body.fields).toEqual({ 'bands.1': 'Gap: the band must start where the previous one ends' });

    const negative = await asStaff(
      'operator',
      'PUT',
      url,
      {
        ...zoneBody(zone),
        bands: [
          { fromKg: 0, toKg: 1, price: 1000 },
          { fromKg: 1, toKg: 5, price: -5 },
        ],
        perKgAbove: 100,
      },
      'KZ',
    );
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toEqual({ 'bands.1': 'Баға теріс бола алмайды' });
    expect((await firstZone()).zone).toEqual(zone);
  });

  it('unknown product: 404', async () => {
    const { zone } = await firstZone();
    const response = await asStaff('operator', 'PUT', '/api/operator/reference/tariffs/NOPE/local', zoneBody(zone));
    expect(response.status).toBe(404);
  });

  it('a quote issued before a tariff change keeps its price; new quotes get the new one, on every instance', async () => {
    const { token } = await user('person');
    const packDtos = [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }];
    const ownOffer = async (app: TestApp) =>
      (
        (
          await inject(app, {
            method: 'POST',
            url: '/api/calc/public/calc',
            payload: { from: ALMATY, to: KARAGANDA, packDtos },
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().tariffs as Array<{ calculatorId: string; price: number; carrier: { code: string }; product: string }>
      ).find((o) => o.carrier.code === 'JETKIZ');
    const before = await ownOffer(t);
    expect(before).toBeDefined();
    const tariff = (await tariffs()).find((x) => x.product === before?.product) as ReferenceTariff;
    const doubled = (z: ZoneBody) => ({
      ...zoneBody(z),
      bands: z.bands.map((b) => ({ ...b, price: b.price * 2 })),
      perKgAbove: z.perKgAbove * 2,
    });
    try {
      for (const zone of tariff.zones) {
        const edited = await asStaff(
          'operator',
          'PUT',
          `/api/operator/reference/tariffs/${tariff.product}/${zone.zone}`,
          doubled(zone),
        );
        expect(edited.status).toBe(200);
      }
      expect((await ownOffer(t))?.price).toBeGreaterThan(before?.price ?? 0);
      await expect.poll(async () => (await ownOffer(other))?.price, { timeout: 10_000 }).toBeGreaterThan(before?.price ?? 0);
      const quote = await call('GET', `/api/calc/public/${before?.calculatorId}`);
      expect(quote.body.price).toBe(before?.price);
      const created = await call('POST', '/api/order/protected/order', token, orderBody(before?.calculatorId as string));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.totalAmount).toBe(before?.price);
    } finally {
      for (const zone of tariff.zones) {
        await asStaff('operator', 'PUT', `/api/operator/reference/tariffs/${tariff.product}/${zone.zone}`, zoneBody(zone));
      }
    }
  });
});

describe('services', () => {
  it('a new price applies to the next calculation', async () => {
    const services = (await asStaff('viewer', 'GET', '/api/operator/reference/services')).body;
    const service = services[0];
    const payload = { name: service.name, fixed: service.fixed + 100, percentOfBase: service.percentOfBase };
    try {
      const edited = await asStaff('operator', 'PUT', `/api/operator/reference/services/${service.code}`, payload);
      expect(edited.status).toBe(200);
      expect(edited.body.fixed).toBe(service.fixed + 100);
    } finally {
      await asStaff('operator', 'PUT', `/api/operator/reference/services/${service.code}`, {
        name: service.name,
        fixed: service.fixed,
        percentOfBase: service.percentOfBase,
      });
    }
  });
});

describe("next year's calendar", () => {
  it('refuses a date outside the year, naming the field', async () => {
    const response = await asStaff(
      'operator',
      'PUT',
      '/api/operator/reference/calendar/2027',
      { kurbanAit: '2028-05-05', transfers: [{ dayOff: '2027-03-22', workingDay: '2026-03-13' }] },
      'RU',
    );
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('CALENDAR_YEAR_INVALID');
    expect(response.body.fields).toEqual({ kurbanAit: 'Дата вне этого года', 'transfers.0.workingDay': 'Дата вне этого года' });
  });

  it("an entered year drives the public calendar of every instance (the domain's createWorkCalendar uses it)", async () => {
    const before = (await asStaff('viewer', 'GET', '/api/operator/reference/calendar/2027')).body;
    const transfers = [{ dayOff: '2027-11-26', workingDay: '2027-11-20' }];
    const publicDays = async (app: TestApp) =>
      (await inject(app, { method: 'GET', url: '/api/order/public/calendar?from=2027-11-20&to=2027-11-27' })).json()
        .days as Array<{ date: string; kind: string }>;
    try {
      const saved = await asStaff('operator', 'PUT', '/api/operator/reference/calendar/2027', {
        kurbanAit: '2027-05-16',
        transfers,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ year: 2027, edited: true, kurbanAit: '2027-05-16', transfers });
      await expect
        .poll(async () => (await publicDays(other)).find((d) => d.date === '2027-11-26')?.kind, { timeout: 10_000 })
        .toBe('transfer');
      expect((await publicDays(t)).some((d) => d.date === '2027-11-20')).toBe(false);
    } finally {
      await asStaff('operator', 'PUT', '/api/operator/reference/calendar/2027', {
        kurbanAit: before.kurbanAit,
        transfers: before.transfers,
      });
    }
  });
});

describe('promo codes', () => {
  it('created, then disabled: a customer can use it, then it is unknown to them; limits and duplicates refused', async () => {
    const { token } = await user('person');
    const promo = promoBody({ value: 12.5 });
    const created = await asStaff('operator', 'POST', '/api/operator/reference/promo-codes', promo);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: promo.code, kind: 'percent', value: 12.5, used: 0, disabled: false });
    expect((await call('GET', `/api/payment/protected/promo_code/${promo.code}`, token)).status).toBe(200);

    const again = await asStaff('operator', 'POST', '/api/operator/reference/promo-codes', promo, 'RU');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('PROMO_CODE_TAKEN');

    const backwards = await asStaff('operator', 'PUT', `/api/operator/reference/promo-codes/${promo.code}`, {
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
      maxUses: 10,
      perCustomer: 1,
      disabled: false,
    });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.fields)).toEqual(['validTo']);

    const disabled = await asStaff('operator', 'PUT', `/api/operator/reference/promo-codes/${promo.code}`, {
      validFrom: promo.validFrom,
      validTo: promo.validTo,
      maxUses: 5,
      perCustomer: 1,
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ maxUses: 5, disabled: true });
    expect((await call('GET', `/api/payment/protected/promo_code/${promo.code}`, token)).status).toBe(404);
    const audit = await t.app.operator.audit.search({ targetType: 'promoCode', targetId: promo.code, outcome: 'done' });
    expect(audit.content.map((e) => e.action).sort()).toEqual(['operatorCreatePromoCode', 'operatorUpdatePromoCode']);
  });

  it('a percentage over 100 and a malformed code are refused by field', async () => {
    const response = await asStaff(
      'operator',
      'POST',
      '/api/operator/reference/promo-codes',
      promoBody({ code: 'BAD CODE', value: 150 }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['code', 'value']);
  });
});

describe('carriers', () => {
  const offersOn = async (app: TestApp) =>
    (
      (
        await inject(app, {
          method: 'POST',
          url: '/api/calc/public/calc',
          payload: { from: ALMATY, to: KARAGANDA, packDtos: [{ length: 20, width: 20, height: 20, physWeight: 3, placeCnt: 1 }] },
        })
      ).json().tariffs as Array<{ carrier: { code: string } }>
    ).map((o) => o.carrier.code);

  it('a carrier switched off is asked for no quotes on any instance; its timeout is kept; unknown carrier 404', async () => {
    expect(await offersOn(t)).toContain('ALTYN');
    try {
      const off = await asStaff('operator', 'PUT', '/api/operator/reference/carriers/ALTYN', { enabled: false, timeoutMs: 800 });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ code: 'ALTYN', enabled: false, timeoutMs: 800 });
      expect(await offersOn(t)).not.toContain('ALTYN');
      await expect.poll(async () => offersOn(other), { timeout: 10_000 }).not.toContain('ALTYN');
      const list = (await asStaff('viewer', 'GET', '/api/operator/reference/carriers')).body as Array<{ code: string }>;
      expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['JETKIZ', 'STEPPE', 'ALTYN']));
    } finally {
      await asStaff('operator', 'PUT', '/api/operator/reference/carriers/ALTYN', { enabled: true, timeoutMs: null });
    }
    expect(await offersOn(t)).toContain('ALTYN');
    const unknown = await asStaff('operator', 'PUT', '/api/operator/reference/carriers/NOPE', { enabled: true, timeoutMs: null });
    expect(unknown.status).toBe(404);
  });
});

describe('bad input to promo codes and carriers: a clear 4xx, nothing changed, the attempt audited as refused', () => {
  const taken = promoBody();
  beforeAll(async () => {
    expect((await asStaff('operator', 'POST', '/api/operator/reference/promo-codes', taken)).status).toBe(200);
  });
  const limits = { validFrom: '2026-01-01', validTo: '2099-12-31', perCustomer: 1, disabled: false };
  const cases: Array<{
    name: string;
    role: StaffRole;
    method: 'POST' | 'PUT';
    url: () => string;
    payload: () => object;
    status: number;
    errorCode: string;
    action: string;
  }> = [
    {
      name: 'a negative limit of uses',
      role: 'operator',
      method: 'POST',
      url: () => '/api/operator/reference/promo-codes',
      payload: () => promoBody({ maxUses: -5 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorCreatePromoCode',
    },
    {
      // Zero is not «no limit» (null): the validator once coerced it to null.
      name: 'a limit of zero uses',
      role: 'operator',
      method: 'POST',
      url: () => '/api/operator/reference/promo-codes',
      payload: () => promoBody({ maxUses: 0 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorCreatePromoCode',
    },
    {
      name: 'a per-customer limit of zero',
      role: 'operator',
      method: 'PUT',
      url: () => `/api/operator/reference/promo-codes/${taken.code}`,
      payload: () => ({ ...limits, maxUses: 10, perCustomer: 0 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorUpdatePromoCode',
    },
    {
      name: 'a code that exists',
      role: 'operator',
      method: 'POST',
      url: () => '/api/operator/reference/promo-codes',
      payload: () => ({ ...taken }),
      status: 409,
      errorCode: 'PROMO_CODE_TAKEN',
      action: 'operatorCreatePromoCode',
    },
    {
      name: 'a timeout under 100 ms',
      role: 'operator',
      method: 'PUT',
      url: () => '/api/operator/reference/carriers/STEPPE',
      payload: () => ({ enabled: true, timeoutMs: 5 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorUpdateCarrier',
    },
    {
      name: 'a timeout of zero (not «the default»)',
      role: 'operator',
      method: 'PUT',
      url: () => '/api/operator/reference/carriers/STEPPE',
      payload: () => ({ enabled: true, timeoutMs: 0 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorUpdateCarrier',
    },
    {
      name: 'a timeout over 30 s',
      role: 'operator',
      method: 'PUT',
      url: () => '/api/operator/reference/carriers/STEPPE',
      payload: () => ({ enabled: true, timeoutMs: 60_000 }),
      status: 400,
      errorCode: 'VALIDATION',
      action: 'operatorUpdateCarrier',
    },
    {
      name: 'a viewer creating a promo code',
      role: 'viewer',
      method: 'POST',
      url: () => '/api/operator/reference/promo-codes',
      payload: () => promoBody(),
      status: 403,
      errorCode: 'STAFF_ROLE_REQUIRED',
      action: 'operatorCreatePromoCode',
    },
    {
      name: 'a viewer switching a carrier off',
      role: 'viewer',
      method: 'PUT',
      url: () => '/api/operator/reference/carriers/STEPPE',
      payload: () => ({ enabled: false, timeoutMs: null }),
      status: 403,
      errorCode: 'STAFF_ROLE_REQUIRED',
      action: 'operatorUpdateCarrier',
    },
  ];

  it.each(cases)('$name: $status $errorCode', async ({ role, method, url, payload, status, errorCode, action }) => {
    const promosBefore = (await asStaff('viewer', 'GET', '/api/operator/reference/promo-codes')).body;
    const carriersBefore = (await asStaff('viewer', 'GET', '/api/operator/reference/carriers')).body;
    const answer = await asStaff(role, method, url(), payload(), 'KZ');
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
    expect(answer.body.message).toEqual(expect.any(String));
    expect((await asStaff('viewer', 'GET', '/api/operator/reference/promo-codes')).body).toEqual(promosBefore);
    expect((await asStaff('viewer', 'GET', '/api/operator/reference/carriers')).body).toEqual(carriersBefore);
    const audit = await t.app.operator.audit.search({ staffId: staffIds.get(role), action, outcome: 'refused' });
    expect(audit.content.map((line) => line.errorCode)).toContain(errorCode);
  });
});
