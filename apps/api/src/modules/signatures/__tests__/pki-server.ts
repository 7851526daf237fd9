import type { TestPki } from '@jetkiz/sandbox';
import type { FastifyBaseLogger } from 'fastify';
import { servePki as serveTestPki } from '../../../../test/pki.ts';
import type { SignaturesConfig } from '../../../config.ts';

/** The sandbox CA served on a free port (apps/api/test/pki.ts), and the verifier's settings over its trust store. */
export const servePki = async (): Promise<{
  pki: TestPki;
  baseUrl: string;
  config: (change?: Partial<SignaturesConfig>) => SignaturesConfig;
  close: () => Promise<void>;
}> => {
  const { pki, baseUrl, trustStoreDir, close } = await serveTestPki();
  return {
    pki,
    baseUrl,
    config: (change = {}) => ({
      trustStoreDir,
      verifierUrl: undefined,
      ocspUrl: undefined,
      crlUrls: [],
      timeoutMs: 2_000,
      ocspCacheSeconds: 300,
      ...change,
    }),
    close,
  };
};

/** A logger that keeps quiet (the verifier warns when OCSP or a CRL does not answer). */
export const quietLog = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => quietLog,
  level: 'silent',
  silent: () => undefined,
} as unknown as FastifyBaseLogger;
