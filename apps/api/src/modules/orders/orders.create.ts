import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGE,
  describeIssues,
  FIELD_PROBLEMS,
  ORDER_MESSAGES,
  type OrderBody,
  type OrderFamily,
  PICKUP_MESSAGES,
  type PriorityOrderBody,
} from '@jetkiz/contract';
import {
  cancelOutcome,
  checkParty,
  checkText,
  type Lang,
  OFFER_VERSION,
  type OrderParty,
  type OrderStatus,
  type Pack,
  priorityOrderProblems,
  quotedPacksText,
  TERMINAL_STREET_TYPE,
  withPrioritySenderName,
} from '@jetkiz/domain';
import { AppError, type FieldText, inEveryLanguage } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import { cancelAtCarrier, isBooking, owesCarrierCancel, whenNotBooking } from './orders.booking.ts';
import type { OrdersContext } from './orders.context.ts';
import { checkDelivery, insertFormedOrder, storedPacks } from './orders.deliveries.ts';
import { refundPaidServices } from './orders.extras.ts';
import { type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { toDetail } from './orders.views.ts';

/** An order is born from a signed quote, and cancelled (refunded when paid) until it is handed over. */

type CreateQuery = { terminalFromId?: number | undefined; terminalToId?: number | undefined };

const terminalAt = (ctx: OrdersContext, id: number | undefined, kato: string, field: string, lang: Lang) => {
  if (id === undefined) return undefined;
  if (!ctx.reference.terminalsNear(kato, lang).some((t) => t.id === id))
    throw new AppError('VALIDATION', { fields: { [field]: ORDER_MESSAGES.terminalNotHere } });
  return id;
};

/** The body's field problems, in the caller's language (empty when the body is complete). */
const bodyProblems = (
  ctx: OrdersContext,
  family: OrderFamily,
  body: OrderBody & Partial<PriorityOrderBody>,
  sender: OrderParty,
  receiver: OrderParty,
  lang: Lang,
) => {
  const streetTypes = new Set(ctx.reference.listStreetTypes(lang).map((type) => type.id));
  const isStreetType = (id: number) => streetTypes.has(id);
  const fields = describeIssues(
    { ...checkParty(sender, 'sender', isStreetType), ...checkParty(receiver, 'receiver', isStreetType) },
    lang,
  );
  if (!body.parcelInfo?.content?.trim()) fields['parcelInfo.content'] = CONTENT_MESSAGE[lang];
  if (!checkText(body.parcelInfo?.description, 'parcelDescription').ok)
    fields['parcelInfo.description'] = FIELD_PROBLEMS.tooLong[lang];
  if (!body.calculatorId) fields.calculatorId = FIELD_PROBLEMS.required[lang];
  if (family === 'priority' && body.productSign === undefined) fields.productSign = FIELD_PROBLEMS.required[lang];
  // Spec §5: an order's delivery type must be chosen (a standard order's comes from its quote when not named).
  if (family === 'priority' && body.deliveryType === undefined) fields.deliveryType = FIELD_PROBLEMS.required[lang];
  // The public offer's acceptance is optional for integrators; when given, it names the offer in force.
  if (body.offerVersion !== undefined && body.offerVersion !== OFFER_VERSION)
    fields.offerVersion = ORDER_MESSAGES.offerOutdated[lang];
  if (body.offerVersion !== undefined && body.offerAccepted !== true) fields.offerAccepted = FIELD_PROBLEMS.required[lang];
  return fields;
};

/** The places of a quote's packs, or null when it kept none. */
const quotedPlaces = (quotePacks: string): number | null => {
  const packs = storedPacks(quotePacks);
  return packs.length > 0 ? packs.reduce((n, p) => n + p.placeCnt, 0) : null;
};

export const createOrder = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  body: OrderBody & Partial<PriorityOrderBody>,
  query: CreateQuery,
  lang: Lang,
) => {
  const { db, now } = ctx;
  await ctx.identity.assertCanWrite(auth);
  // A priority order's sender may be left without a name: the placeholder stands in (spec §3).
  const given: OrderParty = { ...(body.sender ?? {}) } as OrderParty;
  const sender = family === 'priority' ? withPrioritySenderName(given) : given;
  const receiver: OrderParty = { ...(body.receiver ?? {}) } as OrderParty;
  if (query.terminalFromId !== undefined) sender.streetAbbrId = TERMINAL_STREET_TYPE;
  // A store or pickup point (Shop, AgentPvz) stands for the receiver's address, as a terminal does.
  if (query.terminalToId !== undefined || body.pickupPointId !== undefined) receiver.streetAbbrId = TERMINAL_STREET_TYPE;
  if (Object.keys(bodyProblems(ctx, family, body, sender, receiver, lang)).length > 0)
    throw new AppError('VALIDATION', { fields: inEveryLanguage((l) => bodyProblems(ctx, family, body, sender, receiver, l)) });

  // The price comes from a quote the server computed, never from the client (a valid signature alone is not
  // enough); a stranger's, an old or a forged quote is refused.
  const quote = await ctx.quote(body.calculatorId as string);
  if (!quote || (quote.userId !== null && quote.userId !== auth.userId)) throw new AppError('QUOTE_INVALID');
  if (family === 'priority' && quote.carrier !== 'JETKIZ') throw new AppError('QUOTE_INVALID');
  if (family === 'priority') {
    // The product sign the quote was priced for, and a client's date not in the past (the domain's rule).
    const problems = priorityOrderProblems(body, quote.type, new Date(now()));
    const priorityFields: Record<string, FieldText> = {};
    if (problems.productSign) priorityFields.productSign = ORDER_MESSAGES.productSignMismatch;
    if (problems.clientDate) priorityFields.clientDate = PICKUP_MESSAGES[problems.clientDate];
    if (Object.keys(priorityFields).length > 0) throw new AppError('VALIDATION', { fields: priorityFields });
  }
  const packs = body.parcelInfo?.packDtos;
  // The packs sent must be the quote's own (a pack missing a number writes «undefined» and matches none).
  if (packs && quotedPacksText(packs as Pack[]) !== quote.packs) {
    throw new AppError('ORDER_QUOTE_MISMATCH');
  }
  await ctx.assertWithinCredit(auth.userId, quote.price, lang);
  const terminalFromId = terminalAt(ctx, query.terminalFromId, quote.from, 'terminalFromId', lang);
  const terminalToId = terminalAt(ctx, query.terminalToId, quote.to, 'terminalToId', lang);

  // The delivery type and its point (spec §3, §5): the domain's rule of the type against the quote.
  const delivery = checkDelivery(ctx, family, body, quote, lang);
  const row = await db.transaction(async (tx) => {
    const id = randomUUID();
    // The promo code is used in the order's transaction: a refused code (or a failed order) uses nothing.
    const promo = body.promoCode?.trim()
      ? await ctx.payments.redeemPromo(tx, { code: body.promoCode, userId: auth.userId, orderId: id, total: quote.price }, lang)
      : undefined;
    return insertFormedOrder(ctx, tx, auth, {
      id,
      kind: family === 'priority' ? 'priority' : 'standard',
      quote,
      calculatorId: body.calculatorId as string,
      sender,
      receiver,
      parcel: {
        content: body.parcelInfo?.content?.trim() ?? '',
        description: body.parcelInfo?.description?.trim() || null,
        // The places the quote was priced for (its packs, the body's own when it sent them, or a priority quote's places),
        // which the order keeps as its packs: a priority order of 2 places read «1 place» beside «× 2» on its waybill
        // and printed one label. A quote by weight alone keeps no packs: the body's count then.
        placeCnt: quotedPlaces(quote.packs) ?? body.parcelInfo?.placeCnt ?? 1,
      },
      extra: {
        clientOrderNumber: body.clientOrderNumber?.trim() || null,
        senderNotation: body.senderNotation ?? null,
        receiverNotation: body.receiverNotation ?? null,
        totalWithPromo: quote.price - (promo?.discount ?? 0),
        promoCode: promo?.code ?? null,
        terminalFromId: terminalFromId ?? null,
        terminalToId: terminalToId ?? null,
        deliveryType: delivery.deliveryType,
        pickupPointId: delivery.pickupPointId,
        productSign: body.productSign ?? null,
        specialCondition: body.specialCondition ?? null,
        clientDate: body.clientDate ?? null,
        offerVersion: body.offerAccepted === true ? (body.offerVersion ?? OFFER_VERSION) : null,
        offerAcceptedAt: body.offerAccepted === true ? new Date(now()) : null,
      },
    });
  });
  return toDetail(ctx, row, lang);
};

