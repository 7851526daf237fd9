import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPkiSandbox, createTestPki, TEST_BINS, TEST_IINS, type TestKeyName, type TestPki } from '@jetkiz/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { reservePort } from '../../../../test/http.ts';

/** The certificate tests' organisations and people: the sandbox CA's. */
export const DALA = { bin: TEST_BINS.dala, name: 'ТОО «Дала Логистик»' };
export const OTHER_BIN = TEST_BINS.koktem;
export const OMAROVA_IIN = TEST_IINS.omarova;
export const AKHMETOV_IIN = TEST_IINS.akhmetov;
export type KeyName = TestKeyName;

/**
 * The app with the real `signatures` module trusting the sandbox CA, which is served on a free port (its
 * certificates name the CRL and OCSP there), and a signer as NCALayer's: `sign(key, xml)`.
 */
export const buildCertificateApp = async (): Promise<{
  t: TestApp;
  pki: TestPki;
  sign: (key: KeyName, xml: string) => Promise<string>;
  close: () => Promise<void>;
}> => {
  const { port, release } = await reservePort();
  const pki = await createTestPki({ baseUrl: `http://127.0.0.1:${port}` });
  const ca = createPkiSandbox(pki);
  await release();
  await ca.listen({ host: '127.0.0.1', port });
  const trustStore = await mkdtemp(join(tmpdir(), 'jetkiz-regapi-trust-'));
  await pki.writeTrustStore(trustStore);
  const t = await buildTestApp({ env: { SIGNATURE_TRUST_STORE: trustStore } });
  return {
    t,
    pki,
    sign: (key, xml) => pki.signXml(key, xml),
    close: async () => {
      await t.close();
      await ca.close();
    },
  };
};

/** Builds the certificate app before a file's tests and closes it after; its fields are set once built. */
export const useCertificateApp = () => {
  const context = {} as { t: TestApp; sign: (key: KeyName, xml: string) => Promise<string>; close?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(context, await buildCertificateApp());
  }, 60_000);
  afterAll(async () => {
    await context.close?.();
  });
  return context;
};
