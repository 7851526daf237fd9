import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeOf, callSystem, newContext, registerPerson, screenshotPath, settled, signIn, useSystemAndBrowser } from './system.ts';

/**
 * Every page, in every language, at a phone's and a desktop's width, through axe: no violation of any impact
 * (issue 15). When a page is added, add its path here. `{track}` and `{order}` are filled in with a real
 * parcel's track number and order id.
 */
export const PUBLIC_PAGES = [
  '/',
  '/calculator',
  '/terminals',
  '/tracking',
  '/tracking/{track}',
  '/faq',
  '/contacts',
  '/offer',
  '/privacy',
  '/knowledge',
  '/partners',
  '/login',
  '/register',
  '/recovery',
  '/invitation?phone=77011234567',
  // The public check of an act's signatures (issue 17) for a code that names no act; a real one: avr.journey.ts.
  '/avr/verify/AAAAAAAAAAAAAAAAAAAAAA',
  '/no-such-page',
] as const;
export const CABINET_PAGES = [
  '/cabinet',
  '/cabinet/password',
  '/cabinet/orders',
  '/cabinet/orders/new',
  '/cabinet/orders/{order}',
  '/cabinet/addresses',
  '/cabinet/wallet',
  // A person has no employees: the «no rights» page (issue 16).
  '/cabinet/employees',
  // The acts are a company's (issue 17): a person gets «no rights»; the company's screens: avr.journey.ts.
  '/cabinet/acts',
] as const;

const LANGS = ['ru', 'kz', 'en'] as const;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
const PHONE = '77015550909';
const PASSWORD = 'Jetkiz2026!';

const running = useSystemAndBrowser();

/** A signed-up person with one order (so the order and tracking pages have something to show). */
const personWithOrder = async () => {
  const api = (method: string, path: string, body?: object, token?: string) =>
    callSystem(running.system, method, path, body, token);
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: PASSWORD,
    firstName: 'Айгерім',
    lastName: 'Сәтбаева',
    email: 'aigerim@mail.kz',
  });
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  const tariff = calc.tariffs[0];
  const order = (await api(
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: tariff.calculatorId,
      sender: {
        lastName: 'Сәтбаева',
        firstName: 'Айгерім',
        iinOrBin: '850722400008',
        phone: PHONE,
        email: 'aigerim@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: { lastName: 'Ким', firstName: 'Виктор', phone: '77775550909', streetAbbrId: 1, street: 'Ерубаева', house: '12' },
      parcelInfo: { content: 'Книги', packDtos: [pack] },
    },
    token,
  )) as { id: string; trackNumber: string };
  return order;
};
let made: ReturnType<typeof personWithOrder> | undefined;
/** The one person and order the journeys share (made by whichever runs first). */
const theOrder = () => {
  made ??= personWithOrder();
  return made;
};

/** Opens a page and waits for its heading and for the data it loads. */
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await settled(page);
};

const violationsOf = async (page: Page, label: string) => {
  const axe = await axeOf(page);
  return axe.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
};

