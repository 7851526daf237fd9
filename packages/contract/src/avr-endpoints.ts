/**
 * The schema-free endpoints of the AVR routes (issue 17), for the web: like `endpoints`, typed by the route
 * descriptors, so a path that drifts is a compile error and no TypeBox reaches the browser. Kept apart until the
 * routes are registered; then they join `endpoints` (`...avrEndpoints`) and the contract test's route list.
 */
import type {
  avrDetailRoute,
  avrDetailsPdfRoute,
  avrHtmlRoute,
  avrPublicVerificationRoute,
  avrSignedPackageRoute,
  avrStatusesRoute,
  listAvrsRoute,
  payAvrRoute,
  refuseAvrRoute,
  signAvrRoute,
} from './avr.ts';
import type { Endpoint } from './endpoints.ts';
import type { RouteDescriptor } from './route.ts';

const endpoint = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });

export const avrEndpoints = {
  listAvrs: endpoint<typeof listAvrsRoute>('GET', '/api/payment/protected/jur/avrs'),
  listAvrStatuses: endpoint<typeof avrStatusesRoute>('GET', '/api/payment/protected/jur/avr/status'),
  getAvr: endpoint<typeof avrDetailRoute>('GET', '/api/payment/protected/jur/avr/{id}'),
  getAvrHtml: endpoint<typeof avrHtmlRoute>('GET', '/api/payment/protected/jur/avr/{id}/html'),
  getAvrPdf: endpoint<typeof avrDetailsPdfRoute>('GET', '/api/payment/protected/jur/avr/{id}/details'),
  getAvrSignedPackage: endpoint<typeof avrSignedPackageRoute>('GET', '/api/payment/protected/jur/avr/{id}/sign'),
  signAvr: endpoint<typeof signAvrRoute>('POST', '/api/payment/protected/jur/avr/sign'),
  payAvr: endpoint<typeof payAvrRoute>('PUT', '/api/payment/protected/jur/avr/{id}'),
  refuseAvr: endpoint<typeof refuseAvrRoute>('POST', '/api/payment/protected/jur/avr/{id}/refuse'),
  verifyAvrPublic: endpoint<typeof avrPublicVerificationRoute>('GET', '/api/payment/public/avr/verify/{code}'),
};
