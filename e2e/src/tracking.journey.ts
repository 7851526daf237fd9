import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  callSystem,
  newContext,
  registerPerson,
  screenshotPath,
  seriousViolations,
  signIn,
  topUpByCard,
  useSystemAndBrowser,
} from './system.ts';

const running = useSystemAndBrowser();
const PHONE = '77015550303';
const RECEIVER = '77775550404';
const PASSWORD = 'Jetkiz2026!';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

/** A person with money in the wallet (topped up through the sandbox bank) and a Steppe Express order. */
const personWithOrder = async () => {
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: PASSWORD,
    firstName: 'Дана',
    lastName: 'Нұрланова',
    email: 'dana@mail.kz',
  });
  await topUpByCard(running.system, token, 20_000);
  const pack = { length: 40, width: 30, height: 20, physWeight: 5, placeCnt: 2 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
  return (await api(
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: tariff.calculatorId,
      sender: {
        lastName: 'Нұрланова',
        firstName: 'Дана',
        iinOrBin: '850722400008',
        phone: PHONE,
        email: 'dana@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: { lastName: 'Ким', firstName: 'Виктор', phone: RECEIVER, streetAbbrId: 1, street: 'Ерубаева', house: '12' },
      parcelInfo: { content: 'Одежда', packDtos: [pack] },
    },
    token,
  )) as { id: string; orderNumber: string; trackNumber: string };
};

describe('hand-over and tracking', () => {
  it('pay → send for tomorrow → waybill and A6 label → public page signed out → the carrier delivers → SMS to the receiver', async () => {
    const order = await personWithOrder();
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, PHONE, PASSWORD);

    // Pay from the wallet, then hand over with the date offered: tomorrow's working day.
    await page.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}?pay=1`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Оплатить \d/ })
      .click();
    await page.getByText('Оплата прошла успешно').waitFor();
    await page.getByRole('heading', { name: 'Передача перевозчику' }).waitFor();
    const offered = await page.getByLabel('Дата забора').first().inputValue();
    expect(offered).toMatch(/^\d{2}\.\d{2}\.\d{4} 10:00$/);
    await page.getByRole('button', { name: 'Передать перевозчику' }).click();
    await page.getByText(`Заказ ${order.orderNumber} передан перевозчику`).waitFor();
    await page.getByText('Передан на отправку').first().waitFor();

    // Documents: the A4 waybill and the A6 labels download as PDFs.
    for (const [button, name] of [
      ['Накладная (A4)', /^jetkiz-waybill-JZ-\d{8}\.pdf$/],
      ['Наклейки A6', /^jetkiz-label-a6-JZ-\d{8}\.pdf$/],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(name);
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await page.screenshot({ path: await screenshotPath('order-sent'), fullPage: true });

    // Signed out, anyone with the number follows the parcel.
    const guest = await newContext(running.browser, { viewport: { width: 390, height: 844 } });
    const tracking = await guest.newPage();
    await tracking.goto(`${running.system.baseUrl}/tracking/${order.trackNumber}`);
    await tracking.getByRole('heading', { name: order.trackNumber }).waitFor();
    await expect.poll(() => tracking.getByTestId('track-status').textContent()).toBe('Передан на отправку');

    // A typo in the check digit is caught before any call.
    const typo = `${order.trackNumber.slice(0, 10)}${(Number(order.trackNumber[10]) + 1) % 10}KZ`;
    await tracking.getByLabel('Номер').fill(typo);
    await tracking.getByRole('button', { name: 'Найти' }).click();
    await tracking.getByText('В трек-номере опечатка: проверьте цифры').first().waitFor();

    // The sandbox carrier walks the parcel to the door.
    for (let i = 0; i < 12; i++) {
      const step = (await (
        await fetch(`${running.system.carrierUrls.STEPPE}/sandbox/shipments/${order.id}/advance`, { method: 'POST' })
      ).json()) as { step: number; of: number };
      if (step.step >= step.of) break;
    }
    await tracking.goto(`${running.system.baseUrl}/tracking/${order.trackNumber}`);
    await expect.poll(() => tracking.getByTestId('track-status').textContent(), { timeout: 10_000 }).toBe('Доставлен');
    await tracking.getByText('Принят на терминале').first().waitFor();
    await tracking.screenshot({ path: await screenshotPath('tracking-delivered'), fullPage: true });
    expect(await seriousViolations(tracking)).toEqual([]);

    // The receiver heard of it by SMS (sent from the outbox a moment after the status changed).
    await expect
      .poll(
        async () => {
          const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=${RECEIVER}`)).json()) as Array<{
            text: string;
          }>;
          return inbox.map((m) => m.text).join('\n');
        },
        { timeout: 15_000 },
      )
      .toContain(`посылка ${order.trackNumber} доставлена`);

    // In Kazakh.
    await tracking.getByRole('button', { name: /^ҚАЗ/ }).first().click();
    await expect.poll(() => tracking.getByTestId('track-status').textContent()).toBe('Жеткізілді');
    await tracking.screenshot({ path: await screenshotPath('tracking-delivered-kk'), fullPage: true });
    await guest.close();
    await context.close();
  });
});
