import { describe, expect, it } from 'vitest';
import {
  checkOtpAttempt,
  decideOtpIssue,
  formatCountdown,
  isOtpFormat,
  OTP,
  OTP_POLICIES,
  otpCooldownSeconds,
  otpGuessBudget,
} from './otp.ts';
import { exceededSmsBudget, phonePrefix, SMS_BUDGET_DEFAULTS, smsBudgetKeys, smsBudgetWindow } from './sms-budget.ts';

const now = 100 * 86_400_000;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const { registration, recovery } = OTP_POLICIES;

describe('registration codes (spec: 4 digits, resend after 60 s)', () => {
  it.each([
    [[], { ok: true, resendAfterSeconds: 60 }],
    [[now - 30_000], { ok: false, problem: 'cooldown', retryAfterSeconds: 30 }],
    [[now - 61_000], { ok: true, resendAfterSeconds: 60 }],
    [
      [now - 3_000_000, now - 2_000_000, now - 1_000_000, now - 500_000, now - 100_000],
      { ok: false, problem: 'hourlyLimit', retryAfterSeconds: 600 },
    ],
    [[now - 3_700_000, now - 2_000_000, now - 1_000_000, now - 500_000, now - 100_000], { ok: true, resendAfterSeconds: 60 }],
    // 10 a day: two full hours of 5 and the next hour refused until the first of them is a day old.
    [
      [
        ...[0, 1, 2, 3, 4].map((i) => now - 20 * HOUR + i * 2 * MIN),
        ...[0, 1, 2, 3, 4].map((i) => now - 10 * HOUR + i * 2 * MIN),
      ],
      { ok: false, problem: 'dailyLimit', retryAfterSeconds: (4 * HOUR) / 1000 },
    ],
  ])('after codes at %j → %j', (sent, decision) => {
    expect(decideOtpIssue(registration, sent, now)).toEqual(decision);
  });
});

describe('recovery codes: growing cooldowns and daily and 30-day caps', () => {
  it.each([
    ['none yet', [], { ok: true, resendAfterSeconds: 60 }],
    ['1st code 30 s ago', [now - 30_000], { ok: false, problem: 'cooldown', retryAfterSeconds: 30 }],
    ['1st code 61 s ago: the 2nd, then wait 10 min', [now - 61_000], { ok: true, resendAfterSeconds: 600 }],
    ['2nd code 5 min ago', [now - 20 * MIN, now - 5 * MIN], { ok: false, problem: 'cooldown', retryAfterSeconds: 300 }],
    [
      '2nd code 11 min ago: the 3rd, then wait an hour',
      [now - 20 * MIN, now - 11 * MIN],
      { ok: true, resendAfterSeconds: 3_600 },
    ],
    [
      '3 today: the next one tomorrow',
      [now - 5 * HOUR, now - 4 * HOUR, now - 3 * HOUR],
      { ok: false, problem: 'dailyLimit', retryAfterSeconds: 19 * 3_600 },
    ],
    [
      'yesterday’s codes do not grow today’s cooldown',
      [now - 25 * HOUR, now - 24.5 * HOUR, now - 24.2 * HOUR],
      { ok: true, resendAfterSeconds: 60 },
    ],
    [
      '10 in 30 days (3 a day, every few days): none until the oldest is 30 days old',
      [29, 26, 23, 20, 17, 14, 11, 8, 5, 2].map((d) => now - d * DAY),
      { ok: false, problem: 'monthlyLimit', retryAfterSeconds: DAY / 1000 },
    ],
    ['9 in 30 days', [26, 23, 20, 17, 14, 11, 8, 5, 2].map((d) => now - d * DAY), { ok: true, resendAfterSeconds: 60 }],
    ['codes older than 30 days do not count', [31, 32, 33].map((d) => now - d * DAY), { ok: true, resendAfterSeconds: 60 }],
  ])('%s', (_, sent, decision) => {
    expect(decideOtpIssue(recovery, sent, now)).toEqual(decision);
  });

  it('keeps an attacker who never sees the SMS within 1 in 10,000 per account per 30 days', () => {
    expect(otpGuessBudget(recovery)).toEqual({ guesses: 30, chance: 3e-5 });
    expect(otpGuessBudget(recovery).chance).toBeLessThanOrEqual(1e-4);
    // Even hammering as fast as the rules allow for 30 days, no more codes than the cap go out.
    let t = now;
    const sent: number[] = [];
    while (t < now + 30 * DAY) {
      const decision = decideOtpIssue(recovery, sent, t);
      if (decision.ok) sent.push(t);
      t += MIN;
    }
    expect(sent.length).toBeLessThanOrEqual(recovery.maxPer30Days);
    expect(sent.length * recovery.maxAttempts).toBeLessThanOrEqual(30);
  });

  it.each([
    [0, 60],
    [1, 60],
    [2, 600],
    [3, 3_600],
    [9, 3_600],
  ])('cooldown after code %i is %i s', (n, seconds) => {
    expect(otpCooldownSeconds(recovery, n)).toBe(seconds);
  });
});

