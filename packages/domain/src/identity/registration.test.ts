import { describe, expect, it } from 'vitest';
import { checkOtpAttempt, decideOtpIssue, formatCountdown, isOtpFormat, OTP } from './otp.ts';
import { checkCompanyRegistration, checkPersonRegistration } from './registration.ts';

const person = {
  firstName: 'Айгерім',
  lastName: 'Сәрсенова',
  username: '+7 (701) 123 45 67',
  email: 'aigerim@mail.kz',
  password: 'Qwerty12',
  confirmPassword: 'Qwerty12',
  iin: '850722400008',
};

describe('person registration (spec §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(checkPersonRegistration(person)).toEqual({});
  });

  it('names every problem at once', () => {
    expect(
      checkPersonRegistration({
        ...person,
        iin: '850722400009',
        firstName: '',
        lastName: 'Ә'.repeat(51),
        username: '+7 727 123 45 67',
        email: 'x',
        password: 'qwerty',
        confirmPassword: 'qwertY',
      }),
    ).toEqual({
      iin: { kind: 'iin', problem: 'checksum' },
      firstName: { kind: 'required' },
      lastName: { kind: 'exceeded', max: 50 },
      username: { kind: 'phone', problem: 'prefix' },
      email: { kind: 'email' },
      password: { kind: 'weakPassword' },
      confirmPassword: { kind: 'password', problem: 'mismatch' },
    });
    expect(checkPersonRegistration({})).toMatchObject({
      iin: { kind: 'required' },
      username: { kind: 'required' },
      password: { kind: 'password', problem: 'required' },
    });
  });
});

describe('company registration (spec §5)', () => {
  const company = {
    ...person,
    bin: '940140000385',
    entityType: 2,
    name: 'ТОО «Жеткіз»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
  };

  it('takes a BIN for a legal entity and the owner IIN for an individual entrepreneur', () => {
    expect(checkCompanyRegistration(company)).toEqual({});
    expect(checkCompanyRegistration({ ...company, entityType: 1, bin: '850722400008' })).toEqual({});
    expect(checkCompanyRegistration({ ...company, entityType: 1, bin: '940140000385' })).toEqual({
      bin: { kind: 'iin', problem: 'centuryDigit' },
    });
    expect(checkCompanyRegistration({ ...company, bin: '940140000386' })).toEqual({ bin: { kind: 'bin', problem: 'checksum' } });
    expect(checkCompanyRegistration({ ...company, entityType: 3 })).toEqual({ entityType: { kind: 'entityType' } });
    expect(checkCompanyRegistration({ ...company, name: ' ', legalAddress: '' })).toEqual({
      name: { kind: 'required' },
      legalAddress: { kind: 'required' },
    });
  });
});

describe('SMS codes', () => {
  const now = 10_000_000;
  it.each([
    [[], { ok: true }],
    [[now - 30_000], { ok: false, problem: 'cooldown', retryAfterSeconds: 30 }],
    [[now - 61_000], { ok: true }],
    [
      [now - 3_000_000, now - 2_000_000, now - 1_000_000, now - 500_000, now - 100_000],
      { ok: false, problem: 'hourlyLimit', retryAfterSeconds: 600 },
    ],
    [[now - 3_700_000, now - 2_000_000, now - 1_000_000, now - 500_000, now - 100_000], { ok: true }],
  ])('after codes at %j → %j', (sent, decision) => {
    expect(decideOtpIssue(sent, now)).toEqual(decision);
  });

  it.each([
    [{ expiresAt: now + 1, attempts: 0, consumed: false }, true, 'ok'],
    [{ expiresAt: now + 1, attempts: 4, consumed: false }, false, 'wrong'],
    [{ expiresAt: now + 1, attempts: OTP.maxAttempts, consumed: false }, true, 'exhausted'],
    [{ expiresAt: now, attempts: 0, consumed: false }, true, 'expired'],
    [{ expiresAt: now + 1, attempts: 0, consumed: true }, true, 'used'],
  ])('%j, matches %s → %s', (state, matches, result) => {
    expect(checkOtpAttempt(state, matches, now)).toBe(result);
  });

  it('reads codes and shows the countdown as minutes and seconds', () => {
    expect(isOtpFormat('0427')).toBe(true);
    expect(isOtpFormat('427')).toBe(false);
    expect(isOtpFormat(427)).toBe(false);
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
