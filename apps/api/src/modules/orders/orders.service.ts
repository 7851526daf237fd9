import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  CONTENT_MESSAGE,
  describeIssues,
  FIELD_PROBLEMS,
  ORDER_MESSAGES,
  ORDER_STATUS_NAMES,
  type OrderBody,
  type OrderDetail,
  type OrderListQuery,
  type OrderSummary,
  PAYMENT_MESSAGES,
  PICKUP_MESSAGES,
  type PriorityOrderBody,
  parcelContentName,
  REPORT_HEADERS,
  type SavedAddress,
  type SavedAddressBody,
  TRACKING_MESSAGES,
} from '@jetkiz/contract';
import {
  almatyDate,
  almatyDayRange,
  cancelOutcome,
  checkParty,
  checkPickupDate,
  checkText,
  deliveryWindow,
  formatPhone,
  formatTenge,
  isCourierWindow,
  isKatoCode,
  isOrderStatus,
  isValidStreetName,
  type Lang,
  normalizeParty,
  normalizePhone,
  type OrderParty,
  type OrderStatus,
  spreadsheetText,
  streetLine,
  TERMINAL_STREET_TYPE,
  tiynToTenge,
  type WorkCalendar,
  withPrioritySenderName,
} from '@jetkiz/domain';
import ExcelJS from 'exceljs';
import { type CarrierPort, CarrierRefusedError, shipmentCallTimeoutMs } from '../../adapters/carriers/index.ts';
import type { OrdersConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { QuotePayload } from '../calc/index.ts';
import type { Auth, IdentityService } from '../identity/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import {
  newTrackNumber,
  type OrderFilter,
  type OrderRow,
  ordersRepository as repo,
  type SavedAddressRow,
} from './orders.repository.ts';

export type OrderFamily = 'person' | 'company' | 'priority';
const TERMINAL_WORD = { ru: 'терминал', kk: 'терминал', en: 'terminal' } as const;

/** Resolves when the stream can take more, or when it is gone (the client left). */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

const statusName = (status: string, lang: Lang) => (isOrderStatus(status) ? ORDER_STATUS_NAMES[status][lang] : status);

