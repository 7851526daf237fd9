/**
 * The verb and path of every route, without their schemas, so the web can call a route without shipping
 * TypeBox to the browser. Each endpoint is typed by its route descriptor: a path that drifts from the
 * descriptor's is a compile error.
 */
import type { calendarRoute } from './calendar.ts';
import type { healthRoute, readyRoute } from './health.ts';
import type { directionRoute, streetTypesRoute } from './reference.ts';
import type { RouteDescriptor } from './route.ts';

export type Endpoint<R extends RouteDescriptor> = {
  readonly method: R['method'];
  readonly url: R['url'];
  /** Never set: carries the route's request and response types to `callApi`. */
  readonly route?: R;
};

const endpoint = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });

export const endpoints = {
  getHealth: endpoint<typeof healthRoute>('GET', '/api/health'),
  getReady: endpoint<typeof readyRoute>('GET', '/api/ready'),
  listDirections: endpoint<typeof directionRoute>('GET', '/api/calc/public/nsi/direction'),
  listStreetTypes: endpoint<typeof streetTypesRoute>('GET', '/api/order/public/street/abbr'),
  listNonWorkingDays: endpoint<typeof calendarRoute>('GET', '/api/order/public/calendar'),
};
