/**
 * One-time SMS codes: 4 digits, valid 5 minutes, at most 5 wrong tries (then the code dies), a new code
 * after 60 s at the earliest, at most 5 codes per phone per hour (issue 4; spec §5 and §9).
 */
export const OTP = {
  digits: 4,
  ttlSeconds: 300,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxPerHour: 5,
} as const;

export type OtpIssueDecision = { ok: true } | { ok: false; problem: 'cooldown' | 'hourlyLimit'; retryAfterSeconds: number };

/**
 * May a new code go to a phone that was sent codes at `sentAt` (epoch ms, any order)? When not, how long
 * until it may.
 */
export const decideOtpIssue = (sentAt: readonly number[], now: number): OtpIssueDecision => {
  const lastHour = sentAt.filter((t) => t > now - 3_600_000 && t <= now).sort((a, b) => a - b);
  const last = lastHour[lastHour.length - 1];
  if (last !== undefined && now - last < OTP.resendAfterSeconds * 1000) {
    return { ok: false, problem: 'cooldown', retryAfterSeconds: Math.ceil((last + OTP.resendAfterSeconds * 1000 - now) / 1000) };
  }
  if (lastHour.length >= OTP.maxPerHour) {
    const oldest = lastHour[lastHour.length - OTP.maxPerHour] ?? now;
    return { ok: false, problem: 'hourlyLimit', retryAfterSeconds: Math.ceil((oldest + 3_600_000 - now) / 1000) };
  }
  return { ok: true };
};

export type OtpState = { expiresAt: number; attempts: number; consumed: boolean };
export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'used';

/** The outcome of entering a code against the latest code of a phone. */
export const checkOtpAttempt = (state: OtpState, matches: boolean, now: number): OtpCheck => {
  if (state.consumed) return 'used';
  if (now >= state.expiresAt) return 'expired';
  if (state.attempts >= OTP.maxAttempts) return 'exhausted';
  return matches ? 'ok' : 'wrong';
};

export const isOtpFormat = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value);

/** «1:05» for the resend countdown (spec §5: minutes and seconds). */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
