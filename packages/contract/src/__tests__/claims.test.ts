import { describe, expect, it } from 'vitest';
import { claimEndpoints } from '../claim-endpoints.ts';
import { CLAIM_ERRORS } from '../claim-errors.ts';
import { CLAIM_ROUTES, CLAIM_STATUS_NAMES, CLAIM_TEXTS, CLAIM_TYPE_NAMES } from '../claims.ts';

describe('the claims contract (issue 19)', () => {
  it('has a schema-free endpoint for every claim route, with the same verb and path', () => {
    for (const route of CLAIM_ROUTES) {
      expect(claimEndpoints[route.schema.operationId as keyof typeof claimEndpoints]).toEqual({
        method: route.method,
        url: route.url,
      });
    }
    expect(Object.keys(claimEndpoints)).toHaveLength(CLAIM_ROUTES.length);
    const ids = CLAIM_ROUTES.map((r) => r.schema.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says every text in ru, kk and en, Kazakh not a copy of Russian', () => {
    const texts = [
      ...Object.values(CLAIM_ERRORS).map((e) => e.message),
      ...Object.values(CLAIM_TYPE_NAMES),
      ...Object.values(CLAIM_STATUS_NAMES),
      ...Object.values(CLAIM_TEXTS),
    ];
    for (const text of texts) {
      for (const lang of ['ru', 'kk', 'en'] as const) expect(text[lang].trim()).not.toBe('');
      expect(text.kk).not.toBe(text.ru);
    }
  });
});
