/**
 * Local stand-ins for outside parties, started beside the API by `npm start` (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import { type BankSandboxOptions, createBankSandbox } from './bank/bank-sandbox.ts';
import { createCarrierSandbox } from './carriers/carrier-sandbox.ts';
import { ALTYN, ALTYN_CODES, ALTYN_ZONES, STEPPE, STEPPE_CODES } from './carriers/grids.ts';
import { ALTYN_POINTS, STEPPE_POINTS } from './carriers/points.ts';
import { createMailSandbox } from './mail-sandbox.ts';
import { createNcaLayerSandbox } from './ncalayer/index.ts';
import { createPkiSandbox, createTestPki, type TestPki } from './pki/index.ts';
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
export { ALTYN_POINTS, type SandboxPoint, STEPPE_POINTS } from './carriers/points.ts';
export { createMailSandbox, type MailMessage, type MailSandbox } from './mail-sandbox.ts';
export * from './ncalayer/index.ts';
export * from './pki/index.ts';
export { createSmsGateway, type SmsMessage } from './sms-gateway.ts';

/**
 * The two partner carriers as `npm start` and the tests run them: rates, booking and a tracking timeline. They sign
 * their webhooks with `webhookSecret`, the API's CARRIER_WEBHOOK_SECRET (no secret is written in the source).
 */
export const steppeSandbox = (options: { webhookSecret: string }) =>
  createCarrierSandbox({
    name: 'Steppe Express',
    grid: STEPPE,
    points: STEPPE_POINTS,
    tracking: { codes: STEPPE_CODES, prefix: 'SE', webhookSecret: options.webhookSecret },
  });
export const altynSandbox = (options: { webhookSecret: string }) =>
  createCarrierSandbox({
    name: 'Altyn Cargo',
    grid: ALTYN,
    zoneOf: ALTYN_ZONES,
    points: ALTYN_POINTS,
    tracking: { codes: ALTYN_CODES, prefix: 'AC', webhookSecret: options.webhookSecret },
  });

export type RunningSandbox = {
  name: string;
  url: string;
  app: FastifyInstance;
  /** The mail sandbox's SMTP address (SMTP_URL), beside its inbox's `url`. */
  smtpUrl?: string;
};

/** Where the signing sandboxes keep their CA and write the root for the API (SIGNATURE_TRUST_STORE). */
export type SigningSandboxOptions = { pkiDir?: string; trustStoreDir?: string };

/**
 * The sandbox CA's publication point (CRL, OCSP; its certificates name this server's URL) and the NCALayer stand-in
 * signing with its keys. Answers the PKI too; with `trustStoreDir`, its root is written there.
 */
export const startSigningSandboxes = async (
  ports: { pki: number; ncalayer: number },
  options: SigningSandboxOptions = {},
  host = '127.0.0.1',
): Promise<{ pki: TestPki; running: RunningSandbox[] }> => {
  let resolve: (pki: TestPki) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const coming = new Promise<TestPki>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  coming.catch(() => {});
  const pkiApp = createPkiSandbox(coming);
  const pkiUrl = await pkiApp.listen({ host, port: ports.pki });
  let pki: TestPki;
  try {
    pki = await createTestPki({ baseUrl: pkiUrl, ...(options.pkiDir ? { dir: options.pkiDir } : {}) });
    resolve(pki);
    if (options.trustStoreDir) await pki.writeTrustStore(options.trustStoreDir);
  } catch (error) {
    reject(error);
    await pkiApp.close();
    throw error;
  }
  const ncalayer = createNcaLayerSandbox({ pki });
  const running: RunningSandbox[] = [{ name: 'pki', url: pkiUrl, app: pkiApp }];
  try {
    running.push({ name: 'ncalayer', url: await ncalayer.listen({ host, port: ports.ncalayer }), app: ncalayer });
  } catch (error) {
    await pkiApp.close();
    throw error;
  }
  return { pki, running };
};

/**
 * Starts each sandbox on its port (0 = any free one) and answers where they listen. The carriers sign webhooks with
 * `secrets.webhookSecret`; the bank takes `secrets.bank` as its client's credentials. With `ports.pki` and
 * `ports.ncalayer`, also the signing sandboxes (`startSigningSandboxes`, named 'pki' and 'ncalayer').
 */
export const startSandboxes = async (
  ports: {
    sms: number;
    steppe: number;
    altyn: number;
    bank: number;
    pki?: number;
    ncalayer?: number;
    mail?: number;
    smtp?: number;
  },
  secrets: { webhookSecret: string; bank: BankSandboxOptions },
  host = '127.0.0.1',
  signing: SigningSandboxOptions = {},
): Promise<RunningSandbox[]> => {
  const parties: Array<[string, FastifyInstance, number]> = [
    ['sms', createSmsGateway(), ports.sms],
    ['STEPPE', steppeSandbox(secrets), ports.steppe],
    ['ALTYN', altynSandbox(secrets), ports.altyn],
    ['bank', createBankSandbox(secrets.bank), ports.bank],
  ];
  const running: RunningSandbox[] = [];
  try {
    for (const [name, app, port] of parties) running.push({ name, url: await app.listen({ host, port }), app });
    if (ports.mail !== undefined && ports.smtp !== undefined) {
      const mail = createMailSandbox();
      const { url, smtpUrl } = await mail.listen(host, { http: ports.mail, smtp: ports.smtp });
      running.push({ name: 'mail', url, app: mail.http, smtpUrl });
    }
    if (ports.pki !== undefined && ports.ncalayer !== undefined) {
      running.push(...(await startSigningSandboxes({ pki: ports.pki, ncalayer: ports.ncalayer }, signing, host)).running);
    }
  } catch (error) {
    for (const { app } of running) await app.close();
    throw error;
  }
  return running;
};
