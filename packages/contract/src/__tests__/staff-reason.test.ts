import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { REASON_MIN_LENGTH, StaffReasonSchema, staffReasonTooShort } from '../operator.ts';

describe("a staff member's reason: one minimum for the schema, the API and the console", () => {
  it.each([
    ['', true],
    ['Ок', true],
    ['   Ок   ', true],
    ['\tОк\n', true],
    ['Долг', false],
    ['  Долг ', false],
    ['abc', false],
  ])('«%s» too short: %s', (reason, tooShort) => {
    expect(staffReasonTooShort(reason)).toBe(tooShort);
  });

  it('the schema asks the same number of characters', () => {
    expect(REASON_MIN_LENGTH).toBe(3);
    expect(Value.Check(StaffReasonSchema, 'x'.repeat(REASON_MIN_LENGTH - 1))).toBe(false);
    expect(Value.Check(StaffReasonSchema, 'x'.repeat(REASON_MIN_LENGTH))).toBe(true);
  });
});
