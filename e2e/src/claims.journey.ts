import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
import { callSystem, newContext, registerPerson, screenshotPath, signIn, topUpByCard, useSystemAndBrowser } from './system.ts';

/**
 * Claims and compensation (issue 19): a parcel delivered by the sandbox carrier; the customer files a damage claim
 * with a photo on the order page; an operator signed in with TOTP decides it in the console (a compensation lowered
 * below the rule's amount); the wallet shows the compensation and its receipt; the order page shows the decided claim.
 */
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();
const PHONE = '77031550101';
const PASSWORD = 'Jetkiz2026!';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

/** A person with money in the wallet, a paid Steppe order handed over and walked to the door by the sandbox carrier. */
const deliveredOrder = async () => {
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: PASSWORD,
    firstName: 'Әсем',
    lastName: 'Жұмабаева',
    email: 'asem@mail.kz',
  });
  await topUpByCard(running.system, token, 20000);
  const pack = { length: 40, width: 30, height: 20, physWeight: 5, placeCnt: 1 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  const tariff = calc.tariffs.find((x: { carrier: { code: string } }) => x.carrier.code === 'STEPPE');
  const order = await api(
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: tariff.calculatorId,
      sender: {
        lastName: 'Жұмабаева',
        firstName: 'Әсем',
        iinOrBin: '850722400008',
        phone: PHONE,
        email: 'asem@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: { lastName: 'Ким', firstName: 'Виктор', phone: '77775550404', streetAbbrId: 1, street: 'Ерубаева', house: '12' },
      parcelInfo: { content: 'Посуда', packDtos: [pack] },
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
  for (let i = 0; i < 12; i++) {
    const step = (await (
      await fetch(`${running.system.carrierUrls.STEPPE}/sandbox/shipments/${order.id}/advance`, { method: 'POST' })
    ).json()) as { step: number; of: number };
    if (step.step >= step.of) break;
  }
  await expect
    .poll(async () => (await api('GET', `/api/order/protected/${order.id}`, undefined, token)).status, { timeout: 15_000 })
    .toBe('delivered');
  return { token, order: order as { id: string; orderNumber: string } };
};

describe('claims and compensation', () => {
  it('a damage claim with a photo, decided in the console, paid into the wallet with a receipt', async () => {
    const { order } = await deliveredOrder();

    // The customer files a damage claim with a photo on the order page (a phone's width).
    const customer = await newContext(running.browser, { viewport: { width: 360, height: 800 } });
    const cabinet = await customer.newPage();
    await signIn(cabinet, running.system.baseUrl, PHONE, PASSWORD);
    await cabinet.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    const card = cabinet.getByTestId('order-claims');
    await card.getByText(/Подать претензию можно до/).waitFor();
    await card.getByRole('button', { name: 'Подать претензию' }).click();
    const form = cabinet.getByRole('dialog');
    await form.getByLabel('Что случилось').fill('Коробка смята, две тарелки разбиты');
    await form.getByLabel('Сумма требования, ₸').fill('1500');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Фотографии').setInputFiles({ name: 'damage.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('img', { name: 'damage.jpg' }).waitFor();
    await cabinet.screenshot({ path: await screenshotPath('claims-form-360'), fullPage: true });
    await form.getByRole('button', { name: 'Отправить претензию' }).click();
    await card.getByTestId('claim').getByText('На рассмотрении').waitFor();
    await cabinet.screenshot({ path: await screenshotPath('claims-filed-360'), fullPage: true });

    // The operator decides it in the console: a compensation lowered to 1 200 ₸, the carrier's share 1 000 ₸.
    const staff = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const desk = await staff.newPage();
    await signInStaff(desk, running.system, 'operator');
    await desk.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Претензии' }).click();
    await desk
      .getByRole('button', { name: new RegExp(`${order.orderNumber}-1`) })
      .first()
      .click();
    const decision = desk.getByRole('dialog');
    await decision.getByText('Коробка смята, две тарелки разбиты').waitFor();
    await decision.getByRole('img').first().waitFor();
    await decision.getByLabel('Сумма компенсации, ₸').fill('1200');
    await decision.getByLabel('Доля перевозчика, ₸').fill('1000');
    await desk.screenshot({ path: await screenshotPath('claims-console-decide'), fullPage: true });
    await decision.getByRole('button', { name: 'Сохранить решение' }).click();
    await desk.getByText('Решение сохранено').waitFor();

    // The order page shows the decided claim, paid; its receipt downloads; the wallet lists the compensation.
    await cabinet.reload();
    const line = cabinet.getByTestId('claim');
    await line.getByText('Компенсация выплачена').waitFor();
    expect(await line.textContent()).toMatch(/Компенсация: 1\s200\s₸/);
    const download = cabinet.waitForEvent('download');
    await line.getByRole('button', { name: 'Квитанция' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await cabinet.screenshot({ path: await screenshotPath('claims-decided-360'), fullPage: true });
    await cabinet.goto(`${running.system.baseUrl}/cabinet/wallet`);
    await cabinet.getByText('Компенсация по претензии').first().waitFor();

    // The decided claim on a desktop in Kazakh and English; the console's list in Kazakh.
    await cabinet.setViewportSize({ width: 1280, height: 900 });
    await cabinet.goto(`${running.system.baseUrl}/cabinet/orders/${order.id}`);
    await cabinet.getByRole('button', { name: /^ҚАЗ/ }).first().click();
    await cabinet.getByTestId('claim').getByText('Өтемақы төленді').waitFor();
    await cabinet.getByTestId('order-claims').screenshot({ path: await screenshotPath('claims-decided-kk-1280') });
    await cabinet.getByRole('button', { name: /^ENG/ }).first().click();
    await cabinet.getByTestId('claim').getByText('Compensation paid').waitFor();
    await cabinet.getByTestId('order-claims').screenshot({ path: await screenshotPath('claims-decided-en-1280') });
    await desk.goto(`${running.system.baseUrl}/operator/claims`);
    await desk.getByText('ҚАЗ').click();
    await desk.getByRole('heading', { name: 'Шағымдар' }).waitFor();
    await desk.getByText('Өтемақы төленді').first().waitFor();
    await desk.screenshot({ path: await screenshotPath('claims-console-kk'), fullPage: true });
    await customer.close();
    await staff.close();
  });
});
