import type { Localized, PublishedPoint, TariffType } from '@jetkiz/domain';

export type RateRequest = { fromKato: string; toKato: string; chargeableKg: number; pickupDate: string };

/** One product a carrier offers for a route: base price in tiyn and its working days. */
export type CarrierRate = { product: string; name: Localized; type: TariffType; price: number; daysMin: number; daysMax: number };

export type BookingRequest = {
  /** Our order's id: the carrier books a reference once, so a retried booking answers the same shipment. */
  reference: string;
  product: string;
  fromKato: string;
  toKato: string;
  fromCity: string;
  toCity: string;
  /** ISO date. */
  pickupDate: string;
  places: number;
  chargeableKg: number;
  declaredValue: number | null;
  sender: { name: string; phone: string; address: string };
  receiver: { name: string; phone: string; address: string };
  /** Where the carrier pushes the parcel's events. */
  webhookUrl: string;
  /** The last day of the delivery range promised to the customer (ISO date): past it the delivery is late. */
  deliverBy?: string;
};

/** A store (Shop) or an agent's pickup point (AgentPvz) a carrier delivers to, with what it takes. */
export type CarrierPickupPoint = PublishedPoint;

/** A carrier's own event about a parcel, in its own codes. */
export type CarrierEvent = { eventId: string; status: string; occurredAt: string; place: string };

/**
 * A carrier as Jetkiz sees it: quote, book, cancel a booking, call a courier, read events. Network failures and slow answers are
 * `CarrierUnavailableError`; a refusal the carrier explains (a bad date, a courier already on the way) is
 * `CarrierRefusedError` with its reason. Nothing here retries.
 */
export type CarrierPort = {
  code: string;
  name: string;
  /** Whether the carrier pushes events (and answers `events`); the own fleet's come from Jetkiz's own staff. */
  tracksByWebhook: boolean;
  rates(request: RateRequest): Promise<CarrierRate[]>;
  book(request: BookingRequest): Promise<{ shipmentId: string; trackingNumber: string | null }>;
  requestCourier(shipmentId: string, pickup: { date: string; window: string }): Promise<void>;
  cancelCourier(shipmentId: string): Promise<void>;
  /**
   * Cancels the booking of our order id (`BookingRequest.reference`); idempotent, and a reference cancelled before
   * its booking arrived stays cancelled (that booking is refused). Refused once the parcel has been collected.
   */
  cancel(reference: string): Promise<void>;
  events(shipmentId: string): Promise<CarrierEvent[]>;
  /** Its stores and pickup points as it publishes them now (the reference module keeps a copy). */
  pickupPoints(): Promise<CarrierPickupPoint[]>;
};

export class CarrierRefusedError extends Error {
  override name = 'CarrierRefusedError';
}

export class CarrierUnavailableError extends Error {
  override name = 'CarrierUnavailableError';
}
