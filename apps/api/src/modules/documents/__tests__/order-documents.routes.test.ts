import { addDays, almatyDate, createWorkCalendar, formatPickupDate } from '@jetkiz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

/**
 * An order's documents as a customer downloads them (spec §1, §7 files/file): which exist at each point of the
 * order's life and what they say about its payment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, payOrder, priorityOrderBody } = fixtures(() => t, '77481');
const calendar = createWorkCalendar();
const pickupDay = () => formatPickupDate(calendar.workingDayOnOrAfter(addDays(almatyDate(new Date()), 1)));

describe("a post-paid company's order handed over on credit", () => {
  it('has its waybill and labels (the courier needs them), no receipt, and the waybill says the act bills it', async () => {
    const { token } = await user('company');
    await t.app.avr.setCompanyTerms(userIdOf(token), { postPaid: true, creditLimitTiyn: 1_000_000_00 });
    const order = (await call('POST', '/api/order/protected/jur/order', token, orderBody(await quote()))).body;
    const sent = await call(
      'POST',
      `/api/order/protected/jur/send/${order.id}?pickupDate=${encodeURIComponent(pickupDay())}`,
      token,
    );
    expect(sent.status).toBe(200);
    expect((await call('GET', `/api/order/protected/jur/${order.id}`, token)).body).toMatchObject({
      status: 'sent',
      paymentStatus: 'unpaid',
    });

    const files = await call('GET', `/api/order/protected/jur/files?orderId=${order.id}`, token);
    expect(files.status).toBe(200);
    expect(files.body.map((f: { type: string }) => f.type)).toEqual(['waybill', 'label', 'labels', 'invoice']);
    for (const type of ['label', 'labels']) {
      const file = await call('GET', `/api/order/protected/jur/file/${order.id}.${type}`, token);
      expect(file.status).toBe(200);
      expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('GET', `/api/order/protected/jur/file/${order.id}.receipt`, token)).status).toBe(404);

    for (const [header, said, notSaid] of [
      ['RU', 'Постоплата (по акту)\n4 100,00 ₸', /К оплате|Оплачено с кошелька/],
      ['KZ', 'Кейін төлеу (акт бойынша)\n4 100,00 ₸', /Төлеуге|Әмияннан төленді/],
      ['EN', 'Post-paid (monthly act)\n4,100.00 ₸', /Due|Paid from the wallet/],
    ] as const) {
      const waybill = await call('GET', `/api/order/protected/jur/file/${order.id}.waybill`, token, undefined, header);
      expect(waybill.status).toBe(200);
      const text = pdfText(waybill.raw.rawPayload);
      expect(text).toContain(said);
      expect(text).not.toMatch(notSaid);
    }
  }, 60_000);

  it('a formed order not yet handed over has only its invoice', async () => {
    const { token } = await user('company');
    expect(token).toBeTruthy();
    await t.app.avr.setCompanyTerms(userIdOf(token), { postPaid: true, creditLimitTiyn: 1_000_000_00 });
    const order = (await call('POST', '/api/order/protected/jur/order', token, orderBody(await quote()))).body;
    const files = await call('GET', `/api/order/protected/jur/files?orderId=${order.id}`, token);
    expect(files.body.map((f: { type: string }) => f.type)).toEqual(['invoice']);
    expect((await call('GET', `/api/order/protected/jur/file/${order.id}.waybill`, token)).status).toBe(404);
  }, 60_000);
});

describe("the buyer's and payer's number on the invoice and the receipt", () => {
  it('an individual entrepreneur is named by its IIN, not as a BIN; a person by IIN, not «ИИН/БИН»', async () => {
    const phone = '77481000404';
    const registered = await call('POST', '/api/identity/public/registration/register-company', undefined, {
      firstName: 'Гульнара',
      lastName: 'Омарова',
      username: phone,
      email: 'ie@mail.kz',
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      bin: '880425406781',
      entityType: 1,
      name: 'ИП Омарова',
      legalAddress: 'г. Астана, ул. Кенесары, 40',
    });
    expect(registered.status).toBe(200);
    const confirmed = await call('POST', '/api/identity/public/registration/confirm-code', undefined, {
      code: await t.lastCode(phone),
      userName: phone,
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      userType: 'company',
    });
    const entrepreneur = confirmed.body.access_token as string;
    for (const [header, label] of [
      ['RU', 'ИИН / ЖСН\n880425406781'],
      ['KZ', 'ЖСН / ИИН\n880425406781'],
      ['EN', 'IIN / ИИН\n880425406781'],
    ] as const) {
      const invoice = await call('GET', '/api/payment/protected/jur/invoice?sum=10000', entrepreneur, undefined, header);
      expect(invoice.status).toBe(200);
      const text = pdfText(invoice.raw.rawPayload);
      expect(text).toContain(label);
      expect(text).not.toMatch(/(БИН|BIN|БСН) \/ [^\n]*\n880425406781/);
    }

    const { token } = await user('person');
    const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
    const invoice = pdfText((await call('GET', `/api/payment/protected/order/${order.id}/invoice`, token)).raw.rawPayload);
    expect(invoice).toContain('ИИН / ЖСН\n850722400008');
    expect(invoice).not.toContain('ИИН/БИН');
  }, 60_000);
});

describe("a company party's contact person", () => {
  it('is printed under the company on the waybill and the label, in each language', async () => {
    const { token } = await user('person');
    const body = orderBody(await quote(), {
      receiver: {
        companyName: 'ТОО «Қарағанды Көмір»',
        lastName: 'Ахметов',
        firstName: 'Ерлан',
        phone: '+7 (777) 123 45 67',
        streetAbbrId: 2,
        street: 'Бухар-Жырау',
        house: '49',
      },
    });
    const order = (await call('POST', '/api/order/protected/order', token, body)).body;
    expect((await payOrder(token, order)).status).toBe(200);
    for (const [header, contact] of [
      ['RU', 'Контактное лицо: Ахметов Ерлан'],
      ['KZ', 'Байланыс тұлғасы: Ахметов Ерлан'],
      ['EN', 'Contact person: Ахметов Ерлан'],
    ] as const) {
      for (const type of ['waybill', 'label']) {
        const file = await call('GET', `/api/order/protected/file/${order.id}.${type}`, token, undefined, header);
        expect(file.status).toBe(200);
        expect(pdfText(file.raw.rawPayload)).toContain(`ТОО «Қарағанды Көмір»\n${contact}\n+7 (777) 123 45 67`);
      }
    }
    // A person's own name is not repeated as a contact.
    const sender = pdfText((await call('GET', `/api/order/protected/file/${order.id}.waybill`, token)).raw.rawPayload);
    expect(sender).toContain('Сәрсенова Айгерім\n+7 (701) 555 44 33');
  }, 60_000);
});

describe('a priority order of several places', () => {
  it('has as many places as its quote, so the waybill counts them and a label is printed for each', async () => {
    const { token } = await user('company');
    const calc = await call('POST', '/api/calc/protected/jur/priority/calc', token, {
      from: '750000000',
      to: '351010000',
      physWeight: 10,
      volume: 0.05,
      placeCnt: 3,
      deliverySign: 1,
    });
    expect(calc.status).toBe(200);
    const calculatorId = calc.body.tariffs?.[0]?.calculatorId ?? calc.body.calculatorId;
    const order = (await call('POST', '/api/order/protected/jur/priority/order', token, priorityOrderBody(calculatorId))).body;
    expect(order.placeCnt ?? order.parcel?.placeCnt).toBe(3);
    expect((await payOrder(token, order)).status).toBe(200);
    const waybill = pdfText((await call('GET', `/api/order/protected/jur/file/${order.id}.waybill`, token)).raw.rawPayload);
    expect(waybill).toMatch(/Кол-во мест\n3\n/);
    expect(waybill).toContain('× 3 шт.');
    const labels = pdfText((await call('GET', `/api/order/protected/jur/file/${order.id}.label`, token)).raw.rawPayload);
    expect(labels).toContain('Место 3 из 3');
  }, 60_000);
});
