import autocannon from 'autocannon';
import pg from 'pg';
import { signAccessToken } from '../../apps/api/src/lib/access-token.ts';
import { authorisedFetch, callerHeaders, freePort } from '../../apps/api/test/http.ts';
import { BENCH_JWT_SECRET, benchSystem, startProcess } from './process.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const PRICE = 200_000; // tiyn: 2 000 ₸
const SECRET = BENCH_JWT_SECRET;
const CONNECTIONS = 20;

const system = await benchSystem('jetkiz_bench_payments');
const serverEnv = system.env;
const dbUrl = system.url;
await (await startProcess('scripts/start.ts', serverEnv)).stop();
const api = await startProcess('scripts/start.ts', serverEnv);
const barePort = await freePort();
const bare = await startProcess('bench/src/bare-server.ts', { PORT: String(barePort) });
const base = system.base;
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

/** `count` customers (phones from `prefix`), each with `funds` tiyn in the wallet (a balanced top-up) and `orders` formed orders. */
const seed = async (prefix: string, count: number, funds: number, orders: number) => {
  await db.query(
    `insert into users (phone, user_type, first_name, last_name, email, password_hash, status)
     select $1 || lpad(g::text, 7, '0'), 'person', 'Бенч', 'Плательщик', 'p' || g || '@bench.kz', 'x', 'active'
     from generate_series(1, $2::int) g`,
    [prefix, count],
  );
  await db.query(
    `insert into ledger_accounts (kind, user_id, balance) select 'wallet', id, $2 from users where phone like $1 || '%'`,
    [prefix, funds],
  );
  await db.query(
    `insert into ledger_transactions (idempotency_key, kind, user_id) select 'bench-funds:' || id, 'topup', id from users where phone like $1 || '%'`,
    [prefix],
  );
  await db.query(
    `insert into ledger_entries (transaction_id, account_id, amount, balance_after)
     select t.id, a.id, $2::bigint, $2::bigint from ledger_transactions t join ledger_accounts a on a.user_id = t.user_id
     join users u on u.id = t.user_id where u.phone like $1 || '%'
     union all
     select t.id, (select id from ledger_accounts where kind = 'bank'), -($2::bigint), null from ledger_transactions t
     join users u on u.id = t.user_id where u.phone like $1 || '%'`,
    [prefix, funds],
  );
  const made = await db.query<{ id: string; user_id: string; phone: string }>(
    `insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
       from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
       total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to)
     select u.id, 'standard', 'JP-' || $1 || lpad((row_number() over ())::text, 8, '0'), 'JP' || $1 || lpad((row_number() over ())::text, 7, '0') || 'KZ',
       'formed', 'unpaid', 'JETKIZ', 'Jetkiz', 'standard', '750000000', '351010000',
       '{"lastName":"Бенч","phone":"77015550001"}', '{"lastName":"Получатель","phone":"77771234567"}', 'Получатель', '77771234567',
       'Документы', 1, 1, $3, $3, 'bench', current_date, current_date + 3, current_date + 5
     from users u cross join generate_series(1, $4::int) n where u.phone like $2 || '%'
     returning id, user_id, (select phone from users where id = user_id) as phone`,
    [prefix.slice(-2), prefix, PRICE, orders],
  );
  await db.query('vacuum analyze');
  return made.rows;
};

const tokenFor = (userId: string, phone: string) =>
  signAccessToken(SECRET, 3_600, { userId, phone, userType: 'person', role: 'person', sessionFamily: 'bench' });

const invariants = async () => {
  const q = async (text: string) => Number(Object.values((await db.query(text)).rows[0] ?? {})[0] ?? 0);
  return {
    unbalancedTransactions: await q(
      'select count(*) from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t',
    ),
    sumOfAllEntries: await q('select coalesce(sum(amount), 0) from ledger_entries'),
    walletsNotMatchingEntries: await q(`select count(*) from ledger_accounts a where a.kind = 'wallet'
      and a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`),
    negativeWallets: await q(`select count(*) from ledger_accounts where kind = 'wallet' and balance < 0`),
  };
};

try {
  const seedStarted = performance.now();
  const rows = await seed('7701', CUSTOMERS, 1_000_000, 1);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const payments = await Promise.all(
    rows.map(async (r) => ({
      path: `/api/order/protected/payment/${r.id}?amount=2000.00`,
      token: await tokenFor(r.user_id, r.phone),
    })),
  );

  const bareRun = await autocannon({ url: `http://127.0.0.1:${barePort}/bare`, connections: CONNECTIONS, duration: 5 });
  let next = 0;
  const started = performance.now();
  const run = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: payments.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const p = payments[next++ % payments.length];
          return { ...request, path: p?.path ?? '/', headers: { ...request.headers, ...callerHeaders(p?.token) } };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const paid = Number((await db.query(`select count(*) as n from orders where payment_status = 'paid'`)).rows[0]?.n ?? 0);
  const afterThroughput = await invariants();

  // One wallet, 50 orders' worth of money, 200 orders paid at once.
  const [first, ...restOfOne] = await seed('7702', 1, 50 * PRICE, 200);
  if (!first) throw new Error('no single-wallet orders');
  const token = await tokenFor(first.user_id, first.phone);
  const answers = await Promise.all(
    [first, ...restOfOne].map((o) =>
      authorisedFetch(`${base}/api/order/protected/payment/${o.id}?amount=2000.00`, token, { method: 'POST' }).then(
        (r) => r.status,
      ),
    ),
  );
  const succeeded = answers.filter((s) => s === 200).length;
  const refused = answers.filter((s) => s === 409).length;
  const left = Number(
    (await db.query('select balance from ledger_accounts where user_id = $1', [first.user_id])).rows[0]?.balance,
  );
  const afterSingle = await invariants();

  const perSecond = paid / seconds;
  console.log(`\nSeeded ${CUSTOMERS} customers with wallets and orders in ${seedSeconds.toFixed(1)} s\n`);
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| bare Fastify route (baseline) | ${Math.round(bareRun.requests.average)} req/s, p99 ${bareRun.latency.p99} ms |`);
  console.log(
    `| order payments, distinct wallets (${payments.length} requests, ${CONNECTIONS} connections) | ${perSecond.toFixed(0)} payments/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors} |`,
  );
  console.log(`| ratio to bare | ${(perSecond / bareRun.requests.average).toFixed(4)} |`);
  console.log(`| orders paid | ${paid} of ${payments.length} |`);
  console.log(`| invariants after | ${JSON.stringify(afterThroughput)} |`);
  console.log(
    `| 200 payments at once, one wallet affording 50 | ${succeeded} succeeded, ${refused} refused (409), wallet left ${left} tiyn |`,
  );
  console.log(`| invariants after | ${JSON.stringify(afterSingle)} |`);
  const ok =
    paid === payments.length &&
    succeeded === 50 &&
    left === 0 &&
    Object.values(afterSingle).every((v) => v === 0) &&
    Object.values(afterThroughput).every((v) => v === 0);
  console.log(
    `\nBudget: ≥ 300 payments/s → ${perSecond >= 300 ? 'met' : 'MISSED'}; exactly 50 of 200 → ${succeeded === 50 ? 'met' : 'MISSED'}; invariants → ${ok ? 'hold' : 'BROKEN'}`,
  );
} finally {
  await db.end();
  await api.stop();
  await bare.stop();
  await system.drop();
}
