import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify hands a compiler for each part of a route (body, query, path, headers, each answer). */
type RoutePart = { schema: unknown; method: string; url: string };
type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes out), each route's
 * schemas compiled when the route is first called rather than all of them when the server starts. Compiling the
 * ~300 routes' schemas was most of `ready()` (350–470 ms of CPU, measured with --cpu-prof): paid by every start, by
 * every test file that builds an app, and mostly for routes that start or that file never calls. A route's first
 * request pays its own share instead (the calculation's, ~35 ms) unless the background has compiled it already.
 *
 * `compileAll()` compiles whatever is still waiting, so a test can show that every route's schemas compile (a broken
 * schema is then found by the suite, not by the first customer who calls the route). `compileInBackground()` does the
 * same one schema at a time between other work, once a server listens: its first requests then find most routes
 * compiled (the calculation's first answer took ~35 ms longer with its schemas compiled on the spot).
 * `stopBackground()` ends that early, once the server closes: a closed app has no caller left to compile for (a test
 * file's app that listened would otherwise go on compiling in the test process for another ~0.4 s of CPU).
 */
export const lazySchemaCompilers = (): {
  compilersFactory: Compilers;
  compileAll: () => number;
  compileInBackground: () => Promise<number>;
  stopBackground: () => void;
} => {
  let stopped = false;
  const waiting = new Set<() => unknown>();
  /** The compiled function on first use; until then the route holds a stand-in that compiles it. */
  const onFirstUse = <F extends (data: never) => unknown>(compile: () => F): { get: () => F } => {
    let compiled: F | undefined;
    const get = () => {
      if (!compiled) {
        compiled = compile();
        waiting.delete(get);
      }
      return compiled;
    };
    waiting.add(get);
    return { get };
  };

  const selectValidator = AjvCompiler();
  const buildValidator = (externalSchemas: unknown, options: unknown) => {
    const compile = selectValidator(externalSchemas as never, options as never) as unknown as (part: RoutePart) => Validate;
    return (route: RoutePart) => {
      const validator = onFirstUse(() => compile(route));
      // Fastify reads a failed validation's details from the function's `errors`, as ajv leaves them.
      const validate: Validate = (data) => {
        const real = validator.get();
        const valid = real(data);
        validate.errors = real.errors;
        return valid;
      };
      return validate;
    };
  };

  const selectSerializer = SerializerSelector();
  const buildSerializer = (externalSchemas: unknown, options: unknown) => {
    const compile = selectSerializer(externalSchemas as never, options as never) as unknown as (
      part: RoutePart,
    ) => (data: unknown) => string;
    return (route: RoutePart) => {
      const serializer = onFirstUse(() => compile(route));
      return (data: unknown) => serializer.get()(data);
    };
  };

  return {
    // Fastify types the factories loosely (either of ajv's pool builders); these take and give what it passes.
    compilersFactory: { buildValidator, buildSerializer } as Compilers,
    compileAll: () => {
      const count = waiting.size;
      for (const get of [...waiting]) get();
      return count;
    },
    compileInBackground: () =>
      new Promise<number>((resolve, reject) => {
        let count = 0;
        const next = () => {
          const [get] = waiting;
          if (!get || stopped) return resolve(count);
          try {
            get();
          } catch (error) {
            return reject(error);
          }
          count += 1;
          setImmediate(next);
        };
        setImmediate(next);
      }),
    stopBackground: () => {
      stopped = true;
    },
  };
};
