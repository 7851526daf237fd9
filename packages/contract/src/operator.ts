import type { Localized } from '@jetkiz/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import type { RouteDescriptor } from './route.ts';

/**
 * The operator console (issue 18): Jetkiz's own staff, separate from customers. Staff tokens are not customer tokens:
 * customer routes never accept a staff token and operator routes never accept a customer's (DESIGN §4).
 *
 * Every operator route is `/api/operator/…`, is declared with `defineOperatorRoute` and names the staff roles that may
 * call it; the API's staff guard checks the caller's role against the route's `staffRoles` on every call (the
 * administrator may call everything), and every write is in the audit log, refused attempts too.
 */

export const STAFF_ROLES = ['administrator', 'operator', 'accountant', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = Type.Union(
  [Type.Literal('administrator'), Type.Literal('operator'), Type.Literal('accountant'), Type.Literal('viewer')],
  {
    description:
      'administrator: everything, manages staff; operator: customers, orders, requests; accountant: money, ' +
      'invoices, acts, refunds; viewer: reads only',
  },
);

/** Role names as a person reads them. */
export const STAFF_ROLE_NAMES: Record<StaffRole, Localized> = {
  administrator: { ru: 'Администратор', kk: 'Әкімші', en: 'Administrator' },
  operator: { ru: 'Оператор', kk: 'Оператор', en: 'Operator' },
  accountant: { ru: 'Бухгалтер', kk: 'Бухгалтер', en: 'Accountant' },
  viewer: { ru: 'Наблюдатель', kk: 'Бақылаушы', en: 'Viewer' },
};

/** Who reads: every role. Routes that only read name `STAFF_READ`; writes name the roles that do the work. */
export const STAFF_READ: readonly StaffRole[] = STAFF_ROLES;

/** Whether a staff role may call a route that names `allowed`: the administrator may call every operator route. */
export const staffMayCall = (role: StaffRole, allowed: readonly StaffRole[]): boolean =>
  role === 'administrator' || allowed.includes(role);

export type OperatorRouteDescriptor = RouteDescriptor & {
  url: `/api/operator/${string}`;
  /** The roles that may call the route (besides the administrator). `[]`: the administrator only. */
  staffRoles: readonly StaffRole[];
  /** A route that writes: its calls (done or refused) go to the audit log. */
  writes: boolean;
};

export const defineOperatorRoute = <const R extends OperatorRouteDescriptor>(route: R): R => route;

/** The error answers every operator route can give. */
export const OPERATOR_ERROR_RESPONSES = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
} as const;

/** A page of an operator list: the contract's usual list shape (DESIGN §4). */
export const OperatorPageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer(),
    page: Type.Integer(),
    itemsPerPage: Type.Integer(),
  });

/** `page` (zero-based) and `itemsPerPage` (default 25, at most 100) of an operator list. */
export const OperatorPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
};

/** One line of the append-only audit log: who did what, when, to what, before and after, why, and how it ended. */
export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'ISO 8601 time of the attempt' }),
  staffId: Type.Union([Type.String(), Type.Null()], { description: 'null: an attempt without a valid staff session' }),
  staffName: Type.Union([Type.String(), Type.Null()]),
  staffRole: Type.Union([StaffRoleSchema, Type.Null()]),
  action: Type.String({ description: 'The operationId of the route, or a sign-in step (staff.signIn, staff.totp)' }),
  targetType: Type.Union([Type.String(), Type.Null()], { description: 'customer, order, wallet, act, terminal, …' }),
  targetId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'The object before the change (null for a creation or a refused attempt)' }),
  after: Type.Unknown({ description: 'The object after the change (null for a refused attempt)' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union([Type.Literal('done'), Type.Literal('refused')]),
  errorCode: Type.Union([Type.String(), Type.Null()], { description: 'Why an attempt was refused' }),
  ip: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/**
 * The fewest characters a staff member's reason has, counted without the spaces around it: the schema checks the raw
 * text, the API checks it trimmed (`staffReasonTooShort`), the console's forms say it before the call.
 */
export const REASON_MIN_LENGTH = 3;

/** A reason a staff member gives for a change (block, decline, correction, adjustment): said, not empty. */
export const StaffReasonSchema = Type.String({ minLength: REASON_MIN_LENGTH, maxLength: 1000 });

/** A reason that says nothing: fewer than `REASON_MIN_LENGTH` characters once the spaces around it are gone. */
export const staffReasonTooShort = (reason: string): boolean => reason.trim().length < REASON_MIN_LENGTH;
