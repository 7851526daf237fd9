import os from 'node:os';

/** What the request log says about one answered request. */
export type RequestLine = {
  reqId: string;
  method: string;
  url: string;
  status: number;
  /** How long the answer took, as measured; the line gives it in tenths of a millisecond (`logMs`). */
  ms: number;
  ip: string;
};

/**
 * The request log's line, written by hand in pino's shape (level, time, pid, hostname, the fields, msg), so a log
 * shipper reads it as any other line. pino's generic path (merging objects, checking each key, its serializers)
 * was the largest part of the floor every route pays: a tenth of a small route's CPU time under load
 * (`npm run bench`, floor row, with and without the request log). Every field is set here and none is a secret;
 * a token in the query (the newsletter's links) is written as [redacted] (DESIGN §6).
 */
export const createRequestLine = (level: number) => {
  const head = `{"level":${level},"time":`;
  const tail = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},`;
  return (line: RequestLine): string =>
    `${head}${Date.now()}${tail}"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(
      redactQuery(line.url),
    )},"status":${line.status},"ms":${logMs(line.ms)},"ip":${JSON.stringify(line.ip)},"msg":"request"}\n`;
};

/**
 * Milliseconds in tenths, rounded up: an answer of 40 µs (a refusal on a fast machine) is 0.1, never the 0 that meant
 * a timer that did not start. Both request paths (Fastify's and the prepared answers') write it so.
 */
export const logMs = (ms: number): number => Math.ceil(ms * 10) / 10;

const TOKEN = /([?&]token=)[^&]*/g;
/** A token in the query never reaches the log. */
export const redactQuery = (url: string): string => (url.includes('token=') ? url.replace(TOKEN, '$1[redacted]') : url);
