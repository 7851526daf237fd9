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

const { call, user, quote, orderBody } = fixtures(() => t, '7778');

/** Moves the app's clock to an instant (the clock only moves by offsets). */
const setClock = (iso: string) => t.advance((new Date(iso).getTime() - Date.now()) / 1000);
const resetClock = () => setClock(new Date().toISOString());

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
    expect(ru).toMatch(/НДС 16 %[^\n]*:\n16 000 ₸/);
    expect(ru).not.toContain('12 %');
    const kk = await pdfOf('/api/payment/protected/jur/invoice?sum=116000', company.token, 'KZ');
    expect(kk).toMatch(/оның ішінде ҚҚС 16 % \/ в т. ч. НДС 16 %:\n16 000 ₸/);
    const en = await pdfOf('/api/payment/protected/jur/invoice?sum=116000', company.token, 'EN');
    expect(en).toMatch(/incl. VAT 16% \/ в т. ч. НДС 16 %:\n16,000 ₸/);
  });

  it('a 2025 turnover is taxed at 12 %, and its invoice printed in 2026 still says 12 %', async () => {
    setClock('2025-12-30T06:00:00Z');
    try {
      const { token } = await user('person');
      const company = await user('company');
      const transfer = await pdfOf('/api/payment/protected/jur/invoice?sum=112000', company.token);
      expect(transfer).toMatch(/в т. ч. НДС 12 %[^\n]*:\n12 000 ₸/);

      const order = (await call('POST', '/api/order/protected/order', token, orderBody(await quote()))).body;
      const issued = await call('PUT', `/api/payment/protected/invoice/${order.id}`, token);
      expect(issued.status).toBe(200);
      expect(issued.body.issuedAt.slice(0, 4)).toBe('2025');

      resetClock();
      const later = await pdfOf(`/api/payment/protected/order/${order.id}/invoice`, token);
      expect(later).toContain('в т. ч. НДС 12 %');
      expect(later).not.toContain('16 %');
    } finally {
      resetClock();
    }
  });
});
