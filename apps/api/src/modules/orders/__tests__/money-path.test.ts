import fs from 'node:fs';
import path from 'node:path';
import { addDays, almatyDate, createWorkCalendar, deliveryDateRange, formatPickupDate, OFFER_VERSION } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { callerHeaders } from '../../../../test/http.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { ledgerTransactions } from '../../../db/schema.ts';
import { orders } from '../orders.tables.ts';

/**
 * Issue 14's one-way money path and issue 15's order pieces: the offer accepted with an order, one rule for an
 * order's dates, tariffs by their display names on documents, the ledger remembering an order's kind, and the
 * module boundaries that make the path one way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, paidOrders, priorityCalc, priorityOrderBody, payOrder } = fixtures(() => t, '77025');
const calendar = createWorkCalendar();

describe('the public offer accepted with an order', () => {
  it('is stored with its version, refused when outdated, and optional for integrators', async () => {
    const { token } = await user('person');
    const accepted = await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await quote(), { offerAccepted: true, offerVersion: OFFER_VERSION }),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.offerVersion).toBe(OFFER_VERSION);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, accepted.body.id));
    expect(row?.offerVersion).toBe(OFFER_VERSION);
    expect(row?.offerAcceptedAt).toBeInstanceOf(Date);

    for (const [lang, word] of [
      ['RU', 'оферта'],
      ['KZ', 'оферта'],
      ['EN', 'offer'],
    ] as const) {
      const outdated = await call(
        'POST',
        '/api/order/protected/order',
        token,
        orderBody(await quote(), { offerAccepted: true, offerVersion: '1999-01-01' }),
        lang,
      );
      expect(outdated.status).toBe(400);
      expect(JSON.stringify(outdated.body)).toContain(word);
    }

    const without = await call('POST', '/api/order/protected/order', token, orderBody(await quote()));
    expect(without.status).toBe(200);
    expect(without.body.offerVersion).toBeNull();
  });
});

describe('an order’s dates', () => {
  it('follow the pickup date once sent: the delivery range is counted from it by the tariff’s term', async () => {
    const { token, orders: paid } = await paidOrders(1);
    const order = paid[0] as { id: string };
    const before = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    expect(before.expectedPickupDate).toBe(before.estimatedPickupDate);
    expect([before.expectedDeliveryFrom, before.expectedDeliveryTo]).toEqual([
      before.estimatedDeliveryFrom,
      before.estimatedDeliveryTo,
    ]);
    expect(before.deliveredDate).toBeNull();

    // A later pickup than the estimate: the range moves with it.
    const pickup = calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 3));
    const sent = await call(
      'POST',
      `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(formatPickupDate(pickup))}`,
      token,
    );
    expect(sent.status).toBe(200);
    const after = (await call('GET', `/api/order/protected/${order.id}`, token)).body;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.pickupDate).toBe(pickup);
    expect(after.expectedPickupDate).toBe(pickup);
    const range = deliveryDateRange(pickup, row?.deliveryDaysMin as number, row?.deliveryDaysMax as number, calendar);
    expect([after.expectedDeliveryFrom, after.expectedDeliveryTo]).toEqual([range.from, range.to]);
    expect(after.expectedDeliveryFrom >= pickup).toBe(true);
  });
});

describe('shipping documents', () => {
  it('keep the tariff name the calculator showed when another instance, or this one before a restart, computed the quote', async () => {
    // A second instance on the same database, which has asked no carrier for rates: as behind a proxy, or after a restart.
    const other = await buildTestApp({ database: t.database });
    try {
      const { token } = await user('person');
      const calculatorId = await quote();
      const placed = await other.app.inject({
        method: 'POST',
        url: '/api/order/protected/order',
        headers: callerHeaders(token, 'RU'),
        payload: orderBody(calculatorId),
      });
      expect(placed.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().id));
      expect(row?.product).toBe('STEPPE_ECONOMY');
      expect(row?.tariffName).toEqual({ ru: 'Эконом', kk: 'Эконом', en: 'Economy' });
    } finally {
      await other.close();
    }
  });

  it('name the carrier and the tariff by their display names in the document’s language, never by a code', async () => {
    const { token, orders: paid } = await paidOrders(1);
    const order = paid[0] as { id: string };
    // The tariff as the calculator showed it (Steppe Express's «Эконом»), not its type («Стандарт», the sweep).
    for (const [lang, tariff] of [
      ['RU', /Steppe Express · Эконом/],
      ['KZ', /Steppe Express · Эконом/],
      ['EN', /Steppe Express · Economy/],
    ] as const) {
      for (const type of lang === 'RU' ? ['waybill', 'label'] : ['waybill']) {
        const file = await call('GET', `/api/order/protected/file/${order.id}.${type}`, token, undefined, lang);
        expect(file.status).toBe(200);
        const text = pdfText(file.raw.rawPayload);
        expect(text).not.toMatch(/STEPPE_|ALTYN_|JETKIZ_/);
        if (type === 'waybill') expect(text).toMatch(tariff);
      }
    }
  });
});

describe('the ledger', () => {
  it('records a priority order’s kind with its charge, so the history never asks the orders module', async () => {
    const { token } = await user('company');
    const quoted = await priorityCalc(token);
    const order = (await call('POST', '/api/order/protected/jur/priority/order', token, priorityOrderBody(quoted.calculatorId)))
      .body;
    expect((await payOrder(token, order)).status).toBe(200);
    const rows = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, order.id));
    expect(rows.map((r) => r.orderPriority)).toEqual([true]);
    const history = (await call('GET', '/api/payment/protected/history?kind=order_payment', token)).body.content;
    expect(history[0]).toMatchObject({ orderId: order.id, orderPriority: true });
  });
});

describe('the money path runs one way', () => {
  const modules = path.resolve(import.meta.dirname, '../..');
  const sources = (module: string) =>
    fs
      .readdirSync(path.join(modules, module))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => ({ file: f, text: fs.readFileSync(path.join(modules, module, f), 'utf8') }));
  const importsOf = (text: string) => [...text.matchAll(/from '(\.\.\/[^']+)'/g)].map((m) => m[1] as string);

  it('payments imports nothing from orders; documents imports from no module', () => {
    for (const { file, text } of sources('payments')) {
      expect(
        importsOf(text).filter((p) => p.startsWith('../orders')),
        file,
      ).toEqual([]);
    }
    for (const { file, text } of sources('documents')) {
      expect(importsOf(text), file).toEqual([]);
    }
  });

  it('no service file is a god file: none over 300 lines in orders, payments and addresses', () => {
    for (const module of ['orders', 'payments', 'addresses']) {
      for (const { file, text } of sources(module)) {
        if (file.endsWith('.tables.ts') || file.endsWith('.repository.ts')) continue;
        expect(text.split('\n').length, `${module}/${file}`).toBeLessThanOrEqual(300);
      }
    }
    expect(fs.existsSync(path.join(modules, 'orders/orders.service.ts'))).toBe(false);
    expect(fs.existsSync(path.join(modules, 'payments/payments.service.ts'))).toBe(false);
  });

  it('public tracking reads the view orders publishes, not the orders table', () => {
    const tracking = sources('tracking')
      .map((s) => s.text)
      .join('\n');
    expect(tracking).toContain('order_tracking_view');
    expect(tracking).not.toMatch(/from orders\b/);
  });
});
