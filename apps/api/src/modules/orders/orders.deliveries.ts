import { randomUUID } from 'node:crypto';
import {
  DELIVERY_TYPE_MESSAGES,
  FIELD_PROBLEMS,
  type OrderBody,
  type OrderFamily,
  POINT_FIT_MESSAGES,
  type PriorityOrderBody,
  RETURN_REFUSALS,
} from '@jetkiz/contract';
import {
  defaultDeliveryType,
  deliveryTypeProblems,
  deliveryWindow,
  earliestPickupDate,
  formatOrderNumber,
  type Lang,
  normalizeParty,
  normalizePhone,
  type OrderParty,
  type OrderStatus,
  type PickupPointKind,
  plannedPickupDate,
  pointFitProblem,
  type QuotedPack,
  quotedPacksOf,
  returnRefusal,
  TERMINAL_STREET_TYPE,
  tiynToTenge,
  volumeM3,
} from '@jetkiz/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { QuotePayload } from '../calc/index.ts';
import type { Auth } from '../identity/index.ts';
import { type OrdersContext, partyName } from './orders.context.ts';
import { type NewOrderRow, newTrackNumber, type OrderRow, ordersRepository as repo } from './orders.repository.ts';
import { toDetail } from './orders.views.ts';

/**
 * The deliveries the specification names (issue 19): the delivery type's rule and its store or pickup point at
 * creation, the packs an order keeps, and the one-click return of a delivered order.
 */

export type StoredPack = QuotedPack & { volume: number };

const RETURN_NOT_SERVED = {
  ru: 'Обратная доставка по этому маршруту сейчас недоступна',
  kk: 'Бұл бағыт бойынша кері жеткізу қазір қолжетімсіз',
  en: 'No delivery back along this route is available now',
} as const;

/** The packs of a quote (domain quotedPacksOf) as the order keeps them, with each place's volume. */
export const storedPacks = (quotePacks: string): StoredPack[] =>
  quotedPacksOf(quotePacks).map((pack) => ({ ...pack, volume: volumeM3(pack.length, pack.width, pack.height) }));

/**
 * The order's delivery type and point, checked by the domain's rule against the quote (spec §3, §5): a priority
 * order names its type, a standard one may (else it is the quote's door or terminal); Shop and AgentPvz name a
 * point of the destination, and every place must fit the point's weight and size limits. VALIDATION names the field.
 */
export const checkDelivery = (
  ctx: OrdersContext,
  family: OrderFamily,
  body: OrderBody & Partial<PriorityOrderBody>,
  quote: QuotePayload,
  _lang: Lang,
): { deliveryType: number; pickupPointId: number | null } => {
  const deliveryType = body.deliveryType ?? (family === 'priority' ? 0 : defaultDeliveryType(quote.toAddress));
  const point = body.pickupPointId === undefined ? undefined : ctx.reference.pickupPoints.find(body.pickupPointId);
  if (body.pickupPointId !== undefined && !point?.active)
    throw new AppError('VALIDATION', { fields: { pickupPointId: FIELD_PROBLEMS.unknownValue } });
  const problems = deliveryTypeProblems(deliveryType, {
    fromAddress: quote.fromAddress,
    toAddress: quote.toAddress,
    ownFleet: quote.carrier === 'JETKIZ',
    carrier: quote.carrier,
    fromKato: quote.from,
    toKato: quote.to,
    point: point ? { kind: point.kind as PickupPointKind, carrier: point.carrier, kato: point.kato } : null,
  });
  const fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, DELIVERY_TYPE_MESSAGES[problem]]));
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  if (point) {
    const fit = pointFitProblem(storedPacks(quote.packs), point);
    if (fit) {
      const limit = fit === 'tooHeavy' ? point.maxWeightKg : point.maxSideCm;
      throw new AppError('VALIDATION', { fields: { pickupPointId: POINT_FIT_MESSAGES[fit](limit) } });
    }
  }
  return { deliveryType, pickupPointId: point?.id ?? null };
};

/** What differs between a new order from the form and a return: the rest comes from the quote. */
type FormedOrderInput = {
  id: string;
  kind: 'standard' | 'priority';
  quote: QuotePayload;
  calculatorId: string;
  sender: OrderParty;
  receiver: OrderParty;
  parcel: { content: string; description: string | null; placeCnt: number };
  extra: Partial<NewOrderRow> & { totalWithPromo: number };
};

