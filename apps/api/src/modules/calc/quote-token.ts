import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a quote locks: the order reads it back from the calculatorId and nowhere else. */
export type QuotePayload = {
  v: 1;
  /** Random, so two equal quotes still differ. */
  n: string;
  carrier: string;
  carrierName: string;
  product: string;
  type: string;
  from: string;
  to: string;
  /** Total price in tiyn. */
  price: number;
  chargeableKg: number;
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

/**
 * A calculatorId is the quote itself, signed: `base64url(payload).base64url(hmac)`. Nothing is stored per
 * calculation, yet a client can neither forge nor alter one, and it dies after its time.
 */
export const signQuote = (secret: string, payload: Omit<QuotePayload, 'v' | 'n'>): string => {
  const body = Buffer.from(JSON.stringify({ v: 1, n: randomBytes(6).toString('base64url'), ...payload })).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
};

/** The payload of a genuine, unexpired quote; null for anything else. */
export const readQuote = (secret: string, id: string, now: number): QuotePayload | null => {
  const [body, mac, extra] = id.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as QuotePayload;
    return payload.v === 1 && payload.expires > now ? payload : null;
  } catch {
    return null;
  }
};
