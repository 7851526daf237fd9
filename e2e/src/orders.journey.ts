import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, seriousViolations, signIn, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();
const PHONE = '77025550101';
const PASSWORD = 'Jetkiz2026!';

/** A confirmed company, made through the API (its registration screens have their own journey). */
const registerCompany = async () => {
  const api = (path: string, body: object) =>
    fetch(`${running.system.baseUrl}/api/identity/public/registration/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'RU' },
      body: JSON.stringify(body),
    });
  const registered = await api('register-company', {
    firstName: 'Айгерім',
    lastName: 'Сәрсенова',
    username: PHONE,
    email: 'office@dala.kz',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    bin: '940140000385',
    entityType: 2,
    name: 'ТОО «Дала Логистик»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
  });
  expect(registered.status).toBe(200);
  const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=${PHONE}`)).json()) as Array<{ text: string }>;
  const code = /\d{4}/.exec(inbox.at(-1)?.text ?? '')?.[0] ?? '';
  const confirmed = await api('confirm-code', {
    code,
    userName: PHONE,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: 'company',
  });
  expect(confirmed.status).toBe(200);
};

const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
};

/** A new order opens its payment at once; with an empty wallet it offers a top-up, and this journey pays later. */
const payLater = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/Недостаточно средств/).waitFor();
  await dialog.getByRole('button', { name: 'Оплатить позже' }).click();
  await dialog.waitFor({ state: 'detached' });
};

const pickLocality = async (page: Page, label: string, typed: string, option: RegExp) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  await page.getByRole('option', { name: option }).first().click();
};

