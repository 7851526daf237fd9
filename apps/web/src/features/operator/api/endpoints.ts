import type {
  changeStaffRoleRoute,
  createStaffRoute,
  Endpoint,
  exportAuditRoute,
  listStaffRoute,
  operatorMeRoute,
  RouteDescriptor,
  resetStaffTotpRoute,
  searchAuditRoute,
  setStaffStatusRoute,
  staffSignInRoute,
  staffSignOutRoute,
  staffTotpRoute,
} from '@jetkiz/contract';

/**
 * The console's verbs and paths, typed by the contract's route descriptors (a drifting path is a compile error), kept
 * in the console's own chunk. Each part of the console adds its own table beside this one.
 */
export const at = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });

export const staffEndpoints = {
  signIn: at<typeof staffSignInRoute>('POST', '/api/operator/auth/sign-in'),
  totp: at<typeof staffTotpRoute>('POST', '/api/operator/auth/totp'),
  signOut: at<typeof staffSignOutRoute>('POST', '/api/operator/auth/sign-out'),
  me: at<typeof operatorMeRoute>('GET', '/api/operator/me'),
  listStaff: at<typeof listStaffRoute>('GET', '/api/operator/staff'),
  createStaff: at<typeof createStaffRoute>('POST', '/api/operator/staff'),
  changeRole: at<typeof changeStaffRoleRoute>('PUT', '/api/operator/staff/{staffId}/role'),
  setStatus: at<typeof setStaffStatusRoute>('PUT', '/api/operator/staff/{staffId}/status'),
  resetTotp: at<typeof resetStaffTotpRoute>('POST', '/api/operator/staff/{staffId}/reset-totp'),
  searchAudit: at<typeof searchAuditRoute>('GET', '/api/operator/audit'),
  exportAudit: at<typeof exportAuditRoute>('GET', '/api/operator/audit/export'),
};
