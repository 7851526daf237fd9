import { describe, expect, it } from 'vitest';
import { axeOf, newContext, registerPerson, screenshotPath, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();

const pick = async (page: import('playwright-core').Page, label: string, typed: string, option: RegExp) => {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  await page.getByRole('option', { name: option }).first().click();
};

describe('calculator', () => {
  it('a guest calculates Almaty → Караганда in Russian, sorts by days and opens the breakdown', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(running.system.baseUrl);
    await page.getByRole('link', { name: 'Калькулятор' }).first().click();
    await page.getByRole('heading', { name: 'Калькулятор доставки' }).waitFor();

    // Bad input first: an empty pack is flagged field by field and warned about with «Внимание».
    await pick(page, 'Откуда', 'Алм', /^Алматы/);
    await pick(page, 'Куда', 'Караг', /^Караганда/);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Внимание' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Некорректный вес или габарит для точного расчёта');
    expect(await page.getByRole('group', { name: 'Место 1' }).getByText('Обязательное поле').count()).toBe(4);

    await page.getByLabel('Длина, см').fill('60');
    await page.getByLabel('Ширина, см').fill('40');
    await page.getByLabel('Высота, см').fill('40');
    await page.getByLabel('Вес, кг').fill('12');
    await page.getByRole('button', { name: 'Рассчитать' }).click();

    const list = page.getByRole('list', { name: 'Тарифы' });
    await list.waitFor();
    await page.getByText(/Оплачиваемый вес: 20 кг/).waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => items.first().textContent()).toContain('Самый дешёвый');

    await page.locator('label', { hasText: 'По сроку' }).click();
    await expect.poll(() => items.first().textContent()).toContain('Самый быстрый');

    await items.first().getByRole('button', { name: 'Из чего цена' }).click();
    const breakdown = items.first().getByRole('table');
    await breakdown.waitFor();
    expect(await breakdown.textContent()).toMatch(/Перевозка.*Страховка.*100\s₸.*Итого/s);
    await page.screenshot({ path: await screenshotPath('calculator'), fullPage: true });
    const axe = await axeOf(page);
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' | ')}`),
    ).toEqual([]);

    // «Оформить» carries the quote: a guest is asked to sign in first.
    await items.first().getByRole('button', { name: 'Оформить' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('jetkiz.chosenQuote'))).toMatch(/^[\w-]+\.[\w-]+$/);
    await context.close();
  });

  it('results belong to their inputs, and a guest is told to sign in and comes back to the order form (issue 15)', async () => {
    const phone = '77025557701';
    const password = 'Jetkiz2026!';
    await registerPerson(running.system, { phone, password, firstName: 'Дана', lastName: 'Омарова', email: 'dana@mail.kz' });
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/calculator`);
    await page.getByRole('heading', { name: 'Калькулятор доставки' }).waitFor();

    // Both ends in one city: said at once, in Russian, and nothing is asked of the server.
    await pick(page, 'Откуда', 'Алм', /^Алматы/);
    await pick(page, 'Куда', 'Алм', /^Алматы/);
    await page.getByText('Внутри одного населённого пункта мы пока не доставляем').first().waitFor();

    await pick(page, 'Куда', 'Караг', /^Караганда/);
    await page.getByLabel('Длина, см').fill('30');
    await page.getByLabel('Ширина, см').fill('20');
    await page.getByLabel('Высота, см').fill('10');
    await page.getByLabel('Вес, кг').fill('2');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    const list = page.getByRole('list', { name: 'Тарифы' });
    await list.waitFor();
    const order = list.getByRole('button', { name: 'Оформить' }).first();
    expect(await order.isEnabled()).toBe(true);

    // The weight changes: the old tariffs are outdated and cannot be ordered until calculated again.
    await page.getByLabel('Вес, кг').fill('3');
    await page.getByText('Данные изменились').waitFor();
    expect(await order.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect.poll(() => order.isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await order.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/login');
    await page.getByText('Войдите или зарегистрируйтесь — выбранный тариф сохранён').waitFor();
    const chosen = await page.evaluate(() => sessionStorage.getItem('jetkiz.chosenQuote'));
    const field = page.getByLabel('Номер телефона');
    await field.click();
    await field.pressSequentially(`+${phone}`, { delay: 20 });
    expect(await field.inputValue()).toBe('+7 (702) 555 77 01');
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/cabinet/orders/new');
    expect(await page.evaluate(() => sessionStorage.getItem('jetkiz.chosenQuote'))).toBe(chosen);
    await context.close();
  });

  it('lists the terminals by region with a search that takes Kazakh letters', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/terminals`);
    await page.getByRole('heading', { name: 'Адреса терминалов' }).waitFor();
    await page.getByLabel('Поиск по городу или адресу').fill('Қарағ');
    await page.getByText('пр. Бухар-Жырау, 49').waitFor();
    expect(await page.getByText('пр. Абая, 52').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: await screenshotPath('terminals-360'), fullPage: true });
    await context.close();
  });
});
