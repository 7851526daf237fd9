import type { FastifyReply } from 'fastify';

/** Sends JSON that is already encoded (a cached answer): no serializing, no UTF-8 encoding per request. */
export const sendEncoded = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

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
