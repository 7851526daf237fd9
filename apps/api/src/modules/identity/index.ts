/**
 * Identity: registration with SMS codes, sign-in (throttled, with known devices), sessions (rotating refresh
 * tokens, revocations every instance applies), recovery, profile, roles and the operator's block. Owns the tables
 * `users`, `sms_codes`, `sessions`, `sign_in_throttles`, `session_revocations`, and `signature_challenges`: company
 * registration by certificate and verification from the cabinet (identity.certificate.ts; the `signatures` module
 * verifies and stores the signatures). Access tokens are signed and
 * verified by `lib/access-token.ts` (shared with the auth plugin and the benches); who may call a route is the
 * auth plugin's `requireUserType`.
 */

export { avatarRoutes } from './identity.avatar.routes.ts';
export { type Avatars, createAvatars } from './identity.avatar.ts';
export { identityRoutes } from './identity.routes.ts';
export { type Auth, createIdentityService, type IdentityService } from './identity.service.ts';
export { createRevocations, type Revocations } from './revocations.ts';
export { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
