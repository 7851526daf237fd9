import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as x509 from '@peculiar/x509';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningSandbox, startSigningSandboxes, type TestPki } from './index.ts';

const work = mkdtempSync(join(tmpdir(), 'signing-sandboxes-'));
let running: RunningSandbox[] = [];
afterAll(async () => {
  for (const { app } of running) await app.close();
  rmSync(work, { recursive: true, force: true });
});

describe('startSigningSandboxes', () => {
  it('serves the CRL and OCSP at the URLs the certificates name, writes the trust store, and runs NCALayer', async () => {
    const started = await startSigningSandboxes(
      { pki: 0, ncalayer: 0 },
      { pkiDir: join(work, 'pki'), trustStoreDir: join(work, 'trust') },
    );
    running = started.running;
    const pki: TestPki = started.pki;
    const url = (name: string) => running.find((r) => r.name === name)?.url ?? '';
    expect(pki.baseUrl).toBe(url('pki'));
    expect(readdirSync(join(work, 'trust'))).toEqual(['jetkiz-sandbox-root.pem']);

    const certificate = new x509.X509Certificate(pki.keys.revoked.certificatePem);
    const ocspUrl = certificate.getExtension(x509.AuthorityInfoAccessExtension)?.ocsp[0]?.value as string;
    expect(ocspUrl).toBe(`${url('pki')}/ocsp`);
    const crl = new x509.X509Crl(new Uint8Array(await (await fetch(`${url('pki')}/crl/ca.crl`)).arrayBuffer()));
    expect(crl.entries.map((entry) => entry.serialNumber.toLowerCase())).toEqual([pki.keys.revoked.serialNumber]);

    // openssl as an outside OCSP client, over HTTP
    writeFileSync(join(work, 'ca.pem'), pki.caCertificatePem);
    writeFileSync(join(work, 'revoked.pem'), pki.keys.revoked.certificatePem);
    writeFileSync(join(work, 'head.pem'), pki.keys.head.certificatePem);
    // (asynchronously: the server answering is in this same process)
    const ask = async (file: string) =>
      (
        await promisify(execFile)('openssl', [
          'ocsp',
          '-issuer',
          join(work, 'ca.pem'),
          '-cert',
          join(work, file),
          '-url',
          ocspUrl,
          '-CAfile',
          join(work, 'ca.pem'),
        ])
      ).stdout;
    expect(await ask('revoked.pem')).toMatch(/: revoked/);
    expect(await ask('head.pem')).toMatch(/: good/);
    expect(readFileSync(join(work, 'pki', 'certificates.json'), 'utf8')).toContain(url('pki'));

    const ws = new WebSocket(url('ncalayer').replace('http', 'ws'));
    const greeting = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    expect(JSON.parse(greeting)).toEqual({ result: { version: '1.4' } });
    ws.close();
  }, 60_000);
});
