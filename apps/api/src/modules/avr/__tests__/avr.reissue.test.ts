import type { StaffRole } from '@jetkiz/contract';
import type { TestPki } from '@jetkiz/sandbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { type StaffSession, staffSession } from '../../../../test/staff.ts';
import { avrActs } from '../avr.tables.ts';
import { type AvrTestSystem, startAvrTestSystem } from './avr-system.ts';

/**
 * A corrected act in place of a refused one (issues 17 and 18): the accountant or the administrator reissues it
 * with a reason — a new number in the year's gap-free sequence, the month's orders read again, Jetkiz's signature
 * first, the company texted — and the two acts name each other in the cabinet, the HTML view and the PDF. Reissuing
 * an act that is not refused, twice, at once, an unknown id, without a reason, or by another role: a clear 4xx and
 * nothing changed. The corrected act is then signed by the company like any other.
 */
let t: TestApp;
let pki: TestPki;
let system: AvrTestSystem;
const staff = {} as Record<StaffRole, StaffSession>;
const DALA_BIN = '150340012340';
/** March 2026 (far from the other suites' orders, which deliver today). */
const PERIOD = { year: 2026, month: 3 };
const JUR = '/api/payment/protected/jur';

beforeAll(async () => {
  system = await startAvrTestSystem();
  ({ t, pki } = system);
  for (const role of ['administrator', 'operator', 'accountant', 'viewer'] as const) {
    staff[role] = await staffSession(t, role, '77793');
  }
}, 60_000);
afterAll(async () => {
  await system?.close();
});

const { call, user, quote, orderBody } = fixtures(() => t, '77792');

/** The app sheds load with 503 when its event loop lags: the tests try again (the acts are what they check). */
const inject = async (url: string, headers: Record<string, string>, payload?: object, lang = 'EN') => {
  for (let attempt = 0; ; attempt++) {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': lang, ...headers },
      ...(payload && { payload }),
    });
    if (answer.statusCode !== 503 || attempt >= 5) return answer;
    await new Promise((r) => setTimeout(r, 500));
  }
};
const reissue = (id: string, role: StaffRole, reason = 'Тариф заказа исправлен', lang = 'EN') =>
  inject(`/api/operator/acts/${id}/reissue`, staff[role].headers, { reason }, lang);

/** A company (the sandbox's «Дала Логистик» BIN) with `count` orders delivered in March 2026. */
const companyWithDeliveries = async (count: number) => {
  const { token, phone } = await user('company');
  const id = userIdOf(token);
  await t.database.db.execute(sql`update users set bin = ${DALA_BIN}, company_name = 'ТОО «Дала Логистик»' where id = ${id}`);
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) await deliverOne(token, orderIds, 5 + i);
  return { token, phone, id, orderIds };
};
const deliverOne = async (token: string, into: string[], day: number) => {
  const created = await call('POST', '/api/order/protected/jur/order', token, orderBody(await quote()));
  expect(created.status).toBe(200);
  into.push(created.body.id);
  await t.database.db.execute(
    sql`update orders set status = 'delivered', delivered_at = ${`2026-03-${String(day).padStart(2, '0')}T12:00:00+05:00`}::timestamptz where id = ${created.body.id}`,
  );
};

/** A company's act of March 2026, refused by its signer. */
const refusedAct = async (count = 1) => {
  const c = await companyWithDeliveries(count);
  const outcome = await t.app.avr.issueFor(c.id, PERIOD);
  if (!outcome) throw new Error('no act');
  const refused = await call('POST', `${JUR}/avr/${outcome.act.id}/refuse`, c.token, { reason: 'Заказ доставлен не в срок' });
  expect(refused.status).toBe(200);
  return { c, act: outcome.act };
};

const auditOf = async (staffId: string) =>
  (await t.app.operator.audit.search({ action: 'operatorReissueAct', itemsPerPage: 100 })).content.filter(
    (line) => line.staffId === staffId,
  );

