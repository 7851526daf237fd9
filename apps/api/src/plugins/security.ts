import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors.ts';

/**
 * `trustedOrigins`: outside parties whose scripts and frames the pages embed (the bank's payment widget);
 * `connectOrigins`: the only places outside this site the pages may open a connection to (NCALayer's WebSocket).
 */
const helmetOptions = (
  trustedOrigins: string[] = [],
  imageOrigins: string[] = [],
  connectOrigins: string[] = [],
): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...trustedOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the pictures a page made itself from bytes it holds: a claim's photos before they are sent (the
      // customer's files) and in the console (read with the staff token, which an <img> cannot send).
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...connectOrigins],
      frameSrc: trustedOrigins.length > 0 ? trustedOrigins : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
});

/**
 * Helmet's headers, worked out once: they are the same for every response, and running helmet per request
 * cost a third of the throughput of a small route (measured with autocannon).
 */
export const securityHeaders = (options: HelmetOptions = helmetOptions()): Record<string, string> => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
};

/**
 * What an API answer carries (OWASP's REST Security Cheat Sheet): nothing in it may run, be framed, be sniffed as
 * another type or be kept by a browser or a proxy, unless its route says so (the public reference data sets its own
 * cache-control over this; a route that answers HTML sets the CSP its page needs). The pages' dozen headers, with
 * their long CSP, on every JSON answer were a quarter of the bytes of a small answer, written and parsed for nothing.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  // A signed-in answer holds a customer's data (the xlsx report too).
  'cache-control': 'no-store',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of an answer to this address: the API's short set, or the pages' (for hookless answers). */
    securityHeadersFor(url: string): Readonly<Record<string, string>>;
  }
}

/**
 * Security headers with a strict CSP (scripts only from our origin; Mantine needs inline styles), rate limits
 * that routes opt into (every public write does), and load shedding before the event loop drowns.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      rateLimitPerMinute: number;
      /** Requests get 503 while the event loop lags more than this (ms); 0: never (LOAD_SHED_EVENT_LOOP_DELAY_MS). */
      maxEventLoopDelayMs?: number;
      /** Where the limits are counted so that they hold across API instances (modules/cluster). */
      rateLimitStore?: new (
        params: never,
      ) => unknown;
      trustedOrigins?: string[];
      imageOrigins?: string[];
      connectOrigins?: string[];
    },
  ) => {
    const pageHeaders = securityHeaders(helmetOptions(options.trustedOrigins, options.imageOrigins, options.connectOrigins));
    // The API answers data, not pages: its own short set, unless it serves the documentation's pages.
    const headersFor = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs') ? API_HEADERS : pageHeaders);
    app.decorate('securityHeadersFor', headersFor);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
    await app.register(rateLimit, {
      global: false,
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      ...(options.rateLimitStore && { store: options.rateLimitStore as never }),
      // A shared store that cannot be reached lets requests through rather than failing them all.
      skipOnError: true,
    });
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? 2_000,
      retryAfter: 10,
      customError: class extends AppError {
        constructor() {
          super('SERVICE_UNAVAILABLE');
        }
      },
    });
  },
  { name: 'security' },
);
