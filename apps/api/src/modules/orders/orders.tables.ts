import type { Localized, OrderParty, Pack } from '@jetkiz/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorColumns, users } from '../identity/identity.tables.ts';

/** Order numbers come from one sequence: unique across instances (track numbers are drawn, see drawTrackNumber). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** `standard` (persons and companies) or `priority` (the priority client's orders). */
    kind: text('kind').notNull(),
    /** Who in the organisation created the order (the registry's «created by»). */
    ...actorColumns(),
    orderNumber: text('order_number').notNull().unique(),
    trackNumber: text('track_number').notNull().unique(),
    clientOrderNumber: text('client_order_number'),
    carrierTrackingNumber: text('carrier_tracking_number'),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    carrier: text('carrier').notNull(),
    carrierName: text('carrier_name').notNull(),
    product: text('product').notNull(),
    /** The tariff's type from the quote (standard, express…): documents name the tariff by it, never by its code. */
    tariffType: text('tariff_type'),
    /**
     * The tariff's name as the calculator showed it when the order was made («Эконом», the carrier's own), in each
     * language: the order's page, its documents and acts say the same; null when it was not known (then the type's).
     */
    tariffName: jsonb('tariff_name').$type<Localized>(),
    fromKato: text('from_kato').notNull(),
    toKato: text('to_kato').notNull(),
    sender: jsonb('sender').$type<OrderParty>().notNull(),
    receiver: jsonb('receiver').$type<OrderParty>().notNull(),
    /** Kept apart from the JSON to search the registry by them. */
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    content: text('content').notNull(),
    description: text('description'),
    senderNotation: text('sender_notation'),
    receiverNotation: text('receiver_notation'),
    placeCnt: integer('place_cnt').notNull(),
    chargeableWeight: integer('chargeable_weight').notNull(),
    declaredValue: bigint('declared_value', { mode: 'number' }),
    /** Tiyn, from the signed quote, never from the client. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    totalWithPromo: bigint('total_with_promo', { mode: 'number' }).notNull(),
    promoCode: text('promo_code'),
    quoteId: text('quote_id').notNull(),
    terminalFromId: integer('terminal_from_id'),
    terminalToId: integer('terminal_to_id'),
    pickupDate: date('pickup_date'),
    estimatedPickupDate: date('estimated_pickup_date').notNull(),
    estimatedDeliveryFrom: date('estimated_delivery_from').notNull(),
    estimatedDeliveryTo: date('estimated_delivery_to').notNull(),
    /** The tariff's delivery term in working days, from the quote: the range is recomputed from the pickup date. */
    deliveryDaysMin: smallint('delivery_days_min'),
    deliveryDaysMax: smallint('delivery_days_max'),
    deliveryType: smallint('delivery_type'),
    productSign: smallint('product_sign'),
    specialCondition: text('special_condition'),
    clientDate: date('client_date'),
    /** The carrier's id of the booked shipment (the own fleet: our order id). */
    carrierShipmentId: text('carrier_shipment_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** Why the last booking attempt failed (the order stays paid and unsent); cleared by a successful one. */
    bookingError: text('booking_error'),
    /**
     * What kind of failure that was: the carrier could not be reached or answered with its own failure
     * (`unavailable`: the customer is told to try later, the carrier's words are for staff), or it refused this
     * order (`refused`: its answer is the reason, shown to the customer as the carrier's words).
     */
    bookingErrorKind: text('booking_error_kind', { enum: ['unavailable', 'refused'] }),
    /**
     * The booking state: set (committed) before the carrier is called, until when that call may still answer. While
     * it holds, a cancel or a second send waits for the answer; once it has lapsed (the process died mid-booking) the
     * booking may be taken over — the carrier books our order id once, so trying again is safe.
     */
    bookingUntil: timestamp('booking_until', { withTimezone: true }),
    /** When a booking was first asked of the carrier: from then on a cancelled order is cancelled there too. */
    carrierContactedAt: timestamp('carrier_contacted_at', { withTimezone: true }),
    /** When the carrier confirmed the cancellation of a cancelled order's booking. */
    carrierCancelledAt: timestamp('carrier_cancelled_at', { withTimezone: true }),
    /** Why the last attempt to cancel at the carrier failed (the background run tries again). */
    carrierCancelError: text('carrier_cancel_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The last day of the delivery range the customer is shown (Almaty date): the estimate at creation, counted again
     * from the pickup date when the order is sent. Past it and not delivered, the order is late (issue 18).
     */
    dueOn: date('due_on'),
    /**
     * The late-delivery credit (issue 19), written once with its ledger movement (key `late-credit:{order id}`): the
     * Almaty calendar days past `due_on`, the tiyn credited to the wallet, and the movement (its receipt).
     */
    lateDays: smallint('late_days'),
    lateCredit: bigint('late_credit', { mode: 'number' }),
    lateCreditId: uuid('late_credit_id'),
    lateCreditedAt: timestamp('late_credited_at', { withTimezone: true }),
    /** The operator's decision on a cancellation request (issue 18): approved or declined, why, and when; lapsed when the carrier collected the parcel first. */
    cancellationOutcome: text('cancellation_outcome'),
    cancellationReason: text('cancellation_reason'),
    cancellationDecidedAt: timestamp('cancellation_decided_at', { withTimezone: true }),
    /**
     * While an approval asks the carrier to cancel (a lease, as the booking's): a decline or a second approval waits
     * for that answer, so the carrier never cancels a parcel whose cancellation was declined meanwhile.
     */
    cancellationDecidingUntil: timestamp('cancellation_deciding_until', { withTimezone: true }),
    /** The public offer's version the customer accepted with the order (issue 15), and when; null when not given. */
    offerVersion: text('offer_version'),
    offerAcceptedAt: timestamp('offer_accepted_at', { withTimezone: true }),
    /** Every size of pack from the quote: one place's L×W×H (cm), physical weight (kg), volume (m³), and places. */
    packs: jsonb('packs').$type<Array<Pack & { volume: number; fromTotals?: boolean }>>().notNull().default([]),
    /** The carrier's store or pickup point (reference module's `pickup_points.id`) a Shop/AgentPvz parcel goes to. */
    pickupPointId: integer('pickup_point_id'),
    /** The delivered order this one returns (delivery type 8): at most one return per order (the unique index). */
    returnOfOrderId: uuid('return_of_order_id').references((): AnyPgColumn => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0004 makes it covering (INCLUDE the searched columns): the registry's count is index-only.
    index('orders_user_created_idx').on(t.userId, t.kind, t.createdAt, t.id),
    index('orders_user_receiver_phone_idx').on(t.userId, t.receiverPhone),
    index('orders_carrier_tracking_idx').on(t.carrierTrackingNumber),
    index('orders_carrier_shipment_idx').on(t.carrier, t.carrierShipmentId),
    // The console's dashboard: the open work (parcels under way, cancellation requests). This week's orders and the
    // console's list read the covering list indexes of migration 0016 (hand-written: drizzle cannot say INCLUDE).
    index('orders_open_idx')
      .on(t.estimatedDeliveryTo)
      .where(sql`${t.status} in ('paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'cancellation_requested')`),
    // What the background run still owes the carriers: lapsed bookings, cancellations not yet confirmed.
    index('orders_carrier_work_idx')
      .on(t.bookingUntil)
      .where(
        sql`(${t.status} = 'paid' and ${t.bookingUntil} is not null) or (${t.status} = 'cancelled' and ${t.carrierContactedAt} is not null and ${t.carrierCancelledAt} is null)`,
      ),
    check(
      'orders_status_check',
      sql`${t.status} in ('formed', 'paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'delivered', 'cancellation_requested', 'cancelled')`,
    ),
    check(
      'orders_cancellation_outcome_check',
      sql`${t.cancellationOutcome} is null or ${t.cancellationOutcome} in ('approved', 'declined', 'lapsed')`,
    ),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'refunded')`),
    check('orders_kind_check', sql`${t.kind} in ('standard', 'priority')`),
    check(
      'orders_booking_error_kind_check',
      sql`${t.bookingErrorKind} is null or (${t.bookingErrorKind} in ('unavailable', 'refused') and ${t.bookingError} is not null)`,
    ),
    uniqueIndex('orders_return_of_idx').on(t.returnOfOrderId),
    check(
      'orders_amounts_check',
      sql`${t.totalAmount} >= 0 and ${t.totalWithPromo} >= 0 and ${t.totalWithPromo} <= ${t.totalAmount}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    /** Who changed the status (created, sent, cancelled…); null for the carriers' and the system's changes. */
    ...actorColumns(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** A courier asked to collect a sent order on its pickup date, in a time window; cancellable until assigned. */
export const courierRequests = pgTable(
  'courier_requests',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pickupDate: date('pickup_date').notNull(),
    window: text('window').notNull(),
    status: text('status').notNull().default('requested'),
    /**
     * While the carrier is being asked to send or to cancel this courier (a lease: it ends by itself if the process
     * dies): the order's other courier calls wait for the answer, so the carrier hears them in the order they were made.
     */
    carrierCallUntil: timestamp('carrier_call_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courier_requests_order_idx').on(t.orderId, t.createdAt),
    check('courier_requests_status_check', sql`${t.status} in ('requested', 'assigned', 'cancelled')`),
  ],
);

/**
 * What the orders module publishes for public tracking (created by migration SQL; the tracking module reads this,
 * never the `orders` table): the order's public columns, keyed by track number.
 */
export const orderTrackingView = pgView('order_tracking_view', {
  orderId: uuid('order_id').notNull(),
  trackNumber: text('track_number').notNull(),
  carrierTrackingNumber: text('carrier_tracking_number'),
  carrierName: text('carrier_name').notNull(),
  status: text('status').notNull(),
  fromKato: text('from_kato').notNull(),
  toKato: text('to_kato').notNull(),
  senderName: text('sender_name'),
  receiverName: text('receiver_name').notNull(),
  placeCnt: integer('place_cnt').notNull(),
  pickupDate: date('pickup_date'),
  estimatedDeliveryFrom: date('estimated_delivery_from').notNull(),
  estimatedDeliveryTo: date('estimated_delivery_to').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}).existing();

/**
 * Additional services ordered after the order was created (issue 19): a second delivery attempt, storage beyond the
 * free days, re-packing. Each is its own charge, due within 1 working day (`due_on`, Almaty); while one is unpaid the
 * order is held. Paid from the wallet through the ledger (key `order-service:{id}`), so paying twice pays once.
 */
export const orderServices = pgTable(
  'order_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The reference code (domain ADDITIONAL_SERVICES). */
    service: text('service').notNull(),
    /** Storage days ordered (1 for the others). */
    days: smallint('days').notNull().default(1),
    /** Tiyn, from the reference's price when ordered. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('unpaid'),
    /** `customer`, `staff` or `carrier` (a failed delivery attempt). */
    source: text('source').notNull(),
    /** Who ordered it (a customer, an employee or staff); null for the carrier's. */
    ...actorColumns(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The ledger transaction that paid it (the receipt's id). */
    transactionId: uuid('transaction_id'),
    /** Paid after `due_on`: the late-payment penalty taken with it (tiyn), the days it counts, and its own movement. */
    penalty: bigint('penalty', { mode: 'number' }).notNull().default(0),
    penaltyDays: smallint('penalty_days').notNull().default(0),
    penaltyTransactionId: uuid('penalty_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_services_order_idx').on(t.orderId, t.orderedAt),
    // One unpaid charge of a service at a time: ordering it again (two clicks, a replayed carrier event) finds it.
    uniqueIndex('order_services_unpaid_idx').on(t.orderId, t.service).where(sql`${t.status} = 'unpaid'`),
    check('order_services_status_check', sql`${t.status} in ('unpaid', 'paid', 'cancelled', 'refunded')`),
    check('order_services_service_check', sql`${t.service} in ('SECOND_ATTEMPT', 'STORAGE', 'REPACKING')`),
    check('order_services_source_check', sql`${t.source} in ('customer', 'staff', 'carrier')`),
    check('order_services_amount_check', sql`${t.amount} > 0 and ${t.days} between 1 and 30`),
    // At most 100 % of the price (spec §9), and none without days late.
    check(
      'order_services_penalty_check',
      sql`${t.penalty} between 0 and ${t.amount} and ${t.penaltyDays} >= 0 and (${t.penalty} = 0 or ${t.penaltyDays} > 0)`,
    ),
  ],
);