/** What a failed reissue must leave as it was: the company's acts, the year's counter, the outbox. */
const snapshot = async (companyId: string, phone: string) => {
  const acts = await t.database.db
    .select({ id: avrActs.id, status: avrActs.status, replacedBy: avrActs.replacedBy })
    .from(avrActs)
    .where(eq(avrActs.companyId, companyId));
  const counter = (await t.database.db.execute(sql`select last from avr_counters order by year desc limit 1`)) as unknown as {
    rows: Array<{ last: number }>;
  };
  const sms = (await t.database.db.execute(sql`select count(*)::int as n from sms_outbox where phone = ${phone}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  // The year's counter is the whole database's: on PostgreSQL the other files issue acts on it meanwhile, so it is
  // compared only on the embedded database, which is this file's own (the same statements run on both).
  const last = t.database.kind === 'pglite' ? counter.rows[0]?.last : undefined;
  return { acts: acts.sort((a, b) => a.id.localeCompare(b.id)), last, sms: sms.rows[0]?.n };
};

describe('reissuing a refused act', () => {
  it('issues a corrected act under the next number with the lines read again, signed by Jetkiz, texted; both acts name each other', async () => {
    const { c, act } = await refusedAct(1);
    // The operator has put the month right: one more delivered order belongs in it.
    await deliverOne(c.token, c.orderIds, 24);
    const answer = await reissue(act.id, 'accountant', 'Добавлен заказ от 24 марта');
    expect(answer.statusCode, answer.body).toBe(200);
    const corrected = answer.json();
    expect(corrected).toMatchObject({
      avrStatusCode: 'issued',
      orderCount: 2,
      companyId: c.id,
      replaces: { id: act.id, number: act.number },
      replacedBy: null,
    });
    expect(corrected.number).not.toBe(act.number);
    const [row] = await t.database.db.select().from(avrActs).where(eq(avrActs.id, corrected.id));
    expect(row?.year).toBe(new Date().getFullYear());
    expect(row?.jetkizSignatureId).toBeTruthy();
    expect(row?.reissueReason).toBe('Добавлен заказ от 24 марта');
    const numbers = (await t.database.db.execute(
      sql`select seq from avr_acts where year = ${row?.year} order by seq`,
    )) as unknown as { rows: Array<{ seq: number }> };
    const seqs = numbers.rows.map((r) => Number(r.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));

    // The cabinet: the old act names its replacement, the new one the act it replaces.
    const list = await call('GET', `${JUR}/avrs?page=0&itemsPerPage=25`, c.token);
    expect(list.body.totalElements).toBe(2);
    const old = list.body.content.find((a: { id: string }) => a.id === act.id);
    expect(old).toMatchObject({ avrStatusCode: 'refused', replacedBy: { id: corrected.id, number: corrected.number } });
    const detail = await call('GET', `${JUR}/avr/${corrected.id}`, c.token, undefined, 'KZ');
    expect(detail.body).toMatchObject({ avrStatusCode: 'viewed', replaces: { number: act.number } });
    expect(detail.body.history[0]).toMatchObject({ avrStatusCode: 'issued', reason: 'Добавлен заказ от 24 марта' });
    expect(detail.body.actions).toMatchObject({ sign: true, refuse: true });
    const html = await call('GET', `${JUR}/avr/${corrected.id}/html`, c.token, undefined, 'KZ');
    expect(html.raw.body).toContain(`Бас тартылған ${act.number} актісінің орнына берілген түзетілген акт`);
    const oldHtml = await call('GET', `${JUR}/avr/${act.id}/html`, c.token, undefined, 'RU');
    expect(oldHtml.raw.body).toContain(`заменён исправленным актом ${corrected.number}`);
    for (const id of [act.id, corrected.id]) {
      const pdf = await call('GET', `${JUR}/avr/${id}/details`, c.token);
      expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The company is told.
    const sms = (await t.database.db.execute(
      sql`select text from sms_outbox where phone = ${c.phone} and text like ${`%${corrected.number}%`}`,
    )) as unknown as { rows: Array<{ text: string }> };
    expect(sms.rows).toHaveLength(1);
    expect(sms.rows[0]?.text).toContain(act.number);

    // The console lists both, the refused one with its replacement; the audit line has the reason.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/operator/acts?companyId=${c.id}`,
      headers: staff.viewer.headers,
    });
    expect(listed.json().content).toHaveLength(2);
    const audit = await auditOf(staff.accountant.staffId);
    expect(audit).toContainEqual(
      expect.objectContaining({ reason: 'Добавлен заказ от 24 марта', outcome: 'done', targetId: act.id }),
    );

    // The corrected act is signed like any other: the company's signer over its exact bytes.
    const cms = await pki.signCms('head', row?.pdf as Uint8Array);
    const signed = await t.app.inject({
      method: 'POST',
      url: `${JUR}/avr/sign`,
      headers: {
        authorization: `Bearer ${c.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'RU',
      },
      payload: new URLSearchParams({ avrId: corrected.id, cms }).toString(),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ avrStatusCode: 'paid', signed: true });
  }, 180_000);

  it('refuses a second reissue, an act not refused, two at once, an unknown id and an empty reason; nothing changes', async () => {
    const { c, act } = await refusedAct(1);
    expect((await reissue(act.id, 'administrator')).statusCode).toBe(200);
    let before = await snapshot(c.id, c.phone);
    const twice = await reissue(act.id, 'accountant', 'Ещё раз', 'RU');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      errorCode: 'AVR_ALREADY_REISSUED',
      message: 'Взамен этого акта уже выставлен исправленный акт',
    });
    expect(await snapshot(c.id, c.phone)).toEqual(before);

    // The corrected act itself is not refused: it cannot be reissued.
    const corrected = before.acts.find((a) => a.id !== act.id);
    const notRefused = await reissue(corrected?.id as string, 'accountant', 'Причина', 'KZ');
    expect(notRefused.statusCode).toBe(409);
    expect(notRefused.json()).toMatchObject({
      errorCode: 'AVR_NOT_REISSUABLE',
      message: 'Түзетілген акт тек бас тартылған актінің орнына беріледі',
    });
    expect((await reissue('00000000-0000-4000-8000-000000000000', 'accountant')).statusCode).toBe(404);
    expect((await reissue('not-a-uuid', 'accountant')).statusCode).toBe(400);
    const blank = await reissue(act.id, 'accountant', '     ');
    expect(blank.statusCode).toBe(400);
    // Said as every staff route says it (the console's operatorRoute): what to do, not the field's label.
    expect(blank.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { reason: 'Write the reason' } });
    // Two characters, bare (the schema) or padded with spaces (the service, counting the trimmed text): refused.
    expect((await reissue(act.id, 'accountant', 'Ок')).statusCode).toBe(400);
    const short = await reissue(act.id, 'accountant', '   Ок   ', 'KZ');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { reason: 'Себебін жазыңыз' } });
    expect((await inject(`/api/operator/acts/${act.id}/reissue`, staff.accountant.headers, {})).statusCode).toBe(400);
    expect(await snapshot(c.id, c.phone)).toEqual(before);

    // Two accountants at once: one corrected act.
    const other = await refusedAct(1);
    before = await snapshot(other.c.id, other.c.phone);
    const answers = await Promise.all([reissue(other.act.id, 'accountant'), reissue(other.act.id, 'administrator')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await snapshot(other.c.id, other.c.phone);
    expect(after.acts).toHaveLength(2);
    if (t.database.kind === 'pglite') expect((after.last ?? 0) - (before.last ?? 0)).toBe(1);
  }, 180_000);

  it('only the accountant and the administrator reissue; the others get 403 (audited) and a customer 401', async () => {
    const { c, act } = await refusedAct(1);
    const before = await snapshot(c.id, c.phone);
    for (const role of ['operator', 'viewer'] as const) {
      const answer = await reissue(act.id, role);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 'STAFF_ROLE_REQUIRED' });
    }
    const customer = await inject(
      `/api/operator/acts/${act.id}/reissue`,
      { authorization: `Bearer ${c.token}` },
      { reason: 'Причина' },
    );
    expect(customer.statusCode).toBe(401);
    expect(await snapshot(c.id, c.phone)).toEqual(before);
    for (const role of ['operator', 'viewer'] as const) {
      expect((await auditOf(staff[role].staffId)).filter((l) => l.outcome === 'refused')).toHaveLength(1);
    }
    expect((await reissue(act.id, 'accountant')).statusCode).toBe(200);
  }, 180_000);

  it('a month with nothing left to bill cannot be reissued; the refused act stays as it was', async () => {
    const { c, act } = await refusedAct(1);
    // Its only order turns out to have been delivered in June: a month no suite issues (on PostgreSQL the suites
    // share one database, and the monthly issue's suite bills every company with an April delivery).
    await t.database.db.execute(
      sql`update orders set delivered_at = '2026-06-10T12:00:00+05:00'::timestamptz where id = ${c.orderIds[0]}`,
    );
    const before = await snapshot(c.id, c.phone);
    const answer = await reissue(act.id, 'accountant');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ errorCode: 'ACT_NOTHING_TO_ISSUE' });
    expect(await snapshot(c.id, c.phone)).toEqual(before);
  }, 120_000);
});
