import { ENTITY_TYPES, KEY_USAGE_OIDS } from '@jetkiz/domain';
import type { NCALayerClient } from 'ncalayer-js-client';

/**
 * NCALayer, the signing application of NCA RK on the user's own computer, reached over its WebSocket through sigex's
 * `ncalayer-js-client` (reference kazakhstan.md §1). One connection per page, opened on the first signature; the
 * library itself is loaded only then, so pages that never sign never download it.
 *
 * - The `kz.gov.pki.knca.basics` module's `sign` first (format `xml` or `cms`); where NCALayer has no basics module the
 *   older `commonUtils` calls (`signXml`, `createCAdESFromBase64`) do the same job.
 * - One request at a time: NCALayer answers whatever came last, so calls wait in a queue.
 * - A user who closes NCALayer's window has cancelled, which is not an error (`{ status: 'cancelled' }`).
 * - NCALayer not running (refused, closed before its version message, or silent for a few seconds) throws
 *   `NcaLayerUnavailableError`; anything else NCALayer refuses throws `NcaLayerFailure` with its own words.
 */

/** Where a user downloads NCALayer (spec §8: the message that it is not running links here). */
export const NCALAYER_INSTALL_URL = 'https://ncl.pki.gov.kz/';

/** How long NCALayer has to answer the connection with its version before it counts as not running. */
export const CONNECT_TIMEOUT_MS = 5_000;

export class NcaLayerUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('NCALayer is not running', { cause });
    this.name = 'NcaLayerUnavailableError';
  }
}

/** NCALayer answered with an error of its own (a wrong password, no suitable key, …): its text, as it gave it. */
export class NcaLayerFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NcaLayerFailure';
  }
}

export type SignOutcome = { status: 'signed'; signature: string } | { status: 'cancelled' };

export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];

/** The certificates NCALayer offers for an entity type: an individual's for an entrepreneur, a legal entity's for a company. */
export const keyUsagesFor = (entityType: EntityType): string[] => [
  KEY_USAGE_OIDS.signing,
  entityType === ENTITY_TYPES.individualEntrepreneur ? KEY_USAGE_OIDS.individual : KEY_USAGE_OIDS.legalEntity,
];

export type NcaLayerSigner = {
  /** Signs an XML document (enveloped XMLDSig) with a key of the entity type's kind. */
  signXml(xml: string, options: { entityType: EntityType }): Promise<SignOutcome>;
  /** Signs base64 data as CMS (detached unless `attached`), with a legal entity's key unless `keyUsages` say otherwise. */
  signCms(base64: string, options?: { attached?: boolean; keyUsages?: string[] }): Promise<SignOutcome>;
  /** Connects (or finds the connection open): throws `NcaLayerUnavailableError` when NCALayer is not running. */
  ready(): Promise<void>;
  /** Closes the connection (a page that leaves). */
  close(): void;
};

type ClientModule = { NCALayerClient: typeof NCALayerClient };
type Options = {
  url: string;
  locale: () => string;
  /** Loads the client library; tests may hand in their own. */
  loadClient?: () => Promise<ClientModule>;
  connectTimeoutMs?: number;
};

const loadLibrary = async (): Promise<ClientModule> => {
  const module = (await import('ncalayer-js-client')) as Partial<ClientModule> & { default?: ClientModule };
  const found = module.NCALayerClient ?? module.default?.NCALayerClient;
  if (!found) throw new Error('ncalayer-js-client has no NCALayerClient');
  return { NCALayerClient: found };
};

/** basics says a cancel with an empty body; commonUtils with its `action.canceled` error. */
const isCancel = (error: unknown) =>
  Boolean((error as { canceledByUser?: boolean } | null)?.canceledByUser) ||
  (error instanceof Error && /action\.canceled/.test(error.message));

/** NCALayer without the basics module answers that the module is unknown; the older commonUtils then signs. */
const isMissingModule = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  return /module|модул/i.test(text) && /not found|unknown|missing|no such|не найден|отсутств/i.test(text);
};

