import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/api/test/pdf-text.ts';
import { signInStaff } from './operator.ts';
import {
  ARTIFACTS,
  callSystem,
  newContext,
  screenshotPath,
  seriousViolations,
  settled,
  signIn,
  useSystemAndBrowser,
} from './system.ts';

/**
 * Issue 17, the company's acts on the web: the month closes (the journeys' hook, AVR_TEST_HOOKS), the act appears in
 * the registry, the signer signs it in the NCALayer sandbox (key «head», the BIN of «Дала Логистик»), the act then
 * carries both signatures (the downloaded PDF's signature sheets name both signers) and the public page of its QR
 * code confirms them. Then the company goes post-paid: its next order is sent without paying (the order page says it
 * is billed in the monthly act), and that month's act, left alone, becomes deemed accepted once the clock passes its
 * term, and is then due from the wallet. A third act is refused by the signer with a reason; the accountant reissues
 * a corrected act from the console's acts screen; the refused act names its replacement, the corrected one names the
 * act it replaces (page, HTML view, PDF), and the signer signs it.
 */
process.env.AVR_TEST_HOOKS = 'on';
process.env.STAFF_TEST_HOOKS = 'on';
const running = useSystemAndBrowser();
const OWNER = '77057770101';
const PASSWORD = 'Jetkiz2026!';
const DALA_BIN = '150340012340';
const JUR = '/api/payment/protected/jur';

const api = (method: string, path: string, body?: object, token?: string) =>
  callSystem(running.system, method, path, body, token);
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** A confirmed company of the sandbox's «Дала Логистик» BIN, made through the API; answers its access token. */
const registerCompany = async (): Promise<string> => {
  await api('POST', '/api/identity/public/registration/register-company', {
    firstName: 'Ерлан',
    lastName: 'Жақсыбеков',
    username: OWNER,
    email: 'owner@dala.kz',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    bin: DALA_BIN,
    entityType: 2,
    name: 'ТОО «Дала Логистик»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
  });
  const inbox = (await (await fetch(`${running.system.smsUrl}/messages?to=${OWNER}`)).json()) as Array<{ text: string }>;
  const confirmed = await api('POST', '/api/identity/public/registration/confirm-code', {
    code: /\d{4}/.exec(inbox.at(-1)?.text ?? '')?.[0] ?? '',
    userName: OWNER,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: 'company',
  });
  return confirmed.access_token as string;
};

/** One company order (Almaty → Karaganda, 2 kg). */
const createOrder = async (token: string) => {
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
  const calc = await api('POST', '/api/calc/public/calc', { from: '750000000', to: '351010000', packDtos: [pack] });
  return api(
    'POST',
    '/api/order/protected/jur/order',
    {
      calculatorId: calc.tariffs[0].calculatorId,
      sender: {
        lastName: 'Жақсыбеков',
        firstName: 'Ерлан',
        iinOrBin: DALA_BIN,
        phone: OWNER,
        email: 'owner@dala.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: {
        lastName: 'Сәрсенова',
        firstName: 'Айгерім',
        phone: '77015554433',
        streetAbbrId: 1,
        street: 'Бұқар жырау',
        house: '49',
      },
      parcelInfo: { content: 'Запчасти', packDtos: [pack] },
    },
    token,
  );
};

