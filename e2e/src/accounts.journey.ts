import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, seriousViolations, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('accounts', () => {
  it('registers a person in Kazakh, confirms by SMS, lands in the cabinet, signs out and in again', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(running.system.baseUrl);
    await page.getByRole('button', { name: /Қазақша/ }).click();
    await page.getByRole('link', { name: 'Кіру' }).click();
    await expect.poll(() => heading(page)).toBe('Кіру');
    await page.getByRole('link', { name: 'Тіркелу' }).click();
    await expect.poll(() => heading(page)).toBe('Тіркелу');

    // Client-side checks first: an empty form warns with «Назар аударыңыз» and flags the fields.
    await page.getByRole('button', { name: 'Тіркелу' }).click();
    await page.getByRole('alert').filter({ hasText: 'Назар аударыңыз' }).first().waitFor();

    await page.getByLabel('Тегі').fill('Сәрсенова');
    await page.getByLabel(/^Аты/).fill('Айгерім');
    await page.getByLabel('ЖСН').fill('850722400008');
    const phone = page.getByLabel('Телефон нөмірі');
    await phone.click();
    await phone.pressSequentially('7015554433', { delay: 20 });
    expect(await phone.inputValue()).toBe('+7 (701) 555 44 33');
    await page.getByLabel('Электрондық пошта').fill('aigerim@mail.kz');
    await page.locator('input[autocomplete="new-password"]').first().fill('Jetkiz2026!');
    await page.getByText('Құпиясөз сенімділігі: сенімді').waitFor();
    await page.locator('input[autocomplete="new-password"]').nth(1).fill('Jetkiz2026!');
    // The warnings of the empty submit close after 3 s; axe then sees the form with its field errors.
    await page.getByRole('alert').filter({ hasText: 'Назар аударыңыз' }).first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('register-kk'), fullPage: true });
    await page.getByRole('checkbox', { name: /дербес деректерімді/ }).check();
    await page.getByRole('button', { name: 'Тіркелу' }).click();

    await expect.poll(() => heading(page)).toBe('Нөмірді растау');
    await page
      .getByText(/Кодты қайта жіберу: (1:00|0:5\d)/)
      .first()
      .waitFor();
    const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=77015554433`)).json()) as Array<{ text: string }>;
    expect(inbox[0]?.text).toMatch(/растау коды \d{4}/);
    const code = /\d{4}/.exec(inbox[0]?.text ?? '')?.[0] ?? '';
    await page.getByLabel('SMS\u2011тегі код').fill(code);
    await page.getByRole('button', { name: 'Растау' }).click();

    await expect.poll(() => heading(page)).toBe('Жеке кабинет');
    await page.getByText('Сәрсенова Айгерім').waitFor();
    await page.getByText('+7 (701) 555 44 33').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('cabinet-kk'), fullPage: true });

    await page.getByRole('button', { name: 'Шығу' }).click();
    await expect.poll(() => heading(page)).toContain('Бүкіл Қазақстан');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').token ?? '')).toBe('');

    await page.getByRole('link', { name: 'Кіру' }).click();
    const loginPhone = page.getByLabel('Телефон нөмірі');
    await loginPhone.click();
    await loginPhone.pressSequentially('7015554433', { delay: 20 });
    await page.locator('input[autocomplete="current-password"]').fill('Jetkiz2026!');
    await page.getByRole('button', { name: 'Кіру' }).last().click();
    await expect.poll(() => heading(page)).toBe('Жеке кабинет');

    // A signed-in visitor is sent away from the guest-only sign-in page (spec §2).
    await page.goto(`${running.system.baseUrl}/login`);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await context.close();
  });

  it('sends a guest away from the cabinet and shows the server error of a wrong password', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/cabinet`);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('link', { name: 'Войти' }).click();
    const phone = page.getByLabel('Номер телефона');
    await phone.click();
    await phone.pressSequentially('7015554433', { delay: 20 });
    await page.locator('input[autocomplete="current-password"]').fill('Wrong2026!');
    await page.getByRole('button', { name: 'Войти' }).last().click();
    const error = page.getByRole('alert').filter({ hasText: 'Ошибка' });
    await error.waitFor();
    expect(await error.textContent()).toContain('Неверный номер телефона или пароль');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('login-360') });
    await context.close();
  });

  it('recovers the password on a phone with the 6-digit code of the request, and signs in with the new one', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/login`);
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect.poll(() => heading(page)).toBe('Восстановление пароля');
    const phone = page.getByLabel('Номер телефона');
    await phone.click();
    await phone.pressSequentially('7015554433', { delay: 20 });
    await page.locator('input[autocomplete="new-password"]').first().fill('Recovered2026!');
    await page.locator('input[autocomplete="new-password"]').nth(1).fill('Recovered2026!');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByText(/мы отправили на него 6-значный код/).waitFor();

    // The code goes out after the answer; the owner reads (in Kazakh, their language) that a recovery started.
    const recoveryCode = async () => {
      const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=77015554433`)).json()) as Array<{ text: string }>;
      return /қалпына келтіру сұралды\. Код (\d{6})/.exec(inbox[0]?.text ?? '')?.[1] ?? '';
    };
    await expect.poll(recoveryCode).toMatch(/^\d{6}$/);
    const code = await recoveryCode();
    await page.getByLabel('Код из SMS').fill(code);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();

    await expect.poll(() => heading(page)).toBe('Вход');
    const loginPhone = page.getByLabel('Номер телефона');
    await loginPhone.click();
    await loginPhone.pressSequentially('7015554433', { delay: 20 });
    await page.locator('input[autocomplete="current-password"]').fill('Recovered2026!');
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await expect.poll(() => heading(page)).toBe('Личный кабинет');
    await context.close();
  });
});
