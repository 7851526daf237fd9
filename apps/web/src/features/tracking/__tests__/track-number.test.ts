import { describe, expect, it } from 'vitest';
import { isBadTrackNumber, normalizeTrackNumber } from '../lib/track-number.ts';

describe('the number the tracking page looks up', () => {
  it.each([
    ['jk 4731 2482 9 kz', 'JK473124829KZ'],
    ['JK-4731-2482-9-KZ', 'JK473124829KZ'],
    ['JК473124829КZ', 'JK473124829KZ'],
    ['JZ-00001000', 'JZ-00001000'],
    [' a%ffb ', 'A%FFB'],
  ])('%j is looked up as %j', (typed, looked) => {
    expect(normalizeTrackNumber(typed)).toBe(looked);
  });

  // Only a mistyped digit is the page's own «check the digits»: a wrong ending, a letter among the digits or an order's
  // number go to the server, whose answer says what is wrong (it said «check the digits» for «…RU» too).
  it.each([
    ['JK473124828KZ', true],
    ['JK473124829KZ', false],
    ['JK473124829RU', false],
    ['JK4731248S9KZ', false],
    ['JZ-00001000', false],
  ])('%j is refused before any call: %s', (number, refused) => {
    expect(isBadTrackNumber(number)).toBe(refused);
  });
});
