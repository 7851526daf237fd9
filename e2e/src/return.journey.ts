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
const PHONE = '77701550101';
const RECEIVER = '77702550202';
const PASSWORD = 'Jetkiz2026!';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

/** A person whose Steppe Express order (two sizes of pack) was paid, handed over and delivered by the sandbox carrier. */
const deliveredOrder = async () => {
  // A machine shared with other work may keep the fresh system under pressure (503) for a moment after its start.
  await expect
    .poll(async () => (await fetch(`${running.system.baseUrl}/api/health`)).status, { timeout: 60_000, interval: 1_000 })
    .toBe(200);
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: PASSWORD,
    firstName: 'Дана',
    lastName: 'Нұрланова',
    email: 'dana@mail.kz',
  });
  await topUpByCard(running.system, token, 30_000);
  const packs = [
    { length: 40, width: 30, height: 20, physWeight: 5, placeCnt: 1 },
    { length: 25, width: 20, height: 15, physWeight: 1.5, placeCnt: 2 },
  ];
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: packs });
  const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
  const order = await api(
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
      parcelInfo: { content: 'clothes', packDtos: packs },
    },
    token,
  );
  await api('POST', `/api/order/protected/payment/${order.id}?amount=${order.totalWithPromo.toFixed(2)}`, undefined, token);
  const [y, m, d] = ((await api('GET', `/api/order/protected/${order.id}`, undefined, token)).expectedPickupDate as string).split(
    '-',
  );
  await api(
    'POST',
    `/api/order/protected/send/${order.id}?pickupDate=${encodeURIComponent(`${d}.${m}.${y} 10:00:00`)}`,
    undefined,
    token,
  );
  // The sandbox carrier walks the parcel to the door; its webhooks make the order delivered.
  for (let i = 0; i < 12; i++) {
    const step = (await (
      await fetch(`${running.system.carrierUrls.STEPPE}/sandbox/shipments/${order.id}/advance`, { method: 'POST' })
    ).json()) as { step: number; of: number };
    if (step.step >= step.of) break;
  }
  await expect
    .poll(async () => (await api('GET', `/api/order/protected/${order.id}`, undefined, token)).status, { timeout: 15_000 })
    .toBe('delivered');
  return { order: order as { id: string; orderNumber: string }, token };
};

