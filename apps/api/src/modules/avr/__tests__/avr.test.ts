import { createHash } from 'node:crypto';
import { addDays, almatyDate, createWorkCalendar, formatPickupDate, JETKIZ_REQUISITES } from '@jetkiz/domain';
import type { TestPki } from '@jetkiz/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { type AvrTestSystem, startAvrTestSystem } from './avr-system.ts';

/**
 * Acts of completed works (issue 17) over the whole app: the month's issue (one act per company and month, numbers
 * without gaps, Jetkiz's signature first, the SMS), the registry and the detail, the documents, the company's
 * signature and every bad input, refusal, deemed acceptance when the clock passes the term, and payment.
 */
let t: TestApp;
let pki: TestPki;
let system: AvrTestSystem;
const DALA_BIN = '150340012340';
/** A month of services far from the other suites' orders (they deliver today): March 2026, with Nauryz in it. */
const PERIOD = { year: 2026, month: 3 };

beforeAll(async () => {
  system = await startAvrTestSystem();
  ({ t, pki } = system);
}, 60_000);
afterAll(async () => {
  await system?.close();
});

const { call, user, quote, orderBody } = fixtures(() => t, '7740');
const JUR = '/api/payment/protected/jur';
const authOf = (token: string) => ({
  userId: userIdOf(token),
  phone: '',
  userType: 'company' as const,
  role: 'company',
  sessionFamily: 'x',
});

/** A company of BIN 150340012340 (the sandbox's «Дала Логистик») with `count` orders delivered in March 2026. */
const companyWithDeliveries = async (count: number, days = [5, 20, 23]) => {
  const { token, phone } = await user('company');
  const id = userIdOf(token);
  await t.database.db.execute(sql`update users set bin = ${DALA_BIN}, company_name = 'ТОО «Дала Логистик»' where id = ${id}`);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await call('POST', '/api/order/protected/jur/order', token, orderBody(await quote()));
    expect(created.status).toBe(200);
    ids.push(created.body.id);
    const day = String(days[i % days.length]).padStart(2, '0');
    await t.database.db.execute(
      sql`update orders set status = 'delivered', delivered_at = ${`2026-03-${day}T12:00:00+05:00`}::timestamptz where id = ${created.body.id}`,
    );
  }
  return { token, phone, id, orderIds: ids };
};

const issue = async (companyId: string) => {
  const outcome = await t.app.avr.issueFor(companyId, PERIOD);
  if (!outcome) throw new Error('no act');
  return outcome.act;
};

/** Money in a company's wallet through the ledger (a top-up), so that it can pay an act. */
const topUp = (companyId: string, key: string) =>
  t.database.db.transaction((tx) =>
    t.app.payments.post(
      tx,
      {
        key: `avr-test-funds:${key}`,
        kind: 'topup',
        userId: companyId,
        entries: [
          { account: { wallet: companyId }, amount: 10_000_000_00 },
          { account: { system: 'bank' }, amount: -10_000_000_00 },
        ],
      },
      'ru',
    ),
  );

/** The public check the act's QR code opens, as its page asks it. */
const publicCheck = async (actId: string, lang: 'RU' | 'KZ' | 'EN' = 'RU') => {
  const code = (await t.database.db.execute(sql`select verification_code from avr_acts where id = ${actId}`)) as unknown as {
    rows: Array<{ verification_code: string }>;
  };
  const answer = await call(
    'GET',
    `/api/payment/public/avr/verify/${code.rows[0]?.verification_code}`,
    undefined,
    undefined,
    lang,
  );
  expect(answer.status).toBe(200);
  return answer.body as { valid: boolean; outcome: string; message: string; signatures: Array<{ side: string }> };
};

const signForm = async (token: string, avrId: string, cms: string) =>
  t.app.inject({
    method: 'POST',
    url: `${JUR}/avr/sign`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'RU' },
    payload: new URLSearchParams({ avrId, cms }).toString(),
  });

