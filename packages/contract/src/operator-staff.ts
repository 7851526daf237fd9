import { Type } from 'typebox';
import {
  AuditEntrySchema,
  defineOperatorRoute,
  OPERATOR_ERROR_RESPONSES,
  OperatorPageQuery,
  OperatorPageSchema,
  STAFF_READ,
  StaffReasonSchema,
  StaffRoleSchema,
} from './operator.ts';
import { defineRoute } from './route.ts';

/**
 * Staff and access (issue 18): staff sign-in with password and TOTP (enrolment with a QR code on the first sign-in,
 * ten single-use recovery codes), who am I, sign-out, staff management (administrators) and the audit log's search
 * and export (administrators).
 *
 * A staff token is sent as `Authorization: Bearer …` like a customer's but is signed with its own key and issuer
 * (`jetkiz-staff`); neither kind of token is accepted where the other is. A call past half the token's lifetime is
 * answered with a fresh token in the `x-staff-token` header; a session ends after the configured minutes without a
 * call (STAFF_SESSION_EXPIRED).
 */

const tags = ['operator'];
const errors = OPERATOR_ERROR_RESPONSES;
const StaffId = Type.String({ format: 'uuid' });

/** Who is signed in to the console. */
export const StaffMeSchema = Type.Object({
  staffId: StaffId,
  phone: Type.String({ description: '11 digits, 77XXXXXXXXX' }),
  name: Type.String(),
  role: StaffRoleSchema,
  /** The session ends after this many minutes without a call. */
  idleMinutes: Type.Integer(),
  lastSignInAt: Type.Union([Type.String(), Type.Null()], { description: 'The sign-in before this one' }),
});

/** A staff member as the administrator's list shows them. */
export const StaffMemberSchema = Type.Object({
  staffId: StaffId,
  phone: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  enrolled: Type.Boolean({ description: 'Has set up the authenticator app (TOTP)' }),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const Phone = Type.String({ format: 'phone', maxLength: 40, description: 'The phone, e.g. +7 701 123 45 67' });
const StaffName = Type.String({ minLength: 2, maxLength: 120, pattern: '\\S' });

/* ---------------------------------------------------------------- sign-in (no staff token yet) -------------- */

export const StaffSignInBodySchema = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 40, description: 'The phone, e.g. +7 701 123 45 67' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export const StaffSignInAnswerSchema = Type.Object({
  /** Short-lived: send it with the code to /auth/totp. */
  challenge: Type.String(),
  expiresInSeconds: Type.Integer(),
  /** The first sign-in (or after a TOTP reset): the authenticator app to set up; null when already enrolled. */
  enrolment: Type.Union([
    Type.Object({
      otpauthUri: Type.String({ description: 'otpauth://totp/… for the authenticator app' }),
      secret: Type.String({ description: 'The same secret in base32, to type in by hand' }),
      qrSvg: Type.String({ description: 'The otpauth URI as a QR code, an SVG document' }),
    }),
    Type.Null(),
  ]),
});
export const staffSignInRoute = defineRoute({
  method: 'POST',
  url: '/api/operator/auth/sign-in',
  schema: {
    operationId: 'staffSignIn',
    tags,
    summary: 'Staff sign-in, first step: phone and password; answers a challenge for the TOTP code (and the enrolment)',
    body: StaffSignInBodySchema,
    response: { 200: StaffSignInAnswerSchema, ...errors },
  },
});

export const StaffTotpBodySchema = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 2_000 }),
  code: Type.String({
    minLength: 6,
    maxLength: 20,
    description: 'The 6-digit code from the authenticator app, or one of the recovery codes',
  }),
});
export const StaffTokenAnswerSchema = Type.Object({
  token: Type.String({ description: 'The staff token: Authorization: Bearer …' }),
  expiresInSeconds: Type.Integer(),
  staff: StaffMeSchema,
  /** Shown once, right after enrolment: ten single-use codes for when the phone is not at hand. */
  recoveryCodes: Type.Union([Type.Array(Type.String()), Type.Null()]),
  /** Recovery codes still unused (after signing in with one, to tell the staff member). */
  recoveryCodesLeft: Type.Integer(),
});
export const staffTotpRoute = defineRoute({
  method: 'POST',
  url: '/api/operator/auth/totp',
  schema: {
    operationId: 'staffTotp',
    tags,
    summary: 'Staff sign-in, second step: the TOTP code (or a recovery code) for the challenge; answers the staff token',
    body: StaffTotpBodySchema,
    response: { 200: StaffTokenAnswerSchema, ...errors },
  },
});

/* ---------------------------------------------------------------- signed in ---------------------------------- */

export const operatorMeRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/me',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorMe',
    tags,
    summary: 'Who is signed in to the console',
    response: { 200: StaffMeSchema, ...errors },
  },
});

export const staffSignOutRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/auth/sign-out',
  staffRoles: STAFF_READ,
  writes: true,
  schema: {
    operationId: 'staffSignOut',
    tags,
    summary: 'Ends this staff session',
    response: { 200: Type.Object({}), ...errors },
  },
});

