import { hash, verify } from '@node-rs/argon2';

/**
 * How every password is kept, customers' (identity) and staff's (operator) alike, and what the bench measures a
 * machine's sign-in ceiling with: argon2id with m = 7 MiB, t = 5, p = 1 — one of OWASP's five equivalent minimum
 * settings, which trade memory for passes, and the fastest of them on these machines (the smallest memory stays in
 * cache; docs/decisions/0004-argon2-parameters.md has the figures). It runs on libuv's thread pool, one thread a core
 * (scripts/start.ts). Each hash records its parameters, so they can rise later without a migration.
 */
const PASSWORD_HASH = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH);

/** False for a wrong password, and for a stored value that is no argon2 hash (an invited employee who has not chosen one yet). */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/**
 * A check as long as a real one, for a login that has no account: a wrong phone then takes as long as a wrong
 * password, so the time of an answer does not tell which phones have accounts. Each caller keeps its own hash to
 * burn (`passwordBurner('jetkiz-no-such-user')`).
 */
export const passwordBurner = (text: string) => {
  let burnt: Promise<string> | undefined;
  return async (password: string): Promise<void> => {
    burnt ??= hashPassword(text);
    await verifyPassword(await burnt, password);
  };
};
