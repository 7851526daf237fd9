import fs from 'node:fs';
import path from 'node:path';
import { addDays, almatyDate, formatPickupDate } from '@jetkiz/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { orders } from '../orders.tables.ts';

/** Issue 19: delivery types, the carriers' pickup points (Shop, AgentPvz), packs kept, and the one-click return. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, orderBody, payOrder, priorityCalc, priorityOrderBody } = fixtures(() => t, '77700');
/** Set DELIVERY_PDF_DIR to keep the waybill and labels for a look (pdftoppm -png -r 60). */
const keep = process.env.DELIVERY_PDF_DIR;
const ASTANA = '710000000';
const PACK = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };

type Point = { id: number; code: string; kind: string; carrier: { code: string }; maxWeightKg: number; maxSideCm: number };
const points = async (query = '', lang = 'RU') =>
  (await call('GET', `/api/order/public/pickup-points${query}`, undefined, undefined, lang)).body as Point[];
const pointByCode = async (code: string) => (await points()).find((p) => p.code === code) as Point;

/** A STEPPE quote from Almaty to Astana, to a point or a terminal (no delivery to the door). */
const toPointQuote = async (packs = [PACK], token?: string) => {
  const answer = await call('POST', '/api/calc/public/calc', token, {
    from: ALMATY,
    to: ASTANA,
    packDtos: packs,
    deliveryToAddress: false,
  });
  return answer.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE').calculatorId as string;
};
const ordersOf = async (token: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userIdOf(token)))
  )[0]?.n;

describe('pickup points of the carriers', () => {
  it('lists the sandbox carriers’ stores and pickup points with address, hours and limits, by locality and kind', async () => {
    const astana = await points(`?kato=${ASTANA}`, 'KZ');
    expect(astana.map((p) => p.code).sort()).toEqual(['AC-PVZ-AST-7', 'SE-PVZ-AST-1', 'SE-SHOP-AST-1']);
    expect(astana.find((p) => p.code === 'SE-PVZ-AST-1')).toMatchObject({
      kind: 'pickupPoint',
      carrier: { code: 'STEPPE', name: 'Steppe Express' },
      kato: ASTANA,
      locality: 'Астана',
      address: 'Кенесары көш., 40',
      hours: 'Дс–Сн 09:00–20:00',
      maxWeightKg: 15,
      maxSideCm: 60,
    });
    const stores = await points(`?kato=${ASTANA}&kind=store`, 'EN');
    expect(stores.map((p) => [p.code, p.kind])).toEqual([['SE-SHOP-AST-1', 'store']]);
    const bad = await call('GET', '/api/order/public/pickup-points?kato=almaty', undefined, undefined, 'EN');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION');
  });
});

