import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { callerHeaders } from './http.ts';
import { staffSession } from './staff.ts';

/**
 * A field the API refuses by a rule of its own (not the schema's) is said in every language beside `fields`, so a page
 * switched to another language says the message again in that one: the calculator, the handover's pickup date, the
 * transfer invoice, partners, the newsletter, the calendar and the console's money all said it in the caller's only.
 */
describe('a refused field is answered in every language', () => {
  let t: TestApp;
  const f = fixtures(() => t, '77486');
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Answer = { fields?: Record<string, string>; fieldTexts?: Record<string, { ru: string; kk: string; en: string }> };
  /** The answer's field said in the caller's language (Kazakh here) and, beside it, in all three. */
  const saidInEveryLanguage = (status: number, body: Answer, field: string) => {
    expect(status).toBe(400);
    const texts = body.fieldTexts?.[field];
    expect(texts, `fieldTexts.${field} of ${JSON.stringify(body)}`).toBeDefined();
    expect(body.fields?.[field]).toBe(texts?.kk);
    expect(new Set([texts?.ru, texts?.kk, texts?.en]).size).toBe(3);
  };
  const ask = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const answer = await t.app.inject({ method, url, payload, headers: { ...callerHeaders(undefined, 'KZ'), ...headers } });
    return { status: answer.statusCode, body: answer.json() as Answer };
  };

  it('the calculator: a locality it does not know', async () => {
    const { status, body } = await ask('POST', '/api/calc/public/calc', {
      from: ALMATY,
      to: '999999999',
      packDtos: [{ length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 1 }],
    });
    saidInEveryLanguage(status, body, 'to');
    expect(body.fieldTexts?.to).toEqual({
      ru: 'Населённый пункт не найден',
      kk: 'Елді мекен табылмады',
      en: 'No locality found',
    });
  });

  it('the handover: a pickup date in the past', async () => {
    const { token } = await f.user('person');
    const { status, body } = await ask(
      'POST',
      `/api/order/protected/send/${randomUUID()}?pickupDate=${encodeURIComponent('01.01.2020 10:00:00')}`,
      undefined,
      callerHeaders(token, 'KZ'),
    );
    saidInEveryLanguage(status, body, 'pickupDate');
  });

  it('the transfer invoice: a sum below the smallest', async () => {
    const { token } = await f.user('company');
    const { status, body } = await ask('GET', '/api/payment/protected/jur/invoice?sum=1', undefined, callerHeaders(token, 'KZ'));
    saidInEveryLanguage(status, body, 'sum');
  });

  it('the partner application, the newsletter and the calendar', async () => {
    const partner = await ask('POST', '/api/partner/public/application', {
      name: 'Айгерім',
      phone: '12345',
      email: 'a@mail.kz',
      city: 'Алматы',
    });
    saidInEveryLanguage(partner.status, partner.body, 'phone');
    const newsletter = await ask('POST', '/api/site/public/newsletter', { email: 'not-an-address' });
    saidInEveryLanguage(newsletter.status, newsletter.body, 'email');
    const calendar = await ask('GET', '/api/order/public/calendar?from=2026-02-01&to=2026-01-01');
    saidInEveryLanguage(calendar.status, calendar.body, 'to');
  });

  it('the console’s money: a customer no phone belongs to', async () => {
    const staff = await staffSession(t, 'accountant', '77487');
    const { status, body } = await ask(
      'POST',
      '/api/operator/money/adjustments',
      { phone: '77000000001', amount: 100, reason: 'Тест', requestId: randomUUID() },
      staff.headers,
    );
    saidInEveryLanguage(status, body, 'phone');
  });
});
