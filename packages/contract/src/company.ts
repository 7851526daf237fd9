import { type Static, Type } from 'typebox';
import { CompanyRoleSchema } from './company-roles.ts';
import { ErrorSchema } from './errors.ts';
import { MessageSchema, TokensSchema } from './identity.ts';
import { defineRoute } from './route.ts';

/**
 * A company account is an organisation with users (issue 16): the owner (who registered it) invites employees by
 * phone and gives them roles. Everything the company owns (orders, wallet, addresses, acts) stays the organisation's;
 * each write records the employee who made it.
 */

export const EmployeeStatusSchema = Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('suspended')]);
export type EmployeeStatus = Static<typeof EmployeeStatusSchema>;

export const EmployeeSchema = Type.Object({
  id: Type.String(),
  phone: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  roles: Type.Array(CompanyRoleSchema),
  status: EmployeeStatusSchema,
  owner: Type.Boolean({ description: 'The account owner: every role, cannot be changed or removed' }),
  createdAt: Type.String(),
});
export type Employee = Static<typeof EmployeeSchema>;

export const EmployeeListSchema = Type.Object({ content: Type.Array(EmployeeSchema), totalElements: Type.Integer() });
export type EmployeeList = Static<typeof EmployeeListSchema>;

export const InviteEmployeeBodySchema = Type.Object({
  phone: Type.String({ maxLength: 40, description: 'The employee mobile phone; an SMS with a code goes there' }),
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  roles: Type.Array(CompanyRoleSchema, { minItems: 1, maxItems: 4, uniqueItems: true }),
});
export type InviteEmployeeBody = Static<typeof InviteEmployeeBodySchema>;

export const UpdateEmployeeBodySchema = Type.Object({
  roles: Type.Optional(Type.Array(CompanyRoleSchema, { minItems: 1, maxItems: 4, uniqueItems: true })),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])),
});
export type UpdateEmployeeBody = Static<typeof UpdateEmployeeBodySchema>;

export const EmployeeParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const AcceptInvitationBodySchema = Type.Object({
  phone: Type.String({ maxLength: 40 }),
  code: Type.String({ maxLength: 10, description: 'The 4-digit code from the invitation SMS' }),
  password: Type.String({ maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};
const CO = '/api/identity/protected/company/employees';

export const listEmployeesRoute = defineRoute({
  method: 'GET',
  url: CO,
  schema: {
    operationId: 'listCompanyEmployees',
    tags: ['company'],
    summary: 'The organisation users: the owner and the employees with their roles and status',
    response: { 200: EmployeeListSchema, ...errors },
  },
});
export const inviteEmployeeRoute = defineRoute({
  method: 'POST',
  url: CO,
  schema: {
    operationId: 'inviteCompanyEmployee',
    tags: ['company'],
    summary: 'Invite an employee by phone: an SMS with a code; the employee sets their own password',
    body: InviteEmployeeBodySchema,
    response: { 200: EmployeeSchema, ...errors },
  },
});
export const updateEmployeeRoute = defineRoute({
  method: 'PUT',
  url: `${CO}/{id}`,
  schema: {
    operationId: 'updateCompanyEmployee',
    tags: ['company'],
    summary: 'Change an employee roles, or suspend and restore them',
    params: EmployeeParamsSchema,
    body: UpdateEmployeeBodySchema,
    response: { 200: EmployeeSchema, ...errors },
  },
});
export const removeEmployeeRoute = defineRoute({
  method: 'DELETE',
  url: `${CO}/{id}`,
  schema: {
    operationId: 'removeCompanyEmployee',
    tags: ['company'],
    summary: 'Remove an employee: their sessions end at once; what they did stays recorded',
    params: EmployeeParamsSchema,
    response: { 200: MessageSchema, ...errors },
  },
});
export const acceptInvitationRoute = defineRoute({
  method: 'POST',
  url: '/api/identity/public/company/invitation/accept',
  schema: {
    operationId: 'acceptCompanyInvitation',
    tags: ['company'],
    summary: 'The invited employee confirms the SMS code and sets a password; signs them in as a company user',
    body: AcceptInvitationBodySchema,
    response: { 200: TokensSchema, ...errors },
  },
});
