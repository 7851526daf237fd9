/**
 * The verb and path of every route, without their schemas, so the web can call a route without shipping
 * TypeBox to the browser. Each endpoint is typed by its route descriptor: a path that drifts from the
 * descriptor's is a compile error.
 */

import type { deleteAddressRoute, listAddressesRoute, saveAddressRoute } from './addresses.ts';
import type { deleteAvatarRoute, getAvatarRoute, putAvatarRoute } from './avatar.ts';
import { avrEndpoints } from './avr-endpoints.ts';
import type {
  calcRoute,
  jurCalcRoute,
  jurQuoteTerminalsRoute,
  priorityCalcRoute,
  priorityDateRoute,
  priorityDirectionRoute,
  productServicesRoute,
  productsRoute,
  quoteRoute,
  quoteTerminalsRoute,
  terminalsRoute,
} from './calc.ts';
import type { calendarRoute } from './calendar.ts';
import type { pickupPointsRoute } from './deliveries.ts';
import type { healthRoute, readyRoute } from './health.ts';
import type {
  changePasswordRoute,
  confirmCodeRoute,
  recoveryConfirmRoute,
  recoveryRoute,
  refreshRoute,
  registerCompanyRoute,
  registerPersonRoute,
  setIinRoute,
  signInRoute,
  signOutRoute,
  userDataRoute,
} from './identity.ts';
import type { newsletterConfirmRoute, newsletterSubscribeRoute, newsletterUnsubscribeRoute } from './mail.ts';
import type {
  orderServiceRoute_company,
  orderServiceRoute_person,
  payServiceRoute_company,
  payServiceRoute_person,
} from './order-extras.ts';
import type {
  cancelOrderRoute_company,
  cancelOrderRoute_person,
  createOrderRoute_company,
  createOrderRoute_person,
  createOrderRoute_priority,
  listOrdersRoute_company,
  listOrdersRoute_person,
  listOrdersRoute_priority,
  orderDetailRoute_company,
  orderDetailRoute_person,
  orderDetailRoute_priority,
  orderReportRoute_company,
  orderReportRoute_person,
  orderReportRoute_priority,
  orderStatusesRoute_company,
  orderStatusesRoute_person,
  returnOrderRoute_company,
  returnOrderRoute_person,
  returnOrderRoute_priority,
} from './orders.ts';
import type {
  callCourierRoute_company,
  callCourierRoute_person,
  cancelCourierRoute_company,
  cancelCourierRoute_person,
  fileRoute_company,
  fileRoute_person,
  filesRoute_company,
  filesRoute_person,
  sendOrderRoute_company,
  sendOrderRoute_person,
  sendOrderRoute_priority,
} from './orders-handover.ts';
import type {
  issueInvoiceRoute,
  orderInvoiceRoute_company,
  orderInvoiceRoute_person,
  payOrderRoute,
  unpaidRoute,
} from './orders-payment.ts';
import type { partnerApplicationRoute } from './partners.ts';
import type {
  balanceRoute_company,
  balanceRoute_person,
  bankPostLinkRoute,
  bankRequestRoute,
  historyRoute,
  promoCodeRoute_company,
  promoCodeRoute_person,
  receiptRoute,
  topUpStatusRoute,
  transferInvoiceRoute,
} from './payments.ts';
import type { directionRoute, streetTypesRoute } from './reference.ts';
import type { RouteDescriptor } from './route.ts';
import type { publicConfigRoute } from './site.ts';
import type { carrierWebhookRoute, trackRoute } from './tracking.ts';

export type Endpoint<R extends RouteDescriptor> = {
  readonly method: R['method'];
  readonly url: R['url'];
  /** Never set: carries the route's request and response types to `callApi`. */
  readonly route?: R;
};

export const endpoint = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });

