import type { AuditAction } from '@jetkiz/contract';
import { checkPhone } from '@jetkiz/domain';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import type { AuditActor } from './operator.audit.ts';
import {
  burnStaffPasswordCheck,
  findStaffByPhone,
  issueStaffToken,
  type OperatorContext,
  openSession,
} from './operator.staff.ts';
import { type StaffMemberRow, staffMembers, staffRecoveryCodes } from './operator.tables.ts';
import { CHALLENGE_TTL_SECONDS, signChallenge, verifyChallenge } from './operator.tokens.ts';
import {
  decryptSecret,
  encryptSecret,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  qrSvg,
  recoveryCodeHash,
} from './operator.totp.ts';

/**
 * Staff sign-in in two steps (issue 18): phone and password give a short-lived challenge (and, on the first sign-in
 * or after a reset, a new TOTP secret to enrol); the challenge and a 6-digit code, or a recovery code, give the staff
 * token. A code is accepted once: the step it belongs to must be later than the last accepted one. Wrong passwords
 * and codes count together; STAFF_LOCK_AFTER_FAILURES of them lock the staff member for STAFF_LOCK_MINUTES, so
 * recovery codes cannot be tried faster than TOTP codes. Every step, done or refused, is in the audit log.
 */

export type Caller = { ip: string | null; requestId: string | null };

const actorOf = (row: StaffMemberRow): AuditActor => ({ staffId: row.id, name: row.name, role: row.role as AuditActor['role'] });

const refuse = async (
  ctx: OperatorContext,
  caller: Caller,
  action: AuditAction,
  code: 'STAFF_SIGN_IN_FAILED' | 'STAFF_CODE_INVALID' | 'STAFF_CHALLENGE_EXPIRED' | 'STAFF_LOCKED',
  row: StaffMemberRow | undefined,
  extra: { targetId?: string; reason?: string; retryAfterSeconds?: number } = {},
): Promise<never> => {
  await ctx.audit.record({
    staff: row ? actorOf(row) : null,
    action,
    targetType: 'staff',
    targetId: row?.id ?? extra.targetId ?? null,
    reason: extra.reason ?? null,
    outcome: 'refused',
    errorCode: code,
    ...caller,
  });
  throw new AppError(code, extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {});
};

const lockUntil = (ctx: OperatorContext) => new Date(ctx.now() + ctx.config.lockMinutes * 60_000);

/**
 * Takes one of the attempts STAFF_LOCK_AFTER_FAILURES allows, before the password or code is checked, in one statement:
 * attempts made at once each take their own, so no more than the limit are ever checked. Counted after the check, as
 * it was, twelve passwords sent at once were all tried against a limit of five, and a burst after each lock as many
 * again. None left (locked, or the last ones being checked right now): refused, and the lock starts if it has not.
 */
const takeAttempt = async (
  ctx: OperatorContext,
  staffId: string,
): Promise<{ ok: true; taken: number } | { ok: false; retryAfterSeconds: number }> => {
  const now = new Date(ctx.now());
  const open = or(isNull(staffMembers.lockedUntil), lte(staffMembers.lockedUntil, now));
  const [taken] = await ctx.db
    .update(staffMembers)
    .set({ failedAttempts: sql`${staffMembers.failedAttempts} + 1` })
    .where(and(eq(staffMembers.id, staffId), open, lt(staffMembers.failedAttempts, ctx.config.lockAfterFailures)))
    .returning({ n: staffMembers.failedAttempts });
  if (taken) return { ok: true, taken: taken.n };
  await ctx.db
    .update(staffMembers)
    .set({ failedAttempts: 0, lockedUntil: lockUntil(ctx) })
    .where(and(eq(staffMembers.id, staffId), open));
  const [row] = await ctx.db
    .select({ lockedUntil: staffMembers.lockedUntil })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  const left = (row?.lockedUntil?.getTime() ?? ctx.now()) - ctx.now();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
};

/** A wrong password or code: its attempt stays taken, and the one that took the last attempt locks. */
const countFailure = async (ctx: OperatorContext, staffId: string, taken: number) => {
  if (taken < ctx.config.lockAfterFailures) return;
  await ctx.db
    .update(staffMembers)
    .set({ failedAttempts: 0, lockedUntil: lockUntil(ctx) })
    .where(eq(staffMembers.id, staffId));
};

/** A right password gives its attempt back (wrong passwords and codes count together until a code signs in). */
const giveBackAttempt = async (ctx: OperatorContext, staffId: string) => {
  await ctx.db
    .update(staffMembers)
    .set({ failedAttempts: sql`greatest(${staffMembers.failedAttempts} - 1, 0)` })
    .where(eq(staffMembers.id, staffId));
};

