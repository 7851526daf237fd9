/**
 * Local stand-ins for outside parties, started beside the API by `npm start` (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import { createBankSandbox } from './bank/bank-sandbox.ts';
import { createCarrierSandbox } from './carriers/carrier-sandbox.ts';
import { ALTYN, ALTYN_CODES, ALTYN_ZONES, STEPPE, STEPPE_CODES } from './carriers/grids.ts';
import { createSmsGateway } from './sms-gateway.ts';

export {
  BANK_TEST_CREDENTIALS,
  type BankSettings,
  createBankSandbox,
  TEST_CARDS,
} from './bank/bank-sandbox.ts';
export { type CarrierSandboxOptions, createCarrierSandbox } from './carriers/carrier-sandbox.ts';
export { ALTYN, ALTYN_CODES, ALTYN_ZONES, type CarrierCodes, STEPPE, STEPPE_CODES } from './carriers/grids.ts';
export { createSmsGateway, type SmsMessage } from './sms-gateway.ts';

/** The webhook secret the sandbox carriers sign with (the API's CARRIER_WEBHOOK_SECRET default outside production). */
export const SANDBOX_WEBHOOK_SECRET = 'jetkiz-sandbox-carrier-webhook-secret';

/** The two partner carriers as `npm start` and the tests run them: rates, booking and a tracking timeline. */
export const steppeSandbox = () =>
  createCarrierSandbox({
    name: 'Steppe Express',
    grid: STEPPE,
    tracking: { codes: STEPPE_CODES, prefix: 'SE', webhookSecret: SANDBOX_WEBHOOK_SECRET },
  });
export const altynSandbox = () =>
  createCarrierSandbox({
    name: 'Altyn Cargo',
    grid: ALTYN,
    zoneOf: ALTYN_ZONES,
    tracking: { codes: ALTYN_CODES, prefix: 'AC', webhookSecret: SANDBOX_WEBHOOK_SECRET },
  });

export type RunningSandbox = { name: string; url: string; app: FastifyInstance };

/** Starts each sandbox on its port (0 = any free one) and answers where they listen. */
export const startSandboxes = async (
  ports: { sms: number; steppe: number; altyn: number; bank: number },
  host = '127.0.0.1',
): Promise<RunningSandbox[]> => {
  const parties: Array<[string, FastifyInstance, number]> = [
    ['sms', createSmsGateway(), ports.sms],
    ['STEPPE', steppeSandbox(), ports.steppe],
    ['ALTYN', altynSandbox(), ports.altyn],
    ['bank', createBankSandbox(), ports.bank],
  ];
  const running: RunningSandbox[] = [];
  for (const [name, app, port] of parties) running.push({ name, url: await app.listen({ host, port }), app });
  return running;
};
