import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestPki } from '@jetkiz/sandbox';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/helper.ts';
import { buildAppTrustingPki } from '../../../../test/pki.ts';

export type AvrTestSystem = {
  t: TestApp;
  pki: TestPki;
  /** Jetkiz's signing key as production reads it (JETKIZ_SIGNING_KEY_FILE): certificate + PKCS#8 key, PEM. */
  keyFile: string;
  /** Stops the app and the PKI's server and removes the trust store and the key file. */
  close(): Promise<void>;
};

/**
 * What the act suites start from: the sandbox CA served on a free port (apps/api/test/pki.ts), its trust store and
 * Jetkiz's key in its temporary folder (read through SIGNATURE_TRUST_STORE and JETKIZ_SIGNING_KEY_FILE, as
 * production's), and the app over them. `env`: more of the app's settings.
 */
export const startAvrTestSystem = async (env: Record<string, string> = {}): Promise<AvrTestSystem> => {
  let keyFile = '';
  const { t, served, close } = await buildAppTrustingPki(async ({ dir, pki }) => {
    keyFile = join(dir, 'jetkiz.pem');
    await writeFile(keyFile, `${pki.keys.jetkiz.certificatePem}\n${pki.keys.jetkiz.privateKeyPem}`);
    return { JETKIZ_SIGNING_KEY_FILE: keyFile, ...env };
  });
  return { t, pki: served.pki, keyFile, close };
};

/**
 * A company (the sandbox's BIN) on `phone` with `count` orders delivered in `period`, both written straight into the
 * tables: twenty registrations in a row would meet the registration rate limit.
 */
export const deliveredCompany = async (
  t: TestApp,
  phone: string,
  count: number,
  period: { year: number; month: number },
): Promise<string> => {
  const inserted = (await t.database.db.execute(sql`
    insert into users (phone, user_type, first_name, last_name, email, password_hash, status, bin, company_name, legal_address)
    values (${phone}, 'company', 'Айгерім', 'Сәрсенова', 'a@mail.kz', 'x', 'active', '150340012340', 'ТОО «Дала»', 'г. Алматы')
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const id = inserted.rows[0]?.id as string;
  const { year, month } = period;
  await t.database.db.execute(sql`
    insert into orders (user_id, kind, order_number, track_number, status, payment_status, carrier, carrier_name, product,
      from_kato, to_kato, sender, receiver, receiver_name, receiver_phone, content, place_cnt, chargeable_weight,
      total_amount, total_with_promo, quote_id, estimated_pickup_date, estimated_delivery_from, estimated_delivery_to,
      delivered_at)
    select ${id}, 'standard', 'AI-' || substr(${id}::text, 1, 8) || '-' || g, 'AI' || g || substr(${id}::text, 1, 8), 'delivered',
      'paid', 'STEPPE', 'Steppe Express', 'standard', '750000000', '351010000',
      jsonb_build_object('companyName', 'ТОО «Дала»', 'phone', '77015550001', 'street', 'Абая', 'house', '1'),
      jsonb_build_object('lastName', 'Ахметов', 'phone', '77770000000', 'street', 'Ерубаева', 'house', '12'),
      'Ахметов Ерлан', '77770000000', 'Документы', 1, 1, 250000 + g * 100, 250000 + g * 100, 'test',
      make_date(${year}::int, ${month}::int, 2), make_date(${year}::int, ${month}::int, 3), make_date(${year}::int, ${month}::int, 4),
      make_timestamptz(${year}::int, ${month}::int, 3, 12, 0, 0, 'Asia/Almaty') + make_interval(days => g % 20)
    from generate_series(1, ${count}) g`);
  return id;
};
