import { eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { trackingEvents } from './tracking.tables.ts';

export type PublicTrackRow = {
  track_number: string;
  order_number: string;
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
  events: Array<{ event: string; at: string; place: string | null }>;
};

export type TrackKey = { by: 'track' | 'order' | 'carrier'; value: string };
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
   * The public tracking read, one indexed lookup with its events folded in, as a prepared statement per key (the
   * public page's budget is that of a single SELECT). It reads the order's public columns directly: a read model
   * over the orders table.
   */
  publicTrack: async (query: PreparedQuery, key: TrackKey): Promise<PublicTrackRow | undefined> => {
    const column = { track: 'track_number', order: 'order_number', carrier: 'carrier_tracking_number' }[key.by];
    const rows = await query<PublicTrackRow>(
      `track_by_${key.by}`,
      `select o.track_number, o.order_number, o.carrier_tracking_number, o.carrier_name, o.status, o.from_kato,
        o.to_kato, coalesce(nullif(trim(o.sender->>'companyName'), ''),
          concat_ws(' ', o.sender->>'lastName', o.sender->>'firstName')) as sender_name, o.receiver_name, o.place_cnt, o.pickup_date::text, o.estimated_delivery_from::text,
        o.estimated_delivery_to::text, o.delivered_at,
        coalesce((select json_agg(json_build_object('event', e.event, 'at', e.occurred_at, 'place', e.place)
                                  order by e.occurred_at, e.id)
                  from tracking_events e where e.order_id = o.id), '[]'::json) as events
      from orders o where o.${column} = $1 limit 1`,
      [key.value],
    );
    return rows[0];
  },
};
