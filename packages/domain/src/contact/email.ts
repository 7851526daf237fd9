/** The usual e-mail shape: one @, a dotted domain with a 2+ letter top level, no spaces; at most 254 characters. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (input: unknown): boolean =>
  typeof input === 'string' &&
  input.length <= EMAIL_MAX_LENGTH &&
  EMAIL.test(input) &&
  !input.includes('..') &&
  (input.split('@')[0]?.length ?? 0) <= 64;
