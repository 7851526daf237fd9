import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, payOrder } = fixtures(() => t, '7778');

/** Moves the app's clock to an instant, and back to the real time (the clock only moves by offsets). */
let shift = 0;
const setClock = (iso: string) => {
  const seconds = (new Date(iso).getTime() - (Date.now() + shift)) / 1000;
  shift += seconds * 1000;
  t.advance(seconds);
};
const resetClock = () => {
  t.advance(-shift / 1000);
  shift = 0;
};

const pdfOf = async (url: string, token: string, lang = 'RU') => {
  const response = await call('GET', url, token, undefined, lang);
  expect(response.status).toBe(200);
  return pdfText(response.raw.rawPayload);
};

describe('VAT at the rate of the turnover date', () => {
  it('a 2026 invoice for 116 000 ₸ holds 16 % VAT, 16 000 ₸, in every language', async () => {
    const company = await user('company');
    const ru = await pdfOf('/api/payment/protected/jur/invoice?sum=116000', company.token);
    expect(ru).toContain('в т. ч. НДС 16 %');
    expect(ru).toMatch(/НДС 16 %[^\n]*:\n16 000,00 ₸/);
    // Every sum with its tiyn, as on a Kazakh invoice: the VAT beside «116 000,00 ₸», not a bare «116 000 ₸».
    expect(ru).toMatch(/Итого \/ Барлығы:\n116 000,00 ₸/);
    expect(ru).toMatch(/Всего к оплате \/ Барлығы төлеуге:\n116 000,00 ₸/);
    expect(ru).not.toContain('12 %');
    const kk = await pdfOf('/api/payment/protected/jur/invoice?sum=116000', company.token, 'KZ');
    expect(kk).toMatch(/оның ішінде ҚҚС 16 % \/ в т. ч. НДС 16 %:\n16 000,00 ₸/);
    const en = await pdfOf('/api/payment/protected/jur/invoice?sum=116000', company.token, 'EN');
    expect(en).toMatch(/incl. VAT 16% \/ в т. ч. НДС 16 %:\n16,000.00 ₸/);
  });

  it('a 2025 turnover is taxed at 12 %, and its invoice printed in 2026 still says 12 %', async () => {
    setClock('2025-12-30T06:00:00Z');
    try {
      const { token } = await user('person');
      const company = await user('company');
      const transfer = await pdfOf('/api/payment/protected/jur/invoice?sum=112000', company.token);
      expect(transfer).toMatch(/в т. ч. НДС 12 %[^\n]*:\n12 000,00 ₸/);

      const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
      const issued = await call('PUT', `/api/payment/protected/invoice/${order.id}`, token);
      expect(issued.status).toBe(200);
      expect(issued.body.issuedAt.slice(0, 4)).toBe('2025');

      const paid = await payOrder(token, order);
      expect(paid.status).toBe(200);

      resetClock();
      const later = await pdfOf(`/api/payment/protected/order/${order.id}/invoice`, token);
      expect(later).toContain('в т. ч. НДС 12 %');
      expect(later).not.toContain('16 %');
      expect(await pdfOf(`/api/payment/protected/receipt/${paid.body.receiptId}`, token)).toContain('в т. ч. НДС 12 %');

      // Cancelled in 2026: the refund reverses a 2025 turnover, so its receipt keeps 12 %.
      expect((await call('PUT', `/api/order/protected/cancel/${order.id}`, token)).body).toMatchObject({
        paymentStatus: 'refunded',
      });
      const refund = (await call('GET', '/api/payment/protected/history?kind=refund', token)).body.content[0];
      expect(refund.createdAt.slice(0, 4)).toBe('2026');
      expect(await pdfOf(`/api/payment/protected/receipt/${refund.id}`, token)).toContain('в т. ч. НДС 12 %');
    } finally {
      resetClock();
    }
  });
});
