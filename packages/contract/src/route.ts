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

/** `/api/x/{id}` (the seed's notation, used by OpenAPI and the web) → `/api/x/:id` for Fastify's router. */
export const routerPath = (url: string): string => url.replace(/\{(\w+)\}/g, ':$1');
