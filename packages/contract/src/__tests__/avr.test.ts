import { AVR_STATUSES } from '@jetkiz/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AVR_ROUTES,
  AVR_STATUS_NAMES,
  AvrDetailSchema,
  AvrListQuerySchema,
  AvrPublicVerificationSchema,
  AvrSignBodySchema,
  avrVerificationPagePath,
} from '../avr.ts';
import { avrEndpoints } from '../avr-endpoints.ts';
import { AVR_ERRORS, AVR_MESSAGES, AVR_SMS } from '../avr-messages.ts';
import { endpoints } from '../endpoints.ts';
import { ERRORS } from '../errors.ts';

describe('the AVR contract', () => {
  it('has the eight calls of spec §7 exactly as written, under /api', () => {
    const calls = AVR_ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/payment/protected/jur/avrs',
        'GET /api/payment/protected/jur/avr/status',
        'GET /api/payment/protected/jur/avr/{id}',
        'GET /api/payment/protected/jur/avr/{id}/html',
        'GET /api/payment/protected/jur/avr/{id}/details',
        'GET /api/payment/protected/jur/avr/{id}/sign',
        'POST /api/payment/protected/jur/avr/sign',
        'PUT /api/payment/protected/jur/avr/{id}',
      ]),
    );
    expect(calls).toContain('POST /api/payment/protected/jur/avr/{id}/refuse');
    expect(calls).toContain('GET /api/payment/public/avr/verify/{code}');
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('gives every route a unique operationId (also among the other routes) and a schema-free endpoint', () => {
    const ids = AVR_ROUTES.map((r) => r.schema.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of AVR_ROUTES) {
      // Merged into `endpoints` now that the API registers the routes (issue 17).
      expect(endpoints[route.schema.operationId as keyof typeof endpoints]).toEqual({ method: route.method, url: route.url });
      expect(avrEndpoints[route.schema.operationId as keyof typeof avrEndpoints]).toEqual({
        method: route.method,
        url: route.url,
      });
      expect(route.schema.response[200]).toBeDefined();
    }
    expect(Object.keys(avrEndpoints)).toHaveLength(AVR_ROUTES.length);
  });

  it('names every status in ru, kk and en, with the spec §4 labels', () => {
    expect(Object.keys(AVR_STATUS_NAMES).sort()).toEqual([...AVR_STATUSES].sort());
    expect(AVR_STATUS_NAMES.verified.ru).toBe('Подписан и проверен');
    expect(AVR_STATUS_NAMES.signing_error.en).toBe('Signing error');
    expect(AVR_STATUS_NAMES.verification_error.kk).toBe('Тексеру қатесі');
  });

  it('has the §8 messages, and error codes of its own with a 4xx status', () => {
    for (const key of ['sendError', 'signingError', 'verificationError', 'verificationSuccessful'] as const)
      for (const lang of ['ru', 'kk', 'en'] as const) expect(AVR_MESSAGES[key][lang].length).toBeGreaterThan(5);
    for (const [code, error] of Object.entries(AVR_ERRORS)) {
      // Spread into ERRORS now that the routes answer them (issue 17).
      expect(ERRORS[code as keyof typeof ERRORS]).toEqual(error);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
    }
    expect(AVR_SMS.issued.ru).toContain('{{number}}');
  });

  it.each([
    [{}, true],
    [{ itemsPerPage: 25, page: 0, startDate: '01.03.2026', endDate: '2026-03-31', status: 'verified', avrNum: '123' }, true],
    [{ status: '' }, true],
    [{ status: 'unknown' }, false],
    [{ page: -1 }, false],
    [{ itemsPerPage: 10_000 }, false],
    [{ avrNum: 'x'.repeat(31) }, false],
  ])('the registry query %j is valid: %s', (query, valid) => {
    expect(Value.Check(AvrListQuerySchema, query)).toBe(valid);
  });

  it('takes the signed act as avrId + base64 CMS, within a size limit', () => {
    const avrId = '0b7c9a1e-8a0b-4c2e-9d51-7e3f7d6a1b2c';
    const cms = 'MIIB'.repeat(50);
    expect(Value.Check(AvrSignBodySchema, { avrId, cms })).toBe(true);
    expect(Value.Check(AvrSignBodySchema, { avrId, cms: `${cms}<script>` })).toBe(false);
    expect(Value.Check(AvrSignBodySchema, { avrId, cms: 'A'.repeat(200_001) })).toBe(false);
    expect(Value.Check(AvrSignBodySchema, { cms })).toBe(false);
  });

  it('builds the public verification page path from an opaque code', () => {
    expect(avrVerificationPagePath('AbC_123-xyzXYZ0123456789')).toBe('/avr/verify/AbC_123-xyzXYZ0123456789');
  });
});

