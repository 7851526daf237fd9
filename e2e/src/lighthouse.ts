/**
 * `npm run lighthouse`: mobile Lighthouse (its default preset: a mid-range phone, simulated slow 4G) on home,
 * the calculator and a parcel's tracking page, three runs each, and the median of each figure, against the
 * real system started on free ports (the built web app, a fresh embedded database). Prints performance,
 * accessibility, best practices, SEO and CLS beside issue 15's budgets.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from '../../apps/api/test/http.ts';
import { CHROMIUM_FLAGS, callSystem, registerPerson, startSystem } from './system.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with the DevTools port open for Lighthouse; flags as the journeys use them (stack-notes). */
const launchChromium = async () => {
  const port = await freePort();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
};

/** A parcel to track: a person, a calculation, an order. */
const makeParcel = async (system: Awaited<ReturnType<typeof startSystem>>) => {
  const phone = '77015550808';
  const token = await registerPerson(system, {
    phone,
    password: 'Jetkiz2026!',
    firstName: 'Ерлан',
    lastName: 'Омаров',
    email: 'erlan@mail.kz',
  });
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 };
  const calc = await callSystem(system, 'POST', '/api/calc/public/calc', {
    from: '750000000',
    to: '351010000',
    packDtos: [pack],
  });
  const order = await callSystem(
    system,
    'POST',
    '/api/order/protected/order',
    {
      calculatorId: calc.tariffs[0].calculatorId,
      sender: {
        lastName: 'Омаров',
        firstName: 'Ерлан',
        iinOrBin: '850722400008',
        phone,
        email: 'erlan@mail.kz',
        streetAbbrId: 1,
        street: 'Абая',
        house: '10',
      },
      receiver: { lastName: 'Ким', firstName: 'Виктор', phone: '77775550808', streetAbbrId: 1, street: 'Ерубаева', house: '12' },
      parcelInfo: { content: 'Книги', packDtos: [pack] },
    },
    token,
  );
  return order.trackNumber as string;
};

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcp: number;
  lcp: number;
  tbt: number;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 };

const system = await startSystem();
const chromium = await launchChromium();
try {
  const track = await makeParcel(system);
  const pages = { home: '/', calculator: '/calculator', tracking: `/tracking/${track}` };
  const rows: Array<{ page: string } & Figures & { problems: string[]; spread: number[] }> = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const runs: Figures[] = [];
    const problems = new Set<string>();
    let failed = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${system.baseUrl}${pagePath}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) measured
      // nothing: it is said and run again, not counted as a zero.
      if (result.lhr.runtimeError && failed < 3) {
        failed += 1;
        console.log(`${name}: run ${i + 1} failed (${result.lhr.runtimeError.code}), running it again`);
        i -= 1;
        continue;
      }
      // LIGHTHOUSE_SAVE=<dir> keeps every run's report, to read its breakdown (main-thread work, the network).
      if (process.env.LIGHTHOUSE_SAVE) {
        await fs.mkdir(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        await fs.writeFile(path.join(process.env.LIGHTHOUSE_SAVE, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      });
      // The audits that cost points: those a category weighs that did not pass.
      for (const category of Object.values(categories)) {
        for (const ref of category.auditRefs) {
          const score = audits[ref.id]?.score;
          if (ref.weight > 0 && score !== null && score !== undefined && score < 0.9) problems.add(ref.id);
        }
      }
    }
    const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
    rows.push({
      page: name,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      problems: [...problems],
      spread: runs.map((r) => r.performance),
    });
  }
  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  console.log(`Lighthouse, mobile preset, median of ${RUNS} runs (budget: perf ≥ 95, a11y/bp/seo 100, CLS < 0.05)`);
  console.log('page        perf  a11y  bp    seo   CLS     FCP ms  LCP ms  TBT ms');
  for (const r of rows) {
    console.log(
      [
        r.page.padEnd(10),
        `${String(r.performance).padStart(4)}${mark(r.performance >= BUDGET.performance)}`,
        `${String(r.accessibility).padStart(4)}${mark(r.accessibility >= BUDGET.accessibility)}`,
        `${String(r.bestPractices).padStart(4)}${mark(r.bestPractices >= BUDGET.bestPractices)}`,
        `${String(r.seo).padStart(4)}${mark(r.seo >= BUDGET.seo)}`,
        `${r.cls.toFixed(3)}${mark(r.cls < BUDGET.cls)}`,
        String(Math.round(r.fcp)).padStart(6),
        String(Math.round(r.lcp)).padStart(6),
        String(Math.round(r.tbt)).padStart(6),
      ].join('  '),
    );
    console.log(
      `            performance of each run: ${r.spread.join(' · ')} (spread ${Math.max(...r.spread) - Math.min(...r.spread)})`,
    );
    if (r.problems.length > 0) console.log(`            audits below 0.9: ${r.problems.join(', ')}`);
  }
} finally {
  await chromium.stop();
  await system.stop();
}
