// The staff hook makes the staff member the journey signs in (never on in production).
process.env.STAFF_TEST_HOOKS = 'on';

import { describe, expect, it } from 'vitest';
import { signInStaff } from './operator.ts';
import { callSystem, newContext, registerPerson, screenshotPath, useSystemAndBrowser } from './system.ts';

const running = useSystemAndBrowser();
const PHONE = '77459990101';

/** A person with one order this week, so the dashboard's charts have a bar. */
const orderThisWeek = async () => {
  const token = await registerPerson(running.system, {
    phone: PHONE,
    password: 'Jetkiz2026!',
    firstName: 'Ерлан',
    lastName: 'Ахметов',
    email: 'erlan@mail.kz',
  });
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
  const calc = await callSystem(running.system, 'POST', '/api/calc/public/calc', {
    from: '750000000',
    to: '351010000',
    packDtos: [pack],
  });
  await callSystem(
    running.system,
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: calc.tariffs[0].calculatorId,
      sender: {
        lastName: 'Ахметов',
        firstName: 'Ерлан',
        iinOrBin: '850722400008',
        phone: PHONE,
        email: 'erlan@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: {
        lastName: 'Сәрсенова',
        firstName: 'Айгерім',
        phone: '77015554433',
        streetAbbrId: 1,
        street: 'Абая',
        house: '49',
      },
      parcelInfo: { content: 'Книги', packDtos: [pack] },
    },
    token,
  );
};

describe('operator: dashboard and reference data', () => {
  it("shows the dashboard's charts, edits a terminal's hours, and the public terminal list shows them", async () => {
    await orderThisWeek();
    const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInStaff(page, running.system, 'operator');

    // The start page is the dashboard: its figures and both charts (recharts draws them as SVG).
    await page.getByRole('heading', { name: 'Сводка', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('dash-orders').textContent()).toContain('1');
    for (const chart of ['dash-chart-status', 'dash-chart-carrier']) {
      await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
    }
    await page.screenshot({ path: await screenshotPath('operator-dashboard'), fullPage: true });

    // Reference data → terminals: the Almaty terminal's hours in Russian.
    await page.getByRole('navigation', { name: 'Меню консоли' }).getByRole('link', { name: 'Справочники' }).click();
    const row = page.getByTestId('terminal-row-ALA');
    await row.getByRole('button', { name: 'Изменить' }).click();
    const dialog = page.getByRole('dialog');
    const hours = 'Пн–Сб 08:00–21:00';
    await dialog.getByLabel('Часы работы (по-русски)').fill(hours);
    await page.screenshot({ path: await screenshotPath('operator-reference-terminal'), fullPage: true });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => row.textContent()).toContain(hours);

    // The public page, as a visitor: the new hours are there without a restart.
    const visitor = await (await newContext(running.browser)).newPage();
    await visitor.goto(`${running.system.baseUrl}/terminals`);
    await visitor.getByText(hours).first().waitFor();
    await context.close();
  });
});
