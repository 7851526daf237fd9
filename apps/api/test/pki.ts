import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPkiSandbox, createTestPki, type TestPki } from '@jetkiz/sandbox';
import { buildTestApp, type TestApp } from './helper.ts';
import { reservePort } from './http.ts';

export type ServedPki = {
  pki: TestPki;
  /** Where its CRL and OCSP answer (the addresses its certificates name). */
  baseUrl: string;
  /** A temporary folder holding its trust store (SIGNATURE_TRUST_STORE), for more files of the test's too. */
  dir: string;
  trustStoreDir: string;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
};

/** The sandbox CA served on a free port, with its trust store written to a temporary folder. */
export const servePki = async (): Promise<ServedPki> => {
  const { port, release } = await reservePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pki = await createTestPki({ baseUrl });
  const server = createPkiSandbox(pki);
  await release();
  await server.listen({ host: '127.0.0.1', port });
  const dir = await mkdtemp(join(tmpdir(), 'jetkiz-pki-'));
  const close = async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const trustStoreDir = join(dir, 'trust');
    await pki.writeTrustStore(trustStoreDir);
    return { pki, baseUrl, dir, trustStoreDir, close };
  } catch (error) {
    await close();
    throw error;
  }
};

/**
 * The app trusting the served sandbox CA (SIGNATURE_TRUST_STORE); `env` gives more settings, written into the PKI's
 * folder if they need files. `close()` stops both and removes the folder.
 */
export const buildAppTrustingPki = async (
  env: (served: ServedPki) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Promise<{ t: TestApp; served: ServedPki; close(): Promise<void> }> => {
  const served = await servePki();
  try {
    const t = await buildTestApp({ env: { SIGNATURE_TRUST_STORE: served.trustStoreDir, ...(await env(served)) } });
    return {
      t,
      served,
      close: async () => {
        await t.close();
        await served.close();
      },
    };
  } catch (error) {
    await served.close();
    throw error;
  }
};
