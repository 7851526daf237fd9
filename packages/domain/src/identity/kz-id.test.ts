import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binOrIinOf,
  checkBin,
  checkIin,
  isValidBin,
  isValidIin,
  kzIdCheckDigit,
  looksLikeBin,
  withKzIdCheckDigit,
} from './kz-id.ts';

describe('IIN', () => {
  it.each([
    ['900115300003', '1990-01-15', 'male'],
    ['850722400008', '1985-07-22', 'female'],
    ['020315500009', '2002-03-15', 'male'],
    ['051130600008', '2005-11-30', 'female'],
    ['900115300401', '1990-01-15', 'male'],
  ])('reference example %s is valid: born %s, %s', (iin, birthDate, sex) => {
    expect(checkIin(iin)).toEqual({ ok: true, value: { iin, birthDate, sex } });
  });

  it.each([
    ['90011530000', 'format'],
    ['9001153000031', 'format'],
    ['90011530000a', 'format'],
    ['', 'format'],
    [' 900115300003', 'format'],
    [900115300003, 'format'],
    [null, 'format'],
    ['111111123456', 'repeatedDigits'],
    ['900111111113', 'repeatedDigits'],
    ['900115000003', 'centuryDigit'],
    ['900115700003', 'centuryDigit'],
    ['901315300003', 'birthDate'],
    ['900230300003', 'birthDate'],
    ['900115300004', 'checksum'],
    ['850722400009', 'checksum'],
  ])('%j is refused: %s', (input, problem) => {
    expect(checkIin(input)).toEqual({ ok: false, problem });
  });

  it('refuses a birth date after today when today is given', () => {
    const future = withKzIdCheckDigit('30010560000');
    expect(future).not.toBeNull();
    expect(checkIin(future, '2026-11-21')).toEqual({ ok: false, problem: 'birthDate' });
  });

  it('treats a check sum of 10 in both passes as never issued', () => {
    const never = fc.sample(fc.stringMatching(/^\d{11}$/), 20_000).find((s) => kzIdCheckDigit(s) === null);
    expect(never).toBeDefined();
    for (let d = 0; d <= 9; d++) expect(isValidIin(`${never}${d}`) && isValidBin(`${never}${d}`)).toBe(false);
  });
});

/** An IIN built from parts: a real date, a century/sex digit, a serial, the check digit. */
const arbitraryIin = fc
  .record({
    date: fc.date({ min: new Date('1900-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
    sex: fc.constantFrom(0, 1),
    serial: fc.stringMatching(/^\d{4}$/),
  })
  .map(({ date, sex, serial }) => {
    const iso = date.toISOString().slice(0, 10);
    const century = iso.startsWith('19') ? 3 : 5;
    return withKzIdCheckDigit(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${century + sex}${serial}`);
  })
  .filter((iin): iin is string => iin !== null && !/(\d)\1{6}/.test(iin));

describe('IIN properties', () => {
  it('a generated IIN always validates', () => {
    fc.assert(fc.property(arbitraryIin, (iin) => isValidIin(iin)));
  });

  /** The first pass of the check digit: weights 1…11, mod 11. */
  const firstPass = (id: string) => [...id.slice(0, 11)].reduce((sum, d, i) => sum + (i + 1) * Number(d), 0) % 11;

  it('changing any one digit makes it invalid — the blind spots of the algorithm aside', () => {
    // Blind spots, inherent to the decree's algorithm: the 11th digit has first-pass weight 11 ≡ 0 (mod 11),
    // and when the first pass gives 10 (before or after the change) the second pass decides on its own.
    fc.assert(
      fc.property(arbitraryIin, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (iin, position, delta) => {
        const digit = (Number(iin[position]) + delta) % 10;
        const changed = `${iin.slice(0, position)}${digit}${iin.slice(position + 1)}`;
        const blindSpot = position === 10 || firstPass(iin) === 10 || firstPass(changed) === 10;
        return blindSpot || !checkIin(changed).ok;
      }),
    );
  });

  it('is total: any string gives a result, never an exception', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof checkIin(s).ok === 'boolean' && typeof checkBin(s).ok === 'boolean'));
  });
});

describe('BIN', () => {
  it.each([
    ['940140000385', '1994-01', 'resident', 'head'],
    ['950341000052', '1995-03', 'resident', 'branch'],
    ['961141000023', '1996-11', 'resident', 'branch'],
    ['070941024691', '2007-09', 'resident', 'branch'],
    ['240540000016', '2024-05', 'resident', 'head'],
    ['191140000012', '2019-11', 'resident', 'head'],
    ['150841000013', '2015-08', 'resident', 'branch'],
  ])('reference example %s: registered %s, %s, %s', (bin, registered, entityType, unit) => {
    expect(checkBin(bin)).toEqual({ ok: true, value: { bin, registered, entityType, unit } });
    expect(looksLikeBin(bin)).toBe(true);
  });

  it.each([
    ['94014000038', 'format'],
    ['941340000385', 'registrationDate'],
    ['940040000385', 'registrationDate'],
    ['940130000385', 'entityType'],
    ['940144000385', 'unit'],
    ['940140000386', 'checksum'],
  ])('%s is refused: %s', (bin, problem) => {
    expect(checkBin(bin)).toEqual({ ok: false, problem });
  });

  it('reads the non-resident and joint-entrepreneurship types and the other units', () => {
    const nonResident = withKzIdCheckDigit('24055200001');
    const joint = withKzIdCheckDigit('24056300001');
    expect(nonResident && checkBin(nonResident)).toMatchObject({
      ok: true,
      value: { entityType: 'nonResident', unit: 'representativeOffice' },
    });
    expect(joint && checkBin(joint)).toMatchObject({
      ok: true,
      value: { entityType: 'jointEntrepreneurship', unit: 'peasantFarm' },
    });
    expect(looksLikeBin('900115300003')).toBe(false);
  });
});

describe('a BIN or an IIN, told before all 12 digits are there', () => {
  it.each([
    ['940140000385', 'iin', 'bin'],
    ['94014000038', 'iin', 'bin'], // a BIN one digit short
    ['94014', 'iin', 'bin'],
    ['900115300003', 'bin', 'iin'],
    ['9001153', 'bin', 'iin'], // an IIN typed short
    ['9401', 'iin', 'iin'], // no 5th digit: the field's own default
    ['9401', 'bin', 'bin'],
    ['94017000038', 'iin', 'iin'], // 7 is neither's
    ['', 'bin', 'bin'],
  ] as const)('%s (default %s) → %s', (input, fallback, kind) => {
    expect(binOrIinOf(input, fallback)).toBe(kind);
  });
});
