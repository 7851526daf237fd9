import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTrackNumber,
  drawTrackNumber,
  isLegacyTrackNumber,
  makeTrackNumber,
  s10CheckDigit,
  TRACK_NUMBER_SPACE,
  type TrackRefusal,
} from './s10.ts';

describe('S10 track numbers', () => {
  it.each([
    ['47312482', 9],
    ['12345678', 5],
    ['00000000', 5],
    ['00000001', 4],
  ])('serial %s → check digit %i', (serial, check) => {
    expect(s10CheckDigit(serial)).toBe(check);
  });

  it('builds and reads back, accepting lower case and spaces', () => {
    const track = makeTrackNumber('JK', 47_312_482);
    expect(track).toBe('JK473124829KZ');
    expect(checkTrackNumber('jk 4731 2482 9 kz')).toEqual({ ok: true, value: 'JK473124829KZ' });
  });

  // What people paste: a number from an SMS or a label with its spaces, dashes of any kind, a Cyrillic twin of a letter.
  it.each([
    ['JK473124829KZ', 'as printed'],
    [' JK 4731 2482 9 KZ ', 'spaced as on the label'],
    ['JK\u00a04731\u202f2482\u20099\u00a0KZ', 'with no-break and thin spaces'],
    ['JK-4731-2482-9-KZ', 'with hyphens'],
    ['JK\u2011473124829\u2013KZ', 'with a non-breaking hyphen and a dash'],
    ['jk473124829kz', 'in lower case'],
    ['JК473124829КZ', 'with the Cyrillic К of a Kazakh keyboard'],
    ['JK473124829KZ\u200b', 'with a zero-width space copied along'],
  ])('%j reads as JK473124829KZ (%s)', (input) => {
    expect(checkTrackNumber(input)).toEqual({ ok: true, value: 'JK473124829KZ' });
  });

  it.each<[unknown, TrackRefusal]>([
    ['', { problem: 'empty' }],
    ['  - ', { problem: 'empty' }],
    [42, { problem: 'empty' }],
    ['JZ-00001000', { problem: 'orderNumber' }],
    ['jz00001000', { problem: 'orderNumber' }],
    ['ЖК473124829KZ', { problem: 'letter', char: 'Ж' }],
    ['JK47312482ӘKZ', { problem: 'letter', char: 'Ә' }],
    ['JK473124829KZ.', { problem: 'character', char: '.' }],
    ['№JK473124829KZ', { problem: 'character', char: '№' }],
    ['JK/473124829/KZ', { problem: 'character', char: '/' }],
    ['JK47312482KZ', { problem: 'length', count: 12 }],
    ['JK4731', { problem: 'length', count: 6 }],
    ['JK473124829KZ7', { problem: 'length', count: 14 }],
    ['A'.repeat(2_000), { problem: 'length', count: 2_000 }],
    ['STP1234567001', { problem: 'digitExpected', position: 3, char: 'P' }],
    ['JK4731248S9KZ', { problem: 'digitExpected', position: 10, char: 'S' }],
    ['JK47312482OKZ', { problem: 'digitExpected', position: 11, char: 'O' }],
    ['1K473124829KZ', { problem: 'letterExpected', position: 1, char: '1' }],
    ['JK4731248290Z', { problem: 'letterExpected', position: 12, char: '0' }],
    ['JK473124829RU', { problem: 'country', end: 'RU' }],
    ['JK473124828KZ', { problem: 'checksum' }],
  ])('%j is refused: %j', (input, refusal) => {
    expect(checkTrackNumber(input)).toEqual({ ok: false, ...refusal });
  });

  it('a generated number always validates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (serial) => checkTrackNumber(makeTrackNumber('JK', serial)).ok),
    );
  });

  it('changing any one digit changes the check digit, but for the S10 scheme’s own blind spot (remainders 0 and 6 both give 5)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (serial, position, delta) => {
          const changed = `${serial.slice(0, position)}${(Number(serial[position]) + delta) % 10}${serial.slice(position + 1)}`;
          const remainder = (s: string) => [8, 6, 4, 2, 3, 5, 9, 7].reduce((sum, w, i) => sum + w * Number(s[i]), 0) % 11;
          const blindSpot =
            new Set([remainder(serial), remainder(changed)]).size === 2 &&
            [0, 6].includes(remainder(serial)) &&
            [0, 6].includes(remainder(changed));
          return blindSpot || s10CheckDigit(changed) !== s10CheckDigit(serial);
        },
      ),
    );
  });

  it('draws valid numbers from the whole space, never with the legacy letters', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (draws) => {
        let i = 0;
        const track = drawTrackNumber((max) => (draws[i++ % draws.length] ?? 0) % max);
        return checkTrackNumber(track).ok && !isLegacyTrackNumber(track);
      }),
    );
    // The lowest and the highest draw: AA 00000000 and ZZ 99999999; J then Z is drawn again.
    expect(drawTrackNumber(() => 0)).toBe('AA000000005KZ');
    expect(drawTrackNumber((max) => max - 1)).toBe(makeTrackNumber('ZZ', 99_999_999));
    const legacyFirst = [9, 25, 1, 2, 3];
    expect(drawTrackNumber(() => legacyFirst.shift() ?? 0)).toBe(makeTrackNumber('BC', 3));
    expect(TRACK_NUMBER_SPACE).toBe(67_500_000_000);
    expect(isLegacyTrackNumber(makeTrackNumber('JZ', 1000))).toBe(true);
  });
});
