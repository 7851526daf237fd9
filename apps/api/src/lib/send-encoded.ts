import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer kept already encoded (a cached search or calculation): no serializing, no UTF-8 encoding per request.
 * Once it is sent a second time it is also kept gzipped, for the callers that take it (every browser does): a
 * search's 2.5 KB of Cyrillic JSON goes out as ~0.5 KB, which a phone on a mobile network feels, and the server
 * writes a fifth of the bytes. An answer sent once is never compressed: that would cost more than it saves.
 */
export type EncodedAnswer = { readonly plain: Buffer; gzip?: Buffer; sent: number };

/** Below this an answer goes out as it is: gzip's header and the extra header line would eat the gain. */
const COMPRESS_FROM_BYTES = 1_024;
const GZIP = /\bgzip\b/;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The headers of each way an answer goes out, made once. */
const SMALL = { 'content-type': JSON_TYPE } as const;
const PLAIN = { 'content-type': JSON_TYPE, vary: 'accept-encoding' } as const;
const GZIPPED = { 'content-type': JSON_TYPE, vary: 'accept-encoding', 'content-encoding': 'gzip' } as const;

export const encodedAnswer = (plain: Buffer): EncodedAnswer => ({ plain, sent: 0 });

/**
 * The bytes to send for a caller that accepts `acceptEncoding`, and the headers that say what they are: both the
 * Fastify route (`sendEncoded`) and the prepared answers that go out before routing (lib/prepared-answers.ts) send
 * an answer so. Counts the sending.
 */
export const encodingFor = (
  answer: EncodedAnswer,
  acceptEncoding: string | undefined,
): { body: Buffer; headers: Readonly<Record<string, string>> } => {
  if (answer.plain.length < COMPRESS_FROM_BYTES) return { body: answer.plain, headers: SMALL };
  answer.sent += 1;
  if (answer.sent < 2 || acceptEncoding === undefined || !GZIP.test(acceptEncoding))
    return { body: answer.plain, headers: PLAIN };
  answer.gzip ??= gzipSync(answer.plain);
  return { body: answer.gzip, headers: GZIPPED };
};

export const sendEncoded = (request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) => {
  const { body, headers } = encodingFor(answer, request.headers['accept-encoding']);
  return reply.headers(headers).send(body);
};

/** Streams an xlsx workbook as a download. */
export const sendXlsx = (reply: FastifyReply, stream: NodeJS.ReadableStream, filename: string) =>
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(stream);

/** Sends a PDF as a download (private: a customer's document must not sit in a shared cache). */
export const sendPdf = (reply: FastifyReply, document: { pdf: Buffer; name: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.name}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
