/**
 * How an error is written to the log (the logger's `err` serializer, used by every `log.*({ err })`).
 *
 * A failed query must not put the data it carried in a log line (issue 12: one printed a password hash, an
 * IIN and an e-mail). Drizzle's error says `Failed query: <sql>\nparams: <values>` in its message and stack
 * and keeps the values in `params`; PostgreSQL's says `Key (phone)=(77011234567) already exists` in `detail`
 * and quotes the offending value in the message of a data exception (`invalid input syntax for type uuid:
 * "…"`). The line keeps what an operator needs — the SQL text with its $n placeholders, the SQLSTATE code,
 * the constraint, table and column, the stack — and drops the values.
 */

/** Properties of database errors that carry values (pg and PGlite name them alike). */
const VALUE_CARRIERS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

/** Drizzle's wrapper, whose message is the query and its values (PGlite's own error also carries both). */
const isQueryError = (error: Error): error is Error & { query: string } =>
  typeof (error as { query?: unknown }).query === 'string' && error.message.startsWith('Failed query:');

/** SQLSTATE class 22 (data exception): its message quotes the value that did not fit. */
const isDataException = (error: Error) => /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code ?? ''));

const messageOf = (error: Error): string => {
  if (isQueryError(error)) return `Failed query: ${error.query}`;
  if (isDataException(error)) return error.message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"');
  return error.message;
};

/** The stack's frames under a header of the safe message (the original header repeats the message). */
const stackOf = (error: Error, type: string, message: string): string => {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
};

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export const serializeError = (error: Error, depth = 0): SerializedError => {
  const type = error.constructor?.name || error.name;
  const message = messageOf(error);
  const out: SerializedError = { type, message, stack: stackOf(error, type, message) };
  const nested = (value: unknown) => (value instanceof Error && depth < MAX_CAUSES ? serializeError(value, depth + 1) : value);
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out || VALUE_CARRIERS.has(key)) continue;
    out[key] = nested(value);
  }
  if (error.cause !== undefined) out.cause = nested(error.cause);
  return out;
};
