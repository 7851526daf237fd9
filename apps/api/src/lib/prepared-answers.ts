import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lang } from '@jetkiz/domain';
import type { RequestLine } from './request-line.ts';
import { type EncodedAnswer, encodingFor } from './send-encoded.ts';

/** How one route's prepared answers are found, and its timing for the metrics. */
type Provider = {
  find: (url: string, lang: Lang) => EncodedAnswer | undefined;
  observe: (method: string, status: number, seconds: number) => void;
};

/**
 * Answers prepared for exact GET addresses, sent by the HTTP server before Fastify routes the request: a locality
 * search asked before (the same address and language) is read from its route's cache and written out at once.
 * Routing, the request and reply objects and a dozen hooks cost more than the search itself — under load a search
 * took ~35 µs of CPU against ~17 for a bare Fastify route, and ~26 this way (`npm run bench`, ADR 0011).
 *
 * Such an answer is the one the route sends: the same headers (request id, the API's security headers, the content's
 * type and encoding), the same request-log line and the same timing in the metrics, each made by the function the
 * Fastify path uses (app.ts passes them in). What has no prepared answer — another method, an address asked for the
 * first time, a question the route would refuse — and everything while the server closes goes to Fastify.
 * A prepared answer is served under load shedding too: it is the least work the server does.
 */
export type PreparedAnswers = {
  /** A route's prepared answers, by its path (no query): `find` gives the answer for a whole address and language. */
  provide(path: string, find: Provider['find']): void;
  /** Sends the prepared answer to the request, if there is one; false leaves the request to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many answers went out so, since the start. */
  readonly served: number;
};

export const createPreparedAnswers = (how: {
  langOf: (acceptLanguage: string | undefined) => Lang;
  requestIdOf: (req: IncomingMessage) => string;
  headersFor: (url: string) => Readonly<Record<string, string>>;
  /** The caller's address as the request log writes it (behind the proxy, from X-Forwarded-For). */
  ipOf: (req: IncomingMessage) => string;
  /** Writes the request log's line; undefined when the log level leaves requests out. */
  log: ((line: RequestLine) => void) | undefined;
  /** A route's timing in the metrics, the one its Fastify hook feeds. */
  timingOf: (path: string) => Provider['observe'];
  closing: () => boolean;
}): PreparedAnswers => {
  const providers = new Map<string, Provider>();
  let served = 0;
  return {
    get served() {
      return served;
    },
    provide(path, find) {
      providers.set(path, { find, observe: how.timingOf(path) });
    },
    answer(req, res) {
      if (req.method !== 'GET' || providers.size === 0 || how.closing()) return false;
      const started = performance.now();
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const provider = providers.get(query === -1 ? url : url.slice(0, query));
      if (provider === undefined) return false;
      const prepared = provider.find(url, how.langOf(req.headers['accept-language']));
      if (prepared === undefined) return false;
      const reqId = how.requestIdOf(req);
      const { body, headers } = encodingFor(prepared, req.headers['accept-encoding']);
      res.writeHead(200, { 'x-request-id': reqId, ...how.headersFor(url), ...headers, 'content-length': body.length });
      res.end(body);
      served += 1;
      const ms = performance.now() - started;
      provider.observe('GET', 200, ms / 1000);
      how.log?.({ reqId, method: 'GET', url, status: 200, ms, ip: how.ipOf(req) });
      return true;
    },
  };
};
