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

export const encodedAnswer = (plain: Buffer): EncodedAnswer => ({ plain, sent: 0 });

export const sendEncoded = (request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) => {
  reply.type('application/json; charset=utf-8');
  if (answer.plain.length < COMPRESS_FROM_BYTES) return reply.send(answer.plain);
  reply.header('vary', 'accept-encoding');
  answer.sent += 1;
  const accepts = request.headers['accept-encoding'];
  if (answer.sent < 2 || accepts === undefined || !GZIP.test(accepts)) return reply.send(answer.plain);
  answer.gzip ??= gzipSync(answer.plain);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
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
