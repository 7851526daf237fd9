import { ERRORS } from '@jetkiz/contract';
import { addDays, almatyDate } from '@jetkiz/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { type StaffSession, staffSession } from '../../../../test/staff.ts';
import { orders } from '../../../db/schema.ts';

/**
 * Claims and compensation (issue 19) through HTTP: filing within the term, photos re-encoded, the letter, the
 * console's decision paid into the wallet once, and every bad input a clear 4xx that changes nothing.
 */
let t: TestApp;
const f = fixtures(() => t, '77030');
let customer: { token: string; orders: Array<{ id: string; orderNumber: string; totalWithPromo: number }> };
let stranger = '';
let operator: StaffSession;
let viewer: StaffSession;
const today = () => almatyDate(new Date());

const BASE = '/api/order/protected/claims';
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'RU') =>
  f.call(method, url, token, payload, lang);
const upload = (claimId: string, payload: Buffer | string, contentType = 'image/jpeg', token = customer.token, lang = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${claimId}/photos`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': lang },
  });
const staffCall = (session: StaffSession, method: 'GET' | 'POST', url: string, payload?: object, lang = 'EN') =>
  t.app.inject({ method, url, payload, headers: { ...session.headers, 'accept-language': lang } });
const setOrder = (id: string, change: ReturnType<typeof sql>) =>
  t.database.db.execute(sql`update orders set ${change} where id = ${id}`);
const balance = async () => (await call('GET', '/api/payment/protected/balance', customer.token)).body.KZT as number;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const claimCount = async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from claims`))[0]?.n);

/** A photo as a phone takes it: JPEG with the camera's EXIF and a GPS position. */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1' } })
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp();
  customer = await f.paidOrders(4);
  stranger = (await f.user('person')).token;
  operator = await staffSession(t, 'operator', '77033');
  viewer = await staffSession(t, 'viewer', '77033');
  const [fresh, old, lost, late] = customer.orders as unknown as [{ id: string }, { id: string }, { id: string }, { id: string }];
  const day = today();
  // Delivered two days ago, on time; delivered in the summer (its term is over); lost: due ten days ago and never
  // delivered; late: due five days ago, delivered yesterday.
  await setOrder(fresh.id, sql`status = 'delivered', delivered_at = now() - interval '2 days', due_on = ${addDays(day, -1)}`);
  await setOrder(old.id, sql`status = 'delivered', delivered_at = '2026-06-01T12:00:00+05:00', due_on = '2026-06-02'`);
  await setOrder(lost.id, sql`status = 'in_transit', due_on = ${addDays(day, -10)}`);
  await setOrder(late.id, sql`status = 'delivered', delivered_at = now() - interval '1 day', due_on = ${addDays(day, -6)}`);
});
afterAll(async () => {
  await t.close();
});

