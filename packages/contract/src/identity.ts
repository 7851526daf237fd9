import { type Static, Type } from 'typebox';
import { CompanyRoleSchema } from './company-roles.ts';
import { ErrorSchema } from './errors.ts';
import { Int32 } from './primitives.ts';
import { defineRoute } from './route.ts';

/** Long enough for any real value, short enough that a 10 kB name is refused by the schema. */
const text = (description: string, maxLength = 1_000) => Type.String({ maxLength, description });

export const UserTypeSchema = Type.Union([Type.Literal('person'), Type.Literal('company')], {
  description: 'person, or company (legal entities and individual entrepreneurs)',
});
export type UserType = Static<typeof UserTypeSchema>;
export const RoleSchema = Type.Union([Type.Literal('person'), Type.Literal('company'), Type.Literal('partner')]);
export type Role = Static<typeof RoleSchema>;

export const RegisterPersonBodySchema = Type.Object({
  firstName: text('Name'),
  lastName: text('Surname'),
  username: text('Mobile phone, used as the login: +7 (7xx) xxx xx xx or 77xxxxxxxxx', 40),
  email: text('E-mail', 254),
  password: text('At least 8 characters with lower- and upper-case letters and a digit', 128),
  confirmPassword: text('The password again', 128),
  iin: text('IIN, 12 digits', 20),
});
export type RegisterPersonBody = Static<typeof RegisterPersonBodySchema>;

export const RegisterCompanyBodySchema = Type.Object({
  bin: text('BIN of a legal entity (entityType 2), or the owner IIN of an individual entrepreneur (entityType 1)', 20),
  entityType: Int32({ description: '1 individual entrepreneur, 2 legal entity' }),
  name: text('Organisation name'),
  legalAddress: text('Legal address'),
  firstName: text('Contact first name'),
  lastName: text('Contact last name'),
  username: text('Mobile phone, used as the login', 40),
  email: text('E-mail', 254),
  password: text('Password', 128),
  confirmPassword: text('The password again', 128),
  signatureToken: Type.Optional(
    text('From get-data-from-sign: BIN, IIN, names and organisation come from the verified certificate', 200),
  ),
});
export type RegisterCompanyBody = Static<typeof RegisterCompanyBodySchema>;

/** Spec §4: success is status 200, or ALREADY_CREATED for a registered but unconfirmed phone (a new code is sent). */
export const RegistrationResultSchema = Type.Object({
  code: Type.Union([Type.Literal('CREATED'), Type.Literal('ALREADY_CREATED')]),
  message: Type.String(),
  resendAfterSeconds: Type.Integer(),
});
export type RegistrationResult = Static<typeof RegistrationResultSchema>;

export const ConfirmCodeBodySchema = Type.Object({
  code: text('The 4-digit code from the SMS', 10),
  userName: text('The phone', 40),
  password: text('The password given at registration', 128),
  confirmPassword: text('The password again', 128),
  userType: UserTypeSchema,
});

export const TokensSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'Seconds the access token lives' }),
  token_type: Type.Literal('Bearer'),
  role: RoleSchema,
});
export type Tokens = Static<typeof TokensSchema>;

export const SignInBodySchema = Type.Object({
  userName: text('The phone', 40),
  password: text('Password', 128),
  userType: UserTypeSchema,
});
export const RefreshBodySchema = Type.Object({ refreshToken: text('The refresh token', 200), userType: UserTypeSchema });
export const SignOutBodySchema = Type.Object({ refreshToken: text('The refresh token', 200) });

export const UserTypeParamsSchema = Type.Object({ userType: UserTypeSchema });
export const UserDataParamsSchema = Type.Object({ userType: UserTypeSchema, phone: text('The phone', 40) });

export const UserDataSchema = Type.Object({
  phone: Type.String(),
  userType: UserTypeSchema,
  role: RoleSchema,
  entityType: Type.Union([Type.Integer(), Type.Null()]),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  iin: Type.Union([Type.String(), Type.Null()]),
  bin: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()], { description: 'Organisation name (companies)' }),
  legalAddress: Type.Union([Type.String(), Type.Null()]),
  blocked: Type.Union([
    Type.Object({
      reason: Type.String(),
      since: Type.String(),
      /** Why, as the operator filed it (issue 18): a breach of the offer or a debt; null for older blocks. */
      category: Type.Optional(Type.Union([Type.Literal('breach'), Type.Literal('debt'), Type.Null()])),
    }),
    Type.Null(),
  ]),
  createdAt: Type.String(),
  verified: Type.Union(
    [
      Type.Object({
        at: Type.String({ description: 'When the company signed with its certificate' }),
        signer: Type.String({ description: 'Who signed: the certificate holder name' }),
        offerVersion: Type.String({ description: 'The public offer version accepted with the signature' }),
      }),
      Type.Null(),
    ],
    { description: 'A company verified by its digital-signature certificate (at registration or from the cabinet)' },
  ),
  companyAccess: Type.Union(
    [
      Type.Object({
        owner: Type.Boolean({ description: 'The account owner (registered the company): every role' }),
        roles: Type.Array(CompanyRoleSchema),
        organizationName: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ],
    { description: 'For a company user: their roles in the organisation, which decide the pages and calls they get' },
  ),
});
export type UserData = Static<typeof UserDataSchema>;