export const signIn = async (ctx: OperatorContext, body: { phone: string; password: string }, caller: Caller) => {
  const action = 'staff.signIn';
  const checked = checkPhone(body.phone);
  const row = checked.ok ? await findStaffByPhone(ctx, checked.value) : undefined;
  if (!row) {
    await burnStaffPasswordCheck(body.password);
    return refuse(ctx, caller, action, 'STAFF_SIGN_IN_FAILED', undefined, {
      targetId: checked.ok ? checked.value : undefined,
      reason: 'unknown phone',
    });
  }
  const attempt = await takeAttempt(ctx, row.id);
  if (!attempt.ok) return refuse(ctx, caller, action, 'STAFF_LOCKED', row, { retryAfterSeconds: attempt.retryAfterSeconds });
  if (!(await verifyPassword(row.passwordHash, body.password))) {
    await countFailure(ctx, row.id, attempt.taken);
    return refuse(ctx, caller, action, 'STAFF_SIGN_IN_FAILED', row, { reason: 'wrong password' });
  }
  await giveBackAttempt(ctx, row.id);
  if (row.status !== 'active') return refuse(ctx, caller, action, 'STAFF_SIGN_IN_FAILED', row, { reason: 'disabled' });

  let enrolment: { otpauthUri: string; secret: string; qrSvg: string } | null = null;
  if (!row.totpEnrolled) {
    // A fresh secret at each password step until a code confirms one: an earlier, unconfirmed QR code is void.
    const secret = newTotpSecret();
    await ctx.db
      .update(staffMembers)
      .set({ totpSecret: encryptSecret(ctx.config.totpKey, secret), totpLastStep: null })
      .where(eq(staffMembers.id, row.id));
    const uri = otpauthUri(secret, `+${row.phone}`);
    enrolment = { otpauthUri: uri, secret, qrSvg: await qrSvg(uri) };
  }
  await ctx.audit.record({
    staff: actorOf(row),
    action,
    targetType: 'staff',
    targetId: row.id,
    after: { enrolment: enrolment !== null },
    outcome: 'done',
    ...caller,
  });
  return {
    challenge: signChallenge(ctx.config.staffTokenSecret, row.id, ctx.now()),
    expiresInSeconds: CHALLENGE_TTL_SECONDS,
    enrolment,
  };
};

export const signInWithCode = async (ctx: OperatorContext, body: { challenge: string; code: string }, caller: Caller) => {
  const action = 'staff.totp';
  const staffId = verifyChallenge(ctx.config.staffTokenSecret, body.challenge, ctx.now());
  const [row] = staffId ? await ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staffId)).limit(1) : [];
  if (!row?.totpSecret) return refuse(ctx, caller, action, 'STAFF_CHALLENGE_EXPIRED', row);
  if (row.status !== 'active') return refuse(ctx, caller, action, 'STAFF_SIGN_IN_FAILED', row, { reason: 'disabled' });
  const attempt = await takeAttempt(ctx, row.id);
  if (!attempt.ok) return refuse(ctx, caller, action, 'STAFF_LOCKED', row, { retryAfterSeconds: attempt.retryAfterSeconds });

  const code = body.code.trim();
  const now = new Date(ctx.now());
  const enrolling = !row.totpEnrolled;
  const result = await ctx.db.transaction(async (tx) => {
    let how: 'totp' | 'recovery' | undefined;
    if (/^\d{6}$/.test(code)) {
      const secret = decryptSecret(ctx.config.totpKey, row.totpSecret ?? '');
      const step = secret === undefined ? undefined : matchTotp(secret, code, ctx.now());
      // Accepted once: only a step later than the last accepted one (a replayed or older code changes no row).
      const [taken] =
        step === undefined
          ? []
          : await tx
              .update(staffMembers)
              .set({ totpLastStep: step })
              .where(
                and(
                  eq(staffMembers.id, row.id),
                  or(isNull(staffMembers.totpLastStep), sql`${staffMembers.totpLastStep} < ${step}`),
                ),
              )
              .returning({ id: staffMembers.id });
      if (taken) how = 'totp';
    } else if (!enrolling) {
      const normalized = normalizeRecoveryCode(code);
      const [used] = normalized
        ? await tx
            .update(staffRecoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(staffRecoveryCodes.staffId, row.id),
                eq(staffRecoveryCodes.codeHash, recoveryCodeHash(ctx.config.totpKey, row.id, normalized)),
                isNull(staffRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: staffRecoveryCodes.id })
        : [];
      if (used) how = 'recovery';
    }
    if (!how) return undefined;
    let recoveryCodes: string[] | null = null;
    if (enrolling) {
      recoveryCodes = newRecoveryCodes();
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
      await tx.insert(staffRecoveryCodes).values(
        recoveryCodes.map((plain) => ({
          staffId: row.id,
          codeHash: recoveryCodeHash(ctx.config.totpKey, row.id, normalizeRecoveryCode(plain) ?? plain),
          createdAt: now,
        })),
      );
    }
    await tx
      .update(staffMembers)
      .set({ totpEnrolled: true, failedAttempts: 0, lockedUntil: null, lastSignInAt: now })
      .where(eq(staffMembers.id, row.id));
    const sessionId = await openSession(ctx, row.id, caller.ip, tx);
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)));
    await ctx.audit.record(
      {
        staff: actorOf(row),
        action,
        targetType: 'staff',
        targetId: row.id,
        after: { method: how, enrolled: enrolling, sessionId },
        outcome: 'done',
        ...caller,
      },
      tx,
    );
    return { sessionId, recoveryCodes, recoveryCodesLeft: left?.n ?? 0 };
  });
  if (!result) {
    await countFailure(ctx, row.id, attempt.taken);
    return refuse(ctx, caller, action, 'STAFF_CODE_INVALID', row);
  }
  return {
    token: await issueStaffToken(ctx, row.id, result.sessionId),
    expiresInSeconds: ctx.config.tokenTtlSeconds,
    staff: {
      staffId: row.id,
      phone: row.phone,
      name: row.name,
      role: actorOf(row).role,
      idleMinutes: ctx.config.idleMinutes,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    },
    recoveryCodes: result.recoveryCodes,
    recoveryCodesLeft: result.recoveryCodesLeft,
  };
};
