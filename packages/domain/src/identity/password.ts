/** Password strength of spec §5, and the confirmation rule. */
export type PasswordStrength = 0 | 1 | 2 | 3;

export const PASSWORD_MIN_LENGTH_STRONG = 8;
export const PASSWORD_MIN_LENGTH_WEAK = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';

/**
 * 3: 8+ characters with a lowercase and an uppercase letter, a digit and one of @ $ ! % * ? &;
 * 2: 8+ with lowercase, uppercase and a digit; 1: a lowercase letter and 6+ characters; otherwise 0.
 * Letters of any alphabet count (a Kazakh password is a password).
 */
export const passwordStrength = (input: unknown): PasswordStrength => {
  if (typeof input !== 'string') return 0;
  const length = [...input].length;
  const lower = /\p{Ll}/u.test(input);
  const upper = /\p{Lu}/u.test(input);
  const digit = /\d/.test(input);
  const special = /[@$!%*?&]/.test(input);
  if (length >= PASSWORD_MIN_LENGTH_STRONG && lower && upper && digit && special) return 3;
  if (length >= PASSWORD_MIN_LENGTH_STRONG && lower && upper && digit) return 2;
  if (length >= PASSWORD_MIN_LENGTH_WEAK && lower) return 1;
  return 0;
};

export type PasswordProblem = 'required' | 'confirmationRequired' | 'mismatch' | 'tooLong';

/** Spec §5: the password and its confirmation are required and must match. */
export const checkPasswordPair = (password: unknown, confirmation: unknown): PasswordProblem | null => {
  if (typeof password !== 'string' || password.length === 0) return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (typeof confirmation !== 'string' || confirmation.length === 0) return 'confirmationRequired';
  return password === confirmation ? null : 'mismatch';
};
