import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
import { newContext, screenshotPath, seriousViolations, useSystemAndBrowser } from './system.ts';

/**
 * Issue 18, staff and access: an administrator signs in to the console for the first time (password, authenticator
 * set up from the page with the code computed here, recovery codes shown once), lands on the console's start page,
 * adds an operator (the password is shown once), and the audit log shows it.
 */
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();

describe('the operator console: staff and access (issue 18)', () => {
  it('an administrator enrols TOTP, adds an operator and finds it in the audit log', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const admin = await signInStaff(page, running.system, 'administrator', 'Айгүл Оспанова');
    expect(admin.recoveryCodes.every((code) => /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code))).toBe(true);
    // The console opens on its dashboard, with who is signed in in the header.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Сводка');
    await expect.poll(() => page.getByText('Айгүл Оспанова', { exact: false }).first().isVisible()).toBe(true);
    await page.screenshot({ path: await screenshotPath('operator-dashboard-1280') });

    await page.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Сотрудники' }).click();
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имя и фамилия').fill('Ерлан Жақсыбеков');
    await dialog.getByLabel('Телефон').fill('+7 742 555 01 02');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    const password = (await dialog.getByTestId('created-password').textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    await page.screenshot({ path: await screenshotPath('operator-staff-created-1280') });
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect.poll(() => page.getByText('Ерлан Жақсыбеков').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Журнал действий' }).click();
    const log = page.getByRole('table', { name: 'Записи журнала действий' });
    await expect.poll(() => log.getByText('createStaff').count()).toBe(1);
    await expect.poll(() => log.getByText('staff.totp').count()).toBe(1);
    await page.screenshot({ path: await screenshotPath('operator-audit-1280') });
    // In Kazakh: the console's own texts switch with the rest.
    await page.getByText('ҚАЗ').click();
    await page.getByRole('heading', { name: 'Әрекеттер журналы' }).waitFor();
    await page.screenshot({ path: await screenshotPath('operator-audit-kk-1280') });
    await page.getByText('РУС').click();
    await page.getByRole('heading', { name: 'Журнал действий' }).waitFor();

    // A phone: the menu folds behind a button.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Главная' }).click();
    await page.screenshot({ path: await screenshotPath('operator-dashboard-360') });
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByText('Вы вышли из консоли.').waitFor();
    await context.close();
  });
});
