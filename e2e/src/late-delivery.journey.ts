import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
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

/**
 * Issue 19: a paid order handed to a sandbox carrier arrives two days after its promised range; the wallet is credited
 * 3 % of the delivery price a day (6 %), the wallet page lists the credit with its receipt, the order page shows the
 * line «Компенсация за опоздание …».
 */
// The console's part signs a staff member in through the test hook (as the operator journeys do).
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();
const PHONE = '77038880101';
const PASSWORD = 'Jetkiz2026!';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

const carrier = (path: string) =>
  fetch(`${running.system.carrierUrls.STEPPE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then((r) => r.json());

/** A person with 20 000 ₸ in the wallet (by card) and a Steppe Express order Almaty → Karaganda. */
const personWithOrder = async (phone = PHONE) => {
  const token = await registerPerson(running.system, {
    phone,
    password: PASSWORD,
    firstName: 'Әсел',
    lastName: 'Жұмабаева',
    email: 'asel@mail.kz',
  });
  await topUpByCard(running.system, token, 20_000);
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
  const order = await api(
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: tariff.calculatorId,
      sender: {
        lastName: 'Жұмабаева',
        firstName: 'Әсел',
        iinOrBin: '850722400008',
        phone,
        email: 'asel@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: { lastName: 'Ким', firstName: 'Виктор', phone: '77778880202', streetAbbrId: 1, street: 'Ерубаева', house: '12' },
      parcelInfo: { content: 'Книги', packDtos: [pack] },
    },
    token,
  );
  return { ...order, token } as { id: string; orderNumber: string; trackNumber: string; totalWithPromo: number; token: string };
};

describe('late delivery', () => {
  it('a parcel two days late: the wallet shows the credit and its receipt, the order page the line', async () => {
    // No failed attempt on the way (that would add a second-attempt charge to this order).
    await fetch(`${running.system.carrierUrls.STEPPE}/sandbox/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failedAttemptEvery: 0 }),
    });
    const order = await personWithOrder();
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, PHONE, PASSWORD);

    // Paid from the wallet and handed to Steppe Express with the pickup date offered.
    await page.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}?pay=1`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Оплатить \d/ })
      .click();
    await page.getByText('Оплата прошла успешно').waitFor();
    await page.getByRole('button', { name: 'Передать перевозчику' }).click();
    await page.getByText(`Заказ ${order.orderNumber} передан перевозчику`).waitFor();

    // The carrier is told to be late: delivered two days after the promised range.
    const walked = (await carrier(`/sandbox/shipments/${order.id}/advance?lateDays=2`)) as { step: number; of: number };
    expect(walked.step).toBe(walked.of);

    const credit = Math.round(order.totalWithPromo * 6) / 100;
    const amount = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 })
      .format(credit)
      .replace(/\s/g, '\u00a0');
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await page.getByTestId('late-credit').count()) > 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const line = (await page.getByTestId('late-credit').textContent()) ?? '';
    expect(line.replace(/\s/g, ' ')).toContain('Компенсация за опоздание:');
    expect(line.replace(/\s/g, '')).toContain(amount.replace(/\s/g, ''));
    expect(line).toContain('дней просрочки: 2');
    await page.screenshot({ path: await screenshotPath('late-order-1280'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The wallet: the credit among the movements, its receipt a PDF.
    await page.goto(`${running.system.baseUrl}/cabinet/wallet`);
    const row = page.getByRole('row', { name: /Компенсация за опоздание/ }).first();
    await row.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /PDF/ }).click()]);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: await screenshotPath('late-wallet-1280'), fullPage: true });

    // On a phone, in Kazakh.
    const phone = await newContext(running.browser, { viewport: { width: 360, height: 800 } });
    const small = await phone.newPage();
    await signIn(small, running.system.baseUrl, PHONE, PASSWORD);
    await small.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    await small.getByTestId('late-credit').waitFor();
    await small.getByRole('button', { name: /^ҚАЗ/ }).first().click();
    await small.getByText('Кешігу үшін өтемақы', { exact: false }).first().waitFor();
    await small.screenshot({ path: await screenshotPath('late-order-360-kk'), fullPage: true });
    await phone.close();
    await context.close();
  });

  it('re-packing ordered after payment holds the hand-over until paid from the wallet; the console shows it', async () => {
    const PHONE2 = '77038880103';
    const order = await personWithOrder(PHONE2);
    await api(
      'POST',
      `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`,
      undefined,
      order.token,
    );
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, PHONE2, PASSWORD);
    await page.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    await page.getByRole('combobox', { name: 'Услуга' }).click();
    await page.getByRole('option', { name: /Переупаковка/ }).click();
    await page.getByRole('button', { name: 'Заказать услугу' }).click();
    await page.getByTestId('order-hold').waitFor();
    expect(await page.getByTestId('order-hold').textContent()).toContain('не оплачена дополнительная услуга «Переупаковка»');
    await page.screenshot({ path: await screenshotPath('service-held-1280'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Оплатить 700/ }).click();
    await page.getByText('Услуга оплачена').first().waitFor();
    await expect.poll(() => page.getByTestId('order-hold').count()).toBe(0);
    await page.getByRole('button', { name: 'Передать перевозчику' }).waitFor();

    const desk = await context.newPage();
    await signInStaff(desk, running.system, 'operator');
    await desk.goto(`${running.system.baseUrl}/operator/orders/${order.id}`);
    await desk.getByTestId('order-extras').getByText('Переупаковка').waitFor();
    await desk.screenshot({ path: await screenshotPath('service-console-1280'), fullPage: true });
    await context.close();
  });
});