describe('an order’s delivery type', () => {
  it('takes an AgentPvz order to a pickup point chosen from the list, and keeps its packs', async () => {
    const { token } = await user('person');
    const point = await pointByCode('SE-PVZ-AST-1');
    const created = await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await toPointQuote(), { deliveryType: 7, pickupPointId: point.id }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      deliveryType: 7,
      deliveryTypeName: 'Доставка в пункт выдачи',
      pickupPoint: { id: point.id, address: 'ул. Кенесары, 40', carrier: 'STEPPE' },
      receiver: { streetAbbrId: -1 },
      packs: [{ ...PACK, volume: 0.006 }],
      physWeight: 2,
      volume: 0.006,
    });
    const detail = await call('GET', `/api/order/protected/${created.body.id}`, token, undefined, 'KZ');
    expect(detail.body).toMatchObject({ deliveryTypeName: 'Беру пунктіне жеткізу', packs: [{ ...PACK, volume: 0.006 }] });
  });

  it('takes a Shop order to a store', async () => {
    const { token } = await user('person');
    const store = await pointByCode('SE-SHOP-AST-1');
    const created = await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await toPointQuote(), { deliveryType: 6, pickupPointId: store.id }),
      'EN',
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ deliveryType: 6, deliveryTypeName: 'Delivery to a store' });
  });

  it('gives a standard order without a type the one of its quote’s far end', async () => {
    const { token } = await user('person');
    const quoted = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [PACK] });
    const created = await call('POST', '/api/order/protected/order', token, orderBody(quoted.body.calculatorId));
    expect(created.body).toMatchObject({ deliveryType: 2, deliveryTypeName: 'Доставка до двери', pickupPoint: null });
  });

  it.each([
    ['a pickup point for Shop', 'SE-PVZ-AST-1', 6, [PACK], 'This point does not suit the chosen delivery type'],
    [
      'another carrier’s point',
      'AC-PVZ-AST-7',
      7,
      [PACK],
      'The point belongs to another carrier: choose a point of the carrier in your quote',
    ],
    [
      'a place over the point’s weight',
      'SE-PVZ-AST-1',
      7,
      [{ ...PACK, physWeight: 16 }],
      'The point takes packages up to 15 kg: choose another point or delivery to the door',
    ],
    [
      'a place over the point’s size',
      'SE-PVZ-AST-1',
      7,
      [{ ...PACK, length: 61 }],
      'The point takes packages with sides up to 60 cm: choose another point or delivery to the door',
    ],
    ['no point for AgentPvz', null, 7, [PACK], 'Choose a point from the list'],
  ])('refuses %s (VALIDATION naming pickupPointId), nothing created', async (_, code, deliveryType, packs, message) => {
    const { token } = await user('person');
    const point = code ? await pointByCode(code) : undefined;
    const refused = await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await toPointQuote(packs), {
        deliveryType,
        ...(point && { pickupPointId: point.id }),
        parcelInfo: { content: 'Книги', packDtos: packs },
      }),
      'EN',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION', fields: { pickupPointId: message } });
    expect(await ordersOf(token)).toBe(0);
  });

  it('refuses a type the quote does not fit, Return from the form, and a priority order without a type', async () => {
    const { token } = await user('company');
    const door = await call('POST', '/api/calc/protected/jur/calc', token, { from: ALMATY, to: KARAGANDA, packDtos: [PACK] });
    for (const [deliveryType, message] of [
      [7, 'Этот тип доставки — не до двери: рассчитайте стоимость без доставки по адресу'],
      [8, 'Возврат оформляется на странице доставленного заказа'],
      [4, 'Доставка по городу — только внутри одного населённого пункта'],
    ] as const) {
      const refused = await call(
        'POST',
        '/api/order/protected/jur/order',
        token,
        orderBody(door.body.calculatorId, { deliveryType }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ deliveryType: message });
    }
    const priority = await priorityCalc(token);
    const noType = await call(
      'POST',
      '/api/order/protected/jur/priority/order',
      token,
      priorityOrderBody(priority.calculatorId, { deliveryType: undefined }),
      'KZ',
    );
    expect(noType.status).toBe(400);
    expect(noType.body).toMatchObject({ errorCode: 'VALIDATION', fields: { deliveryType: 'Міндетті өріс' } });
    const partner = await call(
      'POST',
      '/api/order/protected/jur/priority/order',
      token,
      priorityOrderBody(priority.calculatorId, { deliveryType: 3 }),
      'EN',
    );
    expect(partner.body.fields).toEqual({ deliveryType: 'The partner network goes with partners’ tariffs only' });
    expect(await ordersOf(token)).toBe(0);
    // The product sign the quote was not priced for, and a client's date in the past: refused, nothing created.
    const express = await call(
      'POST',
      '/api/order/protected/jur/priority/order',
      token,
      priorityOrderBody(priority.calculatorId, { productSign: 2, clientDate: '2001-01-01' }),
      'EN',
    );
    expect(express.status).toBe(400);
    expect(express.body.fields).toEqual({
      productSign: 'The chosen product does not match the quote: please calculate again',
      clientDate: 'Incorrect date selected',
    });
    expect(await ordersOf(token)).toBe(0);
    const day = addDays(almatyDate(new Date()), 3);
    const own = await call(
      'POST',
      '/api/order/protected/jur/priority/order',
      token,
      priorityOrderBody(priority.calculatorId, { deliveryType: 9, clientDate: day }),
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      deliveryType: 9,
      deliveryTypeName: 'Доставка Jetkiz',
      clientDate: formatPickupDate(day),
    });
  });
});

