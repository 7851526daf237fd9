import type { CertificateRegistration } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { signatures } from '../signatures/signatures.tables.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Who made a write, kept with it (issue 16): the user's id and their name at that moment — a snapshot, so the history
 * still names an employee after they are removed (no foreign key: the row outlives the user). Null for writes made
 * before it was recorded and for the system's own (the bank's callback, the carriers).
 */
export const actorColumns = () => ({ actorId: uuid('actor_id'), actorName: text('actor_name') });

/**
 * Customers: persons and companies. The phone is the login; an account is `pending` until its SMS code. A company
 * account is an organisation (issue 16): its owner is the row that registered it (`organization_id` null); an
 * employee is a company row with `organization_id` = the owner's id, their `company_roles` and `employee_status`
 * (invited until they accept the SMS code, then active or suspended). What the company owns stays keyed by the owner.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    userType: text('user_type').notNull(),
    entityType: smallint('entity_type'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    iin: text('iin'),
    bin: text('bin'),
    companyName: text('company_name'),
    legalAddress: text('legal_address'),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('pending'),
    lang: text('lang').notNull().default('ru'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    /** Why the operator blocked the account (spec §1): `breach` or `debt`; null for blocks made before issue 18. */
    blockCategory: text('block_category'),
    // Issue 16: a company verified by its certificate (at registration or from the cabinet), and the public offer
    // it accepted with that signature (the `signatures` module keeps the signature itself).
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedSignatureId: uuid('verified_signature_id').references(() => signatures.id),
    verifiedSigner: text('verified_signer'),
    offerVersion: text('offer_version'),
    offerAcceptedAt: timestamp('offer_accepted_at', { withTimezone: true }),
    organizationId: uuid('organization_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    companyRoles: text('company_roles').array(),
    employeeStatus: text('employee_status'),
    ...timestamps,
  },
  (t) => [
    index('users_organization_idx').on(t.organizationId).where(sql`${t.organizationId} is not null`),
    check(
      'users_employee_check',
      sql`(${t.organizationId} is null) = (${t.employeeStatus} is null) and (${t.organizationId} is null) = (${t.companyRoles} is null)`,
    ),
    check(
      'users_employee_status_check',
      sql`${t.employeeStatus} is null or ${t.employeeStatus} in ('invited', 'active', 'suspended')`,
    ),
    check('users_user_type_check', sql`${t.userType} in ('person', 'company')`),
    check('users_status_check', sql`${t.status} in ('pending', 'active')`),
    check('users_entity_type_check', sql`${t.entityType} is null or ${t.entityType} in (1, 2)`),
    check('users_lang_check', sql`${t.lang} in ('ru', 'kk', 'en')`),
    check('users_block_category_check', sql`${t.blockCategory} is null or ${t.blockCategory} in ('breach', 'debt')`),
    check('users_block_check', sql`(${t.blockedAt} is null) = (${t.blockReason} is null)`),
  ],
);

/**
 * SMS codes, stored as an HMAC, never in clear, with the password hash given with the request (recovery: the
 * new password; registration: the password the caller chose). A row is written for every request, also when
 * no code is texted (recovery of an unknown phone, registration of an active one), so the limits and the
 * answers are the same whether a phone is registered. The id of a recovery row is its request id.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    newPasswordHash: text('new_password_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_purpose_created_idx').on(t.phone, t.purpose, t.createdAt),
    check('sms_codes_purpose_check', sql`${t.purpose} in ('registration', 'recovery')`),
  ],
);

/** Refresh tokens (hashed). One family per sign-in; each token works once; reuse revokes the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_family_idx').on(t.familyId), index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in throttle, one row per key (`phone:…`, `pair:phone|address`, `ip:…`, `device:phone|id`): failures in a
 * row, attempts under way (reserved before the password is checked, so the limit holds under concurrency) and
 * the pause (domain SIGN_IN_THROTTLE). `free` is the key kind's forgiven failures, written with each attempt.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    free: integer('free').notNull(),
    failures: integer('failures').notNull().default(0),
    inFlight: integer('in_flight').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // No index but the key: every attempt updates its rows, and without an index on a changing column the updates
  // stay HOT (pruned on the page as they go), so a busy key (a carrier's address) does not bloat. Pruning old
  // rows reads the table once a minute.
  (t) => [check('sign_in_throttles_counts_check', sql`${t.failures} >= 0 and ${t.inFlight} >= 0`)],
);

/**
 * Session families ended (sign-out, password change, recovery, refresh-token reuse): their access tokens stop at
 * once on every API instance, which polls this table. Kept for one access-token lifetime.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_revocations_created_idx').on(t.createdAt)],
);

/**
 * SMS budgets against pumping: one counter per key (`address:…`, `prefix:770112`, `total`) and one-hour window,
 * raised atomically by an upsert, so several API instances share them.
 */
export const smsBudgetCounters = pgTable(
  'sms_budget_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('sms_budget_counters_window_idx').on(t.windowStart)],
);

/**
 * One-time data to sign with NCALayer (issue 16). A row per XML issued: the nonce and the issued document as
 * hashes, 5 minutes to come back signed, taken once (`signed_at`). A registration row, once signed, names the
 * stored signature and carries a signature token (hash) for register-company: 30 minutes, bound to the first phone
 * that registers with it, spent when that phone's SMS code confirms (`token_used_at`). A verification row belongs
 * to the company account that asked for it.
 */
export const signatureChallenges = pgTable(
  'signature_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    nonceHash: text('nonce_hash').notNull().unique(),
    documentHash: text('document_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    offerVersion: text('offer_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureId: uuid('signature_id').references(() => signatures.id),
    entityType: smallint('entity_type'),
    /** What register-company takes from the certificate (domain registrationFromCertificate) and the signer's name. */
    certificate: jsonb('certificate').$type<CertificateRegistration & { signer: string }>(),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenPhone: text('token_phone'),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_challenges_expires_idx').on(t.expiresAt),
    check('signature_challenges_kind_check', sql`${t.kind} in ('registration', 'verification')`),
    check('signature_challenges_owner_check', sql`(${t.kind} = 'verification') = (${t.userId} is not null)`),
  ],
);

/** Raw bytes: a Buffer to the driver (pg and PGlite both take it), a Uint8Array back. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Profile pictures (issue 19): one per person (an employee's own, by their user id), the re-encoded image only —
 * never the uploaded file.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
