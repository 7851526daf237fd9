import type { Localized } from '../i18n/lang.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * The nine delivery types of spec §3 (value: name) and the rule of each. A type says where the parcel is collected
 * (at the sender's door or a terminal), where it goes (a door, a terminal, a store or a pickup point chosen from the
 * carriers' lists), whose network carries it, and whether the route stays inside one locality. The calculator's quote
 * fixes the door/terminal ends (deliveryFromAddress / deliveryToAddress), so a type must agree with the quote.
 */
export const DELIVERY_TYPE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type DeliveryTypeCode = (typeof DELIVERY_TYPE_CODES)[number];

/** Where the parcel is handed over at the receiving end. */
export type DeliveryEnd = 'door' | 'terminal' | 'store' | 'pickupPoint' | 'any';
/** The kinds of pickup points the carriers publish: a store (Shop) or an agent's pickup point (AgentPvz). */
export type PickupPointKind = 'store' | 'pickupPoint';
export const PICKUP_POINT_KINDS: readonly PickupPointKind[] = ['store', 'pickupPoint'];

export type DeliveryTypeRule = {
  code: DeliveryTypeCode;
  /** The spec's own name of the value (PickUp, Delivery…): for integrators, never shown to a person. */
  key: string;
  name: Localized;
  /** Where it is collected: at the sender's door, at a terminal, or either. */
  from: 'door' | 'terminal' | 'any';
  to: DeliveryEnd;
  /** Whose network: a partner carrier's, Jetkiz's own fleet, or either. */
  network: 'partner' | 'own' | 'any';
  /** Within one locality, between two, or either. */
  route: 'same' | 'other' | 'any';
  /** False for Return: only the return of a delivered order makes one (never the order form). */
  chosenByCustomer: boolean;
};

const rule = (
  code: DeliveryTypeCode,
  key: string,
  name: Localized,
  parts: Partial<Pick<DeliveryTypeRule, 'from' | 'to' | 'network' | 'route' | 'chosenByCustomer'>> = {},
): DeliveryTypeRule => ({
  code,
  key,
  name,
  from: 'any',
  to: 'any',
  network: 'any',
  route: 'any',
  chosenByCustomer: true,
  ...parts,
});

export const DELIVERY_TYPE_RULES: Readonly<Record<DeliveryTypeCode, DeliveryTypeRule>> = {
  1: rule(
    1,
    'PickUp',
    { ru: 'Самовывоз с терминала', kk: 'Терминалдан өзі алып кету', en: 'Collect at a terminal' },
    { to: 'terminal' },
  ),
  2: rule(2, 'Delivery', { ru: 'Доставка до двери', kk: 'Есікке дейін жеткізу', en: 'Delivery to the door' }, { to: 'door' }),
  3: rule(3, 'Partner', { ru: 'Партнёрская сеть', kk: 'Серіктестер желісі', en: 'Partner network' }, { network: 'partner' }),
  4: rule(4, 'OmaInner', { ru: 'Доставка по городу', kk: 'Қала ішінде жеткізу', en: 'Within the locality' }, { route: 'same' }),
  5: rule(
    5,
    'OmaOUTER',
    { ru: 'Междугородняя доставка', kk: 'Қалааралық жеткізу', en: 'Between localities' },
    { route: 'other' },
  ),
  6: rule(6, 'Shop', { ru: 'Доставка в магазин', kk: 'Дүкенге жеткізу', en: 'Delivery to a store' }, { to: 'store' }),
  7: rule(
    7,
    'AgentPvz',
    { ru: 'Доставка в пункт выдачи', kk: 'Беру пунктіне жеткізу', en: 'Delivery to a pickup point' },
    {
      to: 'pickupPoint',
    },
  ),
  8: rule(
    8,
    'Return',
    { ru: 'Возврат отправителю', kk: 'Жөнелтушіге қайтару', en: 'Return to the sender' },
    { chosenByCustomer: false },
  ),
  9: rule(9, 'Jetkiz', { ru: 'Доставка Jetkiz', kk: 'Jetkiz жеткізуі', en: 'Jetkiz delivery' }, { network: 'own' }),
};

export const isDeliveryTypeCode = (value: unknown): value is DeliveryTypeCode =>
  typeof value === 'number' && (DELIVERY_TYPE_CODES as readonly number[]).includes(value);

/** Delivery types of spec §3 (value: the spec's name), for integrators. */
export const DELIVERY_TYPES: Readonly<Record<number, string>> = Object.fromEntries(
  DELIVERY_TYPE_CODES.map((code) => [code, DELIVERY_TYPE_RULES[code].key]),
);

/** A store or pickup point as a carrier publishes it: address, KATO, hours, and the place it takes at most. */
export type PublishedPoint = {
  code: string;
  kind: PickupPointKind;
  kato: string;
  name: Localized;
  address: Localized;
  hours: Localized;
  maxWeightKg: number;
  maxSideCm: number;
};

/** The point a Shop or AgentPvz parcel goes to, as the rule needs it. */
export type PointChoice = { kind: PickupPointKind; carrier: string; kato: string };

/** What is known of an order when its delivery type is checked. */
export type DeliveryTypeFacts = {
  /** The quote collects at the sender's address (else the sender brings it to a terminal). */
  fromAddress: boolean;
  /** The quote delivers to the receiver's address (else to a terminal or a point). */
  toAddress: boolean;
  /** The quote's carrier is Jetkiz's own fleet. */
  ownFleet: boolean;
  carrier: string;
  fromKato: string;
  toKato: string;
  /** The chosen pickup point (Shop, AgentPvz), if any. */
  point: PointChoice | null;
  /** The order is being made by the return of a delivered order. */
  viaReturn?: boolean;
};

export type DeliveryTypeProblem =
  | 'unknown'
  | 'returnOnly'
  | 'needsDoor'
  | 'needsTerminal'
  | 'needsPoint'
  | 'wrongPointKind'
  | 'pointNotHere'
  | 'pointOfOtherCarrier'
  | 'pointNotAllowed'
  | 'needsPartner'
  | 'needsOwnFleet'
  | 'needsSameLocality'
  | 'needsOtherLocality';

/**
 * The problem with this delivery type for these facts, by field (`deliveryType` or `pickupPointId`); empty when
 * it fits. A point is required exactly for Shop (a store) and AgentPvz (a pickup point); it must be in the
 * destination locality and belong to the quote's carrier — Jetkiz's own fleet, as an agent, delivers to any.
 */
export const deliveryTypeProblems = (
  code: number,
  facts: DeliveryTypeFacts,
): Partial<Record<'deliveryType' | 'pickupPointId', DeliveryTypeProblem>> => {
  if (!isDeliveryTypeCode(code)) return { deliveryType: 'unknown' };
  const r = DELIVERY_TYPE_RULES[code];
  if (!r.chosenByCustomer && !facts.viaReturn) return { deliveryType: 'returnOnly' };
  if (r.from === 'door' && !facts.fromAddress) return { deliveryType: 'needsDoor' };
  if (r.from === 'terminal' && facts.fromAddress) return { deliveryType: 'needsTerminal' };
  if (r.to === 'door' && !facts.toAddress) return { deliveryType: 'needsDoor' };
  if ((r.to === 'terminal' || r.to === 'store' || r.to === 'pickupPoint') && facts.toAddress)
    return { deliveryType: 'needsTerminal' };
  if (r.network === 'partner' && facts.ownFleet) return { deliveryType: 'needsPartner' };
  if (r.network === 'own' && !facts.ownFleet) return { deliveryType: 'needsOwnFleet' };
  if (r.route === 'same' && facts.fromKato !== facts.toKato) return { deliveryType: 'needsSameLocality' };
  if (r.route === 'other' && facts.fromKato === facts.toKato) return { deliveryType: 'needsOtherLocality' };
  if (r.to === 'store' || r.to === 'pickupPoint') {
    const point = facts.point;
    if (!point) return { pickupPointId: 'needsPoint' };
    if (point.kind !== r.to) return { pickupPointId: 'wrongPointKind' };
    if (point.kato !== facts.toKato) return { pickupPointId: 'pointNotHere' };
    if (!facts.ownFleet && point.carrier !== facts.carrier) return { pickupPointId: 'pointOfOtherCarrier' };
  } else if (facts.point) return { pickupPointId: 'pointNotAllowed' };
  return {};
};

/** The types a customer may choose for these facts (the order form offers these; a point is chosen afterwards). */
export const deliveryTypesFor = (facts: Omit<DeliveryTypeFacts, 'point'>): DeliveryTypeCode[] =>
  DELIVERY_TYPE_CODES.filter((code) => !deliveryTypeProblems(code, { ...facts, point: null }).deliveryType);

/** The type an order gets when the caller names none (a standard order): a door or a terminal at the far end. */
export const defaultDeliveryType = (toAddress: boolean): DeliveryTypeCode => (toAddress ? 2 : 1);

/** A point's limits: the heaviest place and the longest side it takes. */
export type PointLimits = { maxWeightKg: number; maxSideCm: number };
export type PointFitProblem = 'tooHeavy' | 'tooLarge';

/**
 * Whether every place of the parcel fits the point: each place's physical weight within the point's limit, and
 * its longest side too. The first problem found, or null.
 */
export const pointFitProblem = (
  packs: ReadonlyArray<{ length: number; width: number; height: number; physWeight: number }>,
  limits: PointLimits,
): PointFitProblem | null => {
  if (packs.some((p) => p.physWeight > limits.maxWeightKg)) return 'tooHeavy';
  if (packs.some((p) => Math.max(p.length, p.width, p.height) > limits.maxSideCm)) return 'tooLarge';
  return null;
};

export type ReturnRefusal = 'notDelivered' | 'alreadyReturned' | 'isReturn';

/**
 * Whether a delivered order may be returned: only once, only when delivered, and a return itself is not returned
 * again (the parcel would go round in circles; the customer places a new order instead).
 */
export const returnRefusal = (order: {
  status: OrderStatus;
  deliveryType: number | null;
  returnedBy: string | null;
}): ReturnRefusal | null => {
  if (order.deliveryType === 8) return 'isReturn';
  if (order.status !== 'delivered') return 'notDelivered';
  if (order.returnedBy) return 'alreadyReturned';
  return null;
};
