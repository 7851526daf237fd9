import type { FastifyReply } from 'fastify';

/** Sends JSON that is already encoded (a cached answer): no serializing, no UTF-8 encoding per request. */
export const sendEncoded = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);
