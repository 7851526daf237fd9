import { describe, expect, it } from 'vitest';
import { Words } from '../pdf.ts';

describe('the shaped-word store (one generation)', () => {
  it('finds what it keeps, and forgets everything when full by words', () => {
    const words = new Words(3);
    const at = words.put('Алматы', [6, 1, 0, 0, 9, 9]);
    expect(words.find('Алматы')).toBe(at);
    expect(Array.from(words.data.subarray(at, at + 6))).toEqual([6, 1, 0, 0, 9, 9]);
    words.put('Астана', [4, 1, 0, 0]);
    words.put('Шымкент', [4, 1, 0, 0]);
    words.put('Қарағанды', [4, 1, 0, 0]);
    expect(words.find('Алматы')).toBe(-1);
    expect(words.find('Қарағанды')).toBe(0);
  });

  it('stays bounded when every word it keeps is taken out again (promoted to the other generation)', () => {
    const words = new Words(10);
    const record = Array.from({ length: 90 }, (_, i) => i);
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      words.put(`word ${i}`, record);
      words.forget(`word ${i}`);
      largest = Math.max(largest, words.data.length);
    }
    // Without the space bound the array held all 9,000,000 ints.
    expect(largest).toBeLessThanOrEqual(16_384);
  });
});
