import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signAccessToken } from '../../apps/api/src/lib/access-token.ts';
import { authorisedFetch, freePort } from '../../apps/api/test/http.ts';
import { drawTrackNumber } from '../../packages/domain/src/tracking/s10.ts';
import { BENCH_JWT_SECRET, benchSystem, startProcess } from './process.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SECRET = BENCH_JWT_SECRET;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The scratch database (dropped and created): `BENCH_DB_NAME` gives each run its own, so two runs do not collide. */
const DB_NAME = process.env.BENCH_DB_NAME ?? 'jetkiz_bench_tracking';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DB_NAME)) throw new Error(`BENCH_DB_NAME must be a plain lower-case identifier: ${DB_NAME}`);

const system = await benchSystem(DB_NAME);
const serverEnv = system.env;
const dbUrl = system.url;
await (await startProcess('scripts/start.ts', serverEnv)).stop();
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

// Track numbers as the API draws them (random letters but JZ, random serial; a rare clash is skipped).
// S10 check digit in SQL: weights 8 6 4 2 3 5 9 7 over the serial; 11 − sum mod 11, 10 → 0, 11 → 5.
const s10 = (serial: string) => `(select case c when 10 then 0 when 11 then 5 else c end from (select 11 - ((
  8 * substr(${serial}, 1, 1)::int + 6 * substr(${serial}, 2, 1)::int + 4 * substr(${serial}, 3, 1)::int +
  2 * substr(${serial}, 4, 1)::int + 3 * substr(${serial}, 5, 1)::int + 5 * substr(${serial}, 6, 1)::int +
  9 * substr(${serial}, 7, 1)::int + 7 * substr(${serial}, 8, 1)::int) % 11) as c) x)`;

const seedStarted = performance.now();
await db.query(`insert into users (phone, user_type, first_name, last_name, email, password_hash, status)
  select '7701' || lpad(g::text, 7, '0'), 'person', 'Бенч', 'Отправитель', 'b' || g || '@bench.kz', 'x', 'active'
  from generate_series(1, 1000) g`);
await db.query(`
  with u as (select id, row_number() over (order by phone) - 1 as k from users),
  drawn as (select g, lpad(g::text, 8, '0') as serial, lpad(floor(random() * 100000000)::bigint::text, 8, '0') as track_serial,
    chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int) as letters from generate_series(1, ${ORDERS}) g),
  plan as (select g, serial, track_serial, case letters when 'JZ' then 'JY' else letters end as letters from drawn)
  insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
    from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
    total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to,
    carrier_tracking_number, carrier_shipment_id, booked_at, pickup_date)
  select u.id, 'standard', 'JB-' || plan.serial, plan.letters || plan.track_serial || ${s10('plan.track_serial')} || 'KZ',
    (array['sent', 'in_transit', 'arrived', 'delivered'])[1 + g % 4], 'paid', 'STEPPE', 'Steppe Express', 'STEPPE_ECONOMY',
    '750000000', '351010000',
    '{"lastName":"Ахметов","firstName":"Ерлан","phone":"77015550001","street":"Абая","house":"10","streetAbbrId":1}',
    '{"lastName":"Сәрсенова","firstName":"Айгерім","phone":"77771234567","street":"Бұқар жырау","house":"49","streetAbbrId":1}',
    'Сәрсенова Айгерім', '77771234567', 'Документы', 1, 3, 450000, 450000, 'bench',
    current_date, current_date + 3, current_date + 5, 'SE' || plan.serial, 'ship-' || plan.serial, now(), current_date
  from plan join u on u.k = g % 1000
  on conflict (track_number) do nothing`);
await db.query(`insert into tracking_events (order_id, carrier, carrier_event_id, carrier_code, event, occurred_at, place)
  select o.id, 'STEPPE', o.order_number || '-' || e.n, e.code, e.event, now() - make_interval(hours => 10 - e.n), e.place
  from orders o cross join (values (1, 'BOOKED', 'booked', 'Алматы'), (2, 'ACCEPTED', 'accepted', 'Алматы'),
    (3, 'IN_TRANSIT', 'in_transit', 'Алматы'), (4, 'ARRIVED', 'arrived', 'Караганда')) as e(n, code, event, place)
  where o.order_number like '%0'`);
await db.query('vacuum analyze');
const seedSeconds = (performance.now() - seedStarted) / 1000;

