/**
 * `npm run bench:operator-orders`: the operator console's orders list (issue 18) with 1,000,000 orders, in
 * PostgreSQL. Sequential requests through HTTP with a staff token, p50/p95/p99 for several filters (none, status,
 * carrier + 30 days, region, late, status + region, and rare combinations that match little or nothing), and in the
 * same run the baseline: a bare route doing one indexed SELECT on the same database. The scratch database `jetkiz_bench_operator_orders` is kept between runs
 * (seeding takes most of a minute); `BENCH_RESEED=1` seeds it again. BENCH_PG_URL names the server (default: the
 * local one with trust auth).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/api/test/http.ts';
import { sandboxPorts, startProcess } from './process.ts';
import { benchStaffToken } from './staff-token.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'jetkiz_bench_operator_orders';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** Localities in 17 regions (KATO): the region filter finds about one order in eight on either side. */
const PLACES = [
  '750000000',
  '710000000',
  '790000000',
  '101010000',
  '114039500',
  '153637100',
  '194073000',
  '234843300',
  '274430500',
  '331039100',
  '351610000',
  '395830300',
  '474634119',
  '556069400',
  '613635200',
  '634639215',
  '636835500',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount === 1;
let seeded = false;
if (exists && process.env.BENCH_RESEED !== '1') {
  const probe = new pg.Client({ connectionString: dbUrl });
  await probe.connect();
  const counted = await probe
    .query<{ n: string }>(`select count(*) as n from orders where order_number like 'JO-%'`)
    .catch(() => ({ rows: [{ n: '0' }] }));
  seeded = Number(counted.rows[0]?.n ?? 0) === ORDERS;
  await probe.end();
}
if (!seeded) {
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jetkiz-bench-operator-'));
const port = await freePort();
const serverEnv = {
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: dbUrl,
  ...(await sandboxPorts()),
  RATE_LIMIT_PER_MINUTE: '1000000',
};
// The first start migrates (a kept database gets new migrations too); the measured server is a second start.
await (await startProcess('scripts/start.ts', serverEnv)).stop();
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
let seedSeconds = 0;
if (!seeded) {
  const started = performance.now();
  await db.query(`
    insert into users (phone, user_type, first_name, last_name, email, password_hash, status)
    select '7700' || lpad(g::text, 7, '0'), case when g % 3 = 0 then 'company' else 'person' end, 'Клиент', 'Бенч',
      'c' || g || '@bench.kz', 'x', 'active'
    from generate_series(1, ${CUSTOMERS}) g`);
  const places = `array[${PLACES.map((p) => `'${p}'`).join(', ')}]`;
  // Statuses as a live system has them: most orders delivered, some travelling, a few open or cancelled; the due
  // day a few days after creation, so the open orders of the last months are late.
  await db.query(`
    with customers as (select id, row_number() over (order by phone) - 1 as k from users where phone like '7700%'),
         plan as (select g, c.id as user_id from generate_series(1, ${ORDERS}) g join customers c on c.k = g % ${CUSTOMERS}),
         timed as (select g, user_id, now() - make_interval(secs => (g::bigint * 7919 % 31536000)) as at from plan)
    insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
      from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
      total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to,
      due_on, created_at, updated_at)
    select user_id, 'standard', 'JO-' || lpad(g::text, 8, '0'), 'JO' || lpad(g::text, 9, '0') || 'KZ',
      case when g % 20 < 14 then 'delivered' when g % 20 = 14 then 'cancelled' when g % 20 = 15 then 'in_transit'
           when g % 20 = 16 then 'sent' when g % 20 = 17 then 'arrived' when g % 20 = 18 then 'paid'
           else (array['formed', 'out_for_delivery', 'cancellation_requested'])[1 + g % 3] end,
      case when g % 20 = 19 and g % 3 = 0 then 'unpaid' when g % 20 = 14 then 'refunded' else 'paid' end,
      (array['STEPPE', 'ALTYN', 'JETKIZ'])[1 + g % 3], (array['Steppe Express', 'Altyn Cargo', 'Jetkiz'])[1 + g % 3],
      'standard', (${places})[1 + g % ${PLACES.length}], (${places})[1 + (g / 7) % ${PLACES.length}],
      jsonb_build_object('lastName', 'Отправитель', 'phone', '77015550001', 'street', 'Абая', 'house', '1', 'streetAbbrId', 2),
      jsonb_build_object('lastName', 'Получатель', 'phone', '77770000000', 'street', 'Ерубаева', 'house', '12', 'streetAbbrId', 1),
      'Получатель', '77770000000', 'Документы', 1, 1 + g % 30, 200000, 200000, 'bench',
      at::date, at::date + 2, at::date + 5, at::date + 5, at, at
    from timed`);
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze orders');
  seedSeconds = (performance.now() - started) / 1000;
}

const api = await startProcess('scripts/start.ts', serverEnv);
const selectPort = await freePort();
const baseline = await startProcess('bench/src/select-server.ts', { PORT: String(selectPort), DATABASE_URL: dbUrl });
const base = `http://127.0.0.1:${port}`;
try {
  const headers = { authorization: `Bearer ${await benchStaffToken(serverEnv)}`, 'accept-language': 'RU' };
  /** The console keeps its token fresh from the answers' `x-staff-token` (a token lives 10 minutes); so does the bench. */
  const fetchAs = async (url: string) => {
    const response = await fetch(url, { headers });
    const fresh = response.headers.get('x-staff-token');
    if (fresh) headers.authorization = `Bearer ${fresh}`;
    return response;
  };
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = new Date();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const filters: Array<[string, string]> = [
    ['no filter (newest first)', ''],
    ['status = in transit', 'status=in_transit'],
    ['carrier + 30 days', `carrier=ALTYN&startDate=${day(monthAgo)}&endDate=${day(now)}`],
    ['region of sender or receiver (Almaty)', 'region=75'],
    ['late', 'late=true'],
    ['status + region', 'status=cancellation_requested&region=71'],
    ['late + carrier', 'late=true&carrier=STEPPE'],
    // Rare combinations: the synthetic statuses and carriers go together, so no ALTYN order awaits a cancellation
    // decision — a list that must find nothing without reading the table row by row.
    ['status + carrier (none match)', 'status=cancellation_requested&carrier=ALTYN'],
    ['region + late + carrier', 'region=71&late=true&carrier=STEPPE'],
    [
      'region + status + carrier + 30 days',
      `region=75&status=in_transit&carrier=STEPPE&startDate=${day(monthAgo)}&endDate=${day(now)}`,
    ],
  ];
  const measure = async (url: (i: number) => string) => {
    for (let i = 0; i < 20; i++) await (await fetchAs(url(i))).arrayBuffer();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await fetchAs(url(i));
      const body = (await response.json()) as { totalElements?: number };
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url(i)} answered ${response.status}: ${JSON.stringify(body)}`);
      total = body.totalElements ?? 0;
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), total };
  };
  const rows: string[] = [];
  const bare = await measure(
    (i) => `http://127.0.0.1:${selectPort}/select/JO${String(1 + ((i * 7919) % ORDERS)).padStart(9, '0')}KZ`,
  );
  rows.push(
    `| bare route, one indexed SELECT (baseline) | ${bare.p50.toFixed(1)} | ${bare.p95.toFixed(1)} | ${bare.p99.toFixed(1)} | 1 |`,
  );
  for (const [name, query] of filters) {
    const r = await measure((i) => `${base}/api/operator/orders?itemsPerPage=25&page=${i % 4}${query ? `&${query}` : ''}`);
    rows.push(`| ${name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.total.toLocaleString('en')} |`);
  }
  console.log(
    `\noperator orders list: ${ORDERS.toLocaleString('en')} orders over ${CUSTOMERS.toLocaleString('en')} customers` +
      (seeded ? ' (database kept from an earlier run)' : `, seeded in ${seedSeconds.toFixed(0)} s`) +
      `; ${REQUESTS} sequential requests per filter, pages 0–3 of 25\n`,
  );
  console.log('| filter | p50 ms | p95 ms | p99 ms | orders matched (count stops at 1,000) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await db.end().catch(() => undefined);
  await api.stop();
  await baseline.stop();
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
