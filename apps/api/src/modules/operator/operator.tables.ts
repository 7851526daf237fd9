import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Jetkiz's own staff (issue 18), apart from customers: the phone is the login, the password an argon2id hash, the
 * second factor a TOTP secret kept encrypted (AES-256-GCM under STAFF_TOTP_KEY). `totp_last_step` is the last
 * 30-second step whose code was accepted, so a code works once. Wrong passwords and codes count in
 * `failed_attempts`; enough of them set `locked_until`.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    /** iv.tag.ciphertext (base64url) of the base32 secret; null until the first sign-in makes one. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_members_role_check', sql`${t.role} in ('administrator', 'operator', 'accountant', 'viewer')`),
    check('staff_members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Recovery codes: HMAC-SHA256 hashes (keyed by STAFF_TOTP_KEY), each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Staff sessions: a token names its session, and every call checks it is not ended, not idle for longer than
 * STAFF_IDLE_MINUTES and not older than STAFF_SESSION_HOURS.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** sign-out, idle, disabled, role, totp-reset, expired */
    endedReason: text('ended_reason'),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The audit log, append-only (a trigger refuses UPDATE and DELETE): every staff write, done or refused, every
 * sign-in step and every export of the log. Who is a snapshot (id, name, role at that moment), so a line still
 * names a staff member whose role changed later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
    staffRole: text('staff_role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    check('audit_log_outcome_check', sql`${t.outcome} in ('done', 'refused')`),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