describe('entering a code', () => {
  it.each([
    [registration, { expiresAt: now + 1, attempts: 0, consumed: false }, true, 'ok'],
    [registration, { expiresAt: now + 1, attempts: 4, consumed: false }, false, 'wrong'],
    [registration, { expiresAt: now + 1, attempts: 5, consumed: false }, true, 'exhausted'],
    [recovery, { expiresAt: now + 1, attempts: 2, consumed: false }, false, 'wrong'],
    [recovery, { expiresAt: now + 1, attempts: 3, consumed: false }, true, 'exhausted'],
    [recovery, { expiresAt: now, attempts: 0, consumed: false }, true, 'expired'],
    [recovery, { expiresAt: now + 1, attempts: 0, consumed: true }, true, 'used'],
  ] as const)('%j %j, matches %s → %s', (policy, state, matches, result) => {
    expect(checkOtpAttempt(policy, state, matches, now)).toBe(result);
  });

  it('reads codes of each length and shows the countdown as minutes and seconds', () => {
    expect(OTP.digits).toBe(4);
    expect(isOtpFormat('0427')).toBe(true);
    expect(isOtpFormat('427')).toBe(false);
    expect(isOtpFormat(427)).toBe(false);
    expect(isOtpFormat('042712', recovery.digits)).toBe(true);
    expect(isOtpFormat('0427', recovery.digits)).toBe(false);
    expect(isOtpFormat('04a712', recovery.digits)).toBe(false);
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('SMS budgets', () => {
  it('counts per address, per 6-digit prefix and in total, in hour windows', () => {
    expect(phonePrefix('77011234567')).toBe('770112');
    expect(smsBudgetKeys('10.0.0.1', '77011234567')).toEqual([
      { name: 'address', key: 'address:10.0.0.1' },
      { name: 'prefix', key: 'prefix:770112' },
      { name: 'total', key: 'total' },
    ]);
    // One subscriber's IPv6 addresses are one address: its /64 (domain addressKey).
    for (const ip of ['2001:db8:abcd:12::1', '2001:db8:abcd:12:ffff:1:2:3']) {
      expect(smsBudgetKeys(ip, '77011234567')[0]).toEqual({ name: 'address', key: 'address:2001:db8:abcd:12::/64' });
    }
    expect(smsBudgetWindow(5 * HOUR + 59 * MIN)).toBe(5 * HOUR);
    expect(smsBudgetWindow(5 * HOUR)).toBe(5 * HOUR);
  });

  it.each([
    [{ address: 1, prefix: 1, total: 1 }, null],
    [{ address: 20, prefix: 50, total: 1_000 }, null],
    [{ address: 21, prefix: 1, total: 1 }, 'address'],
    [{ address: 3, prefix: 51, total: 1 }, 'prefix'],
    [{ address: 3, prefix: 3, total: 1_001 }, 'total'],
    [{ address: 21, prefix: 51, total: 1_001 }, 'address'],
  ] as const)('%j → %s', (counts, exceeded) => {
    expect(exceededSmsBudget(counts, SMS_BUDGET_DEFAULTS)).toBe(exceeded);
  });
});