/* ---------------------------------------------------------------- staff management (administrators) -------- */

export const StaffListQuerySchema = Type.Object({
  ...OperatorPageQuery,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or phone' })),
});
export const listStaffRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/staff',
  staffRoles: [],
  writes: false,
  schema: {
    operationId: 'listStaff',
    tags,
    summary: 'Staff members (administrators)',
    querystring: StaffListQuerySchema,
    response: { 200: OperatorPageSchema(StaffMemberSchema), ...errors },
  },
});

export const CreateStaffBodySchema = Type.Object({ phone: Phone, name: StaffName, role: StaffRoleSchema });
export const CreatedStaffSchema = Type.Object({
  staff: StaffMemberSchema,
  password: Type.String({ description: 'The generated password, shown this once: hand it over in person' }),
});
export const createStaffRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/staff',
  staffRoles: [],
  writes: true,
  schema: {
    operationId: 'createStaff',
    tags,
    summary: 'A new staff member with a generated password (shown once)',
    body: CreateStaffBodySchema,
    response: { 200: CreatedStaffSchema, ...errors },
  },
});

const StaffParams = Type.Object({ staffId: StaffId });

export const ChangeStaffRoleBodySchema = Type.Object({ role: StaffRoleSchema, reason: StaffReasonSchema });
export const changeStaffRoleRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/staff/{staffId}/role',
  staffRoles: [],
  writes: true,
  schema: {
    operationId: 'changeStaffRole',
    tags,
    summary: "Changes a staff member's role (ends their sessions)",
    params: StaffParams,
    body: ChangeStaffRoleBodySchema,
    response: { 200: StaffMemberSchema, ...errors },
  },
});

export const SetStaffStatusBodySchema = Type.Object({
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  reason: StaffReasonSchema,
});
export const setStaffStatusRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/staff/{staffId}/status',
  staffRoles: [],
  writes: true,
  schema: {
    operationId: 'setStaffStatus',
    tags,
    summary: 'Disables (ends their sessions) or enables a staff member',
    params: StaffParams,
    body: SetStaffStatusBodySchema,
    response: { 200: StaffMemberSchema, ...errors },
  },
});

export const ResetStaffTotpBodySchema = Type.Object({ reason: StaffReasonSchema });
export const resetStaffTotpRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/staff/{staffId}/reset-totp',
  staffRoles: [],
  writes: true,
  schema: {
    operationId: 'resetStaffTotp',
    tags,
    summary: 'Forgets the authenticator app and recovery codes: the next sign-in enrols again (ends their sessions)',
    params: StaffParams,
    body: ResetStaffTotpBodySchema,
    response: { 200: StaffMemberSchema, ...errors },
  },
});

/* ---------------------------------------------------------------- the audit log (administrators) ------------ */

const AuditFilters = {
  staffId: Type.Optional(StaffId),
  action: Type.Optional(Type.String({ maxLength: 100, description: 'An operationId or sign-in step, exact' })),
  targetType: Type.Optional(Type.String({ maxLength: 50 })),
  targetId: Type.Optional(Type.String({ maxLength: 100 })),
  outcome: Type.Optional(Type.Union([Type.Literal('done'), Type.Literal('refused')])),
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (Asia/Almaty), YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (Asia/Almaty), YYYY-MM-DD' })),
};
export const AuditSearchQuerySchema = Type.Object({ ...OperatorPageQuery, ...AuditFilters });
export const searchAuditRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/audit',
  staffRoles: [],
  writes: false,
  schema: {
    operationId: 'searchAudit',
    tags,
    summary: 'The audit log, newest first, filtered and paged (administrators)',
    querystring: AuditSearchQuerySchema,
    response: { 200: OperatorPageSchema(AuditEntrySchema), ...errors },
  },
});

export const AuditExportQuerySchema = Type.Object({
  ...AuditFilters,
  format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { default: 'xlsx' })),
});
/** At most this many lines go into one export (narrow the filters for more). */
export const AUDIT_EXPORT_LIMIT = 50_000;
export const exportAuditRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/audit/export',
  staffRoles: [],
  // An export of the log is itself recorded in it.
  writes: true,
  schema: {
    operationId: 'exportAudit',
    tags,
    summary: `The filtered audit log as xlsx or csv, newest first, at most ${AUDIT_EXPORT_LIMIT} lines (administrators)`,
    querystring: AuditExportQuerySchema,
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }), ...errors },
  },
});

/** Every route of this part, for the API's registration check and the role × route test. */
export const STAFF_OPERATOR_ROUTES = [
  operatorMeRoute,
  staffSignOutRoute,
  listStaffRoute,
  createStaffRoute,
  changeStaffRoleRoute,
  setStaffStatusRoute,
  resetStaffTotpRoute,
  searchAuditRoute,
  exportAuditRoute,
] as const;