/** Inserts a formed order priced by its quote, with its dates by the one pickup rule, its packs and its history. */
export const insertFormedOrder = async (ctx: OrdersContext, tx: Tx, auth: Auth, input: FormedOrderInput) => {
  const { quote, now } = { quote: input.quote, now: ctx.now };
  // The one pickup rule (domain): today only before the 09:00 cut-off on a working day, else the next working day; a
  // priority order's client date when later (its calculation counted its days from that date).
  const pickup = plannedPickupDate(earliestPickupDate(new Date(now()), ctx.calendar), input.extra.clientDate, ctx.calendar);
  const window = deliveryWindow(
    { brackets: [], perKgAbove: 0, daysMin: quote.daysMin, daysMax: quote.daysMax },
    pickup,
    ctx.calendar,
  );
  const sender = normalizeParty({ ...input.sender, phone: normalizePhone(input.sender.phone) ?? input.sender.phone });
  const receiver = normalizeParty({ ...input.receiver, phone: normalizePhone(input.receiver.phone) ?? input.receiver.phone });
  const serial = await repo.nextNumber(tx);
  const order = await repo.insertOrder(tx, {
    id: input.id,
    userId: auth.userId,
    kind: input.kind,
    orderNumber: formatOrderNumber(serial),
    trackNumber: newTrackNumber(),
    status: 'formed',
    carrier: quote.carrier,
    carrierName: ctx.carrier(quote.carrier)?.name ?? quote.carrier,
    product: quote.product,
    tariffType: quote.type,
    tariffName: (await ctx.productName?.(quote.carrier, quote.product, tx)) ?? null,
    fromKato: quote.from,
    toKato: quote.to,
    sender,
    receiver,
    receiverName: partyName(receiver),
    receiverPhone: receiver.phone ?? '',
    ...input.parcel,
    chargeableWeight: quote.chargeableKg,
    declaredValue: quote.declared,
    totalAmount: quote.price,
    quoteId: input.calculatorId,
    estimatedPickupDate: pickup,
    estimatedDeliveryFrom: window.from,
    estimatedDeliveryTo: window.to,
    dueOn: window.to,
    deliveryDaysMin: quote.daysMin,
    deliveryDaysMax: quote.daysMax,
    packs: storedPacks(quote.packs),
    createdAt: new Date(now()),
    ...actorOf(auth),
    ...input.extra,
  });
  await repo.addHistory(tx, order.id, 'formed', new Date(now()), undefined, actorOf(auth));
  await ctx.orderMail?.(tx, 'created', order);
  return order;
};

/** The parcel of an order as the calculator takes it back: its packs, or its chargeable weight when none were kept. */
const parcelOf = (order: OrderRow) =>
  order.packs.length > 0
    ? {
        packDtos: order.packs.map(({ length, width, height, physWeight, placeCnt }) => ({
          length,
          width,
          height,
          physWeight,
          placeCnt,
        })),
      }
    : { weight: order.chargeableWeight, placeCnt: order.placeCnt };

/**
 * One click on a delivered order: the return order from its receiver back to its sender — parties and terminals
 * swapped, the same packs, declared value and contents — priced by a fresh quote of the calculator (the same carrier
 * and tariff when it still offers them), delivery type 8 Return, linked to the original. Formed, to be paid and sent
 * like any order. Not delivered, returned already, a return itself, or another customer's: refused, nothing made.
 */
export const returnOrder = async (ctx: OrdersContext, auth: Auth, family: OrderFamily, id: string, lang: Lang) => {
  await ctx.identity.assertCanWrite(auth);
  const original = await ctx.ownOrder(auth, family, id);
  const refuse = (order: OrderRow, returned: { id: string } | undefined) => {
    const refusal = returnRefusal({
      status: order.status as OrderStatus,
      deliveryType: order.deliveryType,
      returnedBy: returned?.id ?? null,
    });
    if (refusal) throw new AppError('ORDER_NOT_RETURNABLE', { description: RETURN_REFUSALS[refusal] });
  };
  refuse(original, await repo.returnOrderOf(ctx.db, original.id));
  if (!ctx.calculate) throw new AppError('SERVICE_UNAVAILABLE');
  const answer = await ctx.calculate(
    {
      from: original.toKato,
      to: original.fromKato,
      ...parcelOf(original),
      declaredPrice: original.declaredValue === null ? null : tiynToTenge(original.declaredValue),
      deliveryFromAddress: original.receiver.streetAbbrId !== TERMINAL_STREET_TYPE,
      deliveryToAddress: original.sender.streetAbbrId !== TERMINAL_STREET_TYPE,
    },
    auth.userId,
    lang,
  );
  // The same carrier and tariff when still offered, else the same carrier, else the cheapest (a priority order's
  // return stays with Jetkiz's own fleet, as priority orders do).
  const offers = answer.tariffs.filter((t) => original.kind !== 'priority' || t.carrier.code === 'JETKIZ');
  const chosen =
    offers.find((t) => t.carrier.code === original.carrier && t.product === original.product) ??
    offers.find((t) => t.carrier.code === original.carrier) ??
    offers[0];
  const quote = chosen && (await ctx.quote(chosen.calculatorId));
  if (!chosen || !quote) throw new AppError('VALIDATION', { fields: { to: RETURN_NOT_SERVED } });
  const calculatorId = chosen.calculatorId;
  const row = await ctx.db.transaction(async (tx) => {
    // The original is locked: two clicks at once make one return, the second is refused.
    const locked = await repo.findOwn(tx, auth.userId, original.id, true);
    if (!locked) throw new AppError('NOT_FOUND');
    refuse(locked, await repo.returnOrderOf(tx, locked.id));
    return insertFormedOrder(ctx, tx, auth, {
      id: randomUUID(),
      kind: locked.kind as 'standard' | 'priority',
      quote,
      calculatorId,
      sender: locked.receiver,
      receiver: locked.sender,
      parcel: { content: locked.content, description: locked.description, placeCnt: locked.placeCnt },
      extra: {
        totalWithPromo: quote.price,
        terminalFromId: locked.terminalToId,
        terminalToId: locked.terminalFromId,
        deliveryType: 8,
        productSign: locked.productSign,
        returnOfOrderId: locked.id,
        // The customer accepted the offer with the original order; the return is made under the same one.
        offerVersion: locked.offerVersion,
        offerAcceptedAt: locked.offerVersion ? new Date(ctx.now()) : null,
      },
    });
  });
  return toDetail(ctx, row, lang);
};
