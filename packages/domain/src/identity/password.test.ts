import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPasswordPair, passwordStrength } from './password.ts';

describe('password strength (spec §5)', () => {
  it.each([
    ['Qwerty1!', 3],
    ['Aa1@aaaa', 3],
    ['Жетқіз2026!', 3],
    ['Qwerty12', 2],
    ['Qwerty1!x'.replace('!', ''), 2],
    ['Qwerty1', 1],
    ['qwerty', 1],
    ['qwertyuiop', 1],
    ['QWERTY1!', 0],
    ['qwert', 0],
    ['12345678', 0],
    ['', 0],
    [undefined, 0],
  ])('%j → %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it('never rises when a character is removed from a strong password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(), (s, i) => {
        const shorter = s.slice(0, i % s.length) + s.slice((i % s.length) + 1);
        return passwordStrength(shorter) <= passwordStrength(s) || passwordStrength(s) === 0;
      }),
    );
  });
});

describe('password and confirmation', () => {
  it.each([
    ['Qwerty12', 'Qwerty12', null],
    ['', '', 'required'],
    ['Qwerty12', '', 'confirmationRequired'],
    ['Qwerty12', 'Qwerty13', 'mismatch'],
    ['x'.repeat(129), 'x'.repeat(129), 'tooLong'],
  ])('%j / %j → %s', (password, confirmation, problem) => {
    expect(checkPasswordPair(password, confirmation)).toBe(problem);
  });
});
