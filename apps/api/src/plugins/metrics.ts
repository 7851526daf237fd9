import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry } from 'prom-client';
import type { CarrierPort } from '../adapters/carriers/index.ts';
import { sendError } from './error-handler.ts';

/** What the scrape reads at the moment it asks (each answer is one indexed count or a pool's own numbers). */
export type MetricSources = {
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
  replicaPool?: () => { total: number; idle: number; waiting: number };
  queues?: () => Promise<Array<{ name: string; ready: number; active: number; deferred: number; failed: number }>>;
  outbox?: () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number }>;
};

export type Metrics = {
  readonly registry: Registry;
  /** Wraps a carrier so that every refused or failed call is counted by carrier, call and kind. */
  carrier(port: CarrierPort): CarrierPort;
};

const CARRIER_CALLS = ['rates', 'book', 'requestCourier', 'cancelCourier', 'cancel', 'events', 'pickupPoints'] as const;

/** The metrics the operator's Prometheus reads; the registry is this app's own (tests build several apps). */
export const createMetrics = (): Metrics => {
  const registry = new Registry();
  const carrierErrors = new Counter({
    name: 'jetkiz_carrier_errors_total',
    help: 'Carrier calls that failed, by carrier, call and kind (unavailable: no answer or 5xx; refused: a 4xx).',
    labelNames: ['carrier', 'call', 'kind'] as const,
    registers: [registry],
  });
  return {
    registry,
    carrier(port) {
      const wrapped = { ...port };
      for (const call of CARRIER_CALLS) {
        const original = port[call].bind(port) as (...args: unknown[]) => Promise<unknown>;
        (wrapped as Record<string, unknown>)[call] = (...args: unknown[]) =>
          original(...args).catch((error: unknown) => {
            const name = error instanceof Error ? error.name : '';
            const kind =
              name === 'CarrierRefusedError' ? 'refused' : name === 'CarrierUnavailableError' ? 'unavailable' : 'other';
            carrierErrors.inc({ carrier: port.code, call, kind });
            throw error;
          });
      }
      return wrapped;
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A route pattern's request timing (method, status, seconds), for answers that no route hook sees. */
    timingOf(route: string): (method: string, status: number, seconds: number) => void;
  }
}

const DURATION_NAME = 'jetkiz_http_request_duration_seconds';
const DURATION_HELP = 'Time from the request to the end of the answer, by route pattern, method and status.';
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A label value as the Prometheus text format writes it: backslash, double quote and line feed escaped. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The histogram of request durations by route pattern, method and status: per label set, a count per bucket (not
 * cumulative until written), the sum and the count. `text()` is its part of the scrape, as prom-client writes one.
 */
export const createRequestTimings = () => {
  type Series = { labels: string; buckets: Float64Array; sum: number; count: number };
  const series = new Map<string, Series>();
  const seriesOf = (route: string, method: string, status: number): Series => {
    const key = `${method} ${status} ${route}`;
    let entry = series.get(key);
    if (entry === undefined) {
      entry = {
        labels: `route="${labelValue(route)}",method="${labelValue(method)}",status="${status}"`,
        buckets: new Float64Array(DURATION_BUCKETS.length),
        sum: 0,
        count: 0,
      };
      series.set(key, entry);
    }
    return entry;
  };
  const add = (entry: Series, seconds: number) => {
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) bucket++;
    if (bucket < DURATION_BUCKETS.length) entry.buckets[bucket] = (entry.buckets[bucket] ?? 0) + 1;
    entry.sum += seconds;
    entry.count += 1;
  };
  return {
    observe(route: string, method: string, status: number, seconds: number) {
      add(seriesOf(route, method, status), seconds);
    },
    /**
     * The same for one route pattern, its series found by method and status alone: no label text is built or
     * hashed per request.
     */
    forRoute(route: string) {
      const byMethod = new Map<string, Map<number, Series>>();
      return (method: string, status: number, seconds: number) => {
        let byStatus = byMethod.get(method);
        if (byStatus === undefined) {
          byStatus = new Map();
          byMethod.set(method, byStatus);
        }
        let entry = byStatus.get(status);
        if (entry === undefined) {
          entry = seriesOf(route, method, status);
          byStatus.set(status, entry);
        }
        add(entry, seconds);
      };
    },
    text(): string {
      const lines = [`# HELP ${DURATION_NAME} ${DURATION_HELP}`, `# TYPE ${DURATION_NAME} histogram`];
      for (const { labels, buckets, sum, count } of series.values()) {
        let cumulative = 0;
        for (const [i, bound] of DURATION_BUCKETS.entries()) {
          cumulative += buckets[i] ?? 0;
          lines.push(`${DURATION_NAME}_bucket{le="${bound}",${labels}} ${cumulative}`);
        }
        lines.push(`${DURATION_NAME}_bucket{le="+Inf",${labels}} ${count}`);
        lines.push(`${DURATION_NAME}_sum{${labels}} ${sum}`);
        lines.push(`${DURATION_NAME}_count{${labels}} ${count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
};

const sameToken = (given: string | undefined, expected: string): boolean => {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice(7));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` in the Prometheus text format, for the operator's monitoring, behind `METRICS_TOKEN` (a
 * bearer token; without it configured the route does not exist). Every request is timed by its route pattern
 * (never its raw URL: the label set stays bounded), method and status; the database pool, the job queues and
 * the SMS outbox are read at scrape time.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; metrics: Metrics; sources: MetricSources }) => {
    const { registry } = options.metrics;
    const { token } = options;
    // Nobody can read them without a token: then no request pays for the timing either.
    if (!token) {
      app.decorate('timingOf', () => () => {});
      return;
    }
    // The request timings are counted here rather than in a prom-client Histogram: its child's observe() checks and
    // hashes the labels on every call (~1 µs, a few per cent of a small route's CPU under load), where this is a
    // Map lookup and one bucket's increment. Written out in the same text format at scrape time. Each route gets a
    // hook of its own that knows its pattern: `request.routeOptions` builds an object of a dozen fields on every read.
    const duration = createRequestTimings();
    // For answers sent before routing (lib/prepared-answers.ts): the same series as the route's own hook.
    app.decorate('timingOf', (route: string) => duration.forRoute(route));
    app.addHook('onRoute', (route) => {
      const observe = duration.forRoute(route.url);
      const timed: onResponseHookHandler = (request, reply, done) => {
        observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), timed];
    });
    // What no route matched.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) duration.observe('unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const { pool, replicaPool, queues, outbox } = options.sources;
    new Gauge({
      name: 'jetkiz_db_pool_connections',
      help: "The database pools' connections (primary, replica): total, idle, and requests waiting for one.",
      labelNames: ['database', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [database, read] of [
          ['primary', pool],
          ['replica', replicaPool],
        ] as const) {
          const stats = read?.();
          if (!stats) continue;
          this.set({ database, state: 'total' }, stats.total);
          this.set({ database, state: 'idle' }, stats.idle);
          this.set({ database, state: 'waiting' }, stats.waiting);
        }
      },
    });
    new Gauge({
      name: 'jetkiz_job_queue_jobs',
      help: 'Jobs in each pg-boss queue by state (ready: due and not taken; active: being run).',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of (await queues?.()) ?? []) {
          this.set({ queue: queue.name, state: 'ready' }, queue.ready);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
          this.set({ queue: queue.name, state: 'deferred' }, queue.deferred);
          this.set({ queue: queue.name, state: 'failed' }, queue.failed);
        }
      },
    });
    new Gauge({
      name: 'jetkiz_sms_outbox_messages',
      help: 'SMS in the outbox not sent yet (pending) and given up (failed).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const backlog = await outbox?.();
        this.set({ status: 'pending' }, backlog?.pending ?? 0);
        this.set({ status: 'failed' }, backlog?.failed ?? 0);
      },
    });
    new Gauge({
      name: 'jetkiz_sms_outbox_oldest_pending_seconds',
      help: 'Age of the oldest SMS waiting in the outbox (0: none waits).',
      registers: [registry],
      async collect() {
        this.set((await outbox?.())?.oldestPendingSeconds ?? 0);
      },
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!sameToken(request.headers.authorization, token)) return sendError(reply, request, 401, 'UNAUTHORIZED');
      const text = `${await registry.metrics()}${duration.text()}`;
      return reply.header('content-type', registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
