import { describe, expect, it } from 'vitest';
import { fillText, placeholdersOf } from './fill-text.ts';

describe('fillText', () => {
  it.each([
    ['Код {{code}}', { code: '1234' }, 'Код 1234'],
    ['{{n}} из {{m}}', { n: 1, m: 3 }, '1 из 3'],
    ['{{a}} и {{a}}', { a: 'x' }, 'x и x'],
    ['нет значения {{missing}}', {}, 'нет значения {{missing}}'],
    ['одинарные {code} не трогаем', { code: '1' }, 'одинарные {code} не трогаем'],
    ['$& и $1 в значении', { v: '$&' }, '$& и $1 в значении'],
    ['{{v}}', { v: '$&$1' }, '$&$1'],
    ['{{toString}}', {}, '{{toString}}'],
  ])('%s', (template, values, expected) => {
    expect(fillText(template, values)).toBe(expected);
  });

  it('lists the placeholders once each', () => {
    expect(placeholdersOf('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });
});