export const endpoints = {
  getHealth: endpoint<typeof healthRoute>('GET', '/api/health'),
  getReady: endpoint<typeof readyRoute>('GET', '/api/ready'),
  listDirections: endpoint<typeof directionRoute>('GET', '/api/calc/public/nsi/direction'),
  listStreetTypes: endpoint<typeof streetTypesRoute>('GET', '/api/order/public/street/abbr'),
  listNonWorkingDays: endpoint<typeof calendarRoute>('GET', '/api/order/public/calendar'),
  registerPerson: endpoint<typeof registerPersonRoute>('POST', '/api/identity/public/registration/register-person'),
  registerCompany: endpoint<typeof registerCompanyRoute>('POST', '/api/identity/public/registration/register-company'),
  confirmRegistration: endpoint<typeof confirmCodeRoute>('POST', '/api/identity/public/registration/confirm-code'),
  signIn: endpoint<typeof signInRoute>('POST', '/api/identity/public/auth'),
  refreshSession: endpoint<typeof refreshRoute>('POST', '/api/identity/public/refresh'),
  signOut: endpoint<typeof signOutRoute>('POST', '/api/identity/public/logout'),
  getUserData: endpoint<typeof userDataRoute>('GET', '/api/identity/protected/{userType}/get-user-data/{phone}'),
  setUserIin: endpoint<typeof setIinRoute>('POST', '/api/identity/protected/{userType}/set-user-iin'),
  startPasswordRecovery: endpoint<typeof recoveryRoute>('POST', '/api/identity/public/change-password'),
  confirmPasswordRecovery: endpoint<typeof recoveryConfirmRoute>('POST', '/api/identity/public/change-password/confirm-code'),
  changePassword: endpoint<typeof changePasswordRoute>('POST', '/api/identity/protected/{userType}/change-password'),
  calculate: endpoint<typeof calcRoute>('POST', '/api/calc/public/calc'),
  calculateForCompany: endpoint<typeof jurCalcRoute>('POST', '/api/calc/protected/jur/calc'),
  calculatePriority: endpoint<typeof priorityCalcRoute>('POST', '/api/calc/protected/jur/priority/calc'),
  getQuote: endpoint<typeof quoteRoute>('GET', '/api/calc/public/{id}'),
  getQuoteTerminals: endpoint<typeof quoteTerminalsRoute>('GET', '/api/calc/public/{id}/terminal'),
  getQuoteTerminalsForCompany: endpoint<typeof jurQuoteTerminalsRoute>('GET', '/api/calc/protected/jur/{id}/terminal'),
  listPriorityDirections: endpoint<typeof priorityDirectionRoute>('GET', '/api/calc/public/priority/nsi/direction'),
  listTerminals: endpoint<typeof terminalsRoute>('GET', '/api/order/public/terminal'),
  listPickupPoints: endpoint<typeof pickupPointsRoute>('GET', '/api/order/public/pickup-points'),
  listProducts: endpoint<typeof productsRoute>('GET', '/api/calc/public/product'),
  listProductServices: endpoint<typeof productServicesRoute>('GET', '/api/calc/public/product/services'),
  getPriorityDate: endpoint<typeof priorityDateRoute>('GET', '/api/order/protected/jur/priority/date'),
  createOrder_person: endpoint<typeof createOrderRoute_person>('POST', '/api/order/protected/order'),
  createOrder_company: endpoint<typeof createOrderRoute_company>('POST', '/api/order/protected/jur/order'),
  createOrder_priority: endpoint<typeof createOrderRoute_priority>('POST', '/api/order/protected/jur/priority/order'),
  listOrders_person: endpoint<typeof listOrdersRoute_person>('GET', '/api/order/protected'),
  listOrders_company: endpoint<typeof listOrdersRoute_company>('GET', '/api/order/protected/jur'),
  listOrders_priority: endpoint<typeof listOrdersRoute_priority>('GET', '/api/order/protected/jur/priority'),
  getOrder_person: endpoint<typeof orderDetailRoute_person>('GET', '/api/order/protected/{id}'),
  getOrder_company: endpoint<typeof orderDetailRoute_company>('GET', '/api/order/protected/jur/{id}'),
  getOrder_priority: endpoint<typeof orderDetailRoute_priority>('GET', '/api/order/protected/jur/priority/{id}'),
  listOrderStatuses_person: endpoint<typeof orderStatusesRoute_person>('GET', '/api/order/protected/order/status'),
  listOrderStatuses_company: endpoint<typeof orderStatusesRoute_company>('GET', '/api/order/protected/jur/order/status'),
  cancelOrder_person: endpoint<typeof cancelOrderRoute_person>('PUT', '/api/order/protected/cancel/{id}'),
  cancelOrder_company: endpoint<typeof cancelOrderRoute_company>('PUT', '/api/order/protected/jur/cancel/{id}'),
  returnOrder_person: endpoint<typeof returnOrderRoute_person>('POST', '/api/order/protected/return/{id}'),
  returnOrder_company: endpoint<typeof returnOrderRoute_company>('POST', '/api/order/protected/jur/return/{id}'),
  returnOrder_priority: endpoint<typeof returnOrderRoute_priority>('POST', '/api/order/protected/jur/priority/return/{id}'),
  orderReport_person: endpoint<typeof orderReportRoute_person>('GET', '/api/order/protected/report'),
  orderReport_company: endpoint<typeof orderReportRoute_company>('GET', '/api/order/protected/jur/report'),
  orderReport_priority: endpoint<typeof orderReportRoute_priority>('GET', '/api/order/protected/jur/priority/report'),
  listAddresses: endpoint<typeof listAddressesRoute>('GET', '/api/order/protected/jur/address'),
  saveAddress: endpoint<typeof saveAddressRoute>('POST', '/api/order/protected/jur/address'),
  deleteAddress: endpoint<typeof deleteAddressRoute>('DELETE', '/api/order/protected/jur/address'),
  getBalance_person: endpoint<typeof balanceRoute_person>('GET', '/api/payment/protected/balance'),
  getBalance_company: endpoint<typeof balanceRoute_company>('GET', '/api/payment/protected/jur/balance'),
  checkPromoCode_person: endpoint<typeof promoCodeRoute_person>('GET', '/api/payment/protected/promo_code/{code}'),
  checkPromoCode_company: endpoint<typeof promoCodeRoute_company>('GET', '/api/payment/protected/jur/promo_code/{code}'),
  requestTopUp: endpoint<typeof bankRequestRoute>('GET', '/api/payment/protected/bank/request'),
  bankPostLink: endpoint<typeof bankPostLinkRoute>('POST', '/api/payment/public/bank/postlink'),
  getTopUp: endpoint<typeof topUpStatusRoute>('GET', '/api/payment/protected/bank/request/{invoiceId}'),
  getUnpaid: endpoint<typeof unpaidRoute>('GET', '/api/payment/protected/unpaid'),
  payOrder: endpoint<typeof payOrderRoute>('POST', '/api/order/protected/payment/{id}'),
  getPaymentHistory: endpoint<typeof historyRoute>('GET', '/api/payment/protected/history'),
  getReceipt: endpoint<typeof receiptRoute>('GET', '/api/payment/protected/receipt/{id}'),
  issueOrderInvoice: endpoint<typeof issueInvoiceRoute>('PUT', '/api/payment/protected/invoice/{id}'),
  getOrderInvoice_person: endpoint<typeof orderInvoiceRoute_person>('GET', '/api/payment/protected/order/{id}/invoice'),
  getOrderInvoice_company: endpoint<typeof orderInvoiceRoute_company>('GET', '/api/payment/protected/jur/order/{id}/invoice'),
  sendOrder_person: endpoint<typeof sendOrderRoute_person>('POST', '/api/order/protected/send/{id}'),
  sendOrder_company: endpoint<typeof sendOrderRoute_company>('POST', '/api/order/protected/jur/send/{id}'),
  sendOrder_priority: endpoint<typeof sendOrderRoute_priority>('POST', '/api/order/protected/jur/priority/send/{id}'),
  callCourier_person: endpoint<typeof callCourierRoute_person>('POST', '/api/order/protected/courier/{id}'),
  callCourier_company: endpoint<typeof callCourierRoute_company>('POST', '/api/order/protected/jur/courier/{id}'),
  cancelCourier_person: endpoint<typeof cancelCourierRoute_person>('DELETE', '/api/order/protected/courier/{id}'),
  cancelCourier_company: endpoint<typeof cancelCourierRoute_company>('DELETE', '/api/order/protected/jur/courier/{id}'),
  listFiles_person: endpoint<typeof filesRoute_person>('GET', '/api/order/protected/files'),
  listFiles_company: endpoint<typeof filesRoute_company>('GET', '/api/order/protected/jur/files'),
  getFile_person: endpoint<typeof fileRoute_person>('GET', '/api/order/protected/file/{id}'),
  getFile_company: endpoint<typeof fileRoute_company>('GET', '/api/order/protected/jur/file/{id}'),
  track: endpoint<typeof trackRoute>('GET', '/api/order/public/track/{id}'),
  carrierWebhook: endpoint<typeof carrierWebhookRoute>('POST', '/api/order/public/carrier/{carrier}/webhook'),
  getTransferInvoice: endpoint<typeof transferInvoiceRoute>('GET', '/api/payment/protected/jur/invoice'),
  applyForPartnership: endpoint<typeof partnerApplicationRoute>('POST', '/api/partner/public/application'),
  getPublicConfig: endpoint<typeof publicConfigRoute>('GET', '/api/site/public/config'),
  getAvatar: endpoint<typeof getAvatarRoute>('GET', '/api/identity/protected/{userType}/avatar'),
  putAvatar: endpoint<typeof putAvatarRoute>('PUT', '/api/identity/protected/{userType}/avatar'),
  deleteAvatar: endpoint<typeof deleteAvatarRoute>('DELETE', '/api/identity/protected/{userType}/avatar'),
  subscribeNewsletter: endpoint<typeof newsletterSubscribeRoute>('POST', '/api/site/public/newsletter'),
  confirmNewsletter: endpoint<typeof newsletterConfirmRoute>('POST', '/api/site/public/newsletter/confirm'),
  unsubscribeNewsletter: endpoint<typeof newsletterUnsubscribeRoute>('POST', '/api/site/public/newsletter/unsubscribe'),
  orderService_person: endpoint<typeof orderServiceRoute_person>('POST', '/api/order/protected/services/{id}'),
  orderService_company: endpoint<typeof orderServiceRoute_company>('POST', '/api/order/protected/jur/services/{id}'),
  payOrderService_person: endpoint<typeof payServiceRoute_person>('POST', '/api/order/protected/services/{id}/pay/{serviceId}'),
  payOrderService_company: endpoint<typeof payServiceRoute_company>(
    'POST',
    '/api/order/protected/jur/services/{id}/pay/{serviceId}',
  ),
  ...avrEndpoints,
};
