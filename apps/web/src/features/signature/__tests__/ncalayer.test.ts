import { ENTITY_TYPES } from '@jetkiz/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeSocket, ncaLayer } from '../../../testing/fake-ncalayer.ts';
import { createNcaLayerSigner, NcaLayerFailure, NcaLayerUnavailableError } from '../lib/ncalayer.ts';

beforeAll(() => {
  // The library takes the global WebSocket when it first loads.
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => ncaLayer.reset());

const XML = '<registration><nonce>abc</nonce></registration>';
const signer = () => createNcaLayerSigner({ url: 'wss://127.0.0.1:13579', locale: () => 'kk', connectTimeoutMs: 300 });
const signRequests = () => ncaLayer.requests.filter((r) => r.module !== 'kz.digiflow.mobile.extensions');

describe('the NCALayer client', () => {
  it('signs XML with the basics module, offering only keys of the entity type, in the page language', async () => {
    const nca = signer();
    expect(await nca.signXml(XML, { entityType: ENTITY_TYPES.individualEntrepreneur })).toEqual({
      status: 'signed',
      signature: '<registration><nonce>abc</nonce><ds:Signature>fake</ds:Signature></registration>',
    });
    expect(signRequests()).toEqual([
      {
        module: 'kz.gov.pki.knca.basics',
        method: 'sign',
        args: expect.objectContaining({
          format: 'xml',
          data: XML,
          signerParams: { extKeyUsageOids: ['1.3.6.1.5.5.7.3.4', '1.2.398.3.3.4.1.1'] },
          locale: 'kk',
        }),
      },
    ]);
    await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity });
    expect(signRequests()[1]?.args).toMatchObject({
      signerParams: { extKeyUsageOids: ['1.3.6.1.5.5.7.3.4', '1.2.398.3.3.4.1.2'] },
    });
    // One connection for both.
    expect(ncaLayer.sockets).toHaveLength(1);
    nca.close();
  });

  it('signs CMS detached by default, attached when asked', async () => {
    const nca = signer();
    expect(await nca.signCms('UERGLWJ5dGVz')).toEqual({ status: 'signed', signature: 'CMS(UERGLWJ5dGVz)' });
    await nca.signCms('UERGLWJ5dGVz', { attached: true });
    const [detached, attached] = signRequests();
    expect(detached?.args).toMatchObject({ format: 'cms', signingParams: { decode: true, encapsulate: false } });
    expect(attached?.args).toMatchObject({ format: 'cms', signingParams: { decode: true, encapsulate: true } });
    nca.close();
  });

  it('takes a cancel in NCALayer as a cancel, not an error', async () => {
    ncaLayer.state.next = 'cancel';
    const nca = signer();
    expect(await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).toEqual({ status: 'cancelled' });
    ncaLayer.state.basics = false;
    expect(await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).toEqual({ status: 'cancelled' });
    nca.close();
  });

  it('says NCALayer is not running when the connection is refused, and connects again on the next try', async () => {
    ncaLayer.state.mode = 'down';
    const nca = signer();
    await expect(nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).rejects.toBeInstanceOf(NcaLayerUnavailableError);
    ncaLayer.state.mode = 'running';
    expect(await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).toMatchObject({ status: 'signed' });
    nca.close();
  });

  it('says NCALayer is not running when it never sends its version, or quits in the middle', async () => {
    ncaLayer.state.mode = 'silent';
    const nca = signer();
    await expect(nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).rejects.toBeInstanceOf(NcaLayerUnavailableError);

    ncaLayer.state.mode = 'running';
    await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity });
    ncaLayer.sockets.at(-1)?.drop();
    ncaLayer.state.mode = 'down';
    await expect(nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).rejects.toBeInstanceOf(NcaLayerUnavailableError);
    nca.close();
  });

  it("passes NCALayer's own refusal on with its words", async () => {
    ncaLayer.state.next = 'error';
    const nca = signer();
    const failure = nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity });
    await expect(failure).rejects.toBeInstanceOf(NcaLayerFailure);
    await expect(failure).rejects.toThrow(/Неверный пароль/);
    nca.close();
  });

  it('falls back to commonUtils where NCALayer has no basics module', async () => {
    ncaLayer.state.basics = false;
    const nca = signer();
    expect(await nca.signXml(XML, { entityType: ENTITY_TYPES.legalEntity })).toMatchObject({ status: 'signed' });
    expect(await nca.signCms('QUJD', { attached: true })).toEqual({ status: 'signed', signature: 'CMS(QUJD)' });
    expect(signRequests().map((r) => `${r.module?.split('.').at(-1)}.${r.method}`)).toEqual([
      'basics.sign',
      'commonUtils.getActiveTokens',
      'commonUtils.signXml',
      'basics.sign',
      'commonUtils.getActiveTokens',
      'commonUtils.createCAdESFromBase64',
    ]);
    expect(signRequests()[2]?.args).toEqual(['PKCS12', 'SIGNATURE', XML, '', '']);
    expect(signRequests()[5]?.args).toEqual(['PKCS12', 'SIGNATURE', 'QUJD', true]);
    nca.close();
  });

  it('sends one request at a time: the second waits for the first answer', async () => {
    const nca = signer();
    const answered: string[] = [];
    const first = nca.signXml('<a>1</a>', { entityType: ENTITY_TYPES.legalEntity }).then((r) => {
      answered.push(r.status === 'signed' ? r.signature : '');
      expect(signRequests()).toHaveLength(1);
    });
    const second = nca.signXml('<a>2</a>', { entityType: ENTITY_TYPES.legalEntity }).then((r) => {
      answered.push(r.status === 'signed' ? r.signature : '');
    });
    await Promise.all([first, second]);
    expect(answered).toEqual(['<a>1<ds:Signature>fake</ds:Signature></a>', '<a>2<ds:Signature>fake</ds:Signature></a>']);
    nca.close();
  });
});
