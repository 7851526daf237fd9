import { eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { trackingEvents, trackingMisses } from './tracking.tables.ts';

export type PublicTrackRow = {
  track_number: string;
  carrier_tracking_number: string | null;
  carrier_name: string;
  status: string;
  from_kato: string;
  to_kato: string;
  sender_name: string | null;
  receiver_name: string;
  place_cnt: number;
  pickup_date: string | null;
  estimated_delivery_from: string;
  estimated_delivery_to: string;
  delivered_at: string | Date | null;
  estimated_pickup_date: string;
  events: Array<{ event: string; at: string; place: string | null }>;
};

export type PreparedQuery = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

export const trackingRepository = {
  /** Stores an event once per carrier event id; undefined when it was stored before. */
  insertEvent: async (tx: Tx, row: typeof trackingEvents.$inferInsert): Promise<number | undefined> => {
    const [inserted] = await tx
      .insert(trackingEvents)
      .values(row)
      .onConflictDoNothing({ target: [trackingEvents.carrier, trackingEvents.carrierEventId] })
      .returning({ id: trackingEvents.id });
    return inserted?.id;
  },

  eventsOf: (tx: Db | Tx, orderId: string) =>
    tx
      .select({ event: trackingEvents.event, at: trackingEvents.occurredAt })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, orderId)),

  /** Every event of an order as the carrier sent it, oldest first (the operator console). */
  carrierEventsOf: (db: Db, orderId: string) =>
    db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, orderId))
      .orderBy(trackingEvents.occurredAt, trackingEvents.id),

  /** When each order last heard from its carrier. */
  lastHeard: async (db: Db, orderIds: string[]): Promise<Map<string, Date>> => {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: trackingEvents.orderId, at: max(trackingEvents.receivedAt) })
      .from(trackingEvents)
      .where(inArray(trackingEvents.orderId, orderIds))
      .groupBy(trackingEvents.orderId);
    return new Map(rows.flatMap((r) => (r.at ? [[r.orderId, r.at] as const] : [])));
  },

  /**
   * The public tracking read, one indexed lookup with its events folded in, as a prepared statement (the public
   * page's budget is that of a single SELECT). It reads `order_tracking_view`, the public columns the orders module
   * publishes (and migrates), never the orders table. By the Jetkiz track number only: order and carrier numbers
   * can be guessed.
   */
  publicTrack: async (query: PreparedQuery, trackNumber: string): Promise<PublicTrackRow | undefined> => {
    const rows = await query<PublicTrackRow>(
      'public_track',
      `select v.track_number, v.carrier_tracking_number, v.carrier_name, v.status, v.from_kato, v.to_kato,
        v.sender_name, v.receiver_name, v.place_cnt, v.pickup_date::text, v.estimated_delivery_from::text,
        v.estimated_delivery_to::text, v.delivered_at, v.estimated_pickup_date::text,
        coalesce((select json_agg(json_build_object('event', e.event, 'at', e.occurred_at, 'place', e.place)
                                  order by e.occurred_at, e.id)
                  from tracking_events e where e.order_id = v.order_id), '[]'::json) as events
      from order_tracking_view v where v.track_number = $1 limit 1`,
      [trackNumber],
    );
    return rows[0];
  },

  /**
   * Counts one unknown number for `address` and answers its misses since it was last forgiven (a miss older than
   * `forgetBefore` starts the count again). One atomic statement: instances racing on one address all count.
   */
  recordMiss: async (db: Db, address: string, at: Date, forgetBefore: Date): Promise<number> => {
    const [row] = await db
      .insert(trackingMisses)
      .values({ address, misses: 1, lastMissAt: at })
      .onConflictDoUpdate({
        target: trackingMisses.address,
        set: {
          misses: sql`case when ${trackingMisses.lastMissAt} < ${forgetBefore.toISOString()}::timestamptz then 1
            else ${trackingMisses.misses} + 1 end`,
          lastMissAt: at,
        },
      })
      .returning({ misses: trackingMisses.misses });
    return row?.misses ?? 1;
  },

  /** Forgets addresses whose last miss is older than `before`. */
  forgetMisses: async (db: Db, before: Date): Promise<void> => {
    await db.delete(trackingMisses).where(lt(trackingMisses.lastMissAt, before));
  },
};
