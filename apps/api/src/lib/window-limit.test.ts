import { describe, expect, it, vi } from 'vitest';
import { createWindowLimit } from './window-limit.ts';

describe('window limit', () => {
  it('allows max requests a window per key, then refuses until the window turns', () => {
    vi.useFakeTimers();
    const limit = createWindowLimit(3, 1_000);
    expect([1, 2, 3, 4].map(() => limit.allow('a'))).toEqual([true, true, true, false]);
    expect(limit.allow('b')).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(limit.allow('a')).toBe(true);
    limit.stop();
    vi.useRealTimers();
  });
});
