import { describe, expect, it } from 'vitest';
import { newContext, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();

describe('pre-rendered first screens (issue 15, mobile performance)', () => {
  it('home, the calculator and tracking paint from HTML before any JavaScript runs, in the chosen language', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await context.addCookies([{ name: 'jetkiz-lang', value: 'kk', url: running.system.baseUrl }]);
    const page = await context.newPage();
    const headings: Record<string, string> = {
      '/': 'Бүкіл Қазақстан',
      '/calculator': 'Жеткізу калькуляторы',
      '/tracking': 'Сәлемдемені бақылау',
    };
    for (const [url, heading] of Object.entries(headings)) {
      const response = await page.goto(`${running.system.baseUrl}${url}`);
      expect(await response?.text()).toContain('data-prerendered="kk"');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('kk');
    }
    await context.close();
  });

  it('is taken over by React without a mismatch, works, and remembers a language switch for the server', async () => {
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const layoutShift = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );

    await page.goto(running.system.baseUrl, { waitUntil: 'networkidle' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('ru');
    expect(await layoutShift()).toBeLessThan(0.05);
    // Hydrated: the tracking field navigates in the app.
    await page.getByRole('textbox', { name: 'Трек-номер' }).fill('RK000000000KZ');
    await page.getByRole('button', { name: 'Отследить' }).click();
    await expect.poll(() => page.url()).toContain('/tracking/RK000000000KZ');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Track a parcel');
    const cookies = await context.cookies(running.system.baseUrl);
    expect(cookies.find((c) => c.name === 'jetkiz-lang')?.value).toBe('en');

    // The next visit gets the English page from the server and hydrates it.
    await page.goto(`${running.system.baseUrl}/calculator`, { waitUntil: 'networkidle' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Delivery calculator');
    expect(await layoutShift()).toBeLessThan(0.05);
    expect(problems).toEqual([]);
    await context.close();
  });
});
