/**
 * `npm run bench:orders`: the order registry and its xlsx report at scale, in PostgreSQL. Seeds 1,000,000
 * orders over 10,000 customers (one of them, the bench company, with 100,000), then measures through HTTP:
 * a registry page with a `q` search and a date range (p50/p95/p99 over sequential requests), and the
 * 100,000-row report (time to the last byte, peak memory of the server process, rows read back).
 * PostgreSQL comes from BENCH_PG_URL (default: the local server with trust auth); a scratch database is
 * created and dropped.
 */
import fs, { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { callerHeaders, freePort } from '../../apps/api/test/http.ts';
import { sandboxPorts, startProcess } from './process.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'jetkiz_bench_orders';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 10_000;
const BIG = Math.min(100_000, ORDERS);
const REQUESTS = Number(process.env.BENCH_REGISTRY_REQUESTS ?? 400);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DB} with (force)`);
await admin.query(`create database ${DB}`);

/** Resident memory of a process now (VmRSS), in MB. */
const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-orders-'));
const smsPort = await freePort();
const port = await freePort();
const serverEnv = {
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: dbUrl,
  ...(await sandboxPorts()),
  SANDBOX_SMS_PORT: String(smsPort),
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
};
// The first start migrates and imports the reference data; the measured server is a second, ordinary start.
await (await startProcess('scripts/start.ts', serverEnv)).stop();
const api = await startProcess('scripts/start.ts', serverEnv);
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: dbUrl });
try {
  // The bench company, registered and confirmed through the API like anyone else.
  const phone = '77015550001';
  const password = 'Bench2026!';
  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  await post('/api/identity/public/registration/register-company', {
    firstName: 'Бенч',
    lastName: 'Тест',
    username: phone,
    email: 'bench@jetkiz.kz',
    password,
    confirmPassword: password,
    bin: '940140000385',
    entityType: 2,
    name: 'ТОО «Бенч»',
    legalAddress: 'г. Алматы',
  });
  const inbox = (await (await fetch(`http://127.0.0.1:${smsPort}/messages?to=${phone}`)).json()) as Array<{ text: string }>;
  const confirmed = await post('/api/identity/public/registration/confirm-code', {
    code: /\d{4}/.exec(inbox[0]?.text ?? '')?.[0],
    userName: phone,
    password,
    confirmPassword: password,
    userType: 'company',
  });
  const token = ((await confirmed.json()) as { access_token: string }).access_token;
  if (!token) throw new Error(`bench company not confirmed: ${confirmed.status}`);

  // 9,999 other customers and 1,000,000 orders, written by PostgreSQL itself.
  await db.connect();
  const seedStarted = performance.now();
  await db.query(`
    insert into users (phone, user_type, first_name, last_name, email, password_hash, status)
    select '7700' || lpad(g::text, 7, '0'), 'company', 'Клиент', 'Бенч', 'c' || g || '@bench.kz', 'x', 'active'
    from generate_series(1, ${CUSTOMERS - 1}) g`);
  // Each order's customer by a join on a numbered list (indexing a 10,000-element array per row is quadratic).
  await db.query(`
    with customers as (
           select id, row_number() over (order by phone) - 1 as k from users where phone like '7700%'),
         plan as (
           select g, case when g <= ${BIG} then (select id from users where phone = '${phone}') else c.id end as user_id
           from generate_series(1, ${ORDERS}) g left join customers c on c.k = g % ${CUSTOMERS - 1})
    insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
      from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
      total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to,
      created_at, updated_at)
    select user_id, 'standard', 'JB-' || lpad(g::text, 8, '0'), 'JB' || lpad(g::text, 9, '0') || 'KZ',
      (array['formed', 'paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'delivered', 'cancelled'])[1 + g % 8],
      case when g % 8 = 0 then 'unpaid' else 'paid' end,
      'STEPPE', 'Steppe Express', 'standard', '750000000', '351610000',
      jsonb_build_object('companyName', 'ТОО «Бенч»', 'phone', '77015550001', 'street', 'Абая', 'house', '1', 'streetAbbrId', 2),
      jsonb_build_object('lastName', 'Получатель', 'phone', '7777' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
                         'street', 'Ерубаева', 'house', '12', 'streetAbbrId', 1),
      (array['Ахметов Ерлан', 'Сәрсенова Айгерім', 'Иванов Пётр', 'Нұрланова Дана', 'Ким Виктор', 'Жұмабаев Асхат',
             'Петрова Ольга', 'Оспанов Бауыржан'])[1 + g % 8],
      '7777' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
      'Документы', 1 + g % 3, 1 + g % 30, 200000 + (g % 5000) * 100, 200000 + (g % 5000) * 100, 'bench',
      current_date, current_date + 3, current_date + 5,
      now() - make_interval(secs => (g::bigint * 7919 % 31536000)), now() - make_interval(secs => (g::bigint * 7919 % 31536000))
    from plan`);
  // What autovacuum does on a live database: statistics and the visibility map for index-only scans.
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze orders');
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // The registry: a month of the big customer's orders, searched by phone digits, name or number.
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  // What people type: a surname, a phone as written on a waybill, part of a phone, an order or track number.
  const searches = ['Ахметов', '+7 (777) 012-34-56', '1234567', 'JB-00012345', 'Нұрланова', 'JB000054321KZ', '777 55', 'Ким'];
  const registryUrl = (i: number) =>
    `${base}/api/order/protected/jur?itemsPerPage=25&page=${i % 3}&q=${encodeURIComponent(searches[i % searches.length] ?? '')}` +
    `&startDate=${day(monthAgo)}&endDate=${day(today)}`;
  const auth = callerHeaders(token, 'RU');
  let found = 0;
  for (let i = 0; i < 40; i++) await (await fetch(registryUrl(i), { headers: auth })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(registryUrl(i), { headers: auth });
    const body = (await response.json()) as { totalElements: number };
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`registry answered ${response.status}`);
    found += body.totalElements;
  }
  times.sort((a, b) => a - b);

  // The report of all the big customer's orders.
  const beforeMb = await rssMb(api.pid);
  let peak = beforeMb;
  const sampler = setInterval(() => {
    void rssMb(api.pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 25);
  const reportStarted = performance.now();
  const report = await fetch(`${base}/api/order/protected/jur/report?code=F_12&category=slq-order-list`, { headers: auth });
  if (report.status !== 200 || !report.body) throw new Error(`report answered ${report.status}`);
  const file = path.join(dataDir, 'report.xlsx');
  await fs.writeFile(file, Readable.fromWeb(report.body as import('node:stream/web').ReadableStream));
  const reportSeconds = (performance.now() - reportStarted) / 1000;
  clearInterval(sampler);
  const size = (await fs.stat(file)).size;
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const _row of sheet) rows++;
  }

  console.log(
    `\norders: ${ORDERS.toLocaleString('en')} over ${CUSTOMERS.toLocaleString('en')} customers, seeded in ${seedSeconds.toFixed(0)} s\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(
    `| registry page, q + 30-day range, customer with ${BIG.toLocaleString('en')} orders: p50 | ${percentile(times, 50).toFixed(1)} ms |`,
  );
  console.log(`| … p95 (${REQUESTS} sequential requests) | ${percentile(times, 95).toFixed(1)} ms |`);
  console.log(`| … p99 | ${percentile(times, 99).toFixed(1)} ms |`);
  console.log(`| … mean orders matched per search | ${(found / REQUESTS).toFixed(0)} |`);
  console.log(`| xlsx report, ${(rows - 1).toLocaleString('en')} order rows, to the last byte | ${reportSeconds.toFixed(1)} s |`);
  console.log(`| … file size | ${(size / 1_048_576).toFixed(1)} MB |`);
  console.log(
    `| … server memory (VmRSS sampled every 25 ms): before → peak during the report | ${beforeMb.toFixed(0)} → ${peak.toFixed(0)} MB |`,
  );
} finally {
  await db.end().catch(() => undefined);
  await api.stop();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
