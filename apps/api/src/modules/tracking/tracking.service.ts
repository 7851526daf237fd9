import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FIELD_PROBLEMS,
  ORDER_STATUS_NAMES,
  TRACKING_EVENT_NAMES,
  TRACKING_MESSAGES,
  TRACKING_SMS,
  TRACKING_SMS_LINK,
  type Track,
  trackNumberMessage,
} from '@jetkiz/contract';
import {
  arrivalPlace,
  checkTrackNumber,
  fillSms,
  fillText,
  initials,
  isLegacyTrackNumber,
  isOrderStatus,
  isTrackingEvent,
  LANGS,
  type Lang,
  mapCarrierStatus,
  NOTIFIED_EVENTS,
  type OrderParty,
  type OrderStatus,
  orderDates,
  statusFromEvents,
  TRACK_MISS_POLICY,
  type TrackingEvent,
  trackMissKey,
  trackMissWaitMs,
  type WorkCalendar,
} from '@jetkiz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierEvent, CarrierPort } from '../../adapters/carriers/index.ts';
import type { TrackingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, inEachLanguage } from '../../errors.ts';
import { createLruCache } from '../../lib/lru-cache.ts';
import type { IdentityService } from '../identity/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import { type PreparedQuery, type PublicTrackRow, trackingRepository as repo } from './tracking.repository.ts';

/** A 429 for an address slowed down for unknown numbers; the route turns `seconds` into Retry-After. */
export class TrackingSlowedError extends AppError {
  readonly seconds: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super('TRACKING_TOO_MANY_MISSES', {
      description: inEachLanguage((l) => fillText(TRACKING_MESSAGES.retryIn[l], { minutes: Math.ceil(seconds / 60) })),
    });
    this.seconds = seconds;
  }
}