describe('the return of a delivered order', () => {
  it('one click on «Оформить возврат» makes the return order: its page shows the price, the packs and the link back', async () => {
    const { order, token } = await deliveredOrder();
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, PHONE, PASSWORD);
    await page.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    await page.getByText('Доставлен').first().waitFor();
    // The packs the order keeps (spec §3 Parcel): each size, weight and volume.
    // Each figure is held to its unit by a no-break space: read as plain spaces here.
    const packs = async () => ((await page.getByTestId('order-packs').textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(packs).toContain('40×30×20 см · 5 кг · 0,024 м³ × 1 шт.');

    await page.getByRole('button', { name: 'Оформить возврат' }).click();
    await page
      .getByText(/Возврат оформлен: заказ JZ-\d{8}/)
      .first()
      .waitFor();
    await page.waitForURL((url) => !url.pathname.endsWith(order.id));
    await page.getByRole('heading', { name: /^Заказ JZ-\d{8}/ }).waitFor();
    const link = page.getByTestId('return-link');
    await link.waitFor();
    expect(await link.textContent()).toContain(`Это возврат заказа ${order.orderNumber}`);
    // Priced afresh by the calculator, from the receiver's city back to the sender's.
    await page.getByText('Возврат отправителю').first().waitFor();
    const made = await api('GET', `/api/order/protected/${new URL(page.url()).pathname.split('/').pop()}`, undefined, token);
    expect(made).toMatchObject({
      deliveryType: 8,
      returnOf: { id: order.id },
      from: { kato: '351010000' },
      to: { kato: '750000000' },
    });
    expect(made.totalAmount).toBeGreaterThan(0);
    const amount = page.getByText('Сумма', { exact: true }).first().locator('xpath=following-sibling::*[1]');
    expect((await amount.textContent())?.replace(/\s/g, '')).toBe(
      `${made.totalAmount.toLocaleString('ru-RU').replace(/\s/g, '')}₸`,
    );
    expect(await packs()).toContain('25×20×15 см · 1,5 кг · 0,0075 м³ × 2 шт.');
    await page.getByText('Караганда').first().waitFor();
    await page.screenshot({ path: await screenshotPath('return-order'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The original links to its return, and offers no second one.
    await link.getByRole('link', { name: order.orderNumber }).click();
    await page.getByRole('heading', { name: `Заказ ${order.orderNumber}` }).waitFor();
    await expect
      .poll(async () => (await page.getByTestId('return-link').textContent()) ?? '')
      .toMatch(/Оформлен возврат — заказ JZ-\d{8}/);
    expect(await page.getByRole('button', { name: 'Оформить возврат' }).count()).toBe(0);

    // On a phone, in Kazakh.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: await screenshotPath('return-original-360'), fullPage: true });
  });

  it('an AgentPvz order goes to a pickup point chosen from the carrier’s list; the terminals page lists the points', async () => {
    const phone = '77703550303';
    const token = await registerPerson(running.system, {
      phone,
      password: PASSWORD,
      firstName: 'Асель',
      lastName: 'Омарова',
      email: 'asel@mail.kz',
    });
    expect(token).toBeTruthy();
    const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
    const calc = await api('POST', '/api/calc/public/calc', {
      from: '750000000',
      to: '710000000',
      packDtos: [pack],
      deliveryToAddress: false,
    });
    const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, phone, PASSWORD);
    // The tariff chosen in the calculator travels to the wizard as «Оформить» leaves it.
    await page.evaluate((id) => sessionStorage.setItem('jetkiz.chosenQuote', id), tariff.calculatorId as string);
    await page.goto(`${running.system.baseUrl}/cabinet/orders/new`);
    const choose = async (label: string, option: string | RegExp) => {
      await page.getByLabel(label).first().click();
      await page.getByRole('option', { name: option }).first().click();
    };
    await choose('Тип улицы', 'улица');
    await page.getByLabel('Улица').fill('Абая');
    await page.getByLabel('Дом').fill('10');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByLabel('Фамилия').fill('Ким');
    await page.getByLabel('Имя').fill('Виктор');
    await page.getByLabel('Телефон').fill('+7 770 255 02 02');
    await choose('Тип доставки', 'Доставка в пункт выдачи');
    await choose('Пункт получения', /Пункт выдачи Steppe на Кенесары/);
    await page.screenshot({ path: await screenshotPath('order-agent-pvz'), fullPage: true });
    await page.getByRole('button', { name: 'Далее' }).click();
    await choose('Содержимое', 'Одежда и обувь');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('checkbox', { name: /публичной оферты/ }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Оплатить позже' }).click();
    await page.getByRole('heading', { level: 1, name: /^Заказ JZ-\d{8}$/ }).waitFor();
    await page.getByText('Доставка в пункт выдачи').first().waitFor();
    await page.getByText('Пункт выдачи Steppe на Кенесары').first().waitFor();

    // The public terminals page lists the partners' stores and pickup points beside the terminals (kk, 360 px).
    const guest = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const terminals = await guest.newPage();
    await terminals.goto(`${running.system.baseUrl}/terminals`);
    await terminals.getByRole('button', { name: 'ҚАЗ' }).first().click();
    await terminals.getByRole('heading', { name: 'Серіктестердің дүкендері мен беру пункттері' }).waitFor();
    await terminals.getByText('Steppe беру пункті, Кенесары').first().waitFor();
    await terminals.setViewportSize({ width: 360, height: 800 });
    await terminals.screenshot({ path: await screenshotPath('terminals-points-kk-360'), fullPage: true });
  });
});