/** A month before now (`back` months), as the hook takes it. */
const monthBack = (back: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

const closeMonth = async (back: number) =>
  (await api('POST', '/api/test/avr/close-month', { phone: OWNER, ...monthBack(back) })) as { id: string; number: string };

const ncaLayerKey = async (key: string) => {
  const response = await fetch(`${running.system.ncalayerUrl}/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reset: true, key }),
  });
  expect(response.status).toBe(200);
};

/** The languages as the site stores the choice (`selectedLanguage`: ru, kz, en). */
const LANGS = [
  { code: 'ru', stored: 'ru' },
  { code: 'kk', stored: 'kz' },
  { code: 'en', stored: 'en' },
] as const;

/**
 * What axe leaves out: the act's own document, which sits in a frame that runs no script (sandbox), where axe cannot
 * run and waits for it until it times out.
 */
const ACT_FRAME = 'iframe[sandbox]';

/**
 * A tab for each language with the session (localStorage) of a page's context, made on the first look from that
 * context and kept for the next ones (a fresh context loads and compiles the app cold each time).
 */
const languageTabs = new Map<BrowserContext, Promise<Page[]>>();
const tabsOf = (page: Page, origin: string) => {
  const source = page.context();
  let tabs = languageTabs.get(source);
  if (!tabs) {
    tabs = source.storageState().then((state) => {
      const origins = state.origins.some((o) => o.origin === origin)
        ? state.origins
        : [...state.origins, { origin, localStorage: [] }];
      return Promise.all(
        LANGS.map(async (lang) => {
          const storageState = {
            ...state,
            origins: origins.map((o) =>
              o.origin === origin
                ? {
                    ...o,
                    localStorage: [
                      ...o.localStorage.filter((i) => i.name !== 'selectedLanguage'),
                      { name: 'selectedLanguage', value: lang.stored },
                    ],
                  }
                : o,
            ),
          };
          const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 }, storageState });
          return context.newPage();
        }),
      );
    });
    languageTabs.set(source, tabs);
  }
  return tabs;
};

/**
 * Every screen at 1280 and 360 px in ru, kk and en, with no serious axe finding. The three languages look at once,
 * each in a tab of its own with the page's session and that language: axe is most of the journey's time, and a tab
 * waits while another works. The page itself is left at 360 px, as one tab looking at both widths in turn left it.
 */
const lookAt = async (page: Page, url: string, name: string) => {
  const tabs = await tabsOf(page, new URL(url).origin);
  await Promise.all(
    LANGS.map(async (lang, i) => {
      const tab = tabs[i] as Page;
      for (const width of [1280, 360]) {
        await tab.setViewportSize({ width, height: 900 });
        await tab.goto(url);
        await tab.getByRole('heading', { level: 1 }).waitFor();
        await settled(tab);
        await tab.screenshot({ path: await screenshotPath(`avr-${name}-${lang.code}-${width}`), fullPage: true });
        expect(await seriousViolations(tab, ACT_FRAME), `${name} ${lang.code} ${width}`).toEqual([]);
      }
    }),
  );
  await page.setViewportSize({ width: 360, height: 900 });
};

describe('acts of completed works (issue 17)', () => {
  it('the month closes, the signer signs the act in NCALayer, the public page confirms both signatures; a second act is deemed accepted', async () => {
    const token = await registerCompany();
    await createOrder(token);
    const first = await closeMonth(1);

    const context = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, running.system.baseUrl, OWNER, PASSWORD, true);

    // Then the company goes post-paid: its next order is sent without paying, to be billed in the month's act.
    await api('POST', '/api/test/avr/terms', { phone: OWNER, creditLimitTiyn: 1_000_000_00 });
    const onCredit = await createOrder(token);
    const orderUrl = `${running.system.baseUrl}/cabinet/orders/${onCredit.id}`;
    // Two looks only (the orders journey runs axe over the order page): Kazakh at 360 px, then Russian at 1280 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'kz'));
    await page.goto(orderUrl);
    await page.getByText('Кейін төлеу: тапсырыс айлық', { exact: false }).waitFor();
    await page.screenshot({ path: await screenshotPath('avr-postpaid-order-kk-360'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ru'));
    await page.goto(orderUrl);
    await page.getByText('Постоплата: заказ войдёт в ежемесячный акт', { exact: false }).waitFor();
    await page.screenshot({ path: await screenshotPath('avr-postpaid-order-ru-1280'), fullPage: true });
    expect(await page.getByRole('button', { name: 'Оплатить', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Передать перевозчику' }).click();
    await expect
      .poll(async () => (await api('GET', `/api/order/protected/jur/${onCredit.id}`, undefined, token)).status)
      .toBe('sent');
    const second = await closeMonth(2);
    expect(first.number).not.toBe(second.number);

    // The registry: both acts, newest first.
    await page.getByRole('link', { name: 'Акты', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('Акты выполненных работ');
    await page.getByRole('link', { name: first.number }).waitFor();
    await page.getByRole('link', { name: second.number }).waitFor();
    await lookAt(page, `${running.system.baseUrl}/cabinet/acts`, 'registry');

    // The act: first a key that may not sign for the company (a private person's): the server refuses, and the page
    // says so in spec §8's words. Then the signer signs it with the sandbox's «head» key (signing right, its BIN).
    await ncaLayerKey('person');
    await page.goto(`${running.system.baseUrl}/cabinet/acts/${first.id}`);
    await page.getByRole('button', { name: 'Подписать в NCALayer' }).click();
    await page.getByRole('alert').getByText('Ошибка отправки документа АВР:', { exact: false }).waitFor({ timeout: 30_000 });
    await ncaLayerKey('head');
    await page.goto(`${running.system.baseUrl}/cabinet/acts/${first.id}`);
    await expect.poll(() => heading(page)).toBe(first.number);
    // The act's HTML view, in its sandboxed frame: it renders, and the frame grows to the document's height.
    const frame = `iframe[title="Акт ${first.number}"]`;
    await page.frameLocator(frame).getByText(first.number).first().waitFor();
    await expect.poll(async () => (await page.locator(frame).boundingBox())?.height ?? 0).toBeGreaterThan(600);
    await page.getByRole('button', { name: 'Подписать в NCALayer' }).click();
    await page
      .getByText('Проверка прошла успешно: акт подписан.')
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: await screenshotPath('avr-sign-failed'), fullPage: true });
        throw error;
      });
    await expect.poll(() => page.getByTestId('avr-signature').count()).toBe(2);
    const signed = await api('GET', `${JUR}/avr/${first.id}`, undefined, token);
    expect(signed.signed).toBe(true);
    expect(signed.signatures.map((s: { side: string; valid: boolean }) => [s.side, s.valid])).toEqual([
      ['jetkiz', true],
      ['company', true],
    ]);
    await lookAt(page, `${running.system.baseUrl}/cabinet/acts/${first.id}`, 'signed');

    // The PDF the user downloads now: a signature sheet per signature, each naming the signer, IIN, BIN and serial.
    const pdf = await fetch(`${running.system.baseUrl}${JUR}/avr/${first.id}/details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    await writeFile(path.join(ARTIFACTS, 'avr-signed-act.pdf'), pdfBytes);
    const sheet = pdfText(pdfBytes).replace(/\s+/g, ' ');
    expect(sheet.match(/Лист подписи/g)).toHaveLength(2);
    for (const s of signed.signatures as Array<Record<string, string>>) {
      for (const fact of [s.signer, s.iin, s.bin, s.certificateSerial]) expect(sheet).toContain(fact);
    }

    // The public page the QR code opens: no sign-in, both signatures valid.
    const publicPage = await (await newContext(running.browser, { viewport: { width: 360, height: 800 } })).newPage();
    const verifyPath = new URL(signed.verificationUrl).pathname;
    await publicPage.goto(`${running.system.baseUrl}${verifyPath}`);
    await expect.poll(() => heading(publicPage)).toBe('Проверка подписей акта');
    await publicPage.getByTestId('avr-verification-result').waitFor();
    await expect.poll(() => publicPage.getByTestId('avr-signature').count()).toBe(2);
    expect(await publicPage.getByText('Подпись действительна').count()).toBe(2);
    await lookAt(publicPage, `${running.system.baseUrl}${verifyPath}`, 'verify');

    // The second act, left alone, is deemed accepted once the clock passes its term.
    const open = await api('GET', `${JUR}/avr/${second.id}`, undefined, token);
    expect(['issued', 'viewed']).toContain(open.avrStatusCode);
    const deemed = await api('POST', '/api/test/avr/deem-accepted', { days: 20 });
    expect(deemed.deemed).toBeGreaterThanOrEqual(1);
    await page.goto(`${running.system.baseUrl}/cabinet/acts/${second.id}`);
    await page.getByText('он считается принятым', { exact: false }).waitFor();
    const after = await api('GET', `${JUR}/avr/${second.id}`, undefined, token);
    // Post-paid: deemed accepted and now due from the wallet.
    expect(after).toMatchObject({ avrStatusCode: 'deemed_accepted', paid: false, actions: { pay: true } });
    expect(after.history.at(-1)).toMatchObject({ avrStatusCode: 'deemed_accepted', by: null });
    expect(after.actions).toMatchObject({ sign: false, refuse: false });
    await lookAt(page, `${running.system.baseUrl}/cabinet/acts/${second.id}`, 'deemed');

    // A third act is refused by the signer; the accountant reissues a corrected act in the console; the signer signs it.
    await createOrder(token);
    const third = await closeMonth(3);
    await page.goto(`${running.system.baseUrl}/cabinet/acts/${third.id}`);
    await expect.poll(() => heading(page)).toBe(third.number);
    await page.getByRole('button', { name: 'Отказаться от подписания' }).click();
    await page.getByLabel('Причина отказа').fill('В акте не тот тариф заказа: просим исправить');
    await page.getByRole('dialog').getByRole('button', { name: 'Отказаться', exact: true }).click();
    await page.getByText('Отказ отправлен. Оператор выставит исправленный акт.').waitFor();

    const staffContext = await newContext(running.browser, { viewport: { width: 1280, height: 900 } });
    const desk = await staffContext.newPage();
    await signInStaff(desk, running.system, 'accountant', 'Бухгалтер Әлия');
    await desk.goto(`${running.system.baseUrl}/operator/acts`);
    const row = desk.getByRole('row').filter({ hasText: third.number });
    await row.getByText('В акте не тот тариф заказа: просим исправить').waitFor();
    await row.getByRole('button', { name: 'Выставить исправленный' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Причина исправления').fill('Тариф заказа исправлен по отказу клиента');
    await desk.screenshot({ path: await screenshotPath('avr-console-reissue-ru-1280'), fullPage: true });
    await dialog.getByRole('button', { name: 'Выставить исправленный' }).click();
    // The dialog closes once the corrected act is issued (its own title also says «Исправленный акт»).
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await api('GET', `${JUR}/avr/${third.id}`, undefined, token)).replacedBy).not.toBeNull();
    const refused = await api('GET', `${JUR}/avr/${third.id}`, undefined, token);
    expect(refused).toMatchObject({ avrStatusCode: 'refused', replacedBy: { number: expect.any(String) } });
    const corrected = refused.replacedBy as { id: string; number: string };
    await expect.poll(() => row.getByText(`Заменён актом ${corrected.number}`).count()).toBe(1);
    await desk.screenshot({ path: await screenshotPath('avr-console-reissued-ru-1280'), fullPage: true });
    await staffContext.close();

    // The cabinet: the refused act names its replacement; the corrected act names the act it replaces and is signed.
    await page.goto(`${running.system.baseUrl}/cabinet/acts/${third.id}`);
    await page.getByText('Заменён исправленным актом', { exact: false }).waitFor();
    await page.getByRole('link', { name: corrected.number }).click();
    await expect.poll(() => heading(page)).toBe(corrected.number);
    await page.getByText('Исправленный акт взамен отклонённого акта', { exact: false }).waitFor();
    await page
      .frameLocator(`iframe[title="Акт ${corrected.number}"]`)
      .getByText(`взамен отклонённого акта ${third.number}`)
      .waitFor();
    await ncaLayerKey('head');
    await page.getByRole('button', { name: 'Подписать в NCALayer' }).click();
    await page.getByText('Проверка прошла успешно: акт подписан.').waitFor({ timeout: 30_000 });
    const correctedSigned = await api('GET', `${JUR}/avr/${corrected.id}`, undefined, token);
    expect(correctedSigned).toMatchObject({ signed: true, replaces: { id: third.id, number: third.number } });
    const correctedPdf = await fetch(`${running.system.baseUrl}${JUR}/avr/${corrected.id}/details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const correctedBytes = Buffer.from(await correctedPdf.arrayBuffer());
    await writeFile(path.join(ARTIFACTS, 'avr-corrected-act.pdf'), correctedBytes);
    const correctedText = pdfText(correctedBytes).replace(/\s+/g, ' ');
    expect(correctedText).toContain(`взамен отклонённого акта ${third.number}`);
    expect(correctedText.match(/Лист подписи/g)).toHaveLength(2);
    await lookAt(page, `${running.system.baseUrl}/cabinet/acts/${third.id}`, 'replaced');
    await lookAt(page, `${running.system.baseUrl}/cabinet/acts/${corrected.id}`, 'corrected');
    await context.close();
  }, 600_000);
});