export const createOrdersService = (deps: {
  db: Db;
  config: OrdersConfig;
  reference: ReferenceService;
  identity: IdentityService;
  calendar: WorkCalendar;
  payments: PaymentsService;
  /** The carrier behind a quote's code, to book with. */
  carrier: (code: string) => CarrierPort | undefined;
  /** A quote the calculation computed and signed (its price recorded), or null. */
  quote: (calculatorId: string) => Promise<QuotePayload | null>;
  clock?: () => number;
}) => {
  const { db, config, reference, identity, calendar, payments } = deps;
  const now = deps.clock ?? Date.now;

  const requireFamily = (auth: Auth, family: OrderFamily) => {
    if ((family === 'person') !== (auth.userType === 'person')) throw new AppError('FORBIDDEN');
  };

  const place = (kato: string, lang: Lang) => ({ kato, name: reference.localityName(kato, lang) });
  const partyName = (p: OrderParty) => p.companyName?.trim() || [p.lastName, p.firstName].filter(Boolean).join(' ');

  const toSummary = (row: OrderRow, lang: Lang): OrderSummary => ({
    id: row.id,
    orderNumber: row.orderNumber,
    trackNumber: row.trackNumber,
    clientOrderNumber: row.clientOrderNumber,
    status: row.status,
    statusName: statusName(row.status, lang),
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    from: place(row.fromKato, lang),
    to: place(row.toKato, lang),
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    totalAmount: tiynToTenge(row.totalAmount),
    totalWithPromo: tiynToTenge(row.totalWithPromo),
    carrier: row.carrierName,
  });

  const partyView = (p: OrderParty) => ({
    companyName: p.companyName ?? null,
    lastName: p.lastName ?? null,
    firstName: p.firstName ?? null,
    middleName: null,
    iinOrBin: p.iinOrBin ?? null,
    phone: p.phone ?? '',
    email: p.email ?? null,
    streetAbbrId: p.streetAbbrId ?? null,
    street: p.street ?? null,
    house: p.house ?? null,
    flat: p.flat ?? null,
    office: p.office ?? null,
    notation: p.notation ?? null,
  });

  const courierView = async (orderId: string): Promise<OrderDetail['courier']> => {
    const row = await repo.courier(db, orderId);
    return row
      ? { status: row.status as 'requested' | 'assigned' | 'cancelled', pickupDate: row.pickupDate, window: row.window }
      : null;
  };

  const toDetail = async (row: OrderRow, lang: Lang): Promise<OrderDetail> => ({
    ...toSummary(row, lang),
    carrierTrackingNumber: row.carrierTrackingNumber,
    product: row.product,
    pickupDate: row.pickupDate,
    estimatedPickupDate: row.estimatedPickupDate,
    estimatedDeliveryFrom: row.estimatedDeliveryFrom,
    estimatedDeliveryTo: row.estimatedDeliveryTo,
    declaredPrice: row.declaredValue === null ? null : tiynToTenge(row.declaredValue),
    placeCnt: row.placeCnt,
    chargeableWeight: row.chargeableWeight,
    sender: partyView(row.sender),
    receiver: partyView(row.receiver),
    parcel: { content: parcelContentName(row.content, lang), description: row.description },
    deliveryType: row.deliveryType,
    productSign: row.productSign,
    promoCode: row.promoCode,
    bookingError: row.bookingError,
    courier: await courierView(row.id),
    history: (await repo.history(db, row.id)).map((h) => ({
      status: h.status,
      statusName: statusName(h.status, lang),
      at: h.at.toISOString(),
    })),
  });

  const terminalAt = (id: number | undefined, kato: string, field: string, lang: Lang) => {
    if (id === undefined) return undefined;
    const near = reference.terminalsNear(kato, lang);
    if (!near.some((t) => t.id === id))
      throw new AppError('VALIDATION', { fields: { [field]: ORDER_MESSAGES.terminalNotHere[lang] } });
    return id;
  };

  const create = async (
    auth: Auth,
    family: OrderFamily,
    body: OrderBody & Partial<PriorityOrderBody>,
    query: { terminalFromId?: number | undefined; terminalToId?: number | undefined },
    lang: Lang,
  ) => {
    requireFamily(auth, family);
    await identity.assertCanWrite(auth);
    // A priority order's sender may be left without a name: the placeholder stands in (spec §3).
    const given: OrderParty = { ...(body.sender ?? {}) } as OrderParty;
    const sender = family === 'priority' ? withPrioritySenderName(given) : given;
    const receiver: OrderParty = { ...(body.receiver ?? {}) } as OrderParty;
    if (query.terminalFromId !== undefined) sender.streetAbbrId = TERMINAL_STREET_TYPE;
    if (query.terminalToId !== undefined) receiver.streetAbbrId = TERMINAL_STREET_TYPE;
    const issues = { ...checkParty(sender, 'sender'), ...checkParty(receiver, 'receiver') };
    const fields = describeIssues(issues, lang);
    if (!body.parcelInfo?.content?.trim()) fields['parcelInfo.content'] = CONTENT_MESSAGE[lang];
    const description = checkText(body.parcelInfo?.description, 'parcelDescription');
    if (!description.ok) fields['parcelInfo.description'] = FIELD_PROBLEMS.tooLong[lang];
    if (!body.calculatorId) fields.calculatorId = FIELD_PROBLEMS.required[lang];
    if (family === 'priority' && body.productSign === undefined) fields.productSign = FIELD_PROBLEMS.required[lang];
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });

    // The price comes from a quote the server computed, never from the client (a valid signature alone is not
    // enough); a stranger's, an old or a forged quote is refused.
    const quote = await deps.quote(body.calculatorId as string);
    if (!quote || (quote.userId !== null && quote.userId !== auth.userId)) throw new AppError('QUOTE_INVALID');
    if (family === 'priority' && quote.carrier !== 'JETKIZ') throw new AppError('QUOTE_INVALID');
    const packs = body.parcelInfo?.packDtos;
    if (packs && packs.map((p) => `${p.length}x${p.width}x${p.height}x${p.physWeight}x${p.placeCnt}`).join(';') !== quote.packs) {
      throw new AppError('ORDER_QUOTE_MISMATCH');
    }
    const terminalFromId = terminalAt(query.terminalFromId, quote.from, 'terminalFromId', lang);
    const terminalToId = terminalAt(query.terminalToId, quote.to, 'terminalToId', lang);

    const pickup = calendar.workingDayOnOrAfter(almatyDate(new Date(now())));
    const window = deliveryWindow(
      { brackets: [], perKgAbove: 0, daysMin: quote.daysMin, daysMax: quote.daysMax },
      pickup,
      calendar,
    );
    const normalizedSender = normalizeParty({ ...sender, phone: normalizePhone(sender.phone) ?? sender.phone });
    const normalizedReceiver = normalizeParty({ ...receiver, phone: normalizePhone(receiver.phone) ?? receiver.phone });
    const row = await db.transaction(async (tx) => {
      const id = randomUUID();
      // The promo code is used in the order's transaction: a refused code (or a failed order) uses nothing.
      const promo = body.promoCode?.trim()
        ? await payments.redeemPromo(tx, { code: body.promoCode, userId: auth.userId, orderId: id, total: quote.price }, lang)
        : undefined;
      const serial = await repo.nextNumber(tx);
      const order = await repo.insertOrder(tx, {
        id,
        userId: auth.userId,
        kind: family === 'priority' ? 'priority' : 'standard',
        orderNumber: `JZ-${String(serial).padStart(8, '0')}`,
        trackNumber: newTrackNumber(),
        clientOrderNumber: body.clientOrderNumber?.trim() || null,
        status: 'formed',
        carrier: quote.carrier,
        carrierName: deps.carrier(quote.carrier)?.name ?? quote.carrier,
        product: quote.product,
        fromKato: quote.from,
        toKato: quote.to,
        sender: normalizedSender,
        receiver: normalizedReceiver,
        receiverName: partyName(normalizedReceiver),
        receiverPhone: normalizedReceiver.phone ?? '',
        content: body.parcelInfo?.content?.trim() ?? '',
        description: body.parcelInfo?.description?.trim() || null,
        senderNotation: body.senderNotation ?? null,
        receiverNotation: body.receiverNotation ?? null,
        placeCnt: packs ? packs.reduce((n, p) => n + (p.placeCnt ?? 1), 0) : (body.parcelInfo?.placeCnt ?? 1),
        chargeableWeight: quote.chargeableKg,
        declaredValue: quote.declared,
        totalAmount: quote.price,
        totalWithPromo: quote.price - (promo?.discount ?? 0),
        promoCode: promo?.code ?? null,
        quoteId: body.calculatorId as string,
        terminalFromId: terminalFromId ?? null,
        terminalToId: terminalToId ?? null,
        estimatedPickupDate: pickup,
        estimatedDeliveryFrom: window.from,
        estimatedDeliveryTo: window.to,
        deliveryType: body.deliveryType ?? null,
        productSign: body.productSign ?? null,
        specialCondition: body.specialCondition ?? null,
        clientDate: body.clientDate ?? null,
        createdAt: new Date(now()),
      });
      await repo.addHistory(tx, order.id, 'formed', new Date(now()));
      return order;
    });
    return toDetail(row, lang);
  };

  const filterOf = (auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang): OrderFilter => {
    requireFamily(auth, family);
    if (query.status && !isOrderStatus(query.status))
      throw new AppError('VALIDATION', { fields: { status: FIELD_PROBLEMS.unknownValue[lang] } });
    const start = query.startDate ? almatyDayRange(query.startDate) : undefined;
    const end = query.endDate ? almatyDayRange(query.endDate) : undefined;
    if (start === null || end === null) {
      throw new AppError('VALIDATION', { fields: { [start === null ? 'startDate' : 'endDate']: FIELD_PROBLEMS.invalid[lang] } });
    }
    return {
      userId: auth.userId,
      kind: family === 'priority' ? 'priority' : 'standard',
      status: query.status,
      q: query.q?.trim() || undefined,
      from: start?.from,
      to: end?.to,
      productSign: family === 'priority' ? query.productSign : undefined,
      deliveryType: family === 'priority' ? query.deliveryType : undefined,
    };
  };

  const ownOrder = async (auth: Auth, family: OrderFamily, id: string) => {
    requireFamily(auth, family);
    const row = await repo.findOwn(db, auth.userId, id);
    if (!row || (row.kind === 'priority') !== (family === 'priority')) throw new AppError('NOT_FOUND');
    return row;
  };

  /** A party's address in one line: locality, street type and street, building, flat, office (or the terminal). */
  const addressOf = (p: OrderParty, kato: string, lang: Lang) =>
    p.streetAbbrId === TERMINAL_STREET_TYPE
      ? `${reference.localityName(kato, lang)}, ${TERMINAL_WORD[lang]}`
      : [
          reference.localityName(kato, lang),
          streetLine(reference.listStreetTypes(lang).find((t) => t.id === p.streetAbbrId)?.abbr, p.street, lang),
          p.house,
          p.flat,
          p.office,
        ]
          .filter(Boolean)
          .join(', ');

  /** A call to the order's carrier; its refusal keeps its reason, its silence says «try later». */
  const carrierCall = async (order: OrderRow, call: (carrier: CarrierPort) => Promise<void>) => {
    const carrier = deps.carrier(order.carrier);
    if (!carrier) throw new AppError('COURIER_NOT_AVAILABLE');
    try {
      await call(carrier);
    } catch (error) {
      if (error instanceof CarrierRefusedError) throw new AppError('COURIER_NOT_AVAILABLE', { description: error.message });
      throw new AppError('CARRIER_BOOKING_FAILED', { description: error instanceof Error ? error.message : String(error) });
    }
  };

  const moneyOf = (order: OrderRow) => ({
    userId: order.userId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    total: order.totalAmount,
    discount: order.totalAmount - order.totalWithPromo,
  });

  /** The caller's order of either kind (a company's jur paths serve its priority orders too). */
  const customersOrder = async (auth: Auth, family: OrderFamily, id: string) => {
    requireFamily(auth, family);
    const row = await repo.findOwn(db, auth.userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** How long a booking state holds: the carrier's answer cannot come later than this. */
  const bookingLeaseMs = shipmentCallTimeoutMs(config.carrierTimeoutMs) + 5_000;
  const isBooking = (order: OrderRow) =>
    order.status === 'paid' && order.bookingUntil !== null && order.bookingUntil.getTime() > now();
  const owesCarrierCancel = (order: OrderRow) =>
    order.status === 'cancelled' && order.carrierContactedAt !== null && order.carrierCancelledAt === null && !isBooking(order);
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /**
   * Runs `step` in a transaction until it answers: `undefined` means «a booking is in flight», and the step is
   * tried again shortly. The wait is bounded: a booking state ends by itself when its lease lapses.
   */
  const whenNotBooking = async <T>(step: (tx: Tx) => Promise<T | undefined>): Promise<T> => {
    for (;;) {
      const result = await db.transaction(step);
      if (result !== undefined) return result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Puts a locked paid order into its booking state (committed with the caller's transaction). */
  const claimBooking = (tx: Tx, order: OrderRow, pickupDate: string) =>
    repo.update(tx, order.id, {
      bookingUntil: new Date(now() + bookingLeaseMs),
      carrierContactedAt: order.carrierContactedAt ?? new Date(now()),
      pickupDate,
    });

  /**
   * Cancels a cancelled order's booking at its carrier, by our order id; a failure is kept on the order and the
   * background run (`syncCarriers`) tries again until the carrier confirms.
   */
  const cancelAtCarrier = async (order: OrderRow): Promise<boolean> => {
    try {
      const carrier = deps.carrier(order.carrier);
      if (!carrier) throw new Error(`carrier ${order.carrier} is not configured`);
      await carrier.cancel(order.id);
      await repo.update(db, order.id, { carrierCancelledAt: new Date(now()), carrierCancelError: null });
      return true;
    } catch (error) {
      await repo.update(db, order.id, { carrierCancelError: reasonOf(error) });
      return false;
    }
  };

  /**
   * Books an order that is in its booking state with its carrier and records the answer: sent with the carrier's
   * numbers in one update; a refusal or silence kept as the reason (the order stays paid); and when the order was
   * cancelled meanwhile (its booking state had lapsed), the fresh booking is cancelled at the carrier.
   */
  const book = async (order: OrderRow, pickupDate: string): Promise<OrderRow> => {
    const carrier = deps.carrier(order.carrier);
    // Carriers read Russian addresses.
    const party = (p: OrderParty, kato: string) => ({
      name: partyName(p),
      phone: p.phone ?? '',
      address: addressOf(p, kato, 'ru'),
    });
    let booked: { shipmentId: string; trackingNumber: string | null };
    try {
      if (!carrier) throw new Error(order.carrierName);
      booked = await carrier.book({
        reference: order.id,
        product: order.product,
        fromKato: order.fromKato,
        toKato: order.toKato,
        fromCity: reference.localityName(order.fromKato, 'ru'),
        toCity: reference.localityName(order.toKato, 'ru'),
        pickupDate,
        places: order.placeCnt,
        chargeableKg: order.chargeableWeight,
        declaredValue: order.declaredValue === null ? null : tiynToTenge(order.declaredValue),
        sender: party(order.sender, order.fromKato),
        receiver: party(order.receiver, order.toKato),
        webhookUrl: `${config.publicUrl}/api/order/public/carrier/${order.carrier}/webhook`,
      });
    } catch (error) {
      const reason = reasonOf(error);
      const row = await db.transaction(async (tx) => {
        const locked = await repo.findOwn(tx, order.userId, order.id, true);
        // Another attempt (after a lapse) booked it meanwhile: that booking stands.
        if (!locked || locked.bookedAt) return locked;
        return repo.update(tx, order.id, {
          bookingUntil: null,
          bookingError: reason,
          ...(locked.status === 'paid' && { pickupDate: null }),
        });
      });
      if (row?.bookedAt) return row;
      // Silence may still have booked it: a cancelled order is cancelled at the carrier all the same.
      if (row && owesCarrierCancel(row)) await cancelAtCarrier(row);
      throw new AppError('CARRIER_BOOKING_FAILED', { description: reason, cause: error });
    }
    const row = await db.transaction(async (tx) => {
      const locked = await repo.findOwn(tx, order.userId, order.id, true);
      if (!locked) throw new AppError('NOT_FOUND');
      // Another attempt booked it meanwhile: the carrier gave both the same shipment.
      if (locked.bookedAt) return locked;
      if (locked.status !== 'paid') {
        // Cancelled while the carrier was booking: this booking is cancelled there (again, if it was already).
        return repo.update(tx, locked.id, { bookingUntil: null, carrierShipmentId: booked.shipmentId, carrierCancelledAt: null });
      }
      const at = new Date(now());
      await repo.addHistory(tx, locked.id, 'sent', at);
      return repo.update(tx, locked.id, {
        status: 'sent',
        pickupDate,
        carrierShipmentId: booked.shipmentId,
        carrierTrackingNumber: booked.trackingNumber ?? locked.trackNumber,
        bookedAt: at,
        bookingError: null,
        bookingUntil: null,
      });
    });
    if (row.bookedAt) return row;
    await cancelAtCarrier(row);
    throw new AppError('ORDER_NOT_SENDABLE');
  };

  const addressView = (row: SavedAddressRow, lang: Lang): SavedAddress => ({
    id: row.id,
    name: row.name,
    streetAbbrId: row.streetAbbrId,
    street: row.street,
    house: row.house,
    flat: row.flat,
    office: row.office,
    kato: row.kato,
    locality: reference.localityName(row.kato, lang),
    graph: row.graph,
    address: row.address,
  });

  return {
    create,

    statuses: (lang: Lang) => Object.entries(ORDER_STATUS_NAMES).map(([code, name]) => ({ code, name: name[lang] })),

    async list(auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) {
      const page = query.page ?? 0;
      const size = query.itemsPerPage ?? 25;
      const { rows, total } = await repo.page(db, filterOf(auth, family, query, lang), page, size);
      return { content: rows.map((r) => toSummary(r, lang)), totalElements: total, page, itemsPerPage: size };
    },

    detail: async (auth: Auth, family: OrderFamily, id: string, lang: Lang) => toDetail(await ownOrder(auth, family, id), lang),

    /**
     * A formed order is cancelled at once; a paid one not yet booked with a carrier is cancelled and refunded to
     * the wallet in the same transaction; a booked one becomes a request; later, refused. One being booked right now
     * waits for the carrier's answer first, so a cancel never refunds an order the carrier has just booked.
     */
    async cancel(auth: Auth, family: OrderFamily, id: string, lang: Lang) {
      await ownOrder(auth, family, id);
      const row = await whenNotBooking<OrderRow>(async (tx) => {
        const order = await repo.findOwn(tx, auth.userId, id, true);
        if (!order) throw new AppError('NOT_FOUND');
        // Being booked with its carrier: wait for the answer (booked: a request; not booked: cancelled and refunded).
        if (isBooking(order)) return undefined;
        const outcome = cancelOutcome(order.status as OrderStatus);
        if (outcome.action === 'refuse') {
          const reason = {
            pending: ORDER_MESSAGES.cancelPending,
            handedOver: ORDER_MESSAGES.cancelHandedOver,
            ended: ORDER_MESSAGES.cancelEnded,
          }[outcome.reason];
          throw new AppError('ORDER_NOT_CANCELLABLE', { description: reason[lang] });
        }
        const at = new Date(now());
        if (outcome.action === 'request') {
          await repo.addHistory(tx, order.id, 'cancellation_requested', at);
          return repo.setStatus(tx, order.id, 'cancellation_requested');
        }
        if (outcome.action === 'refund') {
          await payments.refundOrder(tx, moneyOf(order), lang);
        }
        await payments.releasePromo(tx, order.id);
        await repo.addHistory(tx, order.id, 'cancelled', at, outcome.action === 'refund' ? 'refunded' : undefined);
        return repo.setStatus(tx, order.id, 'cancelled', outcome.action === 'refund' ? 'refunded' : undefined);
      });
      // A booking was asked of the carrier (it failed, or its process died): whatever it left there is cancelled.
      if (owesCarrierCancel(row)) await cancelAtCarrier(row);
      return toDetail(row, lang);
    },

    /** `POST /order/protected/payment/{id}?amount=`: pays a formed order from the wallet, exactly once. */
    async pay(auth: Auth, id: string, amountText: string, lang: Lang) {
      if (!/^\d{1,12}(\.\d{1,2})?$/.test(amountText.trim())) {
        throw new AppError('VALIDATION', { fields: { amount: FIELD_PROBLEMS.invalid[lang] } });
      }
      const amount = Math.round(Number(amountText.trim()) * 100);
      await identity.assertCanWrite(auth);
      return db.transaction(async (tx) => {
        // The order's row lock makes a second payment of it wait here and then find it paid.
        const order = await repo.findOwn(tx, auth.userId, id, true);
        if (!order) throw new AppError('NOT_FOUND');
        if (order.status === 'cancelled') throw new AppError('ORDER_NOT_PAYABLE');
        if (order.paymentStatus !== 'unpaid') throw new AppError('ORDER_ALREADY_PAID');
        if (order.status !== 'formed') throw new AppError('ORDER_NOT_PAYABLE');
        if (amount !== order.totalWithPromo) {
          throw new AppError('PAYMENT_AMOUNT_MISMATCH', {
            description: PAYMENT_MESSAGES.due[lang].replace('{{amount}}', formatTenge(order.totalWithPromo, lang)),
          });
        }
        const paid = await payments.chargeOrder(tx, moneyOf(order), lang);
        await repo.addHistory(tx, order.id, 'paid', new Date(now()));
        await repo.setStatus(tx, order.id, 'paid', 'paid');
        return {
          orderId: order.id,
          paid: tiynToTenge(order.totalWithPromo),
          balance: tiynToTenge(paid.balance),
          receiptId: paid.transactionId,
        };
      });
    },

    /**
     * `POST /order/protected[/jur[/priority]]/send/{id}?pickupDate=`: books a paid order with its tariff's carrier.
     * The order first goes into its booking state (committed), then the carrier is called outside any transaction;
     * a second send or a cancel meanwhile waits for the answer. The carrier books our order id once, so a retry (or
     * two clicks, or a take-over after a crash) answers the same shipment; a failed booking leaves the order paid
     * and unsent with the reason kept.
     */
    async send(auth: Auth, family: OrderFamily, id: string, pickupDate: string, lang: Lang) {
      const pickup = checkPickupDate(pickupDate, new Date(now()), calendar);
      if (!pickup.ok) throw new AppError('VALIDATION', { fields: { pickupDate: PICKUP_MESSAGES[pickup.problem][lang] } });
      await identity.assertCanWrite(auth);
      const order = await ownOrder(auth, family, id);
      const answer = (row: OrderRow) => ({
        orderNum: row.orderNumber,
        trackNumber: row.trackNumber,
        carrierTrackingNumber: row.carrierTrackingNumber,
        pickupDate: row.pickupDate ?? pickup.value,
      });
      if (order.bookedAt) return answer(order);
      const claimed = await whenNotBooking<{ booked: OrderRow } | { claimed: OrderRow }>(async (tx) => {
        const locked = await repo.findOwn(tx, auth.userId, id, true);
        if (!locked) throw new AppError('NOT_FOUND');
        if (locked.bookedAt) return { booked: locked };
        if (locked.status === 'formed') throw new AppError('ORDER_NOT_PAID');
        if (locked.status !== 'paid') throw new AppError('ORDER_NOT_SENDABLE');
        if (!deps.carrier(locked.carrier)) throw new AppError('CARRIER_BOOKING_FAILED', { description: locked.carrierName });
        if (isBooking(locked)) return undefined;
        return { claimed: await claimBooking(tx, locked, pickup.value) };
      });
      if ('booked' in claimed) return answer(claimed.booked);
      return answer(await book(claimed.claimed, pickup.value));
    },

    /** A courier on the pickup date, in a window; one request at a time, cancellable until assigned. */
    async callCourier(auth: Auth, family: OrderFamily, id: string, window: string, lang: Lang) {
      if (!isCourierWindow(window)) throw new AppError('VALIDATION', { fields: { window: TRACKING_MESSAGES.window[lang] } });
      await identity.assertCanWrite(auth);
      const order = await customersOrder(auth, family, id);
      if (order.status !== 'sent' || !order.carrierShipmentId || !order.pickupDate) {
        throw new AppError('COURIER_NOT_AVAILABLE', { description: ORDER_STATUS_NAMES[order.status as OrderStatus]?.[lang] });
      }
      const current = await repo.courier(db, order.id);
      if (current && current.status !== 'cancelled') {
        return { status: current.status as 'requested' | 'assigned', pickupDate: current.pickupDate, window: current.window };
      }
      await carrierCall(order, (carrier) =>
        carrier.requestCourier(order.carrierShipmentId as string, { date: order.pickupDate as string, window }),
      );
      const row = await repo.insertCourier(db, { orderId: order.id, pickupDate: order.pickupDate, window });
      return { status: 'requested' as const, pickupDate: row.pickupDate, window: row.window };
    },

    async cancelCourier(auth: Auth, family: OrderFamily, id: string) {
      const order = await customersOrder(auth, family, id);
      const current = await repo.courier(db, order.id);
      if (!current || current.status === 'cancelled') throw new AppError('NOT_FOUND');
      if (current.status === 'assigned') throw new AppError('COURIER_NOT_AVAILABLE');
      await carrierCall(order, (carrier) => carrier.cancelCourier(order.carrierShipmentId as string));
      await repo.setCourierStatus(db, current.id, 'cancelled');
      return { status: 'cancelled' as const, pickupDate: current.pickupDate, window: current.window };
    },

    /**
     * A tracking event has moved a handed-over order (the tracking module decides the status from all events):
     * status and history, the delivery time, and the courier once one is assigned. Inside the event's transaction.
     */
    async applyTracking(tx: Tx, order: OrderRow, change: { status: OrderStatus; courierAssigned: boolean; at: Date }) {
      if (change.courierAssigned) {
        const courier = await repo.courier(tx, order.id);
        if (courier?.status === 'requested') await repo.setCourierStatus(tx, courier.id, 'assigned');
      }
      if (change.status === order.status) return order;
      await repo.addHistory(tx, order.id, change.status, change.at);
      return repo.update(tx, order.id, {
        status: change.status,
        ...(change.status === 'delivered' && { deliveredAt: change.at }),
      });
    },

    /** Which of the caller's orders among `ids` are priority orders (their pages differ). */
    priorityAmong: (auth: Auth, ids: string[]) => repo.priorityAmong(db, auth.userId, [...new Set(ids)]),

    lockByShipment: (tx: Tx, carrier: string, shipmentId: string) => repo.byShipment(tx, carrier, shipmentId),
    travelling: (carriers: string[], bookedBefore: Date) => repo.travelling(db, carriers, bookedBefore, 200),

    /**
     * The background run's debt to the carriers: a booking whose process died (its booking state lapsed) is
     * completed — the carrier books our order id once, so asking again is safe — and a cancelled order's booking
     * the carrier has not confirmed cancelled is cancelled again.
     */
    async syncCarriers() {
      const { abandoned, unconfirmed } = await repo.carrierWork(db, new Date(now()), 100);
      let resumed = 0;
      let cancelled = 0;
      const earliest = calendar.workingDayOnOrAfter(almatyDate(new Date(now())));
      for (const row of abandoned) {
        const pickupDate = row.pickupDate && row.pickupDate >= earliest ? row.pickupDate : earliest;
        const claimed = await db.transaction(async (tx) => {
          const locked = await repo.findOwn(tx, row.userId, row.id, true);
          if (!locked || locked.bookedAt || locked.status !== 'paid' || isBooking(locked)) return undefined;
          return claimBooking(tx, locked, pickupDate);
        });
        if (!claimed) continue;
        // A refusal is kept on the order (its booking error); the customer sees it and may send again.
        if ((await book(claimed, pickupDate).catch(() => undefined))?.bookedAt) resumed++;
      }
      for (const row of unconfirmed) if (await cancelAtCarrier(row)) cancelled++;
      return { resumed, cancelled, owed: abandoned.length + unconfirmed.length - resumed - cancelled };
    },

    /** Everything a waybill and a label print, in the caller's language. */
    async shippingData(auth: Auth, family: OrderFamily, id: string, lang: Lang) {
      const order = await customersOrder(auth, family, id);
      const party = (p: OrderParty, kato: string) => ({
        name: partyName(p),
        phone: formatPhone(p.phone ?? ''),
        iinOrBin: p.iinOrBin ?? null,
        address: addressOf(p, kato, lang),
        notation: p.notation ?? null,
      });
      return {
        order,
        data: {
          orderNumber: order.orderNumber,
          trackNumber: order.trackNumber,
          createdAt: order.createdAt,
          carrier: order.carrierName,
          carrierTrackingNumber: order.carrierTrackingNumber,
          product: order.product,
          from: reference.localityName(order.fromKato, lang),
          to: reference.localityName(order.toKato, lang),
          sender: party(order.sender, order.fromKato),
          receiver: party(order.receiver, order.toKato),
          content: parcelContentName(order.content, lang),
          description: order.description,
          places: order.placeCnt,
          chargeableKg: order.chargeableWeight,
          declared: order.declaredValue,
          total: order.totalAmount,
          totalWithPromo: order.totalWithPromo,
          paid: order.paymentStatus === 'paid',
          pickupDate: order.pickupDate,
          deliveryFrom: order.estimatedDeliveryFrom,
          deliveryTo: order.estimatedDeliveryTo,
          trackingUrl: `${config.publicUrl}/tracking/${order.trackNumber}`,
        },
      };
    },

    /** What an order costs and what is due, for the payments module's unpaid and invoice calls. */
    async dueOf(auth: Auth, id: string) {
      const order = await repo.findOwn(db, auth.userId, id);
      if (!order) throw new AppError('NOT_FOUND');
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        total: order.totalAmount,
        due: order.paymentStatus === 'unpaid' && order.status === 'formed' ? order.totalWithPromo : 0,
        price: order.totalWithPromo,
        promoCode: order.promoCode,
        paymentStatus: order.paymentStatus,
      };
    },

    /** The filtered registry as an xlsx, written while it is read: memory does not grow with the rows. */
    report(auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) {
      const filter = filterOf(auth, family, query, lang);
      const stream = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
      const sheet = workbook.addWorksheet('Jetkiz');
      sheet.columns = [
        { header: REPORT_HEADERS.orderNumber[lang], key: 'orderNumber', width: 16 },
        { header: REPORT_HEADERS.trackNumber[lang], key: 'trackNumber', width: 16 },
        { header: REPORT_HEADERS.createdAt[lang], key: 'createdAt', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
        { header: REPORT_HEADERS.status[lang], key: 'status', width: 22 },
        { header: REPORT_HEADERS.from[lang], key: 'from', width: 20 },
        { header: REPORT_HEADERS.to[lang], key: 'to', width: 20 },
        { header: REPORT_HEADERS.receiver[lang], key: 'receiver', width: 28 },
        { header: REPORT_HEADERS.receiverPhone[lang], key: 'receiverPhone', width: 20 },
        { header: REPORT_HEADERS.places[lang], key: 'places', width: 8 },
        { header: REPORT_HEADERS.weight[lang], key: 'weight', width: 12 },
        { header: REPORT_HEADERS.total[lang], key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
        { header: REPORT_HEADERS.totalWithPromo[lang], key: 'totalWithPromo', width: 16, style: { numFmt: '#,##0.00' } },
      ];
      void (async () => {
        try {
          for await (const rows of repo.batches(db, filter)) {
            for (const row of rows) {
              sheet
                .addRow({
                  // Every text through spreadsheetText: a customer's «=HYPERLINK(…)» stays text, also in a CSV export.
                  orderNumber: spreadsheetText(row.orderNumber),
                  trackNumber: spreadsheetText(row.trackNumber),
                  // Excel has no time zones: the cell shows Almaty wall time.
                  createdAt: new Date(row.createdAt.getTime() + 5 * 3_600_000),
                  status: spreadsheetText(statusName(row.status, lang)),
                  from: spreadsheetText(reference.localityName(row.fromKato, lang)),
                  to: spreadsheetText(reference.localityName(row.toKato, lang)),
                  receiver: spreadsheetText(row.receiverName),
                  receiverPhone: spreadsheetText(formatPhone(row.receiverPhone)),
                  places: row.placeCnt,
                  weight: row.chargeableWeight,
                  total: tiynToTenge(row.totalAmount),
                  totalWithPromo: tiynToTenge(row.totalWithPromo),
                })
                .commit();
            }
            // Backpressure: a slow download holds the next batch instead of piling rows up in memory.
            if (stream.destroyed) return;
            if (stream.writableNeedDrain) await drainedOrClosed(stream);
          }
          sheet.commit();
          await workbook.commit();
        } catch (error) {
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      return stream;
    },

    async listAddresses(auth: Auth, query: { name?: string; kato?: string; page?: number; pageSize?: number }, lang: Lang) {
      requireFamily(auth, 'company');
      const page = query.page ?? 0;
      const size = query.pageSize ?? 10;
      const { rows, total } = await repo.addresses(
        db,
        auth.userId,
        query.name?.trim() || undefined,
        query.kato || undefined,
        page,
        size,
      );
      return { content: rows.map((r) => addressView(r, lang)), totalElements: total };
    },

    /** Spec §5: an address needs the object name, street type, street name, building and locality. */
    async saveAddress(auth: Auth, body: SavedAddressBody, lang: Lang) {
      requireFamily(auth, 'company');
      const fields: Record<string, string> = {};
      if (!body.name?.trim()) fields.name = ORDER_MESSAGES.addressName[lang];
      if (body.streetAbbrId === undefined || body.streetAbbrId === null) fields.streetAbbrId = ORDER_MESSAGES.streetType[lang];
      if (!body.street?.trim()) fields.street = ORDER_MESSAGES.streetName[lang];
      else if (!isValidStreetName(body.street))
        fields.street = describeIssues({ street: { kind: 'streetName' } }, lang).street as string;
      if (!body.house?.trim()) fields.house = ORDER_MESSAGES.building[lang];
      if (!body.kato || !isKatoCode(body.kato) || !reference.isLocality(body.kato)) fields.kato = ORDER_MESSAGES.locality[lang];
      for (const [field, limit] of [
        ['name', 'addressName'],
        ['street', 'street'],
        ['house', 'house'],
        ['flat', 'flat'],
        ['office', 'office'],
      ] as const) {
        if (!checkText(body[field], limit).ok) fields[field] = FIELD_PROBLEMS.tooLong[lang];
      }
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
      const locality = reference.localityName(body.kato as string, 'ru');
      const values = {
        name: (body.name as string).trim(),
        streetAbbrId: body.streetAbbrId as number,
        street: (body.street as string).trim(),
        house: (body.house as string).trim(),
        flat: body.flat?.trim() || null,
        office: body.office?.trim() || null,
        kato: body.kato as string,
        graph: body.graph?.trim() || null,
        address: body.address?.trim() || `${locality}, ${(body.street as string).trim()}, ${(body.house as string).trim()}`,
      };
      const row = await repo.saveAddress(db, auth.userId, body.id, values);
      if (!row) throw new AppError('NOT_FOUND');
      return addressView(row, lang);
    },

    async deleteAddress(auth: Auth, query: { id: number; page?: number; pageSize?: number }, lang: Lang) {
      requireFamily(auth, 'company');
      if (!(await repo.deleteAddress(db, auth.userId, query.id))) throw new AppError('NOT_FOUND');
      const page = query.page ?? 0;
      const size = query.pageSize ?? 10;
      const { rows, total } = await repo.addresses(db, auth.userId, undefined, undefined, page, size);
      return { content: rows.map((r) => addressView(r, lang)), totalElements: total };
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
