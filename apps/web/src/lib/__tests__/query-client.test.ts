import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { changeLanguage, initI18n, loadLanguage } from '../i18n.ts';
import { keptAcrossLanguageSwitch, MAX_RETRY_DELAY_MS, retryDelay, shouldRetry } from '../query-client.ts';

describe('data-fetch retry policy', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [3, 8_000],
    [5, 30_000],
    [20, 30_000],
  ])('waits %i → %i ms, never more than 30 s', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
    expect(retryDelay(attempt)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
  });

  it.each([
    [0, 0, true],
    [0, 503, true],
    [0, 500, true],
    [0, 429, true],
    [0, 400, false],
    [0, 401, false],
    [0, 404, false],
    [3, 503, false],
  ])('after %i failures, status %i → retry %s', (failures, status, expected) => {
    expect(shouldRetry(failures, new ApiError(status, {}, 'x'))).toBe(expected);
  });
});

describe('an answer asked again in another language', () => {
  it('keeps the old one on screen until the new comes; another question starts empty', async () => {
    initI18n();
    await loadLanguage('ru');
    const shown = { claims: [1] };
    // The key ends in the language it was asked in: switched to Kazakh, the Russian answer stays until Kazakh comes.
    await changeLanguage('kk');
    expect(keptAcrossLanguageSwitch(shown, { queryKey: ['claims', 'order', 'o1', 'ru'] })).toBe(shown);
    // In the same language, another order's question has nothing to show meanwhile (not the other order's claims).
    expect(keptAcrossLanguageSwitch(shown, { queryKey: ['claims', 'order', 'o1', 'kk'] })).toBeUndefined();
    // A key without a language, and a first question, keep nothing.
    expect(keptAcrossLanguageSwitch(shown, { queryKey: ['reference', 'terminals'] })).toBeUndefined();
    expect(keptAcrossLanguageSwitch(undefined, undefined)).toBeUndefined();
    await changeLanguage('ru');
  });
});
