import { describe, expect, it } from 'vitest';
import { hashPassword, passwordBurner, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('keeps argon2id with m = 7 MiB, t = 5, p = 1 in the hash, and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('Jetkiz2026!'), hashPassword('Jetkiz2026!')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(first).not.toBe(second);
  });

  it.each([
    ['the password', 'Jetkiz2026!', true],
    ['another password', 'Jetkiz2026?', false],
    ['an empty password', '', false],
    ['the password with a lone surrogate', 'Jetkiz2026!\ud800', false],
  ])('verifies %s', async (_name, given, matches) => {
    expect(await verifyPassword(await hashPassword('Jetkiz2026!'), given)).toBe(matches);
  });

  it.each([
    ['an invited employee who has not chosen a password', 'invited:no-password'],
    ['an empty value', ''],
    ['a truncated hash', '$argon2id$v=19$m=7168,t=5,p=1$'],
  ])('answers false, not an error, for %s', async (_name, stored) => {
    expect(await verifyPassword(stored, 'Jetkiz2026!')).toBe(false);
  });

  it('burns a check about as long as a real one, and tells nothing', async () => {
    const burn = passwordBurner('jetkiz-no-such-user');
    // The first burn also makes the hash it burns against.
    await expect(burn('Jetkiz2026!')).resolves.toBeUndefined();
    await expect(burn('jetkiz-no-such-user')).resolves.toBeUndefined();
    const stored = await hashPassword('Jetkiz2026!');
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const burns: number[] = [];
    const verifies: number[] = [];
    for (let i = 0; i < 5; i++) {
      burns.push(await timed(() => burn('Jetkiz2026?')));
      verifies.push(await timed(() => verifyPassword(stored, 'Jetkiz2026?')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // A burner that skipped the work would answer in microseconds; a verify takes milliseconds. A wide margin, as
    // a busy machine slows either.
    expect(median(burns)).toBeGreaterThan(median(verifies) / 3);
  });
});
