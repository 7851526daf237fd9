import type { FastifyBaseLogger } from 'fastify';

type Options = Parameters<FastifyBaseLogger['child']>[1];
type Log = (...args: unknown[]) => void;

/**
 * A request's logger that becomes the logger's child, bound to the request id, only when something is logged
 * through it. Most requests log nothing there — the request line has a logger of its own — and making pino's child
 * on every request (its bindings go through the redaction pass) was 4% of a cached search's CPU time under load
 * (measured with --cpu-prof). A class: its methods are shared, so a request pays for one small object, not eight
 * closures.
 */
class LazyChild {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: Options;
  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: Options) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  child(more: Record<string, unknown>, moreOptions?: Options): FastifyBaseLogger {
    return this.#real().child(more, moreOptions);
  }
  fatal(...args: unknown[]) {
    (this.#real().fatal as Log)(...args);
  }
  error(...args: unknown[]) {
    (this.#real().error as Log)(...args);
  }
  warn(...args: unknown[]) {
    (this.#real().warn as Log)(...args);
  }
  info(...args: unknown[]) {
    (this.#real().info as Log)(...args);
  }
  debug(...args: unknown[]) {
    (this.#real().debug as Log)(...args);
  }
  trace(...args: unknown[]) {
    (this.#real().trace as Log)(...args);
  }
  silent(...args: unknown[]) {
    (this.#real().silent as Log)(...args);
  }
}

/** Fastify's `childLoggerFactory`: see LazyChild. */
export const lazyChildLogger = (
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Options,
): FastifyBaseLogger => new LazyChild(parent, bindings, options) as unknown as FastifyBaseLogger;
