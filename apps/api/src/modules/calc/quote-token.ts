import { createHash, timingSafeEqual } from 'node:crypto';
import { hmacSha256 } from '../../lib/hmac.ts';

/** What a quote locks: the order reads it back from the calculatorId and nowhere else. */
export type QuotePayload = {
  carrier: string;
  product: string;
  type: string;
  from: string;
  to: string;
  /** Total price in tiyn. */
  price: number;
  chargeableKg: number;
  /** The carrier's working days for the route, before the winter day. */
  daysMin: number;
  daysMax: number;
  /** The packs as quoted (L×W×H×kg×places), to refuse an order whose parcel no longer matches. */
  packs: string;
  declared: number | null;
  fromAddress: boolean;
  toAddress: boolean;
  services: string[];
  userId: string | null;
  /** Epoch ms. */
  expires: number;
};

/** The order of the fields on the wire: an array keeps the id short (it travels in every tariff and in paths). */
const FIELDS = [
  'carrier',
  'product',
  'type',
  'from',
  'to',
  'price',
  'chargeableKg',
  'daysMin',
  'daysMax',
  'packs',
  'declared',
  'fromAddress',
  'toAddress',
  'services',
  'userId',
  'expires',
] as const satisfies ReadonlyArray<keyof QuotePayload>;
const VERSION = 1;

/** The MAC of each quote key, its padded blocks prepared once (a calculation signs every tariff it offers). */
const macs = new Map<string, (message: string) => string>();
const macOf = (secret: string) => {
  let mac = macs.get(secret);
  if (!mac) {
    mac = hmacSha256(secret);
    macs.set(secret, mac);
  }
  return mac;
};

/**
 * A calculatorId is the quote itself, signed: `base64url([version, …fields]).base64url(hmac)`. Nothing is stored
 * per calculation, yet a client can neither forge nor alter one, and it dies after its time. Equal quotes are equal
 * ids, which is harmless: an id grants nothing but its own price.
 */
export const signQuote = (secret: string, payload: QuotePayload, head = quoteHead(payload)): string => {
  // `expires` is the last field: the signed JSON is the head with it appended.
  const body = Buffer.from(`${head.slice(0, -1)},${JSON.stringify(payload.expires)}]`).toString('base64url');
  return `${body}.${macOf(secret)(body)}`;
};

/** The payload of a genuine, unexpired quote; null for anything else. */
export const readQuote = (secret: string, id: string, now: number): QuotePayload | null => {
  const [body, mac, extra] = id.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(macOf(secret)(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const values = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
    if (!Array.isArray(values) || values[0] !== VERSION || values.length !== FIELDS.length + 1) return null;
    const payload = Object.fromEntries(FIELDS.map((f, i) => [f, values[i + 1]])) as QuotePayload;
    return payload.expires > now ? payload : null;
  } catch {
    return null;
  }
};

const HEAD_FIELDS = FIELDS.filter((f) => f !== 'expires');

/**
 * A quote without its expiry, as JSON: equal quotes of a stretch of time share it, so the server records a computed
 * quote once by its head (`quoteDigest`) and knows it again in memory by the head itself.
 */
export const quoteHead = (payload: QuotePayload): string => {
  // One array, filled in place: a calculation makes a head for every tariff.
  const values: unknown[] = new Array(HEAD_FIELDS.length + 1);
  values[0] = VERSION;
  for (let i = 0; i < HEAD_FIELDS.length; i++) values[i + 1] = payload[HEAD_FIELDS[i] as keyof QuotePayload];
  return JSON.stringify(values);
};

/** What the server records of a computed quote: a digest of its head. Not a secret: it only finds the record. */
export const quoteDigest = (head: string): string => createHash('sha256').update(head).digest('base64url');
