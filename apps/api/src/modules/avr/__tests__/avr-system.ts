import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestPki } from '@jetkiz/sandbox';
import type { TestApp } from '../../../../test/helper.ts';
import { buildAppTrustingPki } from '../../../../test/pki.ts';

export type AvrTestSystem = {
  t: TestApp;
  pki: TestPki;
  /** Jetkiz's signing key as production reads it (JETKIZ_SIGNING_KEY_FILE): certificate + PKCS#8 key, PEM. */
  keyFile: string;
  /** Stops the app and the PKI's server and removes the trust store and the key file. */
  close(): Promise<void>;
};

/**
 * What the act suites start from: the sandbox CA served on a free port (apps/api/test/pki.ts), its trust store and
 * Jetkiz's key in its temporary folder (read through SIGNATURE_TRUST_STORE and JETKIZ_SIGNING_KEY_FILE, as
 * production's), and the app over them. `env`: more of the app's settings.
 */
export const startAvrTestSystem = async (env: Record<string, string> = {}): Promise<AvrTestSystem> => {
  let keyFile = '';
  const { t, served, close } = await buildAppTrustingPki(async ({ dir, pki }) => {
    keyFile = join(dir, 'jetkiz.pem');
    await writeFile(keyFile, `${pki.keys.jetkiz.certificatePem}\n${pki.keys.jetkiz.privateKeyPem}`);
    return { JETKIZ_SIGNING_KEY_FILE: keyFile, ...env };
  });
  return { t, pki: served.pki, keyFile, close };
};
