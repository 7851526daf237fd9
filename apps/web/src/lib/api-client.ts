import { type Endpoint, type ErrorBody, endpoints, type RouteDescriptor, type Static, type TSchema } from '@jetkiz/contract';
import { type Lang, type Localized, toAcceptLanguage } from '@jetkiz/domain';
import i18next from 'i18next';
import { currentLang } from './i18n.ts';
import { noteServerDate } from './server-clock.ts';
import { needsRefresh, sessionFrom, sessionStore, type TokenAnswer } from './session.ts';

/**
 * Whether a failed answer's own text may be shown to a person: only a JSON error with a message (our API's shape,
 * in the caller's language). A 5xx of ours with its own code says what happened and what to do («the bank did not
 * answer: approve again in a minute», «the carrier did not take the order»); only INTERNAL, the unforeseen, reads
 * «an error occurred». A proxy's page or a bare status text («Internal Server Error», «Bad Gateway»: no code of
 * ours) is never shown (issue 15: no English server text in a Russian or Kazakh toast).
 */
const readableServerText = (status: number, body: Partial<ErrorBody>): boolean =>
  Boolean(body.message) && (status < 500 || (typeof body.errorCode === 'string' && body.errorCode !== 'INTERNAL'));

/**
 * A failed call: the server's error shape when there was one, otherwise a network failure (status 0). An unknown
 * answer or a 5xx reads «Произошла ошибка» (spec §8) in the chosen language. What it says to a person is `textIn(lang)`,
 * in any language: the answer carries its words in each (`messageTexts`, `descriptionTexts`, `fieldTexts`), so an error
 * on screen says itself again after a switch of language (`errorNode` in lib/notify.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly description: string | undefined;
  readonly fields: Record<string, string>;
  /** The same fields' messages in every language, where the server has them so (see `serverFieldErrors`). */
  readonly fieldTexts: Record<string, Localized>;
  /** `message` in every language, when the server's own message is the one shown. */
  readonly messageTexts: Localized | undefined;
  /** `description` in every language, where the server wrote it so (not a carrier's words). */
  readonly descriptionTexts: Localized | undefined;
  /** Whether the server's own words are shown (see `readableServerText`); a failure of another kind has ours. */
  private readonly readable: boolean;

  constructor(status: number, body: Partial<ErrorBody>, fallbackMessage: string) {
    const readable = status !== 0 && readableServerText(status, body);
    super(status === 0 ? fallbackMessage : readable ? (body.message ?? fallbackMessage) : i18next.t('notify.genericError'));
    this.name = 'ApiError';
    this.status = status;
    this.readable = readable;
    this.errorCode = body.errorCode ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    // A 5xx's description is not ours to show: the carrier's own words or a failure's text («Steppe Express: Booking
    // service is temporarily unavailable», in English on a Kazakh page), which would replace our message in the toast.
    this.description = readable && status < 500 ? body.description : undefined;
    this.descriptionTexts = this.description === undefined ? undefined : body.descriptionTexts;
    this.messageTexts = readable ? body.messageTexts : undefined;
    this.fields = body.fields ?? {};
    this.fieldTexts = body.fieldTexts ?? {};
  }

  /**
   * What the failure says to a person, in `lang` (spec §8: the server's description, then its message): a call that
   * never reached the server says so; an answer that is not ours, or our unforeseen 5xx, «an error occurred». Words
   * the server said in the caller's language only (an answer without `messageTexts`) stay as they were said.
   */
  textIn(lang: Lang): string {
    return this.descriptionIn(lang) || this.messageIn(lang);
  }

  /** The message alone, in `lang` (see `textIn`). */
  messageIn(lang: Lang): string {
    if (this.status === 0) return i18next.t('notify.offline', { lng: lang });
    if (!this.readable) return i18next.t('notify.genericError', { lng: lang });
    return this.messageTexts?.[lang] ?? this.message;
  }

  /** The description alone, in `lang`, when there is one to show. */
  descriptionIn(lang: Lang): string | undefined {
    return this.description && (this.descriptionTexts?.[lang] ?? this.description);
  }
}

