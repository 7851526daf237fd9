import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { authorisedFetch, freePort } from '../../apps/api/test/http.ts';
import { createScratchDatabase } from '../../apps/api/test/scratch-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const ARTIFACTS = path.join(root, 'e2e/artifacts');

/** Flags from stack-notes: no sandbox as root, and nothing that reaches for the (closed) network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type RunningSystem = {
  baseUrl: string;
  /** The SMS sandbox's inbox. */
  smsUrl: string;
  /** The mail sandbox's inbox (`GET {mailUrl}/messages?to=address`). */
  mailUrl: string;
  /** The bank sandbox. */
  bankUrl: string;
  /** The sandbox carriers by code. */
  carrierUrls: Record<string, string>;
  /**
   * The NCALayer sandbox (the page's NCALAYER_URL is its WebSocket): `POST {ncalayerUrl}/control` with
   * `{"key":"entrepreneur"}`, `{"cancelNext":true}` or `{"notRunning":true}` says how it answers next.
   */
  ncalayerUrl: string;
  stop(): Promise<void>;
};

/**
 * Starts the real system (the same server `npm start` runs, with the built web app) on a free port, on a
 * fresh PGlite directory or, with E2E_DB=postgres, a fresh PostgreSQL database.
 */
export const startSystem = async (): Promise<RunningSystem> => {
  const cleanups: Array<() => Promise<void>> = [];
  // Its own data folder also on PostgreSQL: the secrets the system makes on its first start live there.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-e2e-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (process.env.E2E_DB === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('E2E_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(admin, 'jetkiz_e2e');
    databaseUrl = scratch.url;
    cleanups.unshift(scratch.drop);
  }
  // A port found free can be taken by another program before the system binds it (two journeys run at once in
  // `npm test`, each with its own system): then the system stops on EADDRINUSE and is started again on new ports.
  for (let attempt = 1; ; attempt++) {
    try {
      const started = await startOnFreePorts(dir, databaseUrl);
      return {
        ...started,
        async stop() {
          await started.stop();
          for (const cleanup of cleanups) await cleanup();
        },
      };
    } catch (error) {
      if (attempt < 3 && String(error).includes('EADDRINUSE')) continue;
      for (const cleanup of cleanups) await cleanup();
      throw error;
    }
  }
};

/** Starts `scripts/start.ts` with its data in `dir` on nine ports found free; rejects with its output if it stops. */
const startOnFreePorts = async (dir: string, databaseUrl: string | undefined): Promise<RunningSystem> => {
  // Nine ports, all different: a port the system freed a moment ago can be handed out again, and two parts on one port
  // stop the start (seen in CI: EADDRINUSE).
  const ports = new Set<number>();
  while (ports.size < 9) ports.add(await freePort());
  const [port, smsPort, steppePort, altynPort, bankPort, pkiPort, ncalayerPort, mailPort, smtpPort] = [...ports] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const env: Record<string, string> = {
    PORT: String(port),
    SANDBOX_SMS_PORT: String(smsPort),
    SANDBOX_STEPPE_PORT: String(steppePort),
    SANDBOX_ALTYN_PORT: String(altynPort),
    SANDBOX_BANK_PORT: String(bankPort),
    SANDBOX_PKI_PORT: String(pkiPort),
    SANDBOX_NCALAYER_PORT: String(ncalayerPort),
    SANDBOX_MAIL_PORT: String(mailPort),
    SANDBOX_SMTP_PORT: String(smtpPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // No load shedding, as in the API suites (apps/api/test/helper.ts): on a machine running two journeys and their
    // browsers at once, a request right after a long synchronous stretch (compiling a route's schemas on its first
    // call) met the 2 s limit and got 503 (the operator journey's first send, with the machine's load at 16).
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: dir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  const {
    DATABASE_URL: _ignored,
    SMS_API_URL: _sms,
    CARRIER_URLS: _carriers,
    BANK_API_URL: _bank,
    BANK_OAUTH_URL: _oauth,
    BANK_WIDGET_URL: _widget,
    NCALAYER_URL: _ncalayer,
    SIGNATURE_TRUST_STORE: _trustStore,
    SMTP_URL: _smtp,
    ...base
  } = process.env;
  // The same entry as `npm start`: sandboxes, then the API serving the built web app.
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // The first start also makes the sandbox CA's keys; within the journeys' hook timeout (120 s).
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`system did not start in 110 s:\n${output}`));
    }, 110_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Jetkiz is ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`system exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    smsUrl: `http://127.0.0.1:${smsPort}`,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    bankUrl: `http://127.0.0.1:${bankPort}`,
    carrierUrls: { STEPPE: `http://127.0.0.1:${steppePort}`, ALTYN: `http://127.0.0.1:${altynPort}` },
    ncalayerUrl: `http://127.0.0.1:${ncalayerPort}`,
    async stop() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });

/** axe needs a page from `browser.newContext()` (stack-notes). */
/**
 * Waits, after a page of the app loaded, until React has taken it over (`html[data-ready]`, set by every page's
 * title effect): the public pages arrive pre-rendered, and typing into one before its scripts run is lost.
 */
const untilTakenOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root') || 'ready' in document.documentElement.dataset, undefined, {
    timeout: 30_000,
  });

/** What each page of a journey's context has asked for and not yet received (see `settled`). */
const traffic = new WeakMap<Page, { pending: Set<Request>; last: number }>();

