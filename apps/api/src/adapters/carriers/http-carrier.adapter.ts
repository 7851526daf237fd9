import type { Localized, TariffType } from '@jetkiz/domain';
import { type CarrierPort, type CarrierRate, CarrierUnavailableError } from './carrier.port.ts';

type Answer = {
  rates?: Array<{ code: string; name: Localized; type: TariffType; price: number; daysMin: number; daysMax: number }>;
};

/**
 * A carrier with the rates API the sandboxes speak: `POST {base}/api/v1/rates`, price in tenge. A carrier that
 * does not answer within `timeoutMs` is left out of the calculation.
 */
export const createHttpCarrier = (options: { code: string; name: string; baseUrl: string; timeoutMs: number }): CarrierPort => ({
  code: options.code,
  name: options.name,
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
    return (body.rates ?? [])
      .filter((r) => Number.isFinite(r.price) && r.price > 0)
      .map(
        (r): CarrierRate => ({
          product: r.code,
          name: r.name,
          type: r.type,
          price: Math.round(r.price * 100),
          daysMin: r.daysMin,
          daysMax: r.daysMax,
        }),
      );
  },
});
