/**
 * Local stand-ins for outside parties, started beside the API by `npm start` (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import { createSmsGateway } from './sms-gateway.ts';

export { createSmsGateway, type SmsMessage } from './sms-gateway.ts';

export type RunningSandbox = { name: string; url: string; app: FastifyInstance };

/** Starts each sandbox on its port (0 = any free one) and answers where they listen. */
export const startSandboxes = async (ports: { sms: number }, host = '127.0.0.1'): Promise<RunningSandbox[]> => {
  const sms = createSmsGateway();
  const address = await sms.listen({ host, port: ports.sms });
  return [{ name: 'sms', url: address, app: sms }];
};
