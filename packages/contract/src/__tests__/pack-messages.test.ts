import type { Lang, PackField, PackProblem } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { packMessage } from '../validation-messages.ts';

/** The calculator's pack messages, one table for the form and the API: a value over its limit names the limit. */
describe('packMessage', () => {
  it.each<[PackProblem, PackField, Lang, string]>([
    ['tooLarge', 'length', 'ru', 'Не больше 600 см'],
    ['tooLarge', 'height', 'kk', 'Ең көбі 600 см'],
    ['tooLarge', 'width', 'en', 'At most 600 cm'],
    ['tooLarge', 'physWeight', 'ru', 'Не больше 20\u00a0000 кг'],
    ['tooLarge', 'physWeight', 'en', 'At most 20,000 kg'],
    ['tooLarge', 'placeCnt', 'kk', 'Орын саны — ең көбі 999'],
    ['tooLarge', 'placeCnt', 'ru', 'Мест — не больше 999'],
    ['notANumber', 'length', 'ru', 'Введите число'],
    ['notANumber', 'physWeight', 'kk', 'Сан енгізіңіз'],
    ['notPositive', 'length', 'en', 'Must be greater than zero'],
    ['required', 'placeCnt', 'ru', 'Обязательное поле'],
    ['notWhole', 'placeCnt', 'kk', 'Бүтін сан болуы керек'],
  ])('%s %s in %s: «%s»', (problem, field, lang, text) => {
    expect(packMessage(problem, field, lang)).toBe(text);
  });
});
