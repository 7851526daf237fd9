import type { OrderStatus } from '../orders/order-status.ts';

/**
 * One tracking vocabulary for every carrier (issue 8): each carrier's own status codes map onto these events,
 * and the order's status follows from the events, whatever order they arrive in.
 */
export const TRACKING_EVENTS = [
  'booked',
  'courier_assigned',
  'accepted',
  'in_transit',
  'arrived',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

export const isTrackingEvent = (value: unknown): value is TrackingEvent =>
  typeof value === 'string' && (TRACKING_EVENTS as readonly string[]).includes(value);

/** Where an event leaves the order (a courier being assigned changes nothing the customer tracks). */
const EVENT_STATUS: Readonly<Record<TrackingEvent, OrderStatus | null>> = {
  booked: 'sent',
  courier_assigned: null,
  accepted: 'in_transit',
  in_transit: 'in_transit',
  arrived: 'arrived',
  out_for_delivery: 'out_for_delivery',
  // A failed attempt brings the parcel back to the destination terminal.
  delivery_failed: 'arrived',
  delivered: 'delivered',
};

/** Later in the life of a parcel wins when two events carry the same time. */
const RANK: Readonly<Record<TrackingEvent, number>> = {
  booked: 0,
  courier_assigned: 1,
  accepted: 2,
  in_transit: 3,
  arrived: 4,
  out_for_delivery: 5,
  delivery_failed: 6,
  delivered: 7,
};

export type TimedEvent = { event: TrackingEvent; at: Date };

/** Events in the order they happened (by their own time, not by arrival), the later stage first on a tie. */
export const chronological = <E extends TimedEvent>(events: readonly E[]): E[] =>
  [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || RANK[a.event] - RANK[b.event]);

/**
 * The order's status from all its events so far: the last one that moves it, by the time it happened, so a
 * late-arriving older event never moves a parcel backwards; once delivered it stays delivered.
 */
export const statusFromEvents = (events: readonly TimedEvent[], current: OrderStatus): OrderStatus => {
  if (current === 'delivered' || current === 'cancelled') return current;
  if (events.some((e) => e.event === 'delivered')) return 'delivered';
  let status: OrderStatus = current;
  for (const e of chronological(events)) status = EVENT_STATUS[e.event] ?? status;
  // A cancellation request waits for the operator (issue 18): a booking's own events (booked: «sent») do not undo it;
  // once the carrier has the parcel (accepted and later) the request is moot and the parcel's status shows.
  if (current === 'cancellation_requested' && status === 'sent') return current;
  return status;
};

/** Events the sender and the receiver hear about by SMS: hand-over, arrival, delivery. */
export const NOTIFIED_EVENTS: readonly TrackingEvent[] = ['accepted', 'arrived', 'delivered'];

/**
 * Each carrier's own codes (their APIs differ), mapped once. Unknown codes are ignored, not guessed at.
 * Steppe Express speaks words, Altyn Cargo numbers.
 */
export const CARRIER_STATUS_CODES: Readonly<Record<string, Readonly<Record<string, TrackingEvent>>>> = {
  STEPPE: {
    BOOKED: 'booked',
    COURIER_ASSIGNED: 'courier_assigned',
    ACCEPTED: 'accepted',
    IN_TRANSIT: 'in_transit',
    ARRIVED: 'arrived',
    OUT_FOR_DELIVERY: 'out_for_delivery',
    FAILED_ATTEMPT: 'delivery_failed',
    DELIVERED: 'delivered',
  },
  ALTYN: {
    '100': 'booked',
    '150': 'courier_assigned',
    '200': 'accepted',
    '300': 'in_transit',
    '400': 'arrived',
    '500': 'out_for_delivery',
    '550': 'delivery_failed',
    '600': 'delivered',
  },
};

export const mapCarrierStatus = (carrier: string, code: string): TrackingEvent | null =>
  CARRIER_STATUS_CODES[carrier]?.[code] ?? null;

/** «Ахметов Ерлан» → «Е. А.»: what the public sees of a person on a tracking page. */
export const initials = (name: string | null | undefined): string =>
  (name ?? '')
    .split(/\s+/)
    .filter((part) => /\p{L}/u.test(part))
    .slice(0, 2)
    .reverse()
    .map((part) => `${[...part].find((ch) => /\p{L}/u.test(ch))?.toUpperCase()}.`)
    .join(' ');

/** Courier pickup windows on the pickup day (Almaty time). */
export const COURIER_WINDOWS = ['10:00-13:00', '13:00-16:00', '16:00-19:00'] as const;
export type CourierWindow = (typeof COURIER_WINDOWS)[number];
export const isCourierWindow = (value: unknown): value is CourierWindow =>
  typeof value === 'string' && (COURIER_WINDOWS as readonly string[]).includes(value);