const api = await startProcess('scripts/start.ts', serverEnv);
const selectPort = await freePort();
const baseline = await startProcess('bench/src/select-server.ts', { PORT: String(selectPort), DATABASE_URL: dbUrl });
const base = system.base;

try {
  const { rows: sample } = await db.query<{ track_number: string }>(
    `select track_number from orders tablesample system (1) limit 20000`,
  );
  const tracks = sample.map((r) => r.track_number);
  let i = 0;
  const run = (url: string, prefix: string) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `${prefix}${tracks[i++ % tracks.length]}` }),
        },
      ],
    });
  // Warm both, then measure the baseline and the route in the same run.
  await autocannon({ url: `http://127.0.0.1:${selectPort}/select/${tracks[0]}`, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: `${base}/api/order/public/track/${tracks[0]}`, connections: CONNECTIONS, duration: 2 });
  const bare = await run(`http://127.0.0.1:${selectPort}`, '/select/');
  const track = await run(base, '/api/order/public/track/');

  // The waybill of a paid order, as its owner downloads it.
  const { rows: owned } = await db.query<{ id: string; user_id: string; phone: string }>(
    `select o.id, o.user_id, u.phone from orders o join users u on u.id = o.user_id where o.order_number = 'JB-00000010'`,
  );
  const mine = owned[0];
  if (!mine) throw new Error('no waybill order');
  const token = signAccessToken(SECRET, 3_600, {
    userId: mine.user_id,
    phone: mine.phone,
    userType: 'person',
    role: 'person',
    sessionFamily: 'bench',
  });
  const times: number[] = [];
  for (let n = 0; n < 60; n++) {
    const started = performance.now();
    const response = await authorisedFetch(`${base}/api/order/protected/file/${mine.id}.waybill`, token);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200 || bytes < 1_000) throw new Error(`waybill answered ${response.status}`);
    if (n >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;

  // Guessing: how many of a million random valid numbers exist (the expectation is orders × 1 / 6.75e10), and
  // what one address gets for 200 guesses through the public route.
  const { rows: guessed } = await db.query<{ hits: string; orders: string }>(`
    with g as (select chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int) as letters,
      lpad(floor(random() * 100000000)::bigint::text, 8, '0') as serial from generate_series(1, 1000000))
    select (select count(*) from g join orders o on o.track_number = g.letters || g.serial || ${s10('g.serial')} || 'KZ') as hits,
      (select count(*) from orders) as orders`);
  const expected = (Number(guessed[0]?.orders) * 1_000_000) / (675 * 100_000_000);
  const answers = new Map<number, number>();
  const guessStarted = performance.now();
  for (let n = 0; n < 200; n++) {
    const status = (await fetch(`${base}/api/order/public/track/${drawTrackNumber(randomInt)}`)).status;
    answers.set(status, (answers.get(status) ?? 0) + 1);
  }
  const guessMs = performance.now() - guessStarted;

  const ratio = track.requests.average / bare.requests.average;
  console.log(`\nSeeded ${ORDERS} orders (${ORDERS / 10} with 4 events) in ${seedSeconds.toFixed(1)} s\n`);
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx | ratio |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bare route, one indexed SELECT (baseline) | ${Math.round(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | ${bare.non2xx} | 1.00 |`,
  );
  console.log(
    `| GET /api/order/public/track/{id} | ${Math.round(track.requests.average)} | ${track.latency.p50} | ${track.latency.p99} | ${track.non2xx} | ${ratio.toFixed(2)} |`,
  );
  console.log(
    `\n| waybill PDF through /file/{id} (50 sequential) | p50 ${pct(50).toFixed(1)} ms | p95 ${pct(95).toFixed(1)} ms | max ${(times.at(-1) ?? 0).toFixed(1)} ms |`,
  );
  console.log(
    `\nGuessing: ${guessed[0]?.hits} of 1,000,000 random valid numbers exist (expected ${expected.toFixed(1)}); ` +
      `200 guesses from one address in ${guessMs.toFixed(0)} ms answered ${[...answers].map(([k, v]) => `${v}× ${k}`).join(', ')}`,
  );
  console.log(
    `\nBudget: tracking ≥ 0.9 of the bare SELECT → ${ratio >= 0.9 ? 'met' : 'MISSED'}; waybill < 100 ms → ${pct(95) < 100 ? 'met' : 'MISSED'}`,
  );
} finally {
  await db.end();
  await api.stop();
  await baseline.stop();
  await system.drop();
}
