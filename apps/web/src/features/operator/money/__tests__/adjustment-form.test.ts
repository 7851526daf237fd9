import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../../lib/i18n.ts';
import { adjustmentProblems, signedTenge } from '../adjustment-form.ts';

beforeAll(async () => {
  await loadLanguage('ru');
});

describe('the console’s wallet adjustment form', () => {
  it.each([
    ['1500', 1500],
    ['-1 500,50', -1500.5],
    ['−20', -20],
    ['+300', 300],
    ['12abc', null],
    ['1.234', null],
    ['', null],
    ['abc😀', null],
  ])('the amount %j reads %j', (typed, amount) => {
    expect(signedTenge(typed)).toBe(amount);
  });

  it.each([
    [{ phone: '+7 701 555 00 01', amount: '-500' }, {}],
    [{ phone: '+7 701 555 00 01', amount: '12abc' }, { amount: 'Укажите сумму больше нуля, не более двух знаков после запятой' }],
    [{ phone: '+7 701 555 00 01', amount: '0' }, { amount: 'Укажите сумму больше нуля, не более двух знаков после запятой' }],
    [{ phone: 'abc😀', amount: '100' }, { phone: 'Неверный формат номера телефона' }],
  ])('%j → %j', (form, problems) => {
    expect(adjustmentProblems(form, 'ru')).toEqual(problems);
  });
});