describe('a priority order’s dates', () => {
  it('count from the client’s date and days as its calculation did', async () => {
    const { token } = await user('company');
    const day = addDays(almatyDate(new Date()), 6);
    const quoted = await call('POST', '/api/calc/protected/jur/priority/calc', token, {
      from: ALMATY,
      to: KARAGANDA,
      physWeight: 10,
      volume: 0.05,
      placeCnt: 1,
      deliverySign: 1,
      dateSlqClient: day,
      daysCnt: 2,
    });
    expect(quoted.status).toBe(200);
    const tariff = quoted.body.tariffs[0];
    const order = await call(
      'POST',
      '/api/order/protected/jur/priority/order',
      token,
      priorityOrderBody(tariff.calculatorId, { clientDate: day }),
    );
    expect(order.status).toBe(200);
    // The pickup the calculation counted from (the client's day, or the next working day), and the same last day.
    expect(order.body.estimatedPickupDate).toBe(quoted.body.pickupDate);
    expect(order.body.estimatedDeliveryTo).toBe(tariff.deliveryDateTo);
  });
});

describe('packs on the papers', () => {
  it('prints each pack’s size, weight and volume on the waybill and the labels, and the point as the address', async () => {
    const { token } = await user('person');
    const packs = [PACK, { length: 40.5, width: 30, height: 25, physWeight: 4.25, placeCnt: 2 }];
    const point = await pointByCode('SE-SHOP-AST-1');
    const order = (
      await call(
        'POST',
        '/api/order/protected/order',
        token,
        orderBody(await toPointQuote(packs), {
          deliveryType: 6,
          pickupPointId: point.id,
          parcelInfo: { content: 'clothes', packDtos: packs },
        }),
      )
    ).body;
    expect(order.packs).toEqual([
      { ...PACK, volume: 0.006 },
      { length: 40.5, width: 30, height: 25, physWeight: 4.25, placeCnt: 2, volume: 0.030375 },
    ]);
    expect(order).toMatchObject({ physWeight: 10.5, volume: 0.06675, placeCnt: 3 });
    expect((await payOrder(token, order)).status).toBe(200);
    const texts = { RU: ['Тип доставки', 'шт.', 'см', 'кг', 'м³'], KZ: ['Жеткізу түрі', 'дана', 'см', 'кг', 'м³'] };
    for (const [lang, [typeLabel, pcs]] of Object.entries(texts)) {
      const file = async (type: string) => {
        const response = await call('GET', `/api/order/protected/file/${order.id}.${type}`, token, undefined, lang);
        expect(response.status).toBe(200);
        if (keep) fs.writeFileSync(path.join(keep, `delivery-${type}-${lang.toLowerCase()}.pdf`), response.raw.rawPayload);
        return pdfText(response.raw.rawPayload);
      };
      const waybill = await file('waybill');
      expect(waybill).toContain(typeLabel);
      expect(waybill).toContain(`30×20×10 см · 2 кг · 0,006 м³ × 1 ${pcs}`);
      expect(waybill).toContain(`40,5×30×25 см · 4,25 кг · 0,030375 м³ × 2 ${pcs}`);
      expect(waybill).toContain(lang === 'RU' ? 'Астана, Магазин «Керуен» (Steppe)' : 'Астана, «Керуен» дүкені (Steppe)');
      const labels = await file('labels');
      expect(labels).toContain('30×20×10 см · 2 кг · 0,006 м³');
      expect(labels).toContain('40,5×30×25 см · 4,25 кг · 0,030375 м³');
    }
  });
});

