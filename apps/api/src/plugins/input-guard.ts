import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the contract's schemas cannot say, checked on every request after them, for every string and number
 * of the path, the query and the body (issue 12: each of these reached PostgreSQL or a domain rule and
 * answered 500):
 * - a NUL character (PostgreSQL text cannot hold one), half of a UTF-16 surrogate pair (not text at all), or
 *   U+FFFD, what bytes that are not UTF-8 turn into when the body or URL is decoded (no person types it);
 * - another control character (C0 but tab, line feed and carriage return; DEL; C1) or a bidirectional embedding,
 *   override or isolate (U+202A–U+202E, U+2066–U+2069): no keyboard types them, and they were stored as they came —
 *   a receiver «Ах\u202Eтем» printed reversed on the waybill and in the console, a bell or an escape went into SMS,
 *   e-mails and PDFs;
 * - a number that is not finite: Ajv coerces the text `Infinity`, `1e400` or 400 digits to Infinity and then
 *   skips `minimum`/`maximum` for it, so bounds alone do not stop them.
 * The answer is the contract's: 400 VALIDATION naming each field, in the caller's language.
 */

export type InputProblem = { instancePath: string; keyword: 'badCharacters' | 'notFinite'; params: object; message: string };

const MAX_PROBLEMS = 20;
const MAX_DEPTH = 32;

/** One scan finds the characters that may be bad; a paired surrogate (an emoji) is then told from a lone one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD\uD800-\uDFFF]/;
/** The same but surrogates: each of these is bad wherever it stands. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/;
const badText = (text: string) => SUSPECT.test(text) && (NEVER.test(text) || !text.isWellFormed());

/** True when no string or number inside a value is bad (the common case: no allocation). */
const isClean = (node: unknown, depth: number): boolean => {
  if (typeof node === 'string') return !badText(node);
  if (typeof node === 'number') return Number.isFinite(node);
  // Raw bytes (an uploaded image) hold no text to check.
  if (node === null || typeof node !== 'object' || node instanceof Uint8Array || depth >= MAX_DEPTH) return true;
  if (Array.isArray(node)) {
    for (const child of node) if (!isClean(child, depth + 1)) return false;
    return true;
  }
  for (const key in node) {
    if (badText(key) || !isClean((node as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
};

/** Every bad string or number inside a value, by JSON pointer (as Ajv names fields). */
export const inputProblems = (value: unknown): InputProblem[] => {
  const problems: InputProblem[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (typeof node === 'string') {
      if (badText(node)) problems.push({ instancePath: path, keyword: 'badCharacters', params: {}, message: 'bad characters' });
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) problems.push({ instancePath: path, keyword: 'notFinite', params: {}, message: 'not finite' });
    } else if (node !== null && typeof node === 'object' && depth < MAX_DEPTH) {
      for (const [key, child] of Object.entries(node)) {
        if (badText(key)) problems.push({ instancePath: path, keyword: 'badCharacters', params: {}, message: 'bad key' });
        else visit(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
      }
    }
  };
  visit(value, '', 0);
  return problems;
};

const HEX_ESCAPE = /%[0-9A-Fa-f]{2}/;

/**
 * Query fields whose percent-escapes are bytes that are not UTF-8 (`?name=%ff%fe`). The router's parser keeps such a
 * value as the raw text (a search for «%ff%fe» found nothing and answered 200); read as a browser reads the address
 * (URLSearchParams), those bytes are U+FFFD, which the check refuses like the same bytes in a body. Only a value that
 * still holds an escape after the router's decoding is read again, so a good query costs one `includes` a field.
 */
const escaped = (text: unknown) => typeof text === 'string' && text.includes('%') && HEX_ESCAPE.test(text);
const undecodedQuery = (request: FastifyRequest): Record<string, string> | undefined => {
  const query = request.query as Record<string, unknown> | undefined;
  if (query === null || typeof query !== 'object') return undefined;
  let strict: URLSearchParams | undefined;
  let found: Record<string, string> | undefined;
  for (const key in query) {
    const value = query[key];
    if (!(Array.isArray(value) ? value.some(escaped) : escaped(value))) continue;
    strict ??= new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1));
    const decoded = strict.getAll(key).find((text) => text.includes('\uFFFD'));
    if (decoded !== undefined) {
      found ??= {};
      found[key] = decoded;
    }
  }
  return found;
};

const PARTS = [
  ['params', (r: FastifyRequest) => r.params],
  ['querystring', (r: FastifyRequest) => undecodedQuery(r) ?? r.query],
  ['body', (r: FastifyRequest) => r.body],
] as const;

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style: this runs on every request, and an async hook's promise is measurable there.
    app.addHook('preHandler', (request, _reply, done) => {
      // A page's address (the web app, served for any address outside the API) reads no input here: the app in the
      // browser reads its query itself, and a link with broken bytes in it still opens the site.
      if (!request.url.startsWith('/api/')) {
        done();
        return;
      }
      for (const [context, read] of PARTS) {
        const value = read(request);
        if (isClean(value, 0)) continue;
        const problems = inputProblems(value);
        if (problems.length > 0) {
          // The shape of a schema failure, so the error handler names the fields as it does for those.
          const error = Object.assign(new Error(`${context} has characters or numbers the API does not take`), {
            statusCode: 400,
            validation: problems,
            validationContext: context,
          });
          done(error);
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
