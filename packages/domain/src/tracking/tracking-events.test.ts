import { describe, expect, it } from 'vitest';
import {
  chronological,
  initials,
  mapCarrierStatus,
  statusFromEvents,
  type TimedEvent,
  type TrackingEvent,
} from './tracking-events.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 5, minute));
const ev = (event: TrackingEvent, minute: number): TimedEvent => ({ event, at: at(minute) });

describe('order status from tracking events', () => {
  it.each<[string, TimedEvent[], string, string]>([
    ['nothing yet', [], 'sent', 'sent'],
    ['accepted at the terminal', [ev('booked', 0), ev('accepted', 5)], 'sent', 'in_transit'],
    ['a courier assigned moves nothing', [ev('courier_assigned', 1)], 'sent', 'sent'],
    ['arrived', [ev('accepted', 1), ev('in_transit', 2), ev('arrived', 3)], 'sent', 'arrived'],
    [
      'arrival reported after the out-for-delivery event',
      [ev('accepted', 1), ev('out_for_delivery', 4), ev('arrived', 3)],
      'out_for_delivery',
      'out_for_delivery',
    ],
    ['a failed attempt brings it back to the terminal', [ev('out_for_delivery', 4), ev('delivery_failed', 5)], 'sent', 'arrived'],
    [
      'a second attempt after a failed one',
      [ev('out_for_delivery', 4), ev('delivery_failed', 5), ev('out_for_delivery', 6)],
      'sent',
      'out_for_delivery',
    ],
    ['delivered, whatever comes after', [ev('delivered', 9), ev('in_transit', 10)], 'sent', 'delivered'],
    ['delivered stays delivered', [ev('arrived', 3)], 'delivered', 'delivered'],
    ['same minute: the later stage wins', [ev('arrived', 3), ev('in_transit', 3)], 'sent', 'arrived'],
    [
      'a booking event does not undo a cancellation request',
      [ev('booked', 0)],
      'cancellation_requested',
      'cancellation_requested',
    ],
    ['a collected parcel makes the request moot', [ev('booked', 0), ev('accepted', 5)], 'cancellation_requested', 'in_transit'],
  ])('%s', (_name, events, current, status) => {
    expect(statusFromEvents(events, current as never)).toBe(status);
  });

  it('orders events by when they happened, not when they arrived', () => {
    expect(chronological([ev('arrived', 3), ev('accepted', 1), ev('in_transit', 2)]).map((e) => e.event)).toEqual([
      'accepted',
      'in_transit',
      'arrived',
    ]);
  });
});

describe('carrier codes', () => {
  it.each([
    ['STEPPE', 'ACCEPTED', 'accepted'],
    ['STEPPE', 'FAILED_ATTEMPT', 'delivery_failed'],
    ['ALTYN', '600', 'delivered'],
    ['ALTYN', '550', 'delivery_failed'],
    ['ALTYN', 'DELIVERED', null],
    ['NOBODY', 'ACCEPTED', null],
  ])('%s %s → %s', (carrier, code, event) => {
    expect(mapCarrierStatus(carrier, code)).toBe(event);
  });
});

describe('initials for the public', () => {
  it.each([
    ['Ахметов Ерлан', 'Е. А.'],
    ['сәрсенова әйгерім', 'Ә. С.'],
    ['ТОО «Дала Логистик»', 'Д. Т.'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (name, shown) => {
    expect(initials(name)).toBe(shown);
  });
});