describe('filing a claim', () => {
  it('tells the order page what may be claimed and until when', async () => {
    const order = customer.orders[0] as { id: string; totalWithPromo: number };
    const answer = await call('GET', `${BASE}/order/${order.id}`, customer.token, undefined, 'EN');
    expect(answer.status).toBe(200);
    expect(answer.body.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const types = Object.fromEntries(answer.body.types.map((x: { type: string; maxAmount: number }) => [x.type, x.maxAmount]));
    expect(Object.keys(types).sort()).toEqual(['damage', 'shortage']);
    expect(answer.body.claims).toEqual([]);
    const lost = await call('GET', `${BASE}/order/${customer.orders[2]?.id}`, customer.token);
    expect(lost.body.types.map((x: { type: string }) => x.type).sort()).toEqual(['delay', 'loss']);
  });

  it('refuses an amount above the rule, a claim after its term and a type that does not fit, writing nothing', async () => {
    const [fresh, old] = customer.orders as unknown as [{ id: string }, { id: string }];
    const options = await call('GET', `${BASE}/order/${fresh.id}`, customer.token);
    const max = options.body.types.find((x: { type: string }) => x.type === 'damage').maxAmount as number;
    const before = await claimCount();
    const above = await call(
      'POST',
      BASE,
      customer.token,
      { orderId: fresh.id, type: 'damage', description: 'Разбит', amount: max + 1 },
      'EN',
    );
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      errorCode: 'CLAIM_AMOUNT_ABOVE_RULE',
      message: 'The amount is above what the compensation rules allow',
    });
    // Shown instead of the message (spec §8), the description says the whole of it, not a bare «1,500 ₸».
    expect(above.body.description).toMatch(/^The amount is above what the compensation rules allow: at most [\d,]+\s₸$/);
    // Under the field, what it may be: not the bare maximum.
    expect(above.body.fields.amount).toMatch(/^At most [\d,]+\s₸ under the compensation rules$/);
    const late = await call(
      'POST',
      BASE,
      customer.token,
      { orderId: old.id, type: 'damage', description: 'Разбит', amount: 100 },
      'KZ',
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errorCode: 'CLAIM_TERM_OVER', message: 'Шағым беру мерзімі (30 жұмыс күні) өтіп кетті' });
    // The last day as every date is written, in a sentence (it was the bare ISO date «2026-…»).
    expect(late.body.description).toMatch(
      /^Шағым беру мерзімі \(30 жұмыс күні\) өтіп кетті: шағымды \d{2}\.\d{2}\.\d{4} қоса алғанға дейін/,
    );
    const lossOfDelivered = await call('POST', BASE, customer.token, {
      orderId: fresh.id,
      type: 'loss',
      description: 'x',
      amount: 100,
    });
    expect(lossOfDelivered.body.errorCode).toBe('CLAIM_TYPE_NOT_APPLICABLE');
    const badAmount = await call('POST', BASE, customer.token, {
      orderId: fresh.id,
      type: 'damage',
      description: 'x',
      amount: 10.555,
    });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.errorCode).toBe('VALIDATION');
    expect(await claimCount()).toBe(before);
  });

  it("is one customer's own: another's order and claim are 404", async () => {
    const fresh = customer.orders[0] as { id: string };
    const foreign = await call('POST', BASE, stranger, { orderId: fresh.id, type: 'damage', description: 'x', amount: 100 });
    expect(foreign.status).toBe(404);
    expect((await call('GET', `${BASE}/order/${fresh.id}`, stranger)).status).toBe(404);
    // A company's paths do not serve a person.
    expect((await call('GET', '/api/order/protected/jur/claims', customer.token)).status).toBe(403);
  });
});

