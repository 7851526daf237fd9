import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPkiSandbox, createTestPki, type TestPki } from '@jetkiz/sandbox';
import type { FastifyBaseLogger } from 'fastify';
import { reservePort } from '../../../../test/http.ts';
import type { SignaturesConfig } from '../../../config.ts';

/** The sandbox CA served on a free port (CRL and OCSP at the addresses its certificates name), and a trust store. */
export const servePki = async (): Promise<{
  pki: TestPki;
  baseUrl: string;
  config: (change?: Partial<SignaturesConfig>) => SignaturesConfig;
  close: () => Promise<void>;
}> => {
  const { port, release } = await reservePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pki = await createTestPki({ baseUrl });
  const server = createPkiSandbox(pki);
  await release();
  await server.listen({ host: '127.0.0.1', port });
  const trustStoreDir = await mkdtemp(join(tmpdir(), 'jetkiz-trust-'));
  await pki.writeTrustStore(trustStoreDir);
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
    close: () => server.close(),
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
