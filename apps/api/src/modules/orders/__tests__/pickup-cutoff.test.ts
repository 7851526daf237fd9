import { almatyDate, createWorkCalendar, formatPickupDate } from '@jetkiz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

/**
 * The send calls refuse a pickup date the web no longer offers: today's 10:00 once the same-day cut-off (09:00
 * Almaty) has passed. The app's clock is moved to a working day's morning, so this file has its own app.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, orderBody, payOrder, paidOrders, priorityCalc, priorityOrderBody } = fixtures(() => t, '77028');
const calendar = createWorkCalendar();
/** The first working day after today (Almaty): the day the app's clock is moved to. */
const day = calendar.nextWorkingDay(almatyDate(new Date()));
let moved = 0;
/** Moves the app's clock to `almatyTime` on that day (the clock only moves forward). */
const moveTo = (almatyTime: string) => {
  const step = new Date(`${day}T${almatyTime}:00+05:00`).getTime() - (Date.now() + moved);
  t.advance(step / 1000);
  moved += step;
};

const send = (token: string, path: string, id: string, date: string, lang = 'RU') =>
  call('POST', `/api/order/protected/${path}${id}?pickupDate=${encodeURIComponent(date)}`, token, undefined, lang);
const detail = async (token: string, path: string, id: string) =>
  (await call('GET', `/api/order/protected/${path}${id}`, token)).body as { status: string; pickupDate: string | null };

describe('the same-day cut-off of the send calls', () => {
  it('accepts today before 09:00 and refuses it from 09:00 on every route, in the caller language, changing nothing', async () => {
    moveTo('08:30');
    const { token: person, orders: personal } = await paidOrders(2);
    const [early, late] = personal as unknown as [{ id: string }, { id: string }];
    const { token: company } = await user('company');
    const jurQuote = await call('POST', '/api/calc/protected/jur/calc', company, {
      from: ALMATY,
      to: KARAGANDA,
      packDtos: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    });
    const jur = (await call('POST', '/api/order/protected/jur/order', company, orderBody(jurQuote.body.calculatorId))).body;
    expect((await payOrder(company, jur)).status).toBe(200);
    const priority = (
      await call(
        'POST',
        '/api/order/protected/jur/priority/order',
        company,
        priorityOrderBody((await priorityCalc(company)).calculatorId),
      )
    ).body;
    expect((await payOrder(company, priority)).status).toBe(200);

    const today = formatPickupDate(day);
    const before = await send(person, 'send/', early.id, today);
    expect(before.status).toBe(200);
    expect(before.body.pickupDate.slice(0, 10)).toBe(day);

    moveTo('09:00');
    const refusals = [
      ['send/', person, late.id, 'RU', 'Выбрана некорректная дата'],
      ['send/', person, late.id, 'KZ', 'Қате күн таңдалды'],
      ['send/', person, late.id, 'EN', 'Incorrect date selected'],
      ['jur/send/', company, jur.id, 'KZ', 'Қате күн таңдалды'],
      ['jur/priority/send/', company, priority.id, 'EN', 'Incorrect date selected'],
    ] as const;
    for (const [path, token, id, lang, message] of refusals) {
      const refused = await send(token, path, id, today, lang);
      expect(refused.status, `${path} ${lang}`).toBe(400);
      expect(refused.body, `${path} ${lang}`).toMatchObject({ errorCode: 'VALIDATION', fields: { pickupDate: message } });
    }
    // At 18:00 too, and with the date alone.
    moveTo('18:00');
    const evening = await send(person, 'send/', late.id, today.slice(0, 10));
    expect(evening.body.fields.pickupDate).toBe('Выбрана некорректная дата');
    for (const [path, token, id] of [
      ['', person, late.id],
      ['jur/', company, jur.id],
      ['jur/priority/', company, priority.id],
    ] as const) {
      expect(await detail(token, path, id), path).toMatchObject({ status: 'paid', pickupDate: null });
    }

    // The next working day is what the web offers now, and it is accepted.
    const following = calendar.nextWorkingDay(day);
    const next = await send(person, 'send/', late.id, formatPickupDate(following));
    expect(next.status).toBe(200);
    expect(next.body.pickupDate.slice(0, 10)).toBe(following);
  });
});