const trackRequests = (page: Page) => {
  const state = { pending: new Set<Request>(), last: Date.now() };
  traffic.set(page, state);
  page.on('request', (request) => {
    state.pending.add(request);
    state.last = Date.now();
  });
  const done = (request: Request) => {
    state.pending.delete(request);
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
};

/**
 * Waits until a page has what it loads: no request of its own in flight (the API's answers, scripts, styles,
 * images, fonts) for `quietMs`, the page's main thread idle after the last answer (so a request that rendering
 * it starts has started), no loading placeholder (LoadingSkeleton, Mantine's Loader) and the fonts ready.
 * Playwright's `networkidle` waits a fixed 500 ms without a request after every page; this ends as soon as the
 * page is done. Give it a page of a `newContext` context.
 */
export const settled = async (page: Page, quietMs = 150) => {
  const state = traffic.get(page);
  if (!state) throw new Error('settled: the page is not from newContext()');
  const deadline = Date.now() + 30_000;
  const quiet = () => state.pending.size === 0 && Date.now() - state.last >= quietMs;
  while (Date.now() < deadline) {
    if (quiet()) {
      const loading = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            requestIdleCallback(
              () =>
                void document.fonts.ready.then(() =>
                  resolve(document.querySelector('[data-testid="loading-skeleton"], .mantine-Loader-root') !== null),
                ),
              { timeout: 2_000 },
            );
          }),
      );
      if (!loading && quiet()) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`settled: ${page.url()} still loading after 30 s (${state.pending.size} requests in flight)`);
};

/**
 * Opens a page as `page.goto` does; a page refused with 429 (an address may open 120 pages a minute, app.ts's
 * not-found handler) is opened again once the window has passed: journeys that open many pages in a row are not
 * testing that limit, and three tabs at once of the axe tour can reach it on a fast machine.
 */
const openPage = async (goto: Page['goto'], ...args: Parameters<Page['goto']>) => {
  for (let attempt = 1; ; attempt++) {
    const response = await goto(...args);
    if (response?.status() !== 429 || attempt === 3) return response;
    const seconds = Number(response.headers()['retry-after'] ?? 10);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 10) * 1000 + 250));
  }
};

export const newContext = async (
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Asia/Almaty', ...options });
  if (options.javaScriptEnabled === false) return context;
  context.on('page', (page) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await openPage(goto, ...args);
      await untilTakenOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilTakenOver(page);
      return response;
    };
  });
  return context;
};

/**
 * axe over the page as it is now, leaving out what `exclude` selects. In axe's legacy mode: it runs in the page and
 * its frames and reports from there, instead of opening a blank page of its own for each check to gather the frames'
 * results in. Same violations, passes and incomplete on six pages measured, in 0.21–0.52 s a page instead of
 * 0.46–1.18 s (the axe tour checks 190 pages). What legacy mode does not test is a frame from another origin: the
 * only one is the bank's card form, which the payments journey leaves out anyway.
 */
export const axeOf = (page: Page, exclude?: string) => {
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  return (exclude ? axe.exclude(exclude) : axe).analyze();
};

/** axe's serious and critical findings on the page as it is now, one line each (none: an empty list). */
export const seriousViolations = async (page: Page, exclude?: string): Promise<string[]> =>
  (await axeOf(page, exclude)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

export const screenshotPath = async (name: string) => {
  await fs.mkdir(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, `${name}-${process.env.E2E_DB ?? 'pglite'}.png`);
};

/**
 * The running system and a browser for the journeys of one file: started before them, stopped after.
 * Read `.system` and `.browser` inside the tests.
 */
export const useSystemAndBrowser = () => {
  const handle = {} as { system: RunningSystem; browser: Browser };
  beforeAll(async () => {
    handle.system = await startSystem();
    handle.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.system?.stop();
  });
  return handle;
};

/** Signs in through the login page as a person or a company, and waits for the cabinet. */
export const signIn = async (page: Page, baseUrl: string, phone: string, password: string, company = false) => {
  await page.goto(`${baseUrl}/login`);
  if (company) await page.getByText('Компания или ИП').click();
  const field = page.getByLabel('Номер телефона');
  await field.click();
  await field.pressSequentially(phone.slice(1), { delay: 20 });
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
};

/** One API call as a script makes it (JSON, Russian); anything but 200 fails the journey with the answer. */
export const callSystem = async (system: RunningSystem, method: string, path: string, body?: object, token?: string) => {
  const response = await authorisedFetch(`${system.baseUrl}${path}`, token, {
    method,
    lang: 'RU',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** A confirmed person made through the API (the SMS code from the sandbox inbox); answers the access token. */
export const registerPerson = async (
  system: RunningSystem,
  person: { phone: string; password: string; firstName: string; lastName: string; email: string },
): Promise<string> => {
  await callSystem(system, 'POST', '/api/identity/public/registration/register-person', {
    firstName: person.firstName,
    lastName: person.lastName,
    username: person.phone,
    email: person.email,
    password: person.password,
    confirmPassword: person.password,
    iin: '850722400008',
  });
  const inbox = (await (await fetch(`${system.smsUrl}/messages?to=${person.phone}`)).json()) as Array<{ text: string }>;
  const confirmed = await callSystem(system, 'POST', '/api/identity/public/registration/confirm-code', {
    code: /\d{4}/.exec(inbox[0]?.text ?? '')?.[0] ?? '',
    userName: person.phone,
    password: person.password,
    confirmPassword: person.password,
    userType: 'person',
  });
  return confirmed.access_token as string;
};

/** Tops a wallet up by card through the sandbox bank (a test card that succeeds). */
export const topUpByCard = async (system: RunningSystem, token: string, sum: number) => {
  const topUp = await callSystem(system, 'GET', `/api/payment/protected/bank/request?sum=${sum}`, undefined, token);
  await fetch(`${system.bankUrl}/payform/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      invoiceId: topUp.paymentObject.invoiceId,
      token: topUp.auth.access_token,
      card: '4405639704015096',
      expiry: '01/27',
      cvc: '321',
    }),
  });
};