// The tracking journey runs first: the public tracking route is rate-limited per address, and the axe tour
// opens the tracking page many times.
describe('the shell as a keyboard and a phone meet it', () => {
  it('moves the focus to the new page heading, closes the phone menu with Escape, and shows the footer', async () => {
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await open(page, `${running.system.baseUrl}/`);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    await nav.getByRole('link', { name: 'Калькулятор' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.getByRole('link', { name: 'Калькулятор' }).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('main-nav');

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await nav.getByRole('link', { name: 'Вопросы и ответы' }).click();
    await page.getByRole('heading', { level: 1, name: 'Вопросы и ответы' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Публичная оферта', '/offer'],
      ['Политика конфиденциальности', '/privacy'],
      ['База знаний', '/knowledge'],
      ['Партнёрская программа', '/partners'],
      ['Связаться с нами', '/contacts'],
    ] as const) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await footer.getByText(/БИН 240340012341/).waitFor();
    await footer.getByText('Поддержка: Пн–Пт, 09:00–18:00').waitFor();
    await context.close();
  });

  it('tracking at 360 px: a vertical timeline with whole words, all five steps on screen, and no layout shift', async () => {
    const { trackNumber } = await theOrder();
    const context = await newContext(running.browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${running.system.baseUrl}/tracking/${trackNumber}`);
    const steps = page.getByTestId('track-milestones').getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(5);
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 5; i++) {
      const box = await steps.nth(i).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      // One line each: a label broken inside a word would make its line box taller than the 40 px dot.
      expect(box?.height).toBeLessThanOrEqual(44);
    }
    const first = await steps.nth(0).boundingBox();
    const last = await steps.nth(4).boundingBox();
    expect((last?.y ?? 0) > (first?.y ?? 0)).toBe(true);
    await page.getByTestId('track-milestones').focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('track-milestones');
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05);
    await page.screenshot({ path: await screenshotPath('tracking-360'), fullPage: true });
    await context.close();
  });
});

/** One pass of the tour: a fresh context at one width, in one language (or the dark scheme), over a list of pages. */
type Pass = { label: string; viewport: (typeof WIDTHS)[number]; run: (page: Page) => Promise<string[]> };

/** The tour's passes, this many at once (each in a context of its own, one browser): 2 cores, mostly waiting. */
const TABS = 3;

// What axe reads does not depend on the database: the tour runs once, on the embedded one (the PostgreSQL leg of
// `npm test` runs every other journey).
describe.skipIf(process.env.E2E_DB === 'postgres')('every page passes axe in three languages at 360 and 1280 px', () => {
  it('public and cabinet pages, light; public pages in dark too', async () => {
    const order = await theOrder();
    const base = running.system.baseUrl;
    const fill = (path: string) => path.replace('{track}', order.trackNumber).replace('{order}', order.id);
    const tour = async (page: Page, pages: readonly string[], label: string) => {
      const found: string[] = [];
      for (const path of pages) {
        await open(page, `${base}${fill(path)}`);
        found.push(...(await violationsOf(page, `${path} ${label}`)));
      }
      return found;
    };
    const passes: Array<Pass & { colorScheme?: 'dark' }> = [];
    for (const viewport of WIDTHS) {
      // Signed in (the sign-in page speaks Russian), then each language: the longest pass, so first.
      passes.push({
        label: `cabinet ${viewport.width}`,
        viewport,
        run: async (page) => {
          await page.goto(`${base}/`);
          await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ru'));
          await signIn(page, base, PHONE, PASSWORD);
          const found: string[] = [];
          for (const lang of LANGS) {
            await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
            found.push(...(await tour(page, CABINET_PAGES, `${lang} ${viewport.width}`)));
          }
          return found;
        },
      });
    }
    for (const viewport of WIDTHS) {
      for (const lang of LANGS) {
        passes.push({
          label: `public ${lang} ${viewport.width}`,
          viewport,
          run: async (page) => {
            await page.goto(`${base}/`);
            await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
            return tour(page, PUBLIC_PAGES, `${lang} ${viewport.width}`);
          },
        });
      }
      passes.push({
        label: `public dark ${viewport.width}`,
        viewport,
        colorScheme: 'dark',
        run: (page) => tour(page, PUBLIC_PAGES, `ru dark ${viewport.width}`),
      });
    }
    const found: string[] = [];
    const done: string[] = [];
    const queue = [...passes];
    const tab = async () => {
      for (let pass = queue.shift(); pass; pass = queue.shift()) {
        const { viewport, colorScheme } = pass;
        const context = await newContext(running.browser, { viewport, ...(colorScheme && { colorScheme }) });
        try {
          found.push(...(await pass.run(await context.newPage())));
          done.push(pass.label);
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: TABS }, tab));
    expect(done.sort()).toEqual(passes.map((p) => p.label).sort());
    expect(found).toEqual([]);
  }, 900_000);
});
