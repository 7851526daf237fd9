import type { Endpoint, ErrorBody, RouteDescriptor, Static, TSchema } from '@jetkiz/contract';
import { toAcceptLanguage } from '@jetkiz/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { staffSessionStore } from './staff-session.ts';

type Query<R extends RouteDescriptor> = R['schema'] extends { querystring: infer Q extends TSchema } ? Static<Q> : undefined;
type Params<R extends RouteDescriptor> = R['schema'] extends { params: infer P extends TSchema } ? Static<P> : undefined;
type Body<R extends RouteDescriptor> = R['schema'] extends { body: infer B extends TSchema } ? Static<B> : undefined;
type Ok<R extends RouteDescriptor> = R['schema']['response'] extends { 200: infer S extends TSchema } ? Static<S> : unknown;

export type OperatorCallInput<R extends RouteDescriptor> = {
  query?: Partial<Query<R>>;
  params?: Params<R>;
  body?: Body<R>;
  signal?: AbortSignal;
};

const urlOf = (url: string, params?: object, query?: object): string => {
  let path = url;
  for (const [key, value] of Object.entries(params ?? {})) path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

const send = async <R extends RouteDescriptor>(route: Endpoint<R>, input: OperatorCallInput<R>): Promise<Response> => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    'Accept-Language': toAcceptLanguage(currentLang()),
  };
  const session = staffSessionStore.get();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(route.url, input.params ?? undefined, input.query ?? undefined), {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {}, error instanceof Error ? error.message : String(error));
  }
  const fresh = response.headers.get('x-staff-token');
  if (fresh && session) staffSessionStore.renew(fresh);
  return response;
};

/** A failed answer; a signed-in console whose session the server ended signs out here (and says why). */
const failure = async (response: Response, hadSession: boolean): Promise<never> => {
  const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
  if (response.status === 401 && hadSession) {
    staffSessionStore.end(body.errorCode === 'STAFF_SESSION_EXPIRED' ? 'idle' : 'expired');
  }
  throw new ApiError(response.status, body, response.statusText);
};

/** Calls an operator route with the staff token (never the customer's), in the chosen language. */
export const callOperator = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: OperatorCallInput<R> = {},
): Promise<Ok<R>> => {
  const hadSession = staffSessionStore.get() !== null;
  const response = await send(route, input);
  if (!response.ok) return failure(response, hadSession);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as Ok<R>;
};

/** A binary answer (a claim's photo) as an object URL; the caller revokes it. */
export const operatorObjectUrl = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: OperatorCallInput<R>,
): Promise<string> => {
  const hadSession = staffSessionStore.get() !== null;
  const response = await send(route, input);
  if (!response.ok) return failure(response, hadSession);
  return URL.createObjectURL(await response.blob());
};

/** Downloads a file answer (an export) under the server's file name. */
export const downloadOperatorFile = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: OperatorCallInput<R>,
  fallbackName: string,
): Promise<void> => {
  const hadSession = staffSessionStore.get() !== null;
  const response = await send(route, input);
  if (!response.ok) return failure(response, hadSession);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
