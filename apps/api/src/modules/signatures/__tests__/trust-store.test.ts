import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestPki } from '@jetkiz/sandbox';
import { describe, expect, it } from 'vitest';
import { loadTrustStore } from '../chain.ts';

const derOf = (pem: string) => Buffer.from(pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''), 'base64');

describe('the trust store folder', () => {
  it('reads PEM (one or many per file) and DER certificates, and names a file that is none', async () => {
    const pki = await createTestPki({ baseUrl: 'http://127.0.0.1:9' });
    const dir = await mkdtemp(join(tmpdir(), 'jetkiz-trust-test-'));
    await writeFile(join(dir, 'root.cer'), derOf(pki.caCertificatePem));
    await writeFile(join(dir, 'bundle.pem'), `${pki.caCertificatePem}\n${pki.untrustedCaCertificatePem}`);
    await writeFile(join(dir, 'broken.crt'), 'not a certificate');
    await writeFile(join(dir, 'notes.txt'), 'ignored: not a certificate file name');
    const store = loadTrustStore(dir);
    expect(store.anchors.map((a) => a.subject)).toHaveLength(3);
    expect(store.anchors.every((a) => a.isCa)).toBe(true);
    expect(store.problems).toEqual(['broken.crt is not a certificate']);
    await rm(dir, { recursive: true });
  });

  it('is empty, with the reason, when the folder is missing', () => {
    const store = loadTrustStore(join(tmpdir(), 'jetkiz-no-such-folder'));
    expect(store.anchors).toEqual([]);
    expect(store.problems[0]).toMatch(/cannot be read/);
  });
});
