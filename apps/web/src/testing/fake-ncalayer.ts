/**
 * A stand-in for NCALayer in jsdom: a `WebSocket` class that speaks its protocol (the version message on connect,
 * basics and commonUtils answers), installed as the global before `ncalayer-js-client` is first loaded (the library
 * takes the global when it loads). `ncaLayer.state` says how it behaves next; `ncaLayer.requests` holds what it got.
 */

type Request = { module?: string; method?: string; args?: unknown };
export type NcaLayerState = {
  /** down: the connection is refused; silent: it opens and says nothing; running: it answers. */
  mode: 'running' | 'down' | 'silent';
  /** Whether the basics module is installed (older NCALayers have only commonUtils). */
  basics: boolean;
  /** How the next signature request is answered. */
  next: 'sign' | 'cancel' | 'error';
  /** What a signature is: the data with a mark, so a test can see which data was signed. */
  sign: (data: string, format: string) => string;
};

const initial = (): NcaLayerState => ({
  mode: 'running',
  basics: true,
  next: 'sign',
  sign: (data, format) =>
    format === 'xml' ? data.replace(/(<\/[^>]+>)\s*$/, '<ds:Signature>fake</ds:Signature>$1') : `CMS(${data})`,
});

export const ncaLayer = {
  state: initial(),
  requests: [] as Request[],
  sockets: [] as FakeSocket[],
  reset() {
    this.state = initial();
    this.requests = [];
    for (const socket of this.sockets) socket.close();
    this.sockets = [];
  },
};

const later = (run: () => void) => setTimeout(run, 5);

export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly url: string;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { wasClean: boolean }) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    ncaLayer.sockets.push(this);
    later(() => {
      if (ncaLayer.state.mode === 'down') {
        this.readyState = 3;
        this.onerror?.({});
        this.onclose?.({ wasClean: false });
        return;
      }
      this.readyState = 1;
      this.onopen?.({});
      if (ncaLayer.state.mode === 'running') this.reply({ result: { version: '1.4' } });
    });
  }

  private reply(body: object) {
    later(() => {
      if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(body) });
    });
  }

  send(raw: string) {
    const request = JSON.parse(raw) as Request;
    ncaLayer.requests.push(request);
    const { state } = ncaLayer;
    if (request.module === 'kz.gov.pki.knca.basics') {
      if (!state.basics) return this.reply({ code: '500', message: 'Module kz.gov.pki.knca.basics not found' });
      const args = request.args as { data: string; format: string };
      if (state.next === 'cancel') return this.reply({ status: true, body: {} });
      if (state.next === 'error')
        return this.reply({ status: false, code: 'STORE_ERROR', message: 'Неверный пароль', details: '' });
      return this.reply({ status: true, body: { result: [state.sign(args.data, args.format)] } });
    }
    if (request.module === 'kz.gov.pki.knca.commonUtils') {
      const args = request.args as unknown[];
      if (request.method === 'getActiveTokens') return this.reply({ code: '200', responseObject: [] });
      if (state.next === 'cancel') return this.reply({ code: '500', message: 'action.canceled' });
      if (request.method === 'signXml') return this.reply({ code: '200', responseObject: state.sign(String(args[2]), 'xml') });
      if (request.method === 'createCAdESFromBase64') {
        return this.reply({ code: '200', responseObject: state.sign(String(args[2]), 'cms') });
      }
    }
    return this.reply({ code: '500', message: `Module ${request.module} not found` });
  }

  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    later(() => this.onclose?.({ wasClean: true }));
  }

  /** NCALayer quits while connected. */
  drop() {
    this.readyState = 3;
    this.onclose?.({ wasClean: false });
  }
}
