import { type Localized, type TariffType, tengeToTiyn } from '@jetkiz/domain';
import {
  type CarrierEvent,
  type CarrierPickupPoint,
  type CarrierPort,
  type CarrierRate,
  CarrierRefusedError,
  CarrierUnavailableError,
} from './carrier.port.ts';

type Answer = {
  rates?: Array<{ code: string; name: Localized; type: TariffType; price: number; daysMin: number; daysMax: number }>;
};

/** How long a call to a carrier's shipment API (booking, cancelling) may take before it counts as unanswered. */
export const shipmentCallTimeoutMs = (timeoutMs: number) => Math.max(timeoutMs, 5_000);

/**
 * A carrier with the rates API the sandboxes speak: `POST {base}/api/v1/rates`, price in tenge. A carrier that
 * does not answer within `timeoutMs` is left out of the calculation.
 */
export const createHttpCarrier = (options: { code: string; name: string; baseUrl: string; timeoutMs: number }): CarrierPort => {
  /** One call to the carrier's shipment API; its refusals (4xx with `error`) keep their reason. */
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        // Booking waits longer than a quote: it is one request a customer waits for, not one of many.
        signal: AbortSignal.timeout(shipmentCallTimeoutMs(options.timeoutMs)),
      });
    } catch (error) {
      throw new CarrierUnavailableError(`${options.name}: ${error instanceof Error ? error.name : 'unreachable'}`);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (response.status >= 500)
      throw new CarrierUnavailableError(`${options.name}: ${answer.error ?? `HTTP ${response.status}`}`);
    if (!response.ok) throw new CarrierRefusedError(answer.error ?? `HTTP ${response.status}`);
    return answer;
  };
  return {
    code: options.code,
    name: options.name,
    tracksByWebhook: true,
    book: (request) => call<{ shipmentId: string; trackingNumber: string }>('POST', '/api/v1/shipments', request),
    requestCourier: async (shipmentId, pickup) => {
      await call('POST', `/api/v1/shipments/${encodeURIComponent(shipmentId)}/courier`, pickup);
    },
    cancel: async (reference) => {
      await call('POST', '/api/v1/cancellations', { reference });
    },
    cancelCourier: async (shipmentId) => {
      await call('DELETE', `/api/v1/shipments/${encodeURIComponent(shipmentId)}/courier`);
    },
    events: async (shipmentId) =>
      (await call<{ events?: CarrierEvent[] }>('GET', `/api/v1/shipments/${encodeURIComponent(shipmentId)}/events`)).events ?? [],
    pickupPoints: async () => (await call<{ points?: CarrierPickupPoint[] }>('GET', '/api/v1/pickup-points')).points ?? [],
    async rates(request) {
      let response: Response;
      try {
        response = await fetch(new URL('/api/v1/rates', options.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new CarrierUnavailableError(`${options.code}: ${error instanceof Error ? error.name : 'unreachable'}`);
      }
      if (!response.ok) throw new CarrierUnavailableError(`${options.code}: HTTP ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as Answer;
      // Prices come in tenge; one that is not an amount of tenge (or is zero) is no offer.
      return (body.rates ?? []).flatMap((r): CarrierRate[] => {
        const price = tengeToTiyn(r.price);
        if (!price.ok || price.value <= 0) return [];
        return [{ product: r.code, name: r.name, type: r.type, price: price.value, daysMin: r.daysMin, daysMax: r.daysMax }];
      });
    },
  };
};
