/**
 * One-time SMS codes, with one policy per purpose (spec §5 and §9, issues 4 and 12).
 *
 * Registration keeps the spec's 4 digits: its code only activates a new account whose password the caller set
 * himself, never an existing one (a registration of an active number issues no code the owner does not get).
 *
 * Recovery takes over an existing account, so its budget is strict: an attacker who does not receive the SMS
 * may win at most 1 in 10,000 per account per 30 days. One guess at a 4-digit code is already 1 in 10,000,
 * so the recovery code has 6 digits, 3 tries each, and at most 10 codes per 30 days (3 a day, with growing
 * cooldowns): 10 × 3 = 30 guesses, 30 / 10⁶ = 3·10⁻⁵ ≤ 10⁻⁴. Every code also tells the owner by SMS that a
 * recovery started, and a new request kills the previous code.
 */
export type OtpPolicy = {
  digits: number;
  ttlSeconds: number;
  /** Wrong tries before the code dies. */
  maxAttempts: number;
  /** Wait after the 1st, 2nd, … code of the last 24 hours before the next one; the last entry repeats. */
  cooldownSeconds: readonly number[];
  maxPerHour: number;
  maxPerDay: number;
  maxPer30Days: number;
};

export const OTP_POLICIES = {
  registration: {
    digits: 4,
    ttlSeconds: 300,
    maxAttempts: 5,
    cooldownSeconds: [60],
    maxPerHour: 5,
    maxPerDay: 10,
    maxPer30Days: 60,
  },
  recovery: {
    digits: 6,
    ttlSeconds: 300,
    maxAttempts: 3,
    cooldownSeconds: [60, 600, 3_600],
    maxPerHour: 3,
    maxPerDay: 3,
    maxPer30Days: 10,
  },
} as const satisfies Record<string, OtpPolicy>;

export type OtpPurpose = keyof typeof OTP_POLICIES;

/** The most guesses at one account's codes an attacker gets in 30 days, and the chance they win. */
export const otpGuessBudget = (policy: OtpPolicy) => {
  const guesses = policy.maxPer30Days * policy.maxAttempts;
  return { guesses, chance: guesses / 10 ** policy.digits };
};

/** The registration code of spec §5 (4 digits, resend after 60 s); the web's code form defaults to it. */
export const OTP = {
  digits: OTP_POLICIES.registration.digits,
  ttlSeconds: OTP_POLICIES.registration.ttlSeconds,
  maxAttempts: OTP_POLICIES.registration.maxAttempts,
  resendAfterSeconds: OTP_POLICIES.registration.cooldownSeconds[0],
  maxPerHour: OTP_POLICIES.registration.maxPerHour,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long to wait after the `n`-th code (1-based) of the last 24 hours. */
export const otpCooldownSeconds = (policy: OtpPolicy, n: number): number =>
  policy.cooldownSeconds[Math.min(Math.max(n, 1), policy.cooldownSeconds.length) - 1] ?? 0;

export type OtpIssueDecision =
  | { ok: true; resendAfterSeconds: number }
  | { ok: false; problem: 'cooldown' | 'hourlyLimit' | 'dailyLimit' | 'monthlyLimit'; retryAfterSeconds: number };

/**
 * May a new code go to a phone that was sent codes at `sentAt` (epoch ms, any order; the last 30 days are
 * enough)? When yes, the cooldown after it; when not, why and how long until it may.
 */
export const decideOtpIssue = (policy: OtpPolicy, sentAt: readonly number[], now: number): OtpIssueDecision => {
  const past = sentAt.filter((t) => t <= now && t > now - 30 * DAY).sort((a, b) => a - b);
  const since = (ms: number) => past.filter((t) => t > now - ms);
  const lastDay = since(DAY);
  const last = past[past.length - 1];
  const wait = (until: number) => Math.ceil((until - now) / 1000);
  if (last !== undefined && lastDay.length > 0) {
    const cooldownEnds = last + otpCooldownSeconds(policy, lastDay.length) * 1000;
    if (now < cooldownEnds) return { ok: false, problem: 'cooldown', retryAfterSeconds: wait(cooldownEnds) };
  }
  const caps = [
    ['hourlyLimit', HOUR, policy.maxPerHour],
    ['dailyLimit', DAY, policy.maxPerDay],
    ['monthlyLimit', 30 * DAY, policy.maxPer30Days],
  ] as const;
  for (const [problem, window, cap] of caps) {
    const inWindow = since(window);
    if (inWindow.length >= cap) {
      const oldest = inWindow[inWindow.length - cap] ?? now;
      return { ok: false, problem, retryAfterSeconds: wait(oldest + window) };
    }
  }
  return { ok: true, resendAfterSeconds: otpCooldownSeconds(policy, lastDay.length + 1) };
};

export type OtpState = { expiresAt: number; attempts: number; consumed: boolean };
export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'used';

/** The outcome of entering a code against the code it is checked against. */
export const checkOtpAttempt = (policy: OtpPolicy, state: OtpState, matches: boolean, now: number): OtpCheck => {
  if (state.consumed) return 'used';
  if (now >= state.expiresAt) return 'expired';
  if (state.attempts >= policy.maxAttempts) return 'exhausted';
  return matches ? 'ok' : 'wrong';
};

/** Exactly `digits` digits (the registration code's 4 by default). */
export const isOtpFormat = (value: unknown, digits: number = OTP.digits): value is string =>
  typeof value === 'string' && value.length === digits && /^\d+$/.test(value);

/** «1:05» for the resend countdown (spec §5: minutes and seconds). */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
