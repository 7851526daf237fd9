import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pkijs from 'pkijs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadJetkizSigner } from '../avr.signer.ts';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
})();

const view = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** Whether a base64 CMS verifies over `data` with the certificate it carries. */
const verifies = async (cms: string, data: Uint8Array) => {
  const info = pkijs.ContentInfo.fromBER(view(Buffer.from(cms, 'base64')));
  const signed = new pkijs.SignedData({ schema: info.content });
  return signed.verify({ signer: 0, data: view(data), checkChain: false });
};

describe("Jetkiz's signing key (JETKIZ_SIGNING_KEY_FILE)", () => {
  it.skipIf(!hasOpenssl)('reads a password-protected PKCS#12 and a PEM bundle, and signs CMS that verifies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jetkiz-avr-key-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-subj', '/CN=Jetkiz test', '-days', '2'],
      {
        stdio: 'ignore',
      },
    );
    execFileSync(
      'openssl',
      ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', join(dir, 'key.p12'), '-passout', 'pass:Qwerty12'],
      {
        stdio: 'ignore',
      },
    );
    await writeFile(join(dir, 'bundle.pem'), `${await readFile(cert, 'utf8')}${await readFile(key, 'utf8')}`);
    const data = new TextEncoder().encode('%PDF-1.7 the act');
    for (const [file, password] of [
      [join(dir, 'key.p12'), 'Qwerty12'],
      [join(dir, 'bundle.pem'), undefined],
    ] as const) {
      const signer = await loadJetkizSigner(file, password);
      expect(signer.certificatePem).toContain('BEGIN CERTIFICATE');
      expect(await verifies(await signer.sign(data, new Date()), data)).toBe(true);
    }
    await expect(loadJetkizSigner(join(dir, 'key.p12'), 'wrong')).rejects.toThrow();
  });
});