export const SetIinBodySchema = Type.Object({ userIin: text('IIN, 12 digits', 20), userName: text('The phone', 40) });
export const RecoveryBodySchema = Type.Object({
  newPassword: text('The new password', 128),
  phoneNumber: text('The phone', 40),
});
export const RecoveryConfirmBodySchema = Type.Object({
  code: text('The 6-digit code from the SMS', 10),
  phoneNumber: text('The phone', 40),
  userType: UserTypeSchema,
  requestId: text('The requestId the recovery request answered; only the newest request of a phone counts', 64),
});
export const ChangePasswordBodySchema = Type.Object({
  userName: text('The phone', 40),
  oldPassword: text('The current password', 128),
  newPassword: text('The new password', 128),
});
export const MessageSchema = Type.Object({ message: Type.String() });
export const RecoveryStartedSchema = Type.Object({
  message: Type.String(),
  resendAfterSeconds: Type.Integer({ description: 'Seconds until a new code may be asked for (grows with each code)' }),
  requestId: Type.String({
    description: 'Names this recovery request; the confirmation needs it. Answered alike whether the phone is registered',
  }),
});
export type RecoveryStarted = Static<typeof RecoveryStartedSchema>;

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
const ID = '/api/identity';

export const registerPersonRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/registration/register-person`,
  schema: {
    operationId: 'registerPerson',
    tags: ['identity'],
    summary: 'Register a person; a 4-digit code goes to the phone by SMS',
    body: RegisterPersonBodySchema,
    response: { 200: RegistrationResultSchema, ...errors },
  },
});
export const registerCompanyRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/registration/register-company`,
  schema: {
    operationId: 'registerCompany',
    tags: ['identity'],
    summary: 'Register a company (legal entity by BIN, or individual entrepreneur by IIN); a code goes by SMS',
    body: RegisterCompanyBodySchema,
    response: { 200: RegistrationResultSchema, ...errors },
  },
});
export const confirmCodeRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/registration/confirm-code`,
  schema: {
    operationId: 'confirmRegistration',
    tags: ['identity'],
    summary: 'Confirm the phone with the SMS code; signs the user in',
    body: ConfirmCodeBodySchema,
    response: { 200: TokensSchema, ...errors },
  },
});
export const signInRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/auth`,
  schema: {
    operationId: 'signIn',
    tags: ['identity'],
    summary: 'Sign in by phone and password',
    body: SignInBodySchema,
    response: { 200: TokensSchema, ...errors },
  },
});
export const refreshRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/refresh`,
  schema: {
    operationId: 'refreshSession',
    tags: ['identity'],
    summary: 'New tokens for a refresh token; each refresh token works once, a reused one ends the session',
    body: RefreshBodySchema,
    response: { 200: TokensSchema, ...errors },
  },
});
export const signOutRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/logout`,
  schema: {
    operationId: 'signOut',
    tags: ['identity'],
    summary: 'End the session of this refresh token',
    body: SignOutBodySchema,
    response: { 200: MessageSchema, ...errors },
  },
});
export const userDataRoute = defineRoute({
  method: 'GET',
  url: `${ID}/protected/{userType}/get-user-data/{phone}`,
  schema: {
    operationId: 'getUserData',
    tags: ['identity'],
    summary: 'The signed-in user profile (only one own phone)',
    params: UserDataParamsSchema,
    response: { 200: UserDataSchema, ...errors },
  },
});
export const setIinRoute = defineRoute({
  method: 'POST',
  url: `${ID}/protected/{userType}/set-user-iin`,
  schema: {
    operationId: 'setUserIin',
    tags: ['identity'],
    summary: 'Set the IIN of the signed-in user',
    params: UserTypeParamsSchema,
    body: SetIinBodySchema,
    response: { 200: UserDataSchema, ...errors },
  },
});
export const recoveryRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/change-password`,
  schema: {
    operationId: 'startPasswordRecovery',
    tags: ['identity'],
    summary: 'Forgotten password: the new password, and a 6-digit code by SMS to the owner to confirm it',
    body: RecoveryBodySchema,
    response: { 200: RecoveryStartedSchema, ...errors },
  },
});
export const recoveryConfirmRoute = defineRoute({
  method: 'POST',
  url: `${ID}/public/change-password/confirm-code`,
  schema: {
    operationId: 'confirmPasswordRecovery',
    tags: ['identity'],
    summary: 'Confirm the new password with the SMS code of the newest recovery request (3 tries)',
    body: RecoveryConfirmBodySchema,
    response: { 200: MessageSchema, ...errors },
  },
});
export const changePasswordRoute = defineRoute({
  method: 'POST',
  url: `${ID}/protected/{userType}/change-password`,
  schema: {
    operationId: 'changePassword',
    tags: ['identity'],
    summary: 'Change the password of the signed-in user (old and new)',
    params: UserTypeParamsSchema,
    body: ChangePasswordBodySchema,
    response: { 200: MessageSchema, ...errors },
  },
});
