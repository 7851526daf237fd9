/**
 * The schema-free endpoints of the claim routes (issue 19) for the web: the customer's (person and company paths)
 * and the console's, typed by their route descriptors so a path that drifts is a compile error.
 */
import type {
  CLAIM_ROUTES_COMPANY,
  CLAIM_ROUTES_PERSON,
  decideClaimRoute,
  listOperatorClaimsRoute,
  operatorClaimPhotoRoute,
  operatorClaimRoute,
} from './claims.ts';
import type { Endpoint } from './endpoints.ts';
import type { RouteDescriptor } from './route.ts';

const endpoint = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });
type P = typeof CLAIM_ROUTES_PERSON;
type C = typeof CLAIM_ROUTES_COMPANY;

export const claimEndpoints = {
  listClaims_person: endpoint<P['list']>('GET', '/api/order/protected/claims'),
  orderClaims_person: endpoint<P['ofOrder']>('GET', '/api/order/protected/claims/order/{id}'),
  fileClaim_person: endpoint<P['file']>('POST', '/api/order/protected/claims'),
  getClaim_person: endpoint<P['detail']>('GET', '/api/order/protected/claims/{id}'),
  addClaimPhoto_person: endpoint<P['addPhoto']>('POST', '/api/order/protected/claims/{id}/photos'),
  getClaimPhoto_person: endpoint<P['photo']>('GET', '/api/order/protected/claims/{id}/photos/{photoId}'),
  getClaimLetter_person: endpoint<P['letter']>('GET', '/api/order/protected/claims/{id}/letter'),
  listClaims_company: endpoint<C['list']>('GET', '/api/order/protected/jur/claims'),
  orderClaims_company: endpoint<C['ofOrder']>('GET', '/api/order/protected/jur/claims/order/{id}'),
  fileClaim_company: endpoint<C['file']>('POST', '/api/order/protected/jur/claims'),
  getClaim_company: endpoint<C['detail']>('GET', '/api/order/protected/jur/claims/{id}'),
  addClaimPhoto_company: endpoint<C['addPhoto']>('POST', '/api/order/protected/jur/claims/{id}/photos'),
  getClaimPhoto_company: endpoint<C['photo']>('GET', '/api/order/protected/jur/claims/{id}/photos/{photoId}'),
  getClaimLetter_company: endpoint<C['letter']>('GET', '/api/order/protected/jur/claims/{id}/letter'),
  operatorListClaims: endpoint<typeof listOperatorClaimsRoute>('GET', '/api/operator/claims'),
  operatorGetClaim: endpoint<typeof operatorClaimRoute>('GET', '/api/operator/claims/{id}'),
  operatorGetClaimPhoto: endpoint<typeof operatorClaimPhotoRoute>('GET', '/api/operator/claims/{id}/photos/{photoId}'),
  operatorDecideClaim: endpoint<typeof decideClaimRoute>('POST', '/api/operator/claims/{id}/decision'),
};
