import { type CompanyAccess, type CompanyRole, hasCompanyRole } from './company-roles.ts';

/**
 * What a company user needs to call a route (issue 16): a role, or `any` (every user of the organisation). The one
 * place this is decided: the API's auth plugin checks it for every employee's call by the route's operationId
 * (403 COMPANY_ROLE_REQUIRED), the web may read it to decide what to show, and a test fails when a route a company
 * can reach is missing here. The owner and administrators have every role (`hasCompanyRole`).
 *
 * Decisions: paying an order from the wallet (and what the order still owes, and a promo code at creation) belongs
 * to `orders` — the wallet is filled by finance, and placing an order ends with paying for it, as the spec's order
 * flow goes (calculation → order → payment → send); the wallet itself (balance, top-ups, history, receipts) and
 * every invoice are `finance`. The acts of completed works (issue 17) are read by `finance` and `signer` alike (a
 * signer reads what they sign), paid by `finance`, signed or refused by the `signer`; signing checks the signer's
 * certificate (the company's BIN, signing right) when it happens — giving the role does not. Verifying the company
 * with its certificate is the `administrator`'s. A list of roles: any one of them will do.
 */
export type CompanyPermission = CompanyRole | readonly CompanyRole[] | 'any';

export const COMPANY_PERMISSIONS = {
  // identity: the user's own account
  getUserData: 'any',
  setUserIin: 'any',
  changePassword: 'any',
  getAvatar: 'any',
  putAvatar: 'any',
  deleteAvatar: 'any',
  // identity: the organisation
  getCompanyVerificationDataForSign: 'administrator',
  verifyCompany: 'administrator',
  listCompanyEmployees: 'administrator',
  inviteCompanyEmployee: 'administrator',
  updateCompanyEmployee: 'administrator',
  removeCompanyEmployee: 'administrator',

  // calculation
  calculateForCompany: 'orders',
  calculatePriority: 'orders',
  getQuoteTerminalsForCompany: 'orders',
  getPriorityDate: 'orders',

  // orders: create, send, cancel, courier, files, track; the address book
  listOrderStatuses_company: 'any',
  createOrder_company: 'orders',
  createOrder_priority: 'orders',
  listOrders_company: 'orders',
  listOrders_priority: 'orders',
  getOrder_company: 'orders',
  getOrder_priority: 'orders',
  orderReport_company: 'orders',
  orderReport_priority: 'orders',
  cancelOrder_company: 'orders',
  returnOrder_company: 'orders',
  returnOrder_priority: 'orders',
  sendOrder_company: 'orders',
  sendOrder_priority: 'orders',
  callCourier_company: 'orders',
  orderService_company: 'orders',
  payOrderService_company: 'orders',
  cancelCourier_company: 'orders',
  listFiles_company: 'orders',
  getFile_company: 'orders',
  listAddresses: 'orders',
  saveAddress: 'orders',
  deleteAddress: 'orders',
  checkPromoCode_company: 'orders',
  getUnpaid: 'orders',
  payOrder: 'orders',

  // claims about the company's orders (issue 19): filed by whoever handles the orders; read by finance too, as the
  // compensation lands in the wallet
  listClaims_company: ['orders', 'finance'],
  orderClaims_company: ['orders', 'finance'],
  getClaim_company: ['orders', 'finance'],
  getClaimPhoto_company: ['orders', 'finance'],
  getClaimLetter_company: ['orders', 'finance'],
  fileClaim_company: 'orders',
  addClaimPhoto_company: 'orders',

  // finance: the wallet, top-ups, history, receipts, invoices
  getBalance_company: 'finance',
  requestTopUp: 'finance',
  getTopUp: 'finance',
  getPaymentHistory: 'finance',
  getReceipt: 'finance',
  getTransferInvoice: 'finance',
  getWalletRefunds: 'finance',
  askWalletRefund: 'finance',
  issueOrderInvoice: 'finance',
  getOrderInvoice_company: 'finance',
  listReceipts_company: 'finance',
  listInvoices_company: 'finance',
  getIssuedTransferInvoice: 'finance',

  // the acts of completed works (issue 17; contract avr.ts)
  listAvrs: ['finance', 'signer'],
  listAvrStatuses: ['finance', 'signer'],
  getAvr: ['finance', 'signer'],
  getAvrHtml: ['finance', 'signer'],
  getAvrPdf: ['finance', 'signer'],
  getAvrSignedPackage: ['finance', 'signer'],
  signAvr: 'signer',
  refuseAvr: 'signer',
  payAvr: 'finance',
} as const satisfies Record<string, CompanyPermission>;

/** The acts' routes (issue 17), named above before their contract arrives; the completeness test knows them. */
export const AWAITED_COMPANY_ROUTES: readonly string[] = [
  'listAvrs',
  'listAvrStatuses',
  'getAvr',
  'getAvrHtml',
  'getAvrPdf',
  'getAvrSignedPackage',
  'signAvr',
  'refuseAvr',
  'payAvr',
];

/** The permission a route needs from a company user, by operationId; undefined: no company user may call it. */
export const companyPermissionOf = (operationId: string | undefined): CompanyPermission | undefined =>
  operationId !== undefined && Object.hasOwn(COMPANY_PERMISSIONS, operationId)
    ? COMPANY_PERMISSIONS[operationId as keyof typeof COMPANY_PERMISSIONS]
    : undefined;

/**
 * Whether a company user may call a route (by operationId): the permission it needs, against their access — one of
 * the roles when it names several (hasCompanyRole: owners and administrators have every role). The API's auth plugin
 * enforces exactly this; the web may ask it to show only what a user may use.
 */
export const companyMayCall = (access: CompanyAccess | null, operationId: string | undefined): boolean => {
  const permission = companyPermissionOf(operationId);
  if (permission === undefined || access === null) return false;
  if (permission === 'any') return true;
  const roles: readonly CompanyRole[] = typeof permission === 'string' ? [permission] : permission;
  return roles.some((role) => hasCompanyRole(access, role));
};