const open = (socket: WebSocket | null | undefined) => socket?.readyState === 1;

export const createNcaLayerSigner = ({
  url,
  locale,
  loadClient = loadLibrary,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
}: Options): NcaLayerSigner => {
  let client: NCALayerClient | null = null;
  let connecting: Promise<NCALayerClient> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const drop = () => {
    const socket = client?.wsConnection;
    client = null;
    connecting = null;
    try {
      socket?.close();
    } catch {
      // Already closed.
    }
  };

  const connect = (): Promise<NCALayerClient> => {
    if (client && open(client.wsConnection)) return Promise.resolve(client);
    drop();
    connecting ??= (async () => {
      const { NCALayerClient: Client } = await loadClient();
      // KAZTOKEN's HTTP API is another local service the CSP does not allow: NCALayer's WebSocket alone signs.
      const fresh = new Client(url, false);
      // The library still probes that HTTP API on every connection (and ignores the answer when it is not allowed):
      // point the probe at this site's health check, so no other address is contacted and the CSP has nothing to refuse.
      fresh.kmdHttpApiUrl = new URL('/api/health', globalThis.location?.origin ?? 'http://localhost').href;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          fresh.connect(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), connectTimeoutMs);
          }),
        ]);
      } catch (error) {
        try {
          fresh.wsConnection?.close();
        } catch {
          // Never opened.
        }
        throw new NcaLayerUnavailableError(error);
      } finally {
        clearTimeout(timer);
        connecting = null;
      }
      client = fresh;
      return fresh;
    })();
    return connecting;
  };

  /** Runs one exchange with NCALayer after the ones before it; a lost connection counts as NCALayer not running. */
  const exchange = (run: (client: NCALayerClient) => Promise<string | string[]>): Promise<SignOutcome> => {
    const task = async (): Promise<SignOutcome> => {
      const connected = await connect();
      try {
        const result = await run(connected);
        const signature = Array.isArray(result) ? result[0] : result;
        if (!signature) return { status: 'cancelled' };
        return { status: 'signed', signature };
      } catch (error) {
        if (isCancel(error)) return { status: 'cancelled' };
        if (!open(connected.wsConnection)) {
          drop();
          throw new NcaLayerUnavailableError(error);
        }
        throw error instanceof NcaLayerFailure
          ? error
          : new NcaLayerFailure(error instanceof Error ? error.message : String(error));
      }
    };
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  /** basics first; without it, commonUtils with the first connected key store (a token, else a file). */
  const withFallback = async (
    connected: NCALayerClient,
    basics: () => Promise<string | string[]>,
    common: (storage: string) => Promise<string>,
  ) => {
    try {
      return await basics();
    } catch (error) {
      if (!isMissingModule(error)) throw error;
      const tokens = await connected.getActiveTokens().catch(() => [] as string[]);
      return common(tokens[0] ?? 'PKCS12');
    }
  };

  return {
    signXml: (xml, { entityType }) =>
      exchange((c) =>
        withFallback(
          c,
          () => c.basicsSignXML(null, xml, {}, { extKeyUsageOids: keyUsagesFor(entityType) }, locale()),
          (storage) => c.signXml(storage, xml, 'SIGNATURE'),
        ),
      ),
    signCms: (base64, { attached = false, keyUsages = keyUsagesFor(ENTITY_TYPES.legalEntity) } = {}) =>
      exchange((c) =>
        withFallback(
          c,
          () =>
            c.basicsSignCMS(
              null,
              base64,
              { decode: true, encapsulate: attached, digested: false, tsaProfile: {} },
              { extKeyUsageOids: keyUsages },
              locale(),
            ),
          (storage) => c.createCAdESFromBase64(storage, base64, 'SIGNATURE', attached),
        ),
      ),
    ready: async () => {
      await connect();
    },
    close: drop,
  };
};