const CANCEL_REFUSALS = {
  pending: ORDER_MESSAGES.cancelPending,
  handedOver: ORDER_MESSAGES.cancelHandedOver,
  cancelled: ORDER_MESSAGES.cancelCancelled,
  delivered: ORDER_MESSAGES.cancelDelivered,
} as const;

/**
 * A formed order is cancelled at once; a paid one not yet booked with a carrier is cancelled and refunded to
 * the wallet in the same transaction; a booked one becomes a request; later, refused. One being booked right now
 * waits for the carrier's answer first, so a cancel never refunds an order the carrier has just booked.
 */
export const cancelOrder = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string, lang: Lang) => {
  await ctx.ownOrder(auth, family, id);
  const row = await whenNotBooking<OrderRow>(ctx, async (tx) => {
    const order = await repo.findOwn(tx, auth.userId, id, true);
    if (!order) throw new AppError('NOT_FOUND');
    // Being booked with its carrier: wait for the answer (booked: a request; not booked: cancelled and refunded).
    if (isBooking(ctx, order)) return undefined;
    const outcome = cancelOutcome(order.status as OrderStatus);
    if (outcome.action === 'refuse') {
      throw new AppError('ORDER_NOT_CANCELLABLE', { description: CANCEL_REFUSALS[outcome.reason] });
    }
    const at = new Date(ctx.now());
    if (outcome.action === 'request') {
      await repo.addHistory(tx, order.id, 'cancellation_requested', at, undefined, actorOf(auth));
      // A new request: the operator's earlier decision (a decline) no longer answers it.
      return repo.update(tx, order.id, {
        status: 'cancellation_requested',
        cancellationOutcome: null,
        cancellationReason: null,
        cancellationDecidedAt: null,
      });
    }
    // An order sent on credit (post-paid) was never paid from the wallet: cancelled, nothing to give back.
    const refund = outcome.action === 'refund' && order.paymentStatus === 'paid';
    if (refund) await ctx.payments.refundOrder(tx, { ...ctx.moneyOf(order), actor: actorOf(auth) }, lang);
    await refundPaidServices(ctx, tx, order, actorOf(auth), lang);
    await ctx.payments.releasePromo(tx, order.id);
    await repo.addHistory(tx, order.id, 'cancelled', at, refund ? 'refunded' : undefined, actorOf(auth));
    return repo.setStatus(tx, order.id, 'cancelled', refund ? 'refunded' : undefined);
  });
  // A booking was asked of the carrier (it failed, or its process died): whatever it left there is cancelled.
  if (owesCarrierCancel(ctx, row)) await cancelAtCarrier(ctx, row);
  return toDetail(ctx, row, lang);
};
