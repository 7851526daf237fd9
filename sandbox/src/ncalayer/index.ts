/**
 * A stand-in for NCALayer, the signing application on a user's computer: a WebSocket server on one port (plain
 * ws://, the web's NCALAYER_URL points at it) that greets with `{"result":{"version":"1.4"}}`, echoes
 * `--heartbeat--` and answers basics `sign` and the commonUtils methods one request at a time, signing with the test
 * key chosen on its page (`GET /`) or by a test (`POST /control`).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { TEST_KEY_NAMES, TEST_KEY_SPECS, type TestKeyName, type TestPki } from '../pki/index.ts';
import { renderPage } from './page.ts';
import { answerRequest, NCALAYER_VERSION, type NcaLayerState } from './protocol.ts';

export { BASICS, COMMON_UTILS, keyInfo, NCALAYER_VERSION, type NcaLayerState } from './protocol.ts';

export type NcaLayerSandboxOptions = {
  pki: TestPki;
  /** The key used until another is chosen; default 'head'. */
  key?: TestKeyName;
};

/** What `GET /control` answers: the state, how many requests came, the last one, and the keys to choose from. */
export type NcaLayerControl = NcaLayerState & {
  requests: number;
  lastRequest: unknown;
  keys: Array<{ name: TestKeyName; iin: string; bin: string | null; commonName: string; description: unknown }>;
};

const isKey = (value: unknown): value is TestKeyName => TEST_KEY_NAMES.includes(value as TestKeyName);

export const createNcaLayerSandbox = (options: NcaLayerSandboxOptions): FastifyInstance => {
  const { pki } = options;
  const state: NcaLayerState = { key: options.key ?? 'head', cancelNext: false, notRunning: false };
  let requests = 0;
  let lastRequest: unknown = null;
  const app = Fastify({ logger: false });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });

  app.server.on('upgrade', (request, socket, head) => {
    if (state.notRunning) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });

  sockets.on('connection', (ws) => {
    // One request at a time, as NCALayer: each answer waits for the one before it.
    let queue = Promise.resolve();
    ws.send(JSON.stringify({ result: { version: NCALAYER_VERSION } }));
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      queue = queue.then(async () => {
        if (text !== '--heartbeat--') {
          requests += 1;
          try {
            lastRequest = JSON.parse(text);
          } catch {
            lastRequest = text;
          }
        }
        const answer = await answerRequest(pki, state, text);
        if (ws.readyState === ws.OPEN) ws.send(answer);
      });
    });
  });

  const control = (): NcaLayerControl => ({
    ...state,
    requests,
    lastRequest,
    keys: TEST_KEY_NAMES.map((name) => {
      const key = pki.keys[name];
      return { name, iin: key.iin, bin: key.bin, commonName: key.commonName, description: TEST_KEY_SPECS[name].description };
    }),
  });

  app.get('/control', async () => control());
  app.post('/control', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'a JSON object is expected' });
    if (body.key !== undefined && !isKey(body.key)) {
      return reply.code(400).send({ error: `key must be one of ${TEST_KEY_NAMES.join(', ')}` });
    }
    for (const name of ['cancelNext', 'notRunning', 'reset'] as const) {
      if (body[name] !== undefined && typeof body[name] !== 'boolean')
        return reply.code(400).send({ error: `${name} must be true or false` });
    }
    if (body.reset === true) {
      Object.assign(state, { key: options.key ?? 'head', cancelNext: false, notRunning: false });
      requests = 0;
      lastRequest = null;
    }
    if (isKey(body.key)) state.key = body.key;
    if (typeof body.cancelNext === 'boolean') state.cancelNext = body.cancelNext;
    if (typeof body.notRunning === 'boolean') {
      state.notRunning = body.notRunning;
      if (state.notRunning) for (const client of sockets.clients) client.terminate();
    }
    return control();
  });

  app.get('/', async (request, reply) => {
    const lang = (request.query as Record<string, string | undefined>).lang;
    reply.type('text/html; charset=utf-8');
    return renderPage(control(), lang === 'kk' || lang === 'en' ? lang : 'ru');
  });

  app.addHook('onClose', async () => {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });
  return app;
};
