import type { Localized, TariffType } from '@jetkiz/domain';

export type RateRequest = { fromKato: string; toKato: string; chargeableKg: number; pickupDate: string };

/** One product a carrier offers for a route: base price in tiyn and its working days. */
export type CarrierRate = { product: string; name: Localized; type: TariffType; price: number; daysMin: number; daysMax: number };

/**
 * A carrier as Jetkiz sees it (quote now; book, cancel, track and label with later capabilities).
 * `rates` throws `CarrierUnavailableError` when the carrier fails or is too slow; it is never retried here.
 */
export type CarrierPort = {
  code: string;
  name: string;
  rates(request: RateRequest): Promise<CarrierRate[]>;
};

export class CarrierUnavailableError extends Error {
  override name = 'CarrierUnavailableError';
}
