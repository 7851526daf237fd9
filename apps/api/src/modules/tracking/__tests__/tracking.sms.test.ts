import { addDays, almatyDate, createWorkCalendar, formatPickupDate } from '@jetkiz/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { users } from '../../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const { call, user, orderBody, payOrder } = fixtures(() => t, '7776');
const calendar = createWorkCalendar();
const nextWorkingDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));

describe('tracking SMS of an order placed in Kazakh', () => {
  it('the sender reads Kazakh with the place named by its kind; the receiver, who has no account, Kazakh and Russian', async () => {
    const { token } = await user('person');
    const userId = userIdOf(token);
    await t.database.db.update(users).set({ lang: 'kk' }).where(eq(users.id, userId));
    const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
    const calc = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [pack] }, 'KZ');
    const tariff = calc.body.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(tariff.calculatorId), 'KZ')).body;
    expect((await payOrder(token, order, 'KZ')).status).toBe(200);
    const sent = await call(
      'POST',
      `/api/order/protected/send/${order.id}?pickupDate=${nextWorkingDay()}`,
      token,
      undefined,
      'KZ',
    );
    expect(sent.status).toBe(200);
    for (let i = 0; i < 12; i++) {
      const step = (await (
        await fetch(`${t.carrierUrls.STEPPE}/sandbox/shipments/${order.id}/advance`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as { step: number; of: number };
      if (step.step >= step.of) break;
    }
    await t.app.notifications.flush();
    const track = order.trackNumber as string;
    // Read from the outbox: on a shared PostgreSQL another file's app may have sent some of them to its own sandbox.
    const sender = await t.queuedSms('77015554433', track);
    const receiver = await t.queuedSms('77771234567', track);
    // What was texted, for the reader of this test.
    console.info(`sender:\n${sender.join('\n---\n')}\n\nreceiver:\n${receiver.join('\n---\n')}`);

    expect(sender).toHaveLength(3);
    expect(sender.find((m) => m.includes('жетті'))).toMatch(
      new RegExp(`^Jetkiz: ${track} сәлемдемесі Қарағанды қаласына жетті\\. Бақылау: \\S+/tracking/${track}$`),
    );
    expect(sender.find((m) => m.includes('Алматы →'))).toContain('(Алматы → Қарағанды) тасымалдаушыда.');
    expect(sender.find((m) => m.includes('жеткізілді'))).toBe(`Jetkiz: ${track} сәлемдемесі жеткізілді. Рахмет!`);

    expect(receiver).toHaveLength(3);
    const arrived = receiver.find((m) => m.includes('жетті')) ?? '';
    expect(arrived).toContain(
      `Jetkiz: ${track} сәлемдемесі Қарағанды қаласына жетті.\nJetkiz: посылка ${track} прибыла в город Караганда.\n`,
    );
    expect(receiver.find((m) => m.includes('доставлена'))).toBe(
      `Jetkiz: ${track} сәлемдемесі жеткізілді. Рахмет!\nJetkiz: посылка ${track} доставлена. Спасибо!`,
    );
  });
});