describe('orders', () => {
  it('a company saves its warehouse, orders from a calculator tariff, finds it by the receiver phone and downloads the report', async () => {
    await registerCompany();
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, PHONE, PASSWORD, true);

    // The address book: a place without a street is refused with the spec's message, then saved.
    await page.getByRole('link', { name: 'Адресная книга' }).click();
    await page.getByRole('heading', { name: 'Адресная книга' }).waitFor();
    await page.getByRole('button', { name: 'Добавить адрес' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название объекта').fill('Склад на Абая');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Укажите название улицы').waitFor();
    // The form's «Внимание» sits below the dialog's header: its title and close button stay in sight.
    const warning = page.getByRole('alert').filter({ hasText: 'Внимание' });
    await warning.waitFor();
    const header = await dialog.locator('.mantine-Modal-header').boundingBox();
    // Polled: the toast slides in.
    await expect
      .poll(async () => ((await warning.boundingBox())?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))
      .toBeGreaterThanOrEqual(0);
    await pickLocality(page, 'Населённый пункт', 'Алм', /^Алматы/);
    await choose(page, 'Тип улицы', 'проспект');
    await dialog.getByLabel('Улица').fill('Абая');
    await dialog.getByLabel('Дом').fill('52');
    await dialog.getByLabel('График работы').fill('Пн–Пт 9:00–18:00');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('cell', { name: 'Склад на Абая', exact: true }).waitFor();

    // The calculator: Almaty → Karaganda, door to door, the first tariff.
    await page.goto(`${running.system.baseUrl}/calculator`);
    await pickLocality(page, 'Откуда', 'Алм', /^Алматы/);
    await pickLocality(page, 'Куда', 'Караг', /^Караганда/);
    await page.getByLabel('Длина, см').fill('40');
    await page.getByLabel('Ширина, см').fill('30');
    await page.getByLabel('Высота, см').fill('20');
    await page.getByLabel('Вес, кг').fill('5');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const tariffs = page.getByRole('list', { name: 'Тарифы' }).getByRole('listitem');
    await tariffs.first().waitFor();
    await tariffs.first().getByRole('button', { name: 'Оформить' }).click();
    await page.getByRole('heading', { name: 'Оформление заказа' }).waitFor();

    // Sender: the saved address fills the street; an empty step is refused first.
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Обязательное поле').first().waitFor();
    await page.getByLabel('Организация').fill('ТОО «Дала Логистик»');
    await page.getByLabel('ИИН или БИН').fill('940140000385');
    await page.getByLabel('Телефон').fill('+7 702 555 01 01');
    await page.getByLabel('Электронная почта').fill('office@dala.kz');
    await choose(page, 'Адрес из адресной книги', /Склад на Абая/);
    expect(await page.getByLabel('Улица').inputValue()).toBe('Абая');
    expect(await page.getByLabel('Дом').inputValue()).toBe('52');
    await page.getByRole('button', { name: 'Далее' }).click();

    // Receiver.
    await page.getByLabel('Фамилия').fill('Ахметов');
    await page.getByLabel('Имя').fill('Ерлан');
    await page.getByLabel('Телефон').fill('+7 777 123 45 67');
    await choose(page, 'Тип улицы', 'улица');
    await page.getByLabel('Улица').fill('Ерубаева');
    await page.getByLabel('Дом').fill('12');
    await page.getByRole('button', { name: 'Далее' }).click();

    // Parcel: the contents must be chosen.
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Заполните поле «Содержимое»').first().waitFor();
    await choose(page, 'Содержимое', 'Документы');
    await page.getByLabel('Описание посылки').fill('Договоры в папке');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.screenshot({ path: await screenshotPath('order-review'), fullPage: true });
    // The review shows what will be ordered, and the order waits for the public offer's acceptance.
    await page.getByText('Ерубаева').first().waitFor();
    await page.getByText('Договоры в папке').first().waitFor();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByText('Чтобы оформить заказ, примите условия публичной оферты').first().waitFor();
    expect(await page.getByRole('link', { name: 'публичной оферты' }).getAttribute('href')).toBe('/offer');
    await page.getByRole('checkbox', { name: /публичной оферты/ }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await payLater(page);

    const title = page.getByRole('heading', { level: 1, name: /^Заказ JZ-\d{8}$/ });
    await title.waitFor();
    const orderNumber = ((await title.textContent()) ?? '').replace('Заказ ', '');
    await page.getByText('Оформлен', { exact: true }).first().waitFor();
    // The order page: one invoice while unpaid, no promo line without a promo, the track number to copy.
    expect(await page.getByRole('button', { name: 'Счёт на оплату' }).count()).toBe(1);
    expect(await page.getByText(/Сумма с промокодом/).count()).toBe(0);
    await page.getByRole('button', { name: 'Скопировать трек-номер' }).waitFor();
    await page.getByRole('button', { name: 'Повторить заказ' }).waitFor();
    await page.getByText('Абая, 52').first().waitFor();
    await page.screenshot({ path: await screenshotPath('order-detail'), fullPage: true });

    // The registry finds it by the receiver's phone, typed the way people type it.
    await page.getByRole('link', { name: 'К списку заказов' }).click();
    await page.getByLabel('Поиск').fill('777 123-45-67');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: orderNumber }).waitFor();
    await page.getByLabel('Поиск').fill('700 000 00 00');
    await page.getByText('Заказов не найдено').waitFor();
    await page.getByLabel('Поиск').fill('77771234567');
    await page.getByRole('link', { name: orderNumber }).waitFor();
    await page.screenshot({ path: await screenshotPath('orders-registry'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // Cancelling asks first; a formed order is cancelled at once.
    await page.getByRole('link', { name: orderNumber }).click();
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByRole('dialog').getByText('Заказ ещё не оплачен').waitFor();
    await page.getByRole('button', { name: 'Да, отменить' }).click();
    await page.getByText('Заказ отменён').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0);

    // The same registry in Kazakh, with the status names from the server in Kazakh too.
    await page.getByRole('link', { name: 'К списку заказов' }).click();
    await page.getByRole('button', { name: /^ҚАЗ/ }).first().click();
    await page.getByRole('heading', { name: 'Менің тапсырыстарым' }).waitFor();
    await page.getByText('Бас тартылды').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('orders-registry-kk'), fullPage: true });

    // A priority order from the priority calculation: express, sender without a name (the placeholder stands in).
    await page.getByRole('button', { name: /^РУС/ }).first().click();
    await page.goto(`${running.system.baseUrl}/cabinet/priority`);
    await pickLocality(page, 'Откуда', 'Алм', /^Алматы/);
    await pickLocality(page, 'Куда', 'Караг', /^Караганда/);
    await page.getByText('Экспресс', { exact: true }).click();
    await page.getByLabel('Вес, кг').fill('10');
    await page.getByLabel('Объём, м³').fill('0.1');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const priorityTariffs = page.getByRole('list', { name: 'Тарифы' }).getByRole('listitem');
    await priorityTariffs.first().getByRole('button', { name: 'Оформить' }).click();
    await page.getByRole('heading', { name: 'Оформление приоритетного заказа' }).waitFor();
    await page.getByLabel('ИИН или БИН').fill('940140000385');
    await page.getByLabel('Телефон').fill('+7 702 555 01 01');
    await page.getByLabel('Электронная почта').fill('office@dala.kz');
    await choose(page, 'Адрес из адресной книги', /Склад на Абая/);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByLabel('Фамилия').fill('Ахметов');
    await page.getByLabel('Имя').fill('Ерлан');
    await page.getByLabel('Телефон').fill('+7 777 123 45 67');
    await choose(page, 'Тип улицы', 'улица');
    await page.getByLabel('Улица').fill('Ерубаева');
    await page.getByLabel('Дом').fill('12');
    // Spec §5: a priority order's delivery type is chosen (the types the quote fits, by their names).
    await choose(page, 'Тип доставки', 'Доставка до двери');
    await page.getByRole('button', { name: 'Далее' }).click();
    await choose(page, 'Содержимое', 'Запчасти');
    expect(await page.getByLabel('Продукт').first().inputValue()).toBe('Экспресс');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('checkbox', { name: /публичной оферты/ }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await payLater(page);
    await page.getByRole('heading', { level: 1, name: /^Заказ JZ-\d{8}$/ }).waitFor();
    expect(await page.evaluate(() => location.pathname)).toMatch(/^\/cabinet\/priority\/orders\//);
    await page.getByText('Jetkiz Priority').waitFor();
    await page.getByText('Экспресс').first().waitFor();
    await page.getByText('Доставка до двери').first().waitFor();
    await page.screenshot({ path: await screenshotPath('priority-order'), fullPage: true });
    await context.close();
  });
});
