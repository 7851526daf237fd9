import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from '@peculiar/x509';
import { DOMParser } from '@xmldom/xmldom';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SignedXml } from 'xml-crypto';
import { createTestPki, type TestPki } from '../pki/index.ts';
import { BASICS, COMMON_UTILS, createNcaLayerSandbox, type NcaLayerControl } from './index.ts';

const work = mkdtempSync(join(tmpdir(), 'ncalayer-test-'));
let pki: TestPki;
let app: ReturnType<typeof createNcaLayerSandbox>;
let url: string;

beforeAll(async () => {
  pki = await createTestPki({ baseUrl: 'http://127.0.0.1:9/pki' });
  app = createNcaLayerSandbox({ pki });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(async () => {
  await control({ reset: true });
});

const control = async (body?: object): Promise<NcaLayerControl> => {
  const response = await fetch(
    `${url}/control`,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  expect(response.status).toBe(200);
  return (await response.json()) as NcaLayerControl;
};

/** A client as ncalayer-js-client is one: wait for the greeting, then one request, one answer. */
const connect = async () => {
  const ws = new WebSocket(url.replace('http', 'ws'));
  const inbox: string[] = [];
  const waiting: Array<(text: string) => void> = [];
  ws.on('message', (data) => {
    const text = data.toString();
    const next = waiting.shift();
    if (next) next(text);
    else inbox.push(text);
  });
  const receive = () =>
    new Promise<string>((resolve) => (inbox.length > 0 ? resolve(inbox.shift() as string) : waiting.push(resolve)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const greeting = JSON.parse(await receive());
  const call = async (request: object | string) => {
    ws.send(typeof request === 'string' ? request : JSON.stringify(request));
    const text = await receive();
    return typeof request === 'string' && request === '--heartbeat--' ? text : JSON.parse(text);
  };
  return { ws, greeting, call, receive };
};

const verifyCms = (cms: string, data: Uint8Array) => {
  const dir = mkdtempSync(join(work, 'cms-'));
  writeFileSync(join(dir, 'sig.der'), Buffer.from(cms, 'base64'));
  writeFileSync(join(dir, 'data'), data);
  execFileSync(
    'openssl',
    ['cms', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', join(dir, 'sig.der'), '-content', join(dir, 'data')],
    {
      stdio: 'pipe',
    },
  );
  return true;
};
const verifyXml = (xml: string, certificatePem: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(String(doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]));
  return verifier.checkSignature(xml);
};

const data = new TextEncoder().encode('{"act":17,"total":13280000}');
const b64 = Buffer.from(data).toString('base64');
const signCms = (extra: object = {}) => ({
  module: BASICS,
  method: 'sign',
  args: {
    format: 'cms',
    data: b64,
    signingParams: { decode: true, encapsulate: false, digested: false },
    signerParams: { extKeyUsageOids: ['1.3.6.1.5.5.7.3.4'], chain: [] },
    locale: 'ru',
    ...extra,
  },
});
const xml = '<?xml version="1.0" encoding="UTF-8"?><login><nonce>n-1</nonce></login>';

describe('NCALayer sandbox', () => {
  it('greets with its version, echoes the heartbeat and says it is no KAZTOKEN', async () => {
    const { ws, greeting, call } = await connect();
    expect(greeting).toEqual({ result: { version: '1.4' } });
    expect(await call('--heartbeat--')).toBe('--heartbeat--');
    const kaztoken = await call({ module: 'kz.digiflow.mobile.extensions', method: 'getVersion' });
    expect(kaztoken.code).not.toBe('200');
    ws.close();
  });

  it('basics sign cms: a detached CMS by the chosen key, as an array', async () => {
    const { ws, call } = await connect();
    const answer = await call(signCms());
    expect(answer.status).toBe(true);
    expect(answer.body.result).toHaveLength(1);
    expect(verifyCms(answer.body.result[0], data)).toBe(true);
    expect(answer.body.result[0]).toMatch(/^MII/);
    await control({ key: 'entrepreneur' });
    const other = await call(
      signCms({ signingParams: { decode: 'true', encapsulate: 'true', digested: 'false' }, data: [b64, b64] }),
    );
    expect(other.body.result).toHaveLength(2);
    const signed = new pkijs.SignedData({
      schema: pkijs.ContentInfo.fromBER(new Uint8Array(Buffer.from(other.body.result[0], 'base64'))).content,
    });
    expect(signed.encapContentInfo.eContent).toBeDefined();
    const embedded = signed.certificates?.[0] as pkijs.Certificate;
    const certificate = new X509Certificate(new Uint8Array(embedded.toSchema().toBER()));
    expect(certificate.subjectName.getField('2.5.4.5')).toEqual([`IIN${pki.keys.entrepreneur.iin}`]);
    ws.close();
  });

  it('basics sign xml: the signed XML itself, verifiable with the chosen key', async () => {
    await control({ key: 'signer' });
    const { ws, call } = await connect();
    const answer = await call({
      module: BASICS,
      method: 'sign',
      args: { format: 'xml', data: xml, signingParams: {}, signerParams: {}, locale: 'kk' },
    });
    expect(typeof answer.body.result).toBe('string');
    expect(verifyXml(answer.body.result, pki.keys.signer.certificatePem)).toBe(true);
    const many = await call({
      module: BASICS,
      method: 'sign',
      args: { format: 'xml', data: [xml], signingParams: {}, signerParams: {} },
    });
    expect(many.body.result).toHaveLength(1);
    ws.close();
  });

  it('cancel next: {status:true, body:{}} once, then signs again', async () => {
    await control({ cancelNext: true });
    const { ws, call } = await connect();
    expect(await call(signCms())).toEqual({ status: true, body: {} });
    expect((await control()).cancelNext).toBe(false);
    expect((await call(signCms())).body.result).toHaveLength(1);
    ws.close();
  });

  it('errors in the basics shape, in the asked language', async () => {
    const { ws, call } = await connect();
    const answer = await call(signCms({ format: 'pdf', locale: 'en' }));
    expect(answer).toMatchObject({ status: false, code: '400', message: 'Unknown signature format' });
    const bad = await call({ module: BASICS, method: 'sign', args: { format: 'xml', data: 'not xml <', locale: 'kk' } });
    expect(bad).toMatchObject({ status: false, message: 'XML талдау мүмкін болмады' });
    expect((await call('rubbish')).status).toBe(false);
    ws.close();
  });

  it('commonUtils: getKeyInfo, signXml, createCAdESFromBase64 (and its cancel)', async () => {
    await control({ key: 'otherBin' });
    const { ws, call } = await connect();
    const info = await call({ module: COMMON_UTILS, method: 'getKeyInfo', args: ['PKCS12'] });
    expect(info.code).toBe('200');
    expect(info.responseObject.subjectDn).toContain(`SERIALNUMBER=IIN${pki.keys.otherBin.iin}`);
    expect(info.responseObject.subjectDn).toContain(`OU=BIN${pki.keys.otherBin.bin}`);
    expect(info.responseObject.pem).toBe(pki.keys.otherBin.certificatePem);
    const signed = await call({ module: COMMON_UTILS, method: 'signXml', args: ['PKCS12', 'SIGNATURE', xml, '', ''] });
    expect(verifyXml(signed.responseObject, pki.keys.otherBin.certificatePem)).toBe(true);
    const cms = await call({ module: COMMON_UTILS, method: 'createCAdESFromBase64', args: ['PKCS12', 'SIGNATURE', b64, false] });
    expect(verifyCms(cms.responseObject, data)).toBe(true);
    await control({ cancelNext: true });
    expect(
      (await call({ module: COMMON_UTILS, method: 'createCAdESFromBase64', args: ['PKCS12', 'SIGNATURE', b64, false] })).code,
    ).not.toBe('200');
    expect((await call({ module: COMMON_UTILS, method: 'nope', args: [] })).code).toBe('500');
    ws.close();
  });

  it('answers requests one at a time, in order', async () => {
    const { ws, receive } = await connect();
    ws.send(JSON.stringify(signCms()));
    ws.send('--heartbeat--');
    ws.send(JSON.stringify({ module: COMMON_UTILS, method: 'getActiveTokens' }));
    expect(JSON.parse(await receive()).status).toBe(true);
    expect(await receive()).toBe('--heartbeat--');
    expect(JSON.parse(await receive()).code).toBe('200');
    ws.close();
  });

  it('not running: refuses connections until switched back', async () => {
    await control({ notRunning: true });
    const ws = new WebSocket(url.replace('http', 'ws'));
    await expect(new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))).rejects.toThrow();
    await control({ notRunning: false });
    const { ws: again, greeting } = await connect();
    expect(greeting.result.version).toBe('1.4');
    again.close();
  });

  it('control refuses an unknown key; the page lists the keys in three languages', async () => {
    const response = await fetch(`${url}/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"key":"boss"}',
    });
    expect(response.status).toBe(400);
    for (const [lang, text] of [
      ['ru', 'Песочница NCALayer'],
      ['kk', 'NCALayer құмсалғышы'],
      ['en', 'NCALayer sandbox'],
    ]) {
      const page = await (await fetch(`${url}/?lang=${lang}`)).text();
      expect(page).toContain(text);
      expect(page).toContain('value="revoked"');
    }
    const state = await control();
    expect(state.key).toBe('head');
    expect(state.keys).toHaveLength(10);
  });
});