describe('issuing the acts of a month', () => {
  it('issues one act per company with delivered orders, numbered without gaps, signed by Jetkiz, texted; twice makes one', async () => {
    const a = await companyWithDeliveries(3);
    const b = await companyWithDeliveries(1);
    const first = await t.app.avr.issueMonth(PERIOD.year, PERIOD.month);
    expect(first.issued).toBeGreaterThanOrEqual(2);
    expect(first.failed).toBe(0);
    const again = await t.app.avr.issueMonth(PERIOD.year, PERIOD.month);
    expect(again.issued).toBe(0);
    const rows = (await t.database.db.execute(
      sql`select company_id, number, seq, year, order_count, total_tiyn, status, paid, jetkiz_signature_id, pdf_sha256, encode(sha256(pdf), 'hex') as sha from avr_acts where company_id in (${a.id}, ${b.id}) order by seq`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const acts = rows.rows;
    expect(acts).toHaveLength(2);
    expect(Number(acts[1]?.seq)).toBe(Number(acts[0]?.seq) + 1);
    expect(acts[0]?.number).toMatch(/^АВР-\d{4}-\d{6}$/);
    const ofA = acts.find((r) => r.company_id === a.id);
    expect(Number(ofA?.order_count)).toBe(3);
    expect(ofA?.status).toBe('issued');
    // Prepaid: paid when issued.
    expect(ofA?.paid).toBe(true);
    expect(ofA?.jetkiz_signature_id).toBeTruthy();
    expect(ofA?.pdf_sha256).toBe(ofA?.sha);
    // The SMS waits in the outbox (sent by the notifications job).
    const sms = (await t.database.db.execute(
      sql`select text from sms_outbox where phone = ${a.phone} and text like ${'%АВР%'}`,
    )) as unknown as {
      rows: Array<{ text: string }>;
    };
    expect(sms.rows).toHaveLength(1);
    expect(sms.rows[0]?.text).toContain(String(ofA?.number));
  }, 120_000);
});

describe("the company's registry, detail and documents", () => {
  it('lists, filters, opens (marking viewed), renders; another company gets 404', async () => {
    const c = await companyWithDeliveries(2);
    const act = await issue(c.id);
    const list = await call('GET', `${JUR}/avrs?page=0&itemsPerPage=25`, c.token);
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content[0]).toMatchObject({
      number: act.number,
      avrStatusCode: 'issued',
      status: 'Выставлен',
      orderCount: 2,
    });
    const byNumber = await call('GET', `${JUR}/avrs?avrNum=${encodeURIComponent(act.number)}`, c.token);
    expect(byNumber.body.totalElements).toBe(1);
    const bySeq = await call('GET', `${JUR}/avrs?avrNum=${act.seq}`, c.token);
    expect(bySeq.body.totalElements).toBe(1);
    expect((await call('GET', `${JUR}/avrs?status=paid`, c.token)).body.totalElements).toBe(0);
    expect((await call('GET', `${JUR}/avrs?startDate=01.01.2020&endDate=02.01.2020`, c.token)).body.totalElements).toBe(0);
    expect((await call('GET', `${JUR}/avrs?status=nonsense`, c.token)).status).toBe(400);

    const statuses = await call('GET', `${JUR}/avr/status`, c.token, undefined, 'KZ');
    expect(statuses.body.find((s: { code: string }) => s.code === 'deemed_accepted').name).toBe('Қабылданды деп есептеледі');

    const detail = await call('GET', `${JUR}/avr/${act.id}`, c.token);
    expect(detail.status).toBe(200);
    expect(detail.body.avrStatusCode).toBe('viewed');
    expect(detail.body.appendix).toHaveLength(2);
    expect(detail.body.history.map((h: { avrStatusCode: string }) => h.avrStatusCode)).toEqual(['issued', 'viewed']);
    expect(detail.body.signatures).toHaveLength(1);
    expect(detail.body.signatures[0]).toMatchObject({ side: 'jetkiz', bin: JETKIZ_REQUISITES.bin });
    expect(detail.body.actions).toEqual({ sign: true, refuse: true, pay: false });
    expect(detail.body.documentSha256).toBe(act.pdfSha256);

    const html = await call('GET', `${JUR}/avr/${act.id}/html`, c.token, undefined, 'KZ');
    expect(html.status).toBe(200);
    expect(html.raw.body).toContain(act.number);
    const pdf = await call('GET', `${JUR}/avr/${act.id}/details`, c.token);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pack = await call('GET', `${JUR}/avr/${act.id}/sign`, c.token);
    expect(pack.status).toBe(200);
    expect(pack.raw.headers['content-type']).toContain('application/pkcs7-mime');

    const other = await user('company');
    for (const path of ['', '/html', '/details', '/sign']) {
      expect((await call('GET', `${JUR}/avr/${act.id}${path}`, other.token)).status).toBe(404);
    }
    expect((await call('PUT', `${JUR}/avr/${act.id}`, other.token)).status).toBe(404);
    const person = await user('person');
    expect((await call('GET', `${JUR}/avr/${act.id}`, person.token)).status).toBe(403);
  }, 120_000);
});

describe("the company's signature", () => {
  it('refuses bad bodies, other BINs and non-signing keys with nothing changed; records a signature over other bytes; accepts the right one', async () => {
    const c = await companyWithDeliveries(1);
    const act = await issue(c.id);
    const status = async () => (await call('GET', `${JUR}/avr/${act.id}`, c.token)).body.avrStatusCode;

    const malformed = await t.app.inject({
      method: 'POST',
      url: `${JUR}/avr/sign`,
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'avrId=not-an-id&cms=%%%',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code ?? malformed.json().errorCode ?? JSON.stringify(malformed.json())).toContain(
      'AVR_BAD_SIGN_REQUEST',
    );

    const otherBin = await signForm(c.token, act.id, await pki.signCms('otherBin', act.pdf));
    expect(otherBin.statusCode).toBe(400);
    expect(await status()).toBe('viewed');

    const person = await signForm(c.token, act.id, await pki.signCms('person', act.pdf));
    expect(person.statusCode).toBeGreaterThanOrEqual(400);
    expect(person.statusCode).toBeLessThan(500);
    expect(await status()).toBe('viewed');

    const otherBytes = await signForm(c.token, act.id, await pki.signCms('head', new TextEncoder().encode('another document')));
    expect(otherBytes.statusCode).toBe(400);
    const failed = (await call('GET', `${JUR}/avr/${act.id}`, c.token)).body;
    expect(failed.avrStatusCode).toBe('signing_error');
    expect(failed.history.at(-1).reason).toBeTruthy();

    const good = await signForm(c.token, act.id, await pki.signCms('head', act.pdf));
    expect(good.statusCode).toBe(200);
    // A prepaid company's act is paid when issued: accepted and paid shows «paid» (the domain's rule).
    expect(good.json().avrStatusCode).toBe('paid');
    expect(good.json().history.map((h: { avrStatusCode: string }) => h.avrStatusCode)).toContain('verified');
    expect(good.json().signed).toBe(true);
    expect(good.json().signatures.map((s: { side: string }) => s.side)).toEqual(['jetkiz', 'company']);

    const twice = await signForm(c.token, act.id, await pki.signCms('head', act.pdf));
    expect(twice.statusCode).toBe(409);

    // The public page of the QR code: both signatures valid, the IIN masked.
    const code = (await t.database.db.execute(sql`select verification_code from avr_acts where id = ${act.id}`)) as unknown as {
      rows: Array<{ verification_code: string }>;
    };
    const verification = await call(
      'GET',
      `/api/payment/public/avr/verify/${code.rows[0]?.verification_code}`,
      undefined,
      undefined,
      'EN',
    );
    expect(verification.status).toBe(200);
    expect(verification.body.valid).toBe(true);
    expect(verification.body.message).toBe('Verification successful');
    expect(verification.body.outcome).toBe('signed');
    expect(verification.body.signatures).toHaveLength(2);
    expect(verification.body.signatures[1].iin).toMatch(/^•{8}\d{4}$/);
    expect((await call('GET', `/api/payment/public/avr/verify/${'x'.repeat(30)}`)).status).toBe(404);

    const pdf = await call('GET', `${JUR}/avr/${act.id}/details`, c.token);
    expect(createHash('sha256').update(pdf.raw.rawPayload).digest('hex')).not.toBe(act.pdfSha256);
  }, 120_000);
});

describe("an individual entrepreneur's act", () => {
  it("is issued under the IIN (printed «ИИН», not «БИН») and signed with the entrepreneur's own key, not a company's", async () => {
    const c = await companyWithDeliveries(2);
    // «ИП Омарова»: a company account without a BIN, the owner's IIN its number (the sandbox key «entrepreneur»).
    await t.database.db.execute(
      sql`update users set entity_type = 1, bin = null, iin = '880425406781', company_name = 'ИП «Омарова Г. Б.»' where id = ${c.id}`,
    );
    const act = await issue(c.id);
    const text = pdfText(Buffer.from(act.pdf));
    expect(text).toContain('ИП «Омарова Г. Б.»');
    expect(text).toMatch(/ИИН:?\s*880425406781/);
    expect(text).not.toMatch(/БИН:?\s*880425406781/);
    const status = async () => (await call('GET', `${JUR}/avr/${act.id}`, c.token)).body.avrStatusCode;
    expect(await status()).toBe('viewed');

    // A legal entity's key, or another individual's, does not sign for the entrepreneur; nothing changes.
    const company = await signForm(c.token, act.id, await pki.signCms('head', act.pdf));
    expect(company.json()).toMatchObject({ errorCode: 'SIGNATURE_ENTREPRENEUR_REQUIRED' });
    const someoneElse = await signForm(c.token, act.id, await pki.signCms('person', act.pdf));
    expect(someoneElse.json()).toMatchObject({ errorCode: 'SIGNATURE_ID_MISMATCH' });
    expect(await status()).toBe('viewed');

    const own = await signForm(c.token, act.id, await pki.signCms('entrepreneur', act.pdf));
    expect(own.statusCode).toBe(200);
    expect(own.json().signed).toBe(true);
    expect(own.json().signatures.map((s: { side: string }) => s.side)).toEqual(['jetkiz', 'company']);

    // The public check of the act's QR code names the entrepreneur by the IIN, masked as a person's.
    const code = (await t.database.db.execute(sql`select verification_code from avr_acts where id = ${act.id}`)) as unknown as {
      rows: Array<{ verification_code: string }>;
    };
    const verification = await call('GET', `/api/payment/public/avr/verify/${code.rows[0]?.verification_code}`);
    expect(verification.body.valid).toBe(true);
    expect(verification.body.customer).toEqual({ name: 'ИП «Омарова Г. Б.»', bin: '••••••••6781', idLabel: 'iin' });
  }, 120_000);
});

describe('who may sign, refuse and pay', () => {
  it('an employee without the signer role can neither sign nor refuse, nor one without finance pay; nothing changes', async () => {
    const c = await companyWithDeliveries(1);
    await t.app.avr.setCompanyTerms(c.id, { postPaid: true, creditLimitTiyn: 100_000_00 });
    const act = await issue(c.id);
    const employee = (roles: Array<'finance' | 'signer'>) => ({
      ...authOf(c.token),
      actorId: `employee-${roles.join('-')}`,
      actorName: 'Ахметов Ерлан',
      roles,
    });
    const cms = await pki.signCms('head', act.pdf);
    await expect(t.app.avr.sign(employee(['finance']), { avrId: act.id, cms }, 'ru')).rejects.toMatchObject({
      code: 'AVR_SIGNER_REQUIRED',
    });
    await expect(t.app.avr.refuse(employee(['finance']), act.id, 'Причина отказа подробно', 'ru')).rejects.toMatchObject({
      code: 'AVR_SIGNER_REQUIRED',
    });
    expect((await t.app.avr.detail(employee(['finance']), act.id, 'ru')).history.map((h) => h.avrStatusCode)).toEqual([
      'issued',
      'viewed',
    ]);
    const signed = await t.app.avr.sign(employee(['signer']), { avrId: act.id, cms }, 'ru');
    expect(signed).toMatchObject({ avrStatusCode: 'verified', actions: { pay: false } });
    expect(signed.history.map((h) => h.avrStatusCode)).toEqual(['issued', 'viewed', 'signed', 'verified']);
    await topUp(c.id, act.id);
    await expect(t.app.avr.pay(employee(['signer']), act.id, 'ru')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.app.avr.detail(employee(['finance']), act.id, 'ru')).paid).toBe(false);
    expect((await t.app.avr.pay(employee(['finance']), act.id, 'ru')).avr.paid).toBe(true);
  }, 60_000);
});

describe('the post-paid credit limit', () => {
  const calendar = createWorkCalendar();
  const pickupDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));
  const create = async (token: string, lang = 'RU') =>
    call('POST', '/api/order/protected/jur/order', token, orderBody(await quote()), lang);
  const send = (token: string, id: string, lang = 'RU') =>
    call('POST', `/api/order/protected/jur/send/${id}?pickupDate=${encodeURIComponent(pickupDay())}`, token, undefined, lang);
  const order = async (token: string, id: string) => (await call('GET', `/api/order/protected/jur/${id}`, token)).body;
  /** A post-paid company with `count` formed orders; the limit is `orders` of them (they all cost the same). */
  const postPaidCompany = async (count: number, orders: number) => {
    const { token } = await user('company');
    const id = userIdOf(token);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await create(token)).body.id);
    const price = Math.round((await order(token, ids[0] as string)).totalWithPromo * 100);
    await t.app.avr.setCompanyTerms(id, { postPaid: true, creditLimitTiyn: price * orders });
    return { token, id, ids, price };
  };

  it('sends orders without paying up to the limit; beyond it 409 in each language with nothing changed', async () => {
    const c = await postPaidCompany(3, 2);
    const first = await order(c.token, c.ids[0] as string);
    expect(first.billing).toBe('postPaid');
    for (const id of c.ids.slice(0, 2)) {
      const sent = await send(c.token, id);
      expect(sent.status).toBe(200);
      expect(await order(c.token, id)).toMatchObject({ status: 'sent', paymentStatus: 'unpaid', billing: 'postPaid' });
    }
    // Nothing was taken from the wallet: the act bills them.
    expect(await t.app.payments.walletBalance(c.id)).toBe(0);
    for (const [lang, text] of [
      ['RU', /кредитный лимит/],
      ['KZ', /кредиттік лимит/],
      ['EN', /credit limit/],
    ] as const) {
      const over = await send(c.token, c.ids[2] as string, lang);
      expect(over.status).toBe(409);
      expect(over.body.errorCode).toBe('CREDIT_LIMIT_EXCEEDED');
      expect(over.body.message).toMatch(text);
      // A page shows the description instead of the message: it says the whole of it, with what is still available.
      expect(over.body.description).toMatch(text);
      expect(over.body.description).toMatch(/\d\s₸/);
    }
    expect(await order(c.token, c.ids[2] as string)).toMatchObject({ status: 'formed', paymentStatus: 'unpaid' });
    // Creating is refused too once nothing is left; a prepaid company (or back to prepaid) has no limit here.
    expect((await create(c.token)).body.errorCode).toBe('CREDIT_LIMIT_EXCEEDED');
    await t.app.avr.setCompanyTerms(c.id, { postPaid: false, creditLimitTiyn: 0 });
    expect((await create(c.token)).status).toBe(200);
    expect((await order(c.token, c.ids[2] as string)).billing).toBe('prepaid');
    expect((await send(c.token, c.ids[2] as string)).body.errorCode).toBe('ORDER_NOT_PAID');
  }, 120_000);

  it('parallel sends cannot pass the limit together', async () => {
    for (const [count, fits] of [
      [2, 1],
      [5, 3],
    ] as const) {
      const c = await postPaidCompany(count, fits);
      const answers = await Promise.all(c.ids.map((id) => send(c.token, id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(fits);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.errorCode)).toEqual(
        Array(count - fits).fill('CREDIT_LIMIT_EXCEEDED'),
      );
      const rows = (await t.database.db.execute(
        sql`select (count(*) filter (where status = 'sent'))::int as sent, (count(*) filter (where status = 'formed'))::int as formed from orders where user_id = ${c.id}`,
      )) as unknown as { rows: Array<{ sent: number; formed: number }> };
      expect(rows.rows[0]).toMatchObject({ sent: fits, formed: count - fits });
    }
  }, 120_000);

  it('the act totals the orders sent on credit; unpaid it holds the limit, paid from the wallet it frees it', async () => {
    const c = await postPaidCompany(3, 2);
    await t.database.db.execute(sql`update users set bin = ${DALA_BIN}, company_name = 'ТОО «Дала Логистик»' where id = ${c.id}`);
    for (const id of c.ids.slice(0, 2)) expect((await send(c.token, id)).status).toBe(200);
    await t.database.db.execute(
      sql`update orders set status = 'delivered', delivered_at = '2026-03-10T12:00:00+05:00'::timestamptz where id in (${c.ids[0]}, ${c.ids[1]})`,
    );
    const act = await issue(c.id);
    expect(act).toMatchObject({ postPaid: true, paid: false, orderCount: 2, totalTiyn: c.price * 2 });
    // Billed now: the act owes what the orders did; the third still does not fit.
    expect((await send(c.token, c.ids[2] as string)).body.errorCode).toBe('CREDIT_LIMIT_EXCEEDED');
    expect((await signForm(c.token, act.id, await pki.signCms('head', act.pdf))).statusCode).toBe(200);
    const due = (await call('GET', `${JUR}/avr/${act.id}`, c.token)).body;
    expect(due).toMatchObject({ avrStatusCode: 'verified', paid: false, actions: { pay: true } });
    expect(due.due).toMatchObject({ amount: (c.price * 2) / 100, penalty: 0, daysLate: 0 });
    await topUp(c.id, act.id);
    const paid = await call('PUT', `${JUR}/avr/${act.id}`, c.token);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ amount: (c.price * 2) / 100, penalty: 0 });
    expect((await send(c.token, c.ids[2] as string)).status).toBe(200);
  }, 120_000);
});

