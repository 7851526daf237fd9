/**
 * Local stand-ins for outside parties, started beside the API by `npm start` (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import { type BankSandboxOptions, createBankSandbox } from './bank/bank-sandbox.ts';
import { createCarrierSandbox } from './carriers/carrier-sandbox.ts';
import { ALTYN, ALTYN_CODES, ALTYN_ZONES, STEPPE, STEPPE_CODES } from './carriers/grids.ts';
import { createSmsGateway } from './sms-gateway.ts';

export {
  BANK_TEST_CREDENTIALS,
  type BankSandboxOptions,
  type BankSettings,
  createBankSandbox,
  TEST_CARDS,
} from './bank/bank-sandbox.ts';
export { type CarrierSandboxOptions, createCarrierSandbox } from './carriers/carrier-sandbox.ts';
export { ALTYN, ALTYN_CODES, ALTYN_ZONES, type CarrierCodes, STEPPE, STEPPE_CODES } from './carriers/grids.ts';
export {
  createPkiSandbox,
  createTestPki,
  DEFAULT_KEY_DIR,
  KEY_USAGE_OIDS,
  type Localized,
  TEST_BINS,
  TEST_IINS,
  TEST_KEY_NAMES,
  TEST_KEY_SPECS,
  TEST_ORGANIZATIONS,
  type TestKey,
  type TestKeyName,
  type TestPki,
  TRUST_STORE_FILE,
  XMLDSIG,
} from './pki/index.ts';
export { createSmsGateway, type SmsMessage } from './sms-gateway.ts';

/**
 * The two partner carriers as `npm start` and the tests run them: rates, booking and a tracking timeline. They sign
 * their webhooks with `webhookSecret`, the API's CARRIER_WEBHOOK_SECRET (no secret is written in the source).
 */
export const steppeSandbox = (options: { webhookSecret: string }) =>
  createCarrierSandbox({
    name: 'Steppe Express',
    grid: STEPPE,
    tracking: { codes: STEPPE_CODES, prefix: 'SE', webhookSecret: options.webhookSecret },
  });
export const altynSandbox = (options: { webhookSecret: string }) =>
  createCarrierSandbox({
    name: 'Altyn Cargo',
    grid: ALTYN,
    zoneOf: ALTYN_ZONES,
    tracking: { codes: ALTYN_CODES, prefix: 'AC', webhookSecret: options.webhookSecret },
  });

export type RunningSandbox = { name: string; url: string; app: FastifyInstance };

/**
 * Starts each sandbox on its port (0 = any free one) and answers where they listen. The carriers sign webhooks with
 * `secrets.webhookSecret`; the bank takes `secrets.bank` as its client's credentials.
 */
export const startSandboxes = async (
  ports: { sms: number; steppe: number; altyn: number; bank: number },
  secrets: { webhookSecret: string; bank: BankSandboxOptions },
  host = '127.0.0.1',
): Promise<RunningSandbox[]> => {
  const parties: Array<[string, FastifyInstance, number]> = [
    ['sms', createSmsGateway(), ports.sms],
    ['STEPPE', steppeSandbox(secrets), ports.steppe],
    ['ALTYN', altynSandbox(secrets), ports.altyn],
    ['bank', createBankSandbox(secrets.bank), ports.bank],
  ];
  const running: RunningSandbox[] = [];
  for (const [name, app, port] of parties) running.push({ name, url: await app.listen({ host, port }), app });
  return running;
};
