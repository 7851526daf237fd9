import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeOf, newContext, screenshotPath, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();

/** Every violation, of any impact: the public pages have none. */
const violations = async (page: Page) =>
  (await axeOf(page)).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('public pages', () => {
  it('answer an unknown address with 404 and the not-found page, named in the chosen language', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    const page = await context.newPage();
    const response = await page.goto(`${running.system.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await expect.poll(() => page.title()).toBe('Page not found — Jetkiz');
    expect((await page.request.get(`${running.system.baseUrl}/robots.txt`)).status()).toBe(200);
    expect((await page.request.get(`${running.system.baseUrl}/manifest.webmanifest`)).status()).toBe(200);
    await context.close();
  });

  it('the offer, privacy policy, knowledge base and partner programme read in Kazakh at 360 px with no axe violation', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'kz'));
    const page = await context.newPage();
    for (const [path, title] of [
      ['/offer', 'Жария оферта'],
      ['/privacy', 'Құпиялылық саясаты'],
      ['/knowledge', 'Білім қоры'],
      ['/partners', 'Серіктестік бағдарламасы'],
    ] as const) {
      await page.goto(`${running.system.baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expect.poll(() => page.title()).toBe(`${title} — Jetkiz`);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await violations(page)).toEqual([]);
    }
    await page.screenshot({ path: await screenshotPath('partners-kk-360'), fullPage: true });
    await context.close();
  });

  it('the longest page title and the console’s sign-in fit a 360 px phone in Russian and Kazakh', async () => {
    for (const [lang, title] of [
      ['ru', 'Политика конфиденциальности'],
      ['kz', 'Құпиялылық саясаты'],
    ] as const) {
      const context = await newContext(running.browser, { viewport: { width: 360, height: 740 } });
      await context.addInitScript((chosen) => localStorage.setItem('selectedLanguage', chosen), lang);
      const page = await context.newPage();
      // «конфиденциальности» alone was 392 px wide at the desktop's 34 px heading.
      await page.goto(`${running.system.baseUrl}/privacy`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The console's card held its title and the language switch on one line, and pushed «ENG» off the screen.
      await page.goto(`${running.system.baseUrl}/operator`);
      const english = page.locator('button[lang="en"]');
      await english.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await english.evaluate((button) => button.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
      await context.close();
    }
  });

  it('sends a partner application, with the field errors shown first', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/partners`);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Контактное лицо/ }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('textbox', { name: /^Контактное лицо/ }).fill('Айгерим Сапарова');
    await page.getByRole('textbox', { name: /^Город/ }).fill('Алматы');
    const phone = page.getByRole('textbox', { name: /^Телефон/ });
    await phone.click();
    await phone.pressSequentially('7020112244', { delay: 20 });
    await page.getByRole('textbox', { name: /^Электронная почта/ }).fill('shop@example.kz');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByText('Заявка отправлена').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
