import type { StaffRole } from '@jetkiz/contract';
import { checkPhone } from '@jetkiz/domain';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { containsText } from '../../db/text-search.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, passwordBurner } from '../../lib/password-hash.ts';
import type { AuditActor, AuditLog } from './operator.audit.ts';
import { type StaffMemberRow, staffMembers, staffRecoveryCodes, staffSessions } from './operator.tables.ts';
import { signStaffToken } from './operator.tokens.ts';
import { newStaffPassword } from './operator.totp.ts';

/** Everything the operator module's use cases share. */
export type OperatorContext = {
  db: Db;
  config: OperatorConfig;
  audit: AuditLog;
  now: () => number;
  log?: FastifyBaseLogger | undefined;
};

/** As long as a real check, for a phone that is no staff member's. */
export const burnStaffPasswordCheck = passwordBurner('jetkiz-no-such-staff');

export type StaffMember = {
  staffId: string;
  phone: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  enrolled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
};

export const staffMemberOf = (row: StaffMemberRow): StaffMember => ({
  staffId: row.id,
  phone: row.phone,
  name: row.name,
  role: row.role as StaffRole,
  status: row.status as 'active' | 'disabled',
  enrolled: row.totpEnrolled,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A phone as stored (77XXXXXXXXX), or a 400 (the routes' schema checks the format first: this is the command's). */
export const staffPhone = (typed: string): string => {
  const checked = checkPhone(typed);
  if (!checked.ok) throw new AppError('VALIDATION', { description: 'phone' });
  return checked.value;
};

export const findStaffByPhone = async (ctx: OperatorContext, phone: string) =>
  (await ctx.db.select().from(staffMembers).where(eq(staffMembers.phone, phone)).limit(1))[0];

const findStaff = async (ctx: OperatorContext, staffId: string) => {
  const [row] = await ctx.db.select().from(staffMembers).where(eq(staffMembers.id, staffId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/**
 * A new staff member with a generated password, answered once and never stored in the clear. `operator:create`
 * and the administrator's "add staff" both come here.
 */
export const createStaff = async (
  ctx: OperatorContext,
  input: { phone: string; name: string; role: StaffRole },
): Promise<{ staff: StaffMember; password: string }> => {
  const phone = staffPhone(input.phone);
  const password = newStaffPassword();
  const passwordHash = await hashPassword(password);
  const at = new Date(ctx.now());
  const [row] = await ctx.db
    .insert(staffMembers)
    .values({ phone, name: input.name.trim(), role: input.role, passwordHash, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: staffMembers.phone })
    .returning();
  if (!row) throw new AppError('STAFF_PHONE_TAKEN');
  return { staff: staffMemberOf(row), password };
};

export const listStaff = async (
  ctx: OperatorContext,
  query: { page?: number | undefined; itemsPerPage?: number | undefined; search?: string | undefined },
) => {
  const page = query.page ?? 0;
  const itemsPerPage = query.itemsPerPage ?? 25;
  const search = query.search?.trim();
  const digits = search?.replace(/\D/g, '');
  const where = search
    ? or(containsText(staffMembers.name, search), digits ? sql`${staffMembers.phone} like ${`%${digits}%`}` : undefined)
    : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(staffMembers)
      .where(where)
      .orderBy(asc(staffMembers.name), asc(staffMembers.id))
      .limit(itemsPerPage)
      .offset(page * itemsPerPage),
    ctx.db.select({ n: count() }).from(staffMembers).where(where),
  ]);
  return { content: rows.map(staffMemberOf), totalElements: total?.n ?? 0, page, itemsPerPage };
};

export const getStaff = async (ctx: OperatorContext, staffId: string) => staffMemberOf(await findStaff(ctx, staffId));

/* ---------------------------------------------------------------- sessions --------------------------------- */

export type SessionEnd = 'sign-out' | 'idle' | 'expired' | 'disabled' | 'role' | 'totp-reset';

export const openSession = async (ctx: OperatorContext, staffId: string, ip: string | null, db: Db = ctx.db) => {
  const at = new Date(ctx.now());
  const [session] = await db
    .insert(staffSessions)
    .values({ staffId, createdAt: at, lastActivityAt: at, ip })
    .returning({ id: staffSessions.id });
  if (!session) throw new Error('no session was created');
  return session.id;
};

export const issueStaffToken = (ctx: OperatorContext, staffId: string, sessionId: string) =>
  signStaffToken(ctx.config.staffTokenSecret, ctx.config.tokenTtlSeconds, staffId, sessionId, ctx.now());

export const endSession = async (ctx: OperatorContext, sessionId: string, reason: SessionEnd) => {
  await ctx.db
    .update(staffSessions)
    .set({ endedAt: new Date(ctx.now()), endedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
};

export const endSessionsOf = async (ctx: OperatorContext, staffId: string, reason: SessionEnd, db: Db = ctx.db) => {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date(ctx.now()), endedReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
};

/** Activity is written at most this often per session (each call reads the session; few calls write it). */
const TOUCH_EVERY_MS = 15_000;

export type ActiveSession = { caller: AuditActor & { sessionId: string }; phone: string; lastSignInAt: Date | null };

/**
 * The staff member behind a token's session, when the session is open, not idle past STAFF_IDLE_MINUTES, not older
 * than STAFF_SESSION_HOURS, and the staff member is active; an idle or too old session is ended on the spot.
 */
export const checkSession = async (
  ctx: OperatorContext,
  staffId: string,
  sessionId: string,
  touch = true,
): Promise<ActiveSession> => {
  const [found] = await ctx.db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId)))
    .limit(1);
  if (!found || found.session.endedAt || found.staff.status !== 'active') throw new AppError('UNAUTHORIZED');
  const now = ctx.now();
  const idle = now - found.session.lastActivityAt.getTime() > ctx.config.idleMinutes * 60_000;
  const old = now - found.session.createdAt.getTime() > ctx.config.sessionHours * 3_600_000;
  if (idle || old) {
    await endSession(ctx, sessionId, idle ? 'idle' : 'expired');
    throw new AppError('STAFF_SESSION_EXPIRED');
  }
  if (touch && now - found.session.lastActivityAt.getTime() > TOUCH_EVERY_MS) {
    await ctx.db
      .update(staffSessions)
      .set({ lastActivityAt: new Date(now) })
      .where(eq(staffSessions.id, sessionId));
  }
  return {
    caller: { staffId, sessionId, name: found.staff.name, role: found.staff.role as StaffRole },
    phone: found.staff.phone,
    lastSignInAt: found.staff.lastSignInAt,
  };
};

/* ---------------------------------------------------------------- administration ----------------------------- */

/** The administrator's own role and access stay as they are: the console is never left without one by mistake. */
const notSelf = (actor: AuditActor, staffId: string) => {
  if (actor.staffId === staffId) throw new AppError('STAFF_SELF_CHANGE');
};

type Change = { before: StaffMember; after: StaffMember };

/**
 * Locks the acting administrator's row and the target's, always in the same order, and answers the target's: two
 * administrators who disable or demote each other at the same moment take turns, and the second finds that it is no
 * longer an active administrator (its sessions ended with the first change) instead of leaving the console with none.
 */
const lockForChange = async (tx: Db, actor: AuditActor, staffId: string): Promise<StaffMemberRow> => {
  const rows = await tx
    .select()
    .from(staffMembers)
    .where(inArray(staffMembers.id, [actor.staffId, staffId]))
    .orderBy(asc(staffMembers.id))
    .for('update');
  const acting = rows.find((row) => row.id === actor.staffId);
  if (acting?.status !== 'active' || acting.role !== 'administrator') throw new AppError('UNAUTHORIZED');
  const target = rows.find((row) => row.id === staffId);
  if (!target) throw new AppError('NOT_FOUND');
  return target;
};

export const changeStaffRole = async (ctx: OperatorContext, actor: AuditActor, staffId: string, role: StaffRole) => {
  notSelf(actor, staffId);
  return ctx.db.transaction(async (tx): Promise<Change> => {
    const before = await lockForChange(tx, actor, staffId);
    const [after] = await tx
      .update(staffMembers)
      .set({ role, updatedAt: new Date(ctx.now()) })
      .where(eq(staffMembers.id, staffId))
      .returning();
    // A token never carries more than the staff member has now.
    if (before.role !== role) await endSessionsOf(ctx, staffId, 'role', tx);
    return { before: staffMemberOf(before), after: staffMemberOf(after ?? before) };
  });
};

export const setStaffStatus = async (ctx: OperatorContext, actor: AuditActor, staffId: string, status: 'active' | 'disabled') => {
  notSelf(actor, staffId);
  return ctx.db.transaction(async (tx): Promise<Change> => {
    const before = await lockForChange(tx, actor, staffId);
    const [after] = await tx
      .update(staffMembers)
      .set({ status, updatedAt: new Date(ctx.now()), ...(status === 'active' && { failedAttempts: 0, lockedUntil: null }) })
      .where(eq(staffMembers.id, staffId))
      .returning();
    if (status === 'disabled') await endSessionsOf(ctx, staffId, 'disabled', tx);
    return { before: staffMemberOf(before), after: staffMemberOf(after ?? before) };
  });
};

/** Forgets the authenticator and the recovery codes: the next sign-in enrols again. Ends the staff member's sessions. */
export const resetStaffTotp = async (ctx: OperatorContext, staffId: string) =>
  ctx.db.transaction(async (tx): Promise<Change> => {
    const before = await findStaff({ ...ctx, db: tx }, staffId);
    const [after] = await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpEnrolled: false, totpLastStep: null, updatedAt: new Date(ctx.now()) })
      .where(eq(staffMembers.id, staffId))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await endSessionsOf(ctx, staffId, 'totp-reset', tx);
    return { before: staffMemberOf(before), after: staffMemberOf(after ?? before) };
  });