describe('the return of a delivered order', () => {
  const deliveredOrder = async (token: string) => {
    const quoted = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [PACK] });
    const tariff = quoted.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(tariff.calculatorId))).body;
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, order.id));
    return order as { id: string; orderNumber: string; totalAmount: number };
  };

  it('makes the return order with one click: parties swapped, same packs, a fresh price, type 8, linked both ways', async () => {
    const { token } = await user('person');
    const original = await deliveredOrder(token);
    const made = await call('POST', `/api/order/protected/return/${original.id}`, token, undefined, 'EN');
    expect(made.status).toBe(200);
    const fresh = await call('POST', '/api/calc/public/calc', undefined, { from: KARAGANDA, to: ALMATY, packDtos: [PACK] });
    const steppe = fresh.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
    expect(made.body).toMatchObject({
      status: 'formed',
      deliveryType: 8,
      deliveryTypeName: 'Return to the sender',
      carrier: 'Steppe Express',
      from: { kato: KARAGANDA },
      to: { kato: ALMATY },
      sender: { lastName: 'Ахметов', phone: '77771234567', street: 'Бухар-Жырау' },
      receiver: { lastName: 'Сәрсенова', phone: '77015554433', street: 'Абая' },
      receiverName: 'Сәрсенова Айгерім',
      parcel: { content: 'Books', description: 'Две коробки' },
      packs: [{ ...PACK, volume: 0.006 }],
      totalAmount: steppe.price,
      returnOf: { id: original.id, orderNumber: original.orderNumber },
      returnOrder: null,
    });
    const back = await call('GET', `/api/order/protected/${original.id}`, token);
    expect(back.body.returnOrder).toEqual({ id: made.body.id, orderNumber: made.body.orderNumber });

    // Twice, or the return itself: refused, nothing more made.
    const twice = await call('POST', `/api/order/protected/return/${original.id}`, token, undefined, 'EN');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      errorCode: 'ORDER_NOT_RETURNABLE',
      message: 'The order cannot be returned',
      description: 'A return of this order has already been made',
    });
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, made.body.id));
    const again = await call('POST', `/api/order/protected/return/${made.body.id}`, token, undefined, 'KZ');
    expect(again.status).toBe(409);
    expect(again.body.description).toBe('Қайтару тапсырысын қайта қайтаруға болмайды: жаңа тапсырыс рәсімдеңіз');
    expect(await ordersOf(token)).toBe(2);
  });

  it('refuses an undelivered order, another customer’s, and clicks at once make one return', async () => {
    const { token } = await user('person');
    const quoted = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [PACK] });
    const formed = (await call('POST', '/api/order/protected/order', token, orderBody(quoted.body.calculatorId))).body;
    const undelivered = await call('POST', `/api/order/protected/return/${formed.id}`, token);
    expect(undelivered.status).toBe(409);
    expect(undelivered.body).toMatchObject({
      errorCode: 'ORDER_NOT_RETURNABLE',
      message: 'Заказ нельзя вернуть',
      description: 'Вернуть можно только доставленный заказ',
    });
    expect(await ordersOf(token)).toBe(1);

    const original = await deliveredOrder(token);
    const stranger = await user('person');
    const foreign = await call('POST', `/api/order/protected/return/${original.id}`, stranger.token);
    expect(foreign.status).toBe(404);
    const company = await user('company');
    expect((await call('POST', `/api/order/protected/jur/return/${original.id}`, company.token)).status).toBe(404);
    expect(await ordersOf(stranger.token)).toBe(0);

    const clicks = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/order/protected/return/${original.id}`, token, undefined, 'EN')),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 409, 409]);
    expect(await ordersOf(token)).toBe(3);
  });
});