/** The status an SMS-worthy event leads to: the message goes out when the order actually reaches it. */
const NOTIFY_WHEN: Partial<Record<TrackingEvent, OrderStatus>> = {
  accepted: 'in_transit',
  arrived: 'arrived',
  delivered: 'delivered',
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export const createTrackingService = (deps: {
  db: Db;
  /** The database's prepared-statement path, for the public read. */
  prepared: PreparedQuery;
  /** The replica's prepared-statement path, when there is one: the public read may lag the primary a moment. */
  preparedReplica?: PreparedQuery | undefined;
  config: TrackingConfig;
  orders: OrdersService;
  identity: IdentityService;
  reference: ReferenceService;
  /** The working calendar: the answer's dates follow the domain's one rule (orderDates). */
  calendar: WorkCalendar;
  notifications: NotificationsService;
  carriers: () => CarrierPort[];
  log: FastifyBaseLogger;
  clock?: () => number;
}) => {
  const { db, config, orders, identity, reference, notifications, log } = deps;
  const now = deps.clock ?? Date.now;

  /**
   * The delivery range the public page shows, by the same rule as the order's own page (domain `orderDates`): once
   * handed over with a pickup date, counted from that date; the planned range stays after delivery or cancellation.
   */
  const plannedDelivery = (row: PublicTrackRow): { from: string; to: string } => {
    const dates = orderDates(
      {
        status: 'planned',
        pickupDate: row.pickup_date,
        estimatedPickupDate: row.estimated_pickup_date,
        estimatedDeliveryFrom: row.estimated_delivery_from,
        estimatedDeliveryTo: row.estimated_delivery_to,
      },
      deps.calendar,
    );
    return dates.delivery?.kind === 'expected'
      ? dates.delivery
      : { from: row.estimated_delivery_from, to: row.estimated_delivery_to };
  };

  /** An SMS about an order in one language, or in several (the tracking link then comes once, at the end). */
  const smsText = (
    event: keyof typeof TRACKING_SMS,
    order: { trackNumber: string; fromKato: string; toKato: string },
    langs: Lang[],
  ) => {
    const url = `${config.publicUrl}/tracking/${order.trackNumber}`;
    const texts = langs.map((lang) => {
      const to = reference.localityName(order.toKato, lang);
      return fillSms(TRACKING_SMS[event], lang, {
        track: order.trackNumber,
        from: reference.localityName(order.fromKato, lang),
        to,
        toPlace: arrivalPlace(reference.localityKind(order.toKato), to, lang),
      });
    });
    if (event === 'delivered') return texts.join('\n');
    const [only] = langs;
    return langs.length === 1 && only
      ? `${texts[0]} ${fillSms(TRACKING_SMS_LINK, only, { url })}`
      : `${texts.join('\n')}\n${url}`;
  };

  /** One carrier event: stored once, the order's status recomputed from all events, SMS queued — one transaction. */
  const ingest = async (carrier: string, e: CarrierEvent & { shipmentId: string }) => {
    const event = mapCarrierStatus(carrier, e.status);
    if (!event) {
      log.warn({ carrier, status: e.status }, 'carrier status not in the mapping: ignored');
      return { accepted: false };
    }
    const at = new Date(e.occurredAt);
    if (Number.isNaN(at.getTime())) throw new AppError('VALIDATION', { fields: { occurredAt: FIELD_PROBLEMS.invalid.en } });
    return db.transaction(async (tx) => {
      const order = await orders.lockByShipment(tx, carrier, e.shipmentId);
      if (!order) throw new AppError('NOT_FOUND');
      const inserted = await repo.insertEvent(tx, {
        orderId: order.id,
        carrier,
        carrierEventId: e.eventId,
        carrierCode: e.status,
        event,
        occurredAt: at,
        place: e.place || null,
        receivedAt: new Date(now()),
      });
      if (!inserted) return { accepted: true };
      const events = (await repo.eventsOf(tx, order.id)).flatMap((r) =>
        isTrackingEvent(r.event) ? [{ event: r.event, at: r.at }] : [],
      );
      const current = order.status as OrderStatus;
      const status = statusFromEvents(events, current);
      await orders.applyTracking(tx, order, { status, courierAssigned: event === 'courier_assigned', at }, event);
      if (status !== current && NOTIFY_WHEN[event] === status && NOTIFIED_EVENTS.includes(event)) {
        const senderLang = await identity.languageOf(order.userId, tx);
        const sender = (order.sender as OrderParty).phone;
        const receiver = (order.receiver as OrderParty).phone;
        const messages = [
          ...(sender ? [{ phone: sender, text: smsText(event as keyof typeof TRACKING_SMS, order, [senderLang]) }] : []),
          // The receiver has no account and so no language of their own: Kazakh and Russian, in one message.
          ...(receiver && receiver !== sender
            ? [{ phone: receiver, text: smsText(event as keyof typeof TRACKING_SMS, order, ['kk', 'ru']) }]
            : []),
        ];
        await notifications.enqueue(
          tx,
          messages.map((m) => ({ key: `${order.id}:${event}:${m.phone}`, phone: m.phone as string, text: m.text })),
        );
        // The sender's e-mail, in their account's language (issue 19): handed over and delivered.
        const mailEvent = event === 'accepted' ? 'handedOver' : event === 'delivered' ? 'delivered' : undefined;
        if (mailEvent) await notifications.orderMail(tx, mailEvent, order);
      }
      return { accepted: true };
    });
  };

  /**
   * The Jetkiz track number asked for, canonical (spaces, dashes and case as people paste them are fine); anything
   * else is a 400 that says what is wrong with it, in every language: an order's number (it can be guessed, so the
   * public page does not answer it) or a carrier's is told it is not a track number, as is a letter among the digits.
   */
  const trackNumberOf = (raw: string): string => {
    const checked = checkTrackNumber(raw);
    if (!checked.ok) throw new AppError('VALIDATION', { fields: { id: trackNumberMessage(checked) } });
    return checked.value;
  };

  /**
   * Addresses waiting after too many unknown numbers, until when (ms). The count itself is in the database, shared
   * by every instance and written only on a miss; this map spares the database while an address waits.
   */
  const waiting = new Map<string, number>();
  let sweptAt = now();
  const refuseIfWaiting = (address: string) => {
    const until = waiting.get(address);
    if (until === undefined) return;
    if (until > now()) throw new TrackingSlowedError(until - now());
    waiting.delete(address);
  };
  /** Counts an unknown (or guessable) number; throws the 429 when the address has now to wait. */
  const countMiss = async (address: string) => {
    const at = now();
    if (at - sweptAt > 60 * 60_000) {
      sweptAt = at;
      for (const [key, until] of waiting) if (until <= at) waiting.delete(key);
      await repo.forgetMisses(db, new Date(at - TRACK_MISS_POLICY.forgetAfterMs));
    }
    const misses = await repo.recordMiss(db, address, new Date(at), new Date(at - TRACK_MISS_POLICY.forgetAfterMs));
    const wait = trackMissWaitMs(misses);
    if (wait === 0) return;
    waiting.set(address, at + wait);
    log.warn({ address, misses }, 'public tracking: too many unknown numbers from one address');
    throw new TrackingSlowedError(wait);
  };

  /**
   * A number counts once per address a day (this instance's memory): guessing takes new numbers, and each counts,
   * while asking again for the same one does not — a number not registered yet, asked again after a reload or a
   * language switch (the page asks in the new language), and a page left open refreshing itself. Five misses a day
   * are an address's allowance, and one address is often many people's (a mobile operator's shared address). Old
   * sequential numbers exist densely, so asking for one counts like a miss, once the same way.
   */
  const counted = createLruCache<string, number>(100_000);
  const countOnce = async (address: string, trackNumber: string) => {
    const key = `${address} ${trackNumber}`;
    const at = counted.get(key);
    if (at !== undefined && now() - at < TRACK_MISS_POLICY.forgetAfterMs) return;
    counted.set(key, now());
    await countMiss(address);
  };

  return {
    ingest,

    /** `POST /order/public/carrier/{carrier}/webhook`: the signature over the raw body first, then the event. */
    async webhook(carrier: string, rawBody: string, signature: string | undefined, body: CarrierEvent & { shipmentId: string }) {
      const expected = `sha256=${createHmac('sha256', config.carrierWebhookSecret).update(rawBody).digest('hex')}`;
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
        log.warn({ carrier }, 'carrier webhook with a bad signature refused');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      if (!deps.carriers().some((c) => c.code === carrier && c.tracksByWebhook)) throw new AppError('NOT_FOUND');
      return ingest(carrier, body);
    },

    /** Asks carriers about parcels they have not spoken of for a while (webhooks can be lost). */
    async poll(): Promise<{ asked: number; events: number }> {
      const pushing = deps.carriers().filter((c) => c.tracksByWebhook);
      const quietSince = new Date(now() - config.trackingPollMinutes * 60_000);
      const travelling = await orders.travelling(
        pushing.map((c) => c.code),
        quietSince,
      );
      const heard = await repo.lastHeard(
        db,
        travelling.map((o) => o.id),
      );
      let asked = 0;
      let events = 0;
      for (const order of travelling) {
        if ((heard.get(order.id)?.getTime() ?? 0) > quietSince.getTime()) continue;
        const carrier = pushing.find((c) => c.code === order.carrier);
        if (!carrier || !order.carrierShipmentId) continue;
        asked++;
        try {
          for (const e of await carrier.events(order.carrierShipmentId)) {
            await ingest(carrier.code, { ...e, shipmentId: order.carrierShipmentId });
            events++;
          }
        } catch (error) {
          log.warn({ err: error, order: order.id }, 'tracking poll: carrier not answering');
        }
      }
      return { asked, events };
    },

    /** What the carrier said about an order, oldest first, in the reader's language (the operator console). */
    async carrierEvents(orderId: string, lang: Lang) {
      const rows = await repo.carrierEventsOf(db, orderId);
      return rows.map((e) => ({
        event: e.event,
        eventName: isTrackingEvent(e.event) ? TRACKING_EVENT_NAMES[e.event][lang] : e.event,
        carrierCode: e.carrierCode,
        occurredAt: e.occurredAt.toISOString(),
        place: e.place,
      }));
    },

    /**
     * `GET /order/public/track/{id}`: by the Jetkiz track number only; people shown by initials only. Unknown
     * numbers from `ip` are counted, and so are different old sequential ones (they can be guessed): after a few,
     * the address waits (429). Numbers that exist cost nothing more than the lookup.
     */
    async track(id: string, lang: Lang, ip: string): Promise<Track> {
      // A carrier names places in its own words, mostly in Russian; the route's own two ends read in the reader's language.
      const placeIn = (place: string | null, katos: readonly string[]) => {
        const said = place?.trim().toLowerCase();
        if (!said) return place;
        const kato = katos.find((k) => LANGS.some((l) => reference.localityName(k, l).toLowerCase() === said));
        return kato ? reference.localityName(kato, lang) : place;
      };
      const address = trackMissKey(ip);
      refuseIfWaiting(address);
      const trackNumber = trackNumberOf(id);
      const row = await repo.publicTrack(deps.preparedReplica ?? deps.prepared, trackNumber);
      if (!row) {
        await countOnce(address, trackNumber);
        throw new AppError('NOT_FOUND');
      }
      if (isLegacyTrackNumber(trackNumber)) await countOnce(address, trackNumber);
      const delivery = plannedDelivery(row);
      return {
        trackNumber: row.track_number,
        carrierTrackingNumber: row.carrier_tracking_number,
        carrier: row.carrier_name,
        status: row.status,
        statusName: isOrderStatus(row.status) ? ORDER_STATUS_NAMES[row.status][lang] : row.status,
        from: reference.localityName(row.from_kato, lang),
        to: reference.localityName(row.to_kato, lang),
        sender: initials(row.sender_name),
        receiver: initials(row.receiver_name),
        placeCnt: row.place_cnt,
        pickupDate: row.pickup_date,
        estimatedDeliveryFrom: delivery.from,
        estimatedDeliveryTo: delivery.to,
        deliveredAt: iso(row.delivered_at),
        events: row.events.map((e) => ({
          event: e.event,
          name: isTrackingEvent(e.event) ? TRACKING_EVENT_NAMES[e.event][lang] : e.event,
          at: new Date(e.at).toISOString(),
          place: placeIn(e.place, [row.from_kato, row.to_kato]),
        })),
      };
    },
  };
};

export type TrackingService = ReturnType<typeof createTrackingService>;