type Query<R extends RouteDescriptor> = R['schema'] extends { querystring: infer Q extends TSchema } ? Static<Q> : undefined;
type Params<R extends RouteDescriptor> = R['schema'] extends { params: infer P extends TSchema } ? Static<P> : undefined;
type Body<R extends RouteDescriptor> = R['schema'] extends { body: infer B extends TSchema } ? Static<B> : undefined;
export type Ok<R extends RouteDescriptor> = R['schema']['response'] extends { 200: infer S extends TSchema }
  ? Static<S>
  : unknown;

export type CallInput<R extends RouteDescriptor> = {
  query?: Query<R>;
  params?: Params<R>;
  body?: Body<R>;
  signal?: AbortSignal;
};

/** The address of a call (also for the file calls of `api-files.ts`). */
export const buildUrl = (url: string, params?: object, query?: object): string => {
  let path = url;
  for (const [key, value] of Object.entries(params ?? {})) path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

export const jsonHeaders = (): Record<string, string> => ({
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  'Accept-Language': toAcceptLanguage(currentLang()),
});

let refreshing: Promise<boolean> | null = null;

/** The Web Lock the tabs of one browser take in turn to exchange the shared refresh token. */
export const REFRESH_LOCK = 'jetkiz.session-refresh';

/**
 * Exchanges the refresh token for new tokens, once however many calls wait for it — in this tab, and across the
 * browser's tabs, which share the session: each exchange takes a Web Lock, and a tab that got it after another reads
 * the tokens that tab stored instead of sending the used token again. (Sent twice, a refresh token counts as stolen
 * and ends the session everywhere: two tabs waking from sleep at once signed the user out.) When the server refuses,
 * everything is reset (spec §4: a failed refresh logs out); a network failure keeps the session for later.
 */
export const refreshSession = (): Promise<boolean> => {
  const asked = sessionStore.get();
  if (!asked.refreshToken) return Promise.resolve(false);
  const exchange = async (): Promise<boolean> => {
    // Storage as it is now: another tab may have exchanged the token (or signed out) while this one waited.
    sessionStore.reload();
    const session = sessionStore.get();
    if (session.refreshToken !== asked.refreshToken) return session.refreshToken !== '';
    try {
      const response = await fetch(endpoints.refreshSession.url, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ refreshToken: session.refreshToken, userType: session.role }),
      });
      if (!response.ok) {
        sessionStore.clear();
        return false;
      }
      sessionStore.set(sessionFrom((await response.json()) as TokenAnswer, session.phone, session.role));
      return true;
    } catch {
      return false;
    }
  };
  const locks = globalThis.navigator?.locks;
  refreshing ??= (locks ? locks.request(REFRESH_LOCK, exchange) : exchange()).finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/**
 * Whether a refused call is worth one retry with a refreshed token: the token has expired or was revoked (401), or
 * it lacks a company role (403 COMPANY_ROLE_REQUIRED) that the administrator may have given since it was issued —
 * roles travel in the token, which lives up to its 15 minutes.
 */
export const mayRetryWithNewToken = (status: number, body: unknown, token: string | undefined, retried: boolean): boolean =>
  Boolean(token) &&
  !retried &&
  (status === 401 || (status === 403 && (body as Partial<ErrorBody> | undefined)?.errorCode === 'COMPANY_ROLE_REQUIRED'));

/**
 * Calls a contract endpoint: path, verb and types come from the contract, so they cannot drift from the API. Every call sends JSON, no-cache and the chosen language (spec §7), and the bearer token when
 * signed in.
 */
export const callApi = async <R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R> = {},
  retried = false,
): Promise<Ok<R>> => {
  if (needsRefresh(sessionStore.get())) await refreshSession();
  const headers = jsonHeaders();
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(buildUrl(route.url, input.params ?? undefined, input.query ?? undefined), {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {}, error instanceof Error ? error.message : String(error));
  }
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  // An access token the server no longer takes: refresh once and try again; a failed refresh signs out. A company role
  // the token lacks may have been given since it was issued: a new token carries the roles the employee has now.
  if (mayRetryWithNewToken(response.status, parsed, token, retried) && (await refreshSession()))
    return callApi(route, input, true);
  if (!response.ok) throw new ApiError(response.status, (parsed as Partial<ErrorBody>) ?? {}, response.statusText);
  return parsed as Ok<R>;
};
