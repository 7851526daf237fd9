/**
 * Identity: registration with SMS codes, sign-in, sessions (rotating refresh tokens), recovery, profile, roles
 * and the operator's block. Owns the tables `users`, `sms_codes`, `sessions`, `sign_in_failures`.
 */
export { identityRoutes } from './identity.routes.ts';
export { type Auth, createIdentityService, type IdentityService, SIGN_IN_LIMITS } from './identity.service.ts';
