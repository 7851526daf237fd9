import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTrackNumber,
  drawTrackNumber,
  isLegacyTrackNumber,
  makeTrackNumber,
  s10CheckDigit,
  TRACK_NUMBER_SPACE,
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

  it.each([
    ['JK473124828KZ', 'checksum'],
    ['JK473124829RU', 'country'],
    ['JK47312482KZ', 'format'],
    ['1K473124829KZ', 'format'],
    ['', 'format'],
    [42, 'format'],
  ])('%j is refused: %s', (input, problem) => {
    expect(checkTrackNumber(input)).toEqual({ ok: false, problem });
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
