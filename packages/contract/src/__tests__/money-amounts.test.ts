import { tengeToTiyn } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { positiveAmountProblem } from '../operator-money-errors.ts';

describe('the words under an amount that must be above zero', () => {
  it.each([
    [100, 'en', undefined],
    [0.01, 'ru', undefined],
    [0, 'en', 'Enter an amount above zero with at most two decimals'],
    [-5, 'kk', 'Нөлден үлкен соманы үтірден кейін екі таңбаға дейін көрсетіңіз'],
    ['abc', 'en', 'Enter an amount above zero with at most two decimals'],
    [1.005, 'en', 'At most two decimals'],
    [99_999_999_999_999, 'en', 'The amount is too large'],
    [99_999_999_999_999, 'ru', 'Слишком большая сумма'],
    [1e20, 'kk', 'Сома тым үлкен'],
  ] as const)('%s in %s', (amount, lang, words) => {
    expect(positiveAmountProblem(tengeToTiyn(amount), lang)).toBe(words);
  });
});
