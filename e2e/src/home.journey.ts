import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, seriousViolations, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();

describe('home page: choosing a locality', () => {
  it('switches to Kazakh, finds Қарағанды from «Қарағ» and keeps it selected', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(Number(response.headers()['content-length'] ?? 0));
    });
    await page.goto(running.system.baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Казахстану');

    await page.getByRole('button', { name: 'Қазақша' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Бүкіл Қазақстан');

    const from = page.getByRole('combobox', { name: 'Қайдан' });
    await from.click();
    await from.pressSequentially('Қарағ', { delay: 60 });
    const option = page.getByRole('option', { name: /^Қарағанды\s*Қарағанды облысы/ });
    await option.waitFor();
    await option.click();

    expect(await from.inputValue()).toBe('Қарағанды');
    expect(await from.getAttribute('aria-expanded')).toBe('false');
    const description = await from.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe('Қарағанды облысы');

    // The language is remembered under the spec's selected-language key.
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('kz');
    await page.screenshot({ path: await screenshotPath('home-kk-karaganda'), fullPage: true });

    expect(await seriousViolations(page)).toEqual([]);
    console.info(
      `home first load: ${scripts.length} scripts, ${(scripts.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB on the wire`,
    );
    await context.close();
  });

  it('works at 360 px wide with the menu behind a button, and passes axe there too', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/`);
    const to = page.getByRole('combobox', { name: 'Куда', exact: true });
    await to.click();
    await to.pressSequentially('Алм', { delay: 60 });
    await page
      .getByRole('option', { name: /^Алматы/ })
      .first()
      .click();
    expect(await to.inputValue()).toBe('Алматы');
    await page.screenshot({ path: await screenshotPath('home-360'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('link', { name: 'Контакты' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Контакты');
    await page.screenshot({ path: await screenshotPath('contacts-360'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
