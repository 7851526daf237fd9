import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
import { callSystem, newContext, screenshotPath, signIn, useSystemAndBrowser } from './system.ts';

/**
 * Issue 18, the console's money: a company asks for a transfer invoice on its wallet page, the accountant credits
 * the bank transfer in the console, and the company's wallet shows the money.
 */
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();
const OWNER = '77059440101';
const PASSWORD = 'Jetkiz2026!';
const BIN = '940140000385';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);

const registerCompany = async () => {
  await api('POST', '/api/identity/public/registration/register-company', {
    firstName: 'Ерлан',
    lastName: 'Жақсыбеков',
    username: OWNER,
    email: 'owner@tulpar.kz',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    bin: BIN,
    entityType: 2,
    name: 'ТОО «Тулпар Трейд»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
  });
  const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=${OWNER}`)).json()) as Array<{ text: string }>;
  await api('POST', '/api/identity/public/registration/confirm-code', {
    code: /\d{4}/.exec(inbox.at(-1)?.text ?? '')?.[0] ?? '',
    userName: OWNER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: 'company',
  });
};

describe('operator money', () => {
  it('a company asks for a transfer invoice, the accountant credits the transfer, the wallet shows the money', async () => {
    await registerCompany();
    const company = await newContext(running.browser, { viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    const page = await company.newPage();
    await signIn(page, running.system.baseUrl, OWNER, PASSWORD, true);
    await page.goto(`${running.system.baseUrl}/cabinet/wallet`);
    await page.getByRole('heading', { name: 'Кошелёк', level: 1 }).waitFor();
    const invoice = page.getByRole('region', { name: 'Счёт для оплаты переводом' });
    await invoice.getByLabel('Сумма, ₸').fill('150000');
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Скачать счёт' }).click();
    expect((await download).suggestedFilename()).toMatch(/^jetkiz-invoice-JZ-INV-\d{7}\.pdf$/);
    const number = /JZ-INV-\d{7}/.exec((await download).suggestedFilename())?.[0] ?? '';

    const staffContext = await newContext(running.browser, { viewport: { width: 1280, height: 1000 } });
    const desk = await staffContext.newPage();
    await signInStaff(desk, running.system, 'accountant', 'Бухгалтер Ахметова');
    await desk.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Деньги' }).click();
    await desk.getByRole('heading', { name: 'Деньги', level: 1 }).waitFor();
    await desk.getByLabel('Номер счёта').fill(number);
    const row = desk.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Зачислить' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Банковский референс платежа').fill(`HALYK-${number}`);
    await dialog.getByLabel('Дата платежа').fill('2026-01-15');
    await dialog.getByRole('button', { name: 'Зачислить на кошелёк' }).click();
    await row.getByText('Оплачен').waitFor();
    await desk.screenshot({ path: await screenshotPath('operator-money-credited'), fullPage: true });

    await page.reload();
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('150\u00a0000\u00a0₸');
    await company.close();
    await staffContext.close();
  });
});
