import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, seriousViolations, useSystemAndBrowser } from './system.ts';

/**
 * Issue 16, signing on the web: a company registers with its digital signature in the NCALayer sandbox (the fields
 * come from the certificate, the SMS code confirms), and NCALayer not running gets the spec's message.
 */
const running = useSystemAndBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

type TestKey = { name: string; iin: string; bin: string | null; commonName: string };
/**
 * The NCALayer sandbox the page signs with (its /control, as sandbox/README says): which key answers next, a cancel,
 * «not running». Called over HTTP: the journeys' typecheck does not take in the sandbox's sources.
 */
const ncaLayer = () => {
  const call = async (change: object) => {
    const response = await fetch(`${running.system.ncalayerUrl}/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { keys: TestKey[] };
  };
  return {
    reset: () => call({ reset: true }),
    useKey: (key: string) => call({ key }),
    cancelNext: () => call({ cancelNext: true }),
    notRunning: (notRunning = true) => call({ notRunning }),
  };
};

/** «ИВАНОВ ИВАН» as the account writes it: «Иванов Иван». */
const nameCase = (value: string) =>
  value
    .split(/\s+/)
    .map((word) => word.charAt(0) + word.slice(1).toLocaleLowerCase('ru'))
    .join(' ');

const openCompanyForm = async (page: Page, entity: 'Индивидуальный предприниматель' | 'Юридическое лицо') => {
  await page.goto(`${running.system.baseUrl}/register`);
  await page.getByText('Компания или ИП').click();
  await page.getByText(entity).click();
};

describe('signing with NCALayer', () => {
  it('an entrepreneur registers with a digital signature: the fields come from the certificate, the SMS code confirms', async () => {
    await ncaLayer().reset();
    const { keys } = await ncaLayer().useKey('entrepreneur');
    const key = keys.find((k) => k.name === 'entrepreneur');
    if (!key) throw new Error('the sandbox has no entrepreneur key');
    const [surname = '', name = ''] = nameCase(key.commonName).split(' ');

    const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openCompanyForm(page, 'Индивидуальный предприниматель');
    await page.getByRole('button', { name: 'Подписать в NCALayer' }).click();
    await page.getByText(`Данные взяты из сертификата: ${surname} ${name}`).waitFor();

    const iin = page.getByLabel('ИИН предпринимателя');
    expect(await iin.inputValue()).toBe(key.iin);
    expect(await iin.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/^Наименование организации/).inputValue()).toBe(`ИП ${surname} ${name}`);
    expect(await page.getByLabel(/^Фамилия/).inputValue()).toBe(surname);
    expect(await page.getByLabel(/^Имя/).inputValue()).toBe(name);

    await page.getByLabel(/^Юридический адрес/).fill('г. Алматы, пр. Абая, 10');
    const phone = page.getByLabel('Номер телефона');
    await phone.click();
    await phone.pressSequentially('7059900101', { delay: 20 });
    await page.getByLabel('Электронная почта').fill('ip.signature@mail.kz');
    await page.locator('input[autocomplete="new-password"]').first().fill('Jetkiz2026!');
    await page.locator('input[autocomplete="new-password"]').nth(1).fill('Jetkiz2026!');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('register-signature'), fullPage: true });
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect.poll(() => heading(page)).toBe('Подтверждение номера');
    const smsCode = async () => {
      const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=77059900101`)).json()) as Array<{ text: string }>;
      return /\d{4}/.exec(inbox[0]?.text ?? '')?.[0] ?? '';
    };
    await expect.poll(smsCode).toMatch(/^\d{4}$/);
    await page.getByLabel('Код из SMS').fill(await smsCode());
    await page.getByRole('button', { name: 'Подтвердить' }).click();

    // The cabinet: the company from the certificate, verified by the signature.
    await expect.poll(() => heading(page)).toBe('Личный кабинет');
    await page.getByRole('heading', { name: 'Компания подтверждена ЭЦП' }).waitFor();
    await page.getByText(`ИП ${surname} ${name}`).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('cabinet-verified'), fullPage: true });
    // Nothing on the way broke the page's rules (the CSP allows NCALayer's address, and nothing else).
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
    await context.close();
  });

  it("NCALayer not running shows the spec's message with the install link, and Retry signs once it runs", async () => {
    await ncaLayer().reset();
    await ncaLayer().notRunning();
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openCompanyForm(page, 'Юридическое лицо');
    await page.getByRole('button', { name: 'Подписать в NCALayer' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'NCALayer не отвечает' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Нет соединения с локальным приложением для подписи: убедитесь, что оно запущено, и повторите попытку',
    );
    expect(await page.getByRole('link', { name: 'Установить NCALayer' }).getAttribute('href')).toBe('https://ncl.pki.gov.kz/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: await screenshotPath('register-ncalayer-down-360'), fullPage: true });

    // Started: Retry signs with the legal entity head's key, and the BIN comes from the certificate.
    const { keys } = await ncaLayer().notRunning(false);
    const head = keys.find((k) => k.name === 'head');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.getByText(/^Данные взяты из сертификата/).waitFor();
    expect(await page.getByLabel(/^БИН/).inputValue()).toBe(head?.bin);
    expect(await page.getByRole('alert').filter({ hasText: 'NCALayer не отвечает' }).count()).toBe(0);

    // A cancel in NCALayer leaves the form as it is, without an error.
    await ncaLayer().cancelNext();
    await page.getByRole('button', { name: 'Подписать другим ключом' }).click();
    const sign = page.getByRole('button', { name: 'Подписать в NCALayer' });
    await sign.waitFor();
    await expect.poll(() => sign.isEnabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel(/^БИН/).getAttribute('readonly')).toBeNull();
    await context.close();
  });
});
