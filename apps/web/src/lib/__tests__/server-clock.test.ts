import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, onServerClockChange, resetServerClock, serverNow } from '../server-clock.ts';

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

const HERE = Date.parse('2026-12-07T03:00:00Z');
const at = (offsetMs: number) => new Date(HERE + offsetMs).toUTCString();

describe('the server’s clock from its answers’ Date header', () => {
  it.each([
    ['a day ahead', at(86_400_000), 86_400_000],
    ['two hours behind (a wrong time zone)', at(-7_200_000), -7_200_000],
    ['five minutes ahead', at(300_000), 300_000],
    ['the same to the second', at(0), 0],
    ['40 s apart: travel and rounding, not a wrong clock', at(40_000), 0],
  ])('%s', (_, header, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HERE);
    noteServerDate(header, HERE - 100, HERE + 100);
    // The header is truncated to the second: within one second of what it says.
    expect(Math.abs(serverNow().getTime() - (HERE + expected))).toBeLessThanOrEqual(1_000);
  });

  it('keeps what it knew when an answer has no Date header or a broken one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HERE);
    noteServerDate(at(86_400_000), HERE, HERE);
    noteServerDate(null, HERE, HERE);
    noteServerDate('yesterday', HERE, HERE);
    expect(serverNow().getTime()).toBeGreaterThan(HERE + 86_000_000);
    noteServerDate(at(0), HERE, HERE);
    expect(Math.abs(serverNow().getTime() - HERE)).toBeLessThanOrEqual(1_000);
  });

  it('tells its listeners when the clock is found elsewhere, not when the same reading comes again', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HERE);
    const told = vi.fn();
    const stop = onServerClockChange(told);
    noteServerDate(at(0), HERE, HERE);
    expect(told).not.toHaveBeenCalled();
    noteServerDate(at(86_400_000), HERE, HERE);
    noteServerDate(at(86_401_000), HERE, HERE);
    expect(told).toHaveBeenCalledTimes(1);
    noteServerDate(at(0), HERE, HERE);
    expect(told).toHaveBeenCalledTimes(2);
    stop();
    noteServerDate(at(86_400_000), HERE, HERE);
    expect(told).toHaveBeenCalledTimes(2);
  });
});
