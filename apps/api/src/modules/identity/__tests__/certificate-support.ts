import { TEST_BINS, TEST_IINS, type TestKeyName, type TestPki } from '@jetkiz/sandbox';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../../../../test/helper.ts';
import { buildAppTrustingPki } from '../../../../test/pki.ts';

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
  const { t, served, close } = await buildAppTrustingPki();
  return { t, pki: served.pki, sign: (key, xml) => served.pki.signXml(key, xml), close };
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
