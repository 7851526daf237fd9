import type { TSchema } from 'typebox';

/** Schema types for callers that must not load TypeBox itself (the web). */
export type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A route as both sides see it: the API registers it, the web calls it; path, verb and types cannot drift. */
export type RouteSchema = {
  operationId: string;
  tags: string[];
  summary: string;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
};

export type RouteDescriptor = {
  method: HttpMethod;
  url: `/api/${string}`;
  schema: RouteSchema;
};

export const defineRoute = <const R extends RouteDescriptor>(route: R): R => route;

const isRoute = (value: unknown): value is RouteDescriptor =>
  typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'schema' in value;

/**
 * Every route descriptor among a module's exports — top-level ones and those in an exported list or table (the claims'
 * routes are only in CLAIM_ROUTES_COMPANY) — once each by operationId. Completeness checks walk the whole contract so.
 */
export const routesAmong = (exports: Record<string, unknown>): RouteDescriptor[] => [
  ...new Map(
    Object.values(exports)
      .flatMap((value) => (isRoute(value) ? [value] : typeof value === 'object' && value !== null ? Object.values(value) : []))
      .filter(isRoute)
      .map((route) => [route.schema.operationId, route] as const),
  ).values(),
];

/** `/api/x/{id}` (the seed's notation, used by OpenAPI and the web) → `/api/x/:id` for Fastify's router. */
export const routerPath = (url: string): string => url.replace(/\{(\w+)\}/g, ':$1');
