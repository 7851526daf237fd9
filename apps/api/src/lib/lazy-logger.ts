import type { FastifyBaseLogger } from 'fastify';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const METHODS: readonly Method[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A request's logger (Fastify's `childLoggerFactory`) that becomes the logger's child, bound to the request id,
 * only when something is logged through it. Most requests log nothing there — the request line has a logger of
 * its own — and making pino's child on every request (its bindings go through the redaction pass) was 4% of a
 * cached search's CPU time under load (measured with --cpu-prof).
 */
export const lazyChildLogger = (
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger => {
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => {
    child ??= parent.child(bindings, options);
    return child;
  };
  const logger = {
    get level() {
      return child?.level ?? options?.level ?? parent.level;
    },
    set level(level: string) {
      real().level = level;
    },
    child: (more: Record<string, unknown>, moreOptions?: Parameters<FastifyBaseLogger['child']>[1]) =>
      real().child(more, moreOptions),
  } as FastifyBaseLogger;
  for (const method of METHODS) {
    (logger as unknown as Record<Method, (...args: unknown[]) => void>)[method] = (...args: unknown[]) =>
      (real()[method] as (...args: unknown[]) => void)(...args);
  }
  return logger;
};
