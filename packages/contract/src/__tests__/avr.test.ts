import { AVR_STATUSES } from '@jetkiz/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AVR_ROUTES, AVR_STATUS_NAMES, AvrListQuerySchema, AvrSignBodySchema, avrVerificationPagePath } from '../avr.ts';
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
      expect(Object.keys(endpoints)).not.toContain(route.schema.operationId);
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
      expect(Object.keys(ERRORS)).not.toContain(code);
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