// Runs after the credit limit (it moves the app's clock, and sending checks the pickup date against it).
describe('refusal, deemed acceptance and payment', () => {
  it('refuses with a reason within the term; a refused act cannot be signed; too short a reason is 400', async () => {
    const c = await companyWithDeliveries(1);
    const act = await issue(c.id);
    // Jetkiz's signature alone is valid, but the act is not signed: the public check says it waits for the customer.
    expect(await publicCheck(act.id)).toMatchObject({
      valid: true,
      outcome: 'awaitingCustomer',
      message: 'Подпись исполнителя действительна. Акт ждёт подписи заказчика',
    });
    expect((await call('POST', `${JUR}/avr/${act.id}/refuse`, c.token, { reason: 'short' })).status).toBe(400);
    const refused = await call('POST', `${JUR}/avr/${act.id}/refuse`, c.token, { reason: 'Заказ 5 доставлен не в срок' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ avrStatusCode: 'refused', refusalReason: 'Заказ 5 доставлен не в срок' });
    const sign = await signForm(c.token, act.id, await pki.signCms('head', act.pdf));
    expect(sign.statusCode).toBe(409);
    // Scanned after the refusal, the act's code must not read «verification successful».
    for (const [lang, message] of [
      ['RU', 'Подпись исполнителя действительна. Заказчик отказался подписать акт'],
      ['KZ', 'Орындаушының қолтаңбасы жарамды. Тапсырыс беруші актіге қол қоюдан бас тартты'],
      ['EN', 'The supplier’s signature is valid. The customer refused to sign the act'],
    ] as const) {
      const check = await publicCheck(act.id, lang);
      expect(check).toMatchObject({ valid: true, outcome: 'refused', message });
      expect(check.signatures.map((x) => x.side)).toEqual(['jetkiz']);
    }
  }, 60_000);

  it('pays a post-paid act once accepted, with the penalty; twice or without funds is refused', async () => {
    const c = await companyWithDeliveries(1);
    await t.app.avr.setCompanyTerms(c.id, { postPaid: true, creditLimitTiyn: 1_000_000_00 });
    const act = await issue(c.id);
    expect(act.paid).toBe(false);
    const early = await call('PUT', `${JUR}/avr/${act.id}`, c.token);
    expect(early.status).toBe(409);
    await signForm(c.token, act.id, await pki.signCms('head', act.pdf));
    const poor = await call('PUT', `${JUR}/avr/${act.id}`, c.token);
    expect(poor.status).toBeGreaterThanOrEqual(400);
    expect((await call('GET', `${JUR}/avr/${act.id}`, c.token)).body.paid).toBe(false);
    await topUp(c.id, act.id);
    const paid = await call('PUT', `${JUR}/avr/${act.id}`, c.token);
    expect(paid.status).toBe(200);
    expect(paid.body.avr).toMatchObject({ avrStatusCode: 'paid', paid: true });
    expect(paid.body.amount).toBe(act.totalTiyn / 100 + paid.body.penalty);
    expect((await call('PUT', `${JUR}/avr/${act.id}`, c.token)).status).toBe(409);

    // The wallet names the payment for what it is, and its receipt too: the act, with no VAT of the payment's date
    // (the act states its own: a 2025 act's 12 % in 2026 read «в т. ч. НДС 16 %» on the receipt).
    const line = (await call('GET', '/api/payment/protected/history?itemsPerPage=1', c.token)).body.content[0];
    expect(line).toMatchObject({
      kindName: 'Оплата акта выполненных работ',
      description: `Оплата акта выполненных работ ${act.number}`,
      // The line and the receipts list lead to the act it paid (it had no link: no order behind it).
      orderId: null,
      orderNumber: act.number,
      actId: act.id,
    });
    const receipts = (await call('GET', '/api/payment/protected/jur/receipts?itemsPerPage=1', c.token)).body.content;
    expect(receipts[0]).toMatchObject({ id: line.id, orderNumber: act.number, actId: act.id });
    for (const [lang, name, label] of [
      ['RU', 'Оплата акта выполненных работ', 'Акт'],
      ['KZ', 'Орындалған жұмыстар актісін төлеу', 'Акт'],
      ['EN', 'Payment of the act of completed works', 'Act'],
    ] as const) {
      const receipt = await call('GET', `/api/payment/protected/receipt/${line.id}`, c.token, undefined, lang);
      expect(receipt.status).toBe(200);
      const text = pdfText(receipt.raw.rawPayload);
      expect(text.replace(/\s+/g, ' ')).toContain(`${name} ${label} ${act.number}`);
      expect(text).not.toMatch(/НДС|ҚҚС|VAT/);
    }

    // A prepaid act is paid already.
    const prepaid = await companyWithDeliveries(1);
    const prepaidAct = await issue(prepaid.id);
    expect((await call('PUT', `${JUR}/avr/${prepaidAct.id}`, prepaid.token)).status).toBe(409);
  }, 120_000);

  it('deems accepted an act left alone once the clock passes the term; then it can be neither signed nor refused', async () => {
    const c = await companyWithDeliveries(1);
    await t.app.avr.setCompanyTerms(c.id, { postPaid: true, creditLimitTiyn: 100_000_00 });
    const act = await issue(c.id);
    expect((await t.app.avr.deemAccepted()).deemed).toBe(0);
    t.advance(15 * 86_400);
    const { deemed } = await t.app.avr.deemAccepted();
    expect(deemed).toBeGreaterThanOrEqual(1);
    const after = await t.app.avr.detail(authOf(c.token), act.id, 'ru');
    expect(after.avrStatusCode).toBe('deemed_accepted');
    expect(after.history.at(-1)).toMatchObject({ avrStatusCode: 'deemed_accepted', by: null });
    expect(await publicCheck(act.id, 'EN')).toMatchObject({
      outcome: 'deemedAccepted',
      message:
        'The supplier’s signature is valid. The customer neither signed nor refused the act in time, so it is deemed accepted',
    });
    await expect(t.app.avr.refuse(authOf(c.token), act.id, 'Причина отказа подробно', 'ru')).rejects.toMatchObject({
      code: 'AVR_NOT_REFUSABLE',
    });
    await expect(
      t.app.avr.sign(authOf(c.token), { avrId: act.id, cms: await pki.signCms('head', act.pdf) }, 'ru'),
    ).rejects.toMatchObject({ code: 'AVR_NOT_SIGNABLE' });
  }, 60_000);

  it('a post-paid act paid after its due date carries the penalty of 3 % a day, shown before paying', async () => {
    const c = await companyWithDeliveries(1);
    await t.app.avr.setCompanyTerms(c.id, { postPaid: true, creditLimitTiyn: 100_000_00 });
    const act = await issue(c.id);
    expect((await signForm(c.token, act.id, await pki.signCms('head', act.pdf))).statusCode).toBe(200);
    t.advance(12 * 86_400);
    const shown = (await call('GET', `${JUR}/avr/${act.id}`, c.token)).body;
    expect(shown.due.daysLate).toBeGreaterThan(0);
    const penalty = Math.round((act.totalTiyn * Math.min(3 * shown.due.daysLate, 100)) / 100);
    expect(shown.due).toMatchObject({
      amount: act.totalTiyn / 100,
      penalty: penalty / 100,
      total: (act.totalTiyn + penalty) / 100,
    });
    await topUp(c.id, act.id);
    const paid = await call('PUT', `${JUR}/avr/${act.id}`, c.token, undefined, 'KZ');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ amount: (act.totalTiyn + penalty) / 100, penalty: penalty / 100 });
    expect(paid.body.avr.due).toBeNull();
  }, 60_000);

  it('refusing after the refusal term is refused', async () => {
    const c = await companyWithDeliveries(1);
    const act = await issue(c.id);
    t.advance(8 * 86_400);
    await expect(t.app.avr.refuse(authOf(c.token), act.id, 'Причина отказа подробно', 'ru')).rejects.toMatchObject({
      code: 'AVR_REFUSAL_TERM_OVER',
    });
  }, 60_000);
});