describe('AVR answers', () => {
  const signature = {
    side: 'company',
    signer: 'ҚАЙРАТҰЛЫ ЕРЛАН',
    iin: '850315400456',
    bin: '190440012345',
    organization: 'ТОО «Дала»',
    certificateSerial: '7a0b2c4d',
    certificateValidFrom: '2025-09-10T05:00:00.000Z',
    certificateValidTo: '2026-09-10T05:00:00.000Z',
    issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)',
    signedAt: '2026-04-03T09:45:00.000Z',
    valid: true,
  };
  const detail = {
    id: '0b7c9a1e-8a0b-4c2e-9d51-7e3f7d6a1b2c',
    number: 'АВР-2026-000123',
    avrStatusCode: 'verified',
    status: 'Подписан и проверен',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    date: '2026-04-01',
    issuedAt: '2026-04-01T04:00:00.000Z',
    amount: 2035.27,
    vat: 280.73,
    vatRate: 16,
    orderCount: 1,
    signed: true,
    paid: false,
    refuseBy: '2026-04-06',
    signBy: '2026-04-08',
    deemedAcceptedAfter: '2026-04-08',
    payBy: '2026-04-09',
    replaces: { id: '4b1f0e7a-3c2d-4e5f-8a9b-0c1d2e3f4a5b', number: 'АВР-2026-000120' },
    replacedBy: null,
    appendix: [
      {
        kind: 'order',
        name: 'JK-260301',
        orderId: null,
        date: '2026-03-01',
        route: 'Алматы → Астана',
        tariff: 'Стандарт',
        quantity: 1,
        price: 2035.27,
        amount: 2035.27,
      },
    ],
    sumInWords: { ru: 'Две тысячи тридцать пять тенге 27 тиын', kk: 'Екі мың отыз бес теңге 27 тиын' },
    history: [{ avrStatusCode: 'issued', status: 'Выставлен', at: '2026-04-01T04:00:00.000Z', by: 'Jetkiz', reason: null }],
    signatures: [signature],
    refusalReason: null,
    due: { amount: 2035.27, total: 2035.27, penalty: 0, daysLate: 0 },
    actions: { sign: false, refuse: false, pay: true },
    documentSha256: 'ab'.repeat(32),
    verificationUrl: 'https://jetkiz.kz/avr/verify/q7Yb3XkP9mRt2VwZ8nLc5HdJ',
  };

  it('describes the detail the registry links to', () => {
    expect(Value.Check(AvrDetailSchema, detail)).toBe(true);
    expect(Value.Check(AvrDetailSchema, { ...detail, avrStatusCode: 'accepted' })).toBe(false);
  });

  it('describes the public verification answer', () => {
    const answer = {
      number: detail.number,
      date: detail.date,
      periodStart: detail.periodStart,
      periodEnd: detail.periodEnd,
      amount: detail.amount,
      supplier: { name: 'ТОО «Jetkiz»', bin: '240340012341' },
      customer: { name: 'ТОО «Дала»', bin: '190440012345', idLabel: 'bin' },
      avrStatusCode: 'verified',
      status: 'Подписан и проверен',
      documentSha256: detail.documentSha256,
      signatures: [{ ...signature, iin: '••••••••0456' }],
      valid: true,
      outcome: 'signed',
      message: AVR_MESSAGES.verificationSuccessful.ru,
      checkedAt: '2026-04-05T10:00:00.000Z',
    };
    expect(Value.Check(AvrPublicVerificationSchema, answer)).toBe(true);
    expect(Value.Check(AvrPublicVerificationSchema, { ...answer, outcome: 'unknown' })).toBe(false);
  });
});
