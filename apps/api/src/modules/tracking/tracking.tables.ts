import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/**
 * What carriers said about parcels, in Jetkiz's vocabulary (`event`) with the carrier's own code kept. The
 * carrier's event id is unique per carrier: a repeated webhook or a polled duplicate is stored once.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    carrierEventId: text('carrier_event_id').notNull(),
    carrierCode: text('carrier_code').notNull(),
    event: text('event').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_carrier_event_idx').on(t.carrier, t.carrierEventId),
    index('tracking_events_order_idx').on(t.orderId, t.occurredAt),
    check(
      'tracking_events_event_check',
      sql`${t.event} in ('booked', 'courier_assigned', 'accepted', 'in_transit', 'arrived', 'out_for_delivery', 'delivery_failed', 'delivered')`,
    ),
  ],
);

/**
 * Unknown numbers asked for on public tracking, per address (an IPv4 address or an IPv6 /64): shared by every
 * API instance, written only on a miss. A row whose last miss is a day old is forgotten (and swept).
 */
export const trackingMisses = pgTable('tracking_misses', {
  address: text('address').primaryKey(),
  misses: integer('misses').notNull(),
  lastMissAt: timestamp('last_miss_at', { withTimezone: true }).notNull(),
});