describe('a damage claim from filing to the wallet', () => {
  let claimId = '';

  it('is filed once per type, with its review term', async () => {
    const fresh = customer.orders[0] as { id: string; orderNumber: string };
    const filed = await call('POST', BASE, customer.token, {
      orderId: fresh.id,
      type: 'damage',
      description: 'Коробка смята, экран треснул',
      amount: 1500,
    });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({
      type: 'damage',
      status: 'filed',
      claimedAmount: 1500,
      number: `${fresh.orderNumber}-1`,
      overdue: false,
    });
    expect(filed.body.reviewBy > today()).toBe(true);
    claimId = filed.body.id;
    const again = await call('POST', BASE, customer.token, {
      orderId: fresh.id,
      type: 'damage',
      description: 'ещё',
      amount: 100,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('CLAIM_ALREADY_FILED');
    // The order's form no longer offers the type under review.
    const offered = (await call('GET', `${BASE}/order/${fresh.id}`, customer.token)).body.types.map(
      (x: { type: string }) => x.type,
    );
    expect(offered).not.toContain('damage');
    expect((await call('GET', `${BASE}/${claimId}`, stranger)).status).toBe(404);
  });

  it('takes photos as pixels only: EXIF and GPS dropped, a polyglot defused', async () => {
    const saved = await upload(claimId, await photo());
    expect(saved.statusCode).toBe(200);
    const photoId = saved.json().photos[0].id as string;
    const read = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${claimId}/photos/${photoId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(read.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);

    const polyglot = Buffer.concat([await photo(), Buffer.from('PK\u0003\u0004<html><script>evil()</script></html>%PDF-1.7')]);
    const defused = await upload(claimId, polyglot, 'application/octet-stream');
    expect(defused.statusCode).toBe(200);
    const second = defused.json().photos[1].id as string;
    const bytes = (
      await t.app.inject({
        method: 'GET',
        url: `${BASE}/${claimId}/photos/${second}`,
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).rawPayload;
    expect(bytes.includes(Buffer.from('evil()'))).toBe(false);
    expect(bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    // Another customer cannot read it.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/${claimId}/photos/${second}`,
          headers: { authorization: `Bearer ${stranger}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a non-image, a PDF, a 12 MB photo and a 50 MB upload, keeping the photos it had', async () => {
    // A type a photo is not (text, an SVG): a 415 naming the types taken, not the framework's bare one.
    const text = await upload(claimId, 'not an image', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      errorCode: 'CLAIM_PHOTO_TYPE_NOT_ACCEPTED',
      message: 'Files of this type are not accepted. Choose a JPEG, PNG or HEIC photo',
      messageTexts: ERRORS.CLAIM_PHOTO_TYPE_NOT_ACCEPTED.message,
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [lang, message] of [
      ['RU', 'Файлы этого типа не принимаются. Выберите фото JPEG, PNG или HEIC'],
      ['KZ', 'Бұл түрдегі файлдар қабылданбайды. JPEG, PNG немесе HEIC фотосуретін таңдаңыз'],
    ] as const) {
      const refused = await upload(claimId, svg, 'image/svg+xml', customer.token, lang);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({
        errorCode: 'CLAIM_PHOTO_TYPE_NOT_ACCEPTED',
        message,
        messageTexts: ERRORS.CLAIM_PHOTO_TYPE_NOT_ACCEPTED.message,
      });
    }
    // The claim's JSON routes keep their JSON: filing still reads a body (a second damage claim is refused as such).
    expect(
      (await call('POST', BASE, customer.token, { orderId: customer.orders[0]?.id, type: 'damage', description: 'x', amount: 1 }))
        .body.errorCode,
    ).toBe('CLAIM_ALREADY_FILED');
    const pdf = await upload(claimId, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'image/jpeg', customer.token, 'RU');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Не удалось прочитать изображение. Выберите файл JPEG, PNG или HEIC');
    const broken = await upload(claimId, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]));
    expect(broken.json().errorCode).toBe('CLAIM_PHOTO_READ_ERROR');
    const large = await upload(claimId, Buffer.concat([await photo(), Buffer.alloc(12 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      errorCode: 'CLAIM_PHOTO_TOO_LARGE',
      message: 'The image is larger than 10 MB. Choose a smaller file',
    });
    const huge = await upload(claimId, Buffer.alloc(50 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect((await call('GET', `${BASE}/${claimId}`, customer.token)).body.photos).toHaveLength(2);
  });

  it('gives the claim letter as a PDF in Russian, Kazakh and English, the claimant’s IIN under its name', async () => {
    for (const [lang, words, iin, declared] of [
      ['RU', 'ПРЕТЕНЗИЯ', /От: [^\n]*, ИИН 850722400008, \+7/, 'Объявленная ценность'],
      ['KZ', 'ШАҒЫМ', /Кімнен: [^\n]*, ЖСН 850722400008, \+7/, 'Жарияланған құны'],
      ['EN', 'CLAIM', /From: [^\n]*, IIN 850722400008, \+7/, 'Declared value'],
    ] as const) {
      const letter = await t.app.inject({
        method: 'GET',
        url: `${BASE}/${claimId}/letter`,
        headers: { authorization: `Bearer ${customer.token}`, 'accept-language': lang },
      });
      expect(letter.statusCode).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      const text = pdfText(letter.rawPayload);
      expect(text).toContain(words);
      expect(text).toContain('Коробка смята');
      expect(text).toMatch(iin);
      // The waybill's term for it (not «Жарияланған құндылық»).
      expect(text).toContain(declared);
    }
  });

  it('is read by every role and decided by the operator only, never above the rule', async () => {
    const listed = await staffCall(viewer, 'GET', '/api/operator/claims?status=filed');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content.map((c: { id: string }) => c.id)).toContain(claimId);
    const detail = await staffCall(viewer, 'GET', `/api/operator/claims/${claimId}`);
    expect(detail.json()).toMatchObject({
      computedCompensation: 1500,
      carrier: 'STEPPE',
      carrierName: 'Steppe Express',
      photos: expect.any(Array),
    });
    const photoId = detail.json().photos[0].id as string;
    const image = await staffCall(viewer, 'GET', `/api/operator/claims/${claimId}/photos/${photoId}`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const refused = await staffCall(viewer, 'POST', `/api/operator/claims/${claimId}/decision`, { outcome: 'compensate' });
    expect(refused.statusCode).toBe(403);
    const above = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, {
      outcome: 'compensate',
      amount: 1500.01,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().errorCode).toBe('CLAIM_AMOUNT_ABOVE_RULE');
    expect(above.json().fields.amount).toMatch(/^At most 1,500\s₸ under the compensation rules$/);
    // Zero is no compensation: it was «The amount is above what the rules allow» with «1,500 ₸» under the field.
    const zero = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, {
      outcome: 'compensate',
      amount: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { amount: 'Enter an amount above zero' } });
    const share = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, {
      outcome: 'compensate',
      amount: 1000,
      carrierShare: 1200,
    });
    expect(share.json().errorCode).toBe('CLAIM_CARRIER_SHARE_INVALID');
    expect((await call('GET', `${BASE}/${claimId}`, customer.token)).body.status).toBe('filed');
  });

  it('pays a lowered compensation into the wallet once, with a receipt, an SMS and an e-mail', async () => {
    const before = await balance();
    const decided = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, {
      outcome: 'compensate',
      amount: 1200,
      carrierShare: 800,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'compensated',
      compensation: 1200,
      carrierShare: 800,
      decidedBy: operator.name,
    });
    expect(decided.json().paidAt).not.toBeNull();
    expect(decided.json().payBy >= today()).toBe(true);
    expect(await balance()).toBeCloseTo(before + 1200, 2);

    const mine = (await call('GET', `${BASE}/${claimId}`, customer.token, undefined, 'EN')).body;
    expect(mine).toMatchObject({ status: 'compensated', statusName: 'Compensation paid', compensation: 1200 });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payment/protected/receipt/${mine.movementId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload)).toContain('Компенсация по претензии');
    const history = await call('GET', '/api/payment/protected/history', customer.token);
    expect(
      history.body.content.some((m: { kind: string; amount: number }) => m.kind === 'compensation' && m.amount === 1200),
    ).toBe(true);

    const liability = await rows(
      sql`select carrier, amount_tiyn::int as amount from carrier_liabilities where claim_id = ${claimId}`,
    );
    expect(liability).toEqual([{ carrier: 'STEPPE', amount: 80_000 }]);
    const userId = userIdOf(customer.token);
    const sms = await rows<{ text: string }>(sql`select text from sms_outbox where dedupe_key = ${`claim-paid:${claimId}`}`);
    expect(sms[0]?.text).toMatch(/1\s200\s₸/);
    expect((await t.mails('a@mail.kz')).some((m) => m.subject.includes(customer.orders[0]?.orderNumber ?? '?'))).toBe(true);
    expect(userId).toBeTruthy();
  });

  it('refuses a second compensation, and the payout job pays nothing twice', async () => {
    const before = await balance();
    const again = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, { outcome: 'compensate' }, 'RU');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'CLAIM_ALREADY_DECIDED', message: 'По претензии уже принято решение' });
    const refuse = await staffCall(operator, 'POST', `/api/operator/claims/${claimId}/decision`, {
      outcome: 'refuse',
      reason: 'x',
    });
    expect(refuse.statusCode).toBe(409);
    expect(
      await t.app
        .inject({
          method: 'POST',
          url: `${BASE}/${claimId}/photos`,
          payload: await photo(),
          headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'image/jpeg' },
        })
        .then((r) => r.json().errorCode),
    ).toBe('CLAIM_ALREADY_DECIDED');
    expect(await balance()).toBe(before);
    // The payout job finds nothing to pay; a claim marked unpaid again (a crash after the ledger moved) is not paid
    // twice: the ledger's key is the claim.
    expect(await t.app.claims.payDue()).toEqual({ paid: 0, failed: 0 });
    await t.database.db.execute(sql`update claims set paid_at = null where id = ${claimId}`);
    await t.app.claims.payDue();
    expect(await balance()).toBe(before);
    const movements = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`claim-compensation:${claimId}`}`,
    );
    expect(movements[0]?.n).toBe(1);
  });
});

describe('the console', () => {
  it('refuses a claim with a reason, and flags claims past their review term on the dashboard and in the list', async () => {
    const lost = customer.orders[2] as { id: string };
    const filed = await call('POST', BASE, customer.token, {
      orderId: lost.id,
      type: 'loss',
      description: 'Посылка не пришла',
      amount: 1000,
    });
    expect(filed.status).toBe(200);
    const late = customer.orders[3] as { id: string };
    const options = await call('GET', `${BASE}/order/${late.id}`, customer.token);
    const delay = options.body.types.find((x: { type: string }) => x.type === 'delay');
    // 5 days late: 15 % of the fee.
    expect(delay.maxAmount).toBeGreaterThan(0);
    const delayClaim = await call('POST', BASE, customer.token, {
      orderId: late.id,
      type: 'delay',
      description: 'Опоздали на 5 дней',
      amount: delay.maxAmount,
    });
    expect(delayClaim.status).toBe(200);
    await t.database.db.execute(sql`update claims set review_by = ${addDays(today(), -1)} where id = ${filed.body.id}`);

    const board = await staffCall(viewer, 'GET', '/api/operator/dashboard');
    expect(board.json().claims.overdue).toBeGreaterThanOrEqual(1);
    const overdue = await staffCall(viewer, 'GET', '/api/operator/claims?overdue=true');
    expect(overdue.json().content.map((c: { id: string }) => c.id)).toContain(filed.body.id);
    expect(overdue.json().content.every((c: { overdue: boolean }) => c.overdue)).toBe(true);

    const noReason = await staffCall(operator, 'POST', `/api/operator/claims/${delayClaim.body.id}/decision`, {
      outcome: 'refuse',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { reason: 'This field is required' } });
    const before = await balance();
    const refused = await staffCall(operator, 'POST', `/api/operator/claims/${delayClaim.body.id}/decision`, {
      outcome: 'refuse',
      reason: 'Задержка уже возмещена автоматически',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'refused',
      refusalReason: 'Задержка уже возмещена автоматически',
      compensation: null,
    });
    expect(await balance()).toBe(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/audit?targetType=claim', headers: operator.headers })).statusCode,
    ).toBeLessThan(500);
  });
});

describe('a delay claim on an order paid with a promo code', () => {
  it('counts from what was paid, as the late-delivery credit does: the credited days are not paid twice', async () => {
    const { token } = await f.user('person');
    const order = (
      await call('POST', '/api/order/protected/order', token, f.orderBody(await f.quote(), { promoCode: 'JETKIZ10' }))
    ).body as { id: string; totalAmount: number; totalWithPromo: number };
    expect(order.totalWithPromo).toBeLessThan(order.totalAmount);
    expect((await f.payOrder(token, order)).status).toBe(200);
    // Due six days ago, delivered yesterday through the tracking path: the automatic credit pays its 5 days.
    await setOrder(order.id, sql`status = 'in_transit', due_on = ${addDays(today(), -6)}`);
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
      if (!row) throw new Error('no order');
      await t.app.orders.applyTracking(tx, row, {
        status: 'delivered',
        courierAssigned: false,
        at: new Date(Date.now() - 24 * 3600 * 1000),
      });
    });
    const [credited] = await rows<{ days: number; credit: number }>(
      sql`select late_days::int as days, late_credit::int as credit from orders where id = ${order.id}`,
    );
    // 15 % of the price paid.
    expect(credited).toEqual({ days: 5, credit: Math.round(order.totalWithPromo * 15) });

    // The credit has paid all the delay is worth: nothing is left to claim for it.
    const options = await call('GET', `${BASE}/order/${order.id}`, token, undefined, 'EN');
    expect(options.status).toBe(200);
    expect(options.body.types.map((x: { type: string }) => x.type)).not.toContain('delay');
    const claimed = await call(
      'POST',
      BASE,
      token,
      { orderId: order.id, type: 'delay', description: 'Опоздали', amount: 1 },
      'EN',
    );
    expect(claimed.status).toBe(409);
    expect(claimed.body).toMatchObject({
      errorCode: 'CLAIM_ALREADY_COMPENSATED',
      message: 'The whole compensation the rules allow for such a claim on this order has already been paid',
    });
  });
});

describe("an order's claims together", () => {
  it('never pay more than the cap they share: a second damage claim or a shortage after it gets only what is left', async () => {
    const {
      token,
      orders: [paid],
    } = await f.paidOrders(1);
    const order = paid as { id: string; totalWithPromo: number };
    await setOrder(order.id, sql`status = 'delivered', delivered_at = now() - interval '1 day', due_on = ${today()}`);
    const wallet = async () => (await call('GET', '/api/payment/protected/balance', token)).body.KZT as number;
    const cap = order.totalWithPromo * 2;
    const file = (type: string, amount: number, lang = 'EN') =>
      call('POST', BASE, token, { orderId: order.id, type, description: 'Коробка смята', amount }, lang);
    const decide = (id: string, body: object = { outcome: 'compensate' }) =>
      staffCall(operator, 'POST', `/api/operator/claims/${id}/decision`, body);
    const before = await wallet();

    // A damage claim paid in part, then a shortage claim: the shortage may claim only the rest of the cap.
    const damage = await file('damage', cap);
    expect(damage.status).toBe(200);
    expect((await decide(damage.body.id, { outcome: 'compensate', amount: cap / 4 })).statusCode).toBe(200);
    const offered = (await call('GET', `${BASE}/order/${order.id}`, token)).body.types;
    expect(offered).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'shortage', maxAmount: cap - cap / 4 })]));
    const tooMuch = await file('shortage', cap);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorCode).toBe('CLAIM_AMOUNT_ABOVE_RULE');

    // Two claims under review at once, decided at once: the first takes the rest of the cap, the second nothing.
    const shortage = await file('shortage', cap - cap / 4);
    const again = await file('damage', cap - cap / 4);
    expect([shortage.status, again.status]).toEqual([200, 200]);
    const operatorView = await staffCall(operator, 'GET', `/api/operator/claims/${again.body.id}`);
    expect(operatorView.json().computedCompensation).toBe(cap - cap / 4);
    const decided = await Promise.all([decide(shortage.body.id), decide(again.body.id)]);
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(decided.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      errorCode: 'CLAIM_ALREADY_COMPENSATED',
      message: 'The whole compensation the rules allow for such a claim on this order has already been paid',
    });
    expect(await wallet()).toBeCloseTo(before + cap, 2);

    // Nothing is left: the form offers no cargo claim, and filing one says why, in the caller's language.
    const left = (await call('GET', `${BASE}/order/${order.id}`, token)).body.types.map((x: { type: string }) => x.type);
    expect(left).not.toContain('damage');
    const more = await file('damage', 1, 'KZ');
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({
      errorCode: 'CLAIM_ALREADY_COMPENSATED',
      message: 'Бұл тапсырыс бойынша мұндай шағымға ережелер рұқсат ететін өтемақы толық төленіп қойған',
    });
    expect(await wallet()).toBeCloseTo(before + cap, 2);
  });
});
