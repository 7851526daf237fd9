import {
  DELIVERY_TYPE_CODES,
  DELIVERY_TYPE_RULES,
  type DeliveryTypeProblem,
  type Lang,
  type Localized,
  type PointFitProblem,
  type ReturnRefusal,
} from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { TerminalSchema } from './calc.ts';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

/**
 * The deliveries the specification names (issue 19): delivery types with their names, the carriers' pickup points
 * (Shop, AgentPvz), the packs an order keeps, and the return of a delivered order.
 */

/** A delivery type's name in a language (never the raw key); the code itself when it is not one of the nine. */
export const deliveryTypeName = (code: number, lang: Lang): string =>
  (DELIVERY_TYPE_CODES as readonly number[]).includes(code)
    ? DELIVERY_TYPE_RULES[code as keyof typeof DELIVERY_TYPE_RULES].name[lang]
    : String(code);

/** Why a delivery type or a pickup point does not fit the order (the domain's problems), in each language. */
export const DELIVERY_TYPE_MESSAGES: Record<DeliveryTypeProblem, Localized> = {
  unknown: { ru: 'Выберите тип доставки', kk: 'Жеткізу түрін таңдаңыз', en: 'Choose the delivery type' },
  returnOnly: {
    ru: 'Возврат оформляется на странице доставленного заказа',
    kk: 'Қайтару жеткізілген тапсырыстың бетінде рәсімделеді',
    en: 'A return is made from the page of a delivered order',
  },
  needsDoor: {
    ru: 'Этот тип доставки — до двери: рассчитайте стоимость с доставкой по адресу',
    kk: 'Бұл жеткізу түрі есікке дейін: құнын мекенжайға жеткізумен есептеңіз',
    en: 'This delivery type goes to the door: calculate with delivery to an address',
  },
  needsTerminal: {
    ru: 'Этот тип доставки — не до двери: рассчитайте стоимость без доставки по адресу',
    kk: 'Бұл жеткізу түрі есікке дейін емес: құнын мекенжайға жеткізусіз есептеңіз',
    en: 'This delivery type does not go to the door: calculate without delivery to an address',
  },
  needsPoint: {
    ru: 'Выберите пункт из списка',
    kk: 'Тізімнен пунктті таңдаңыз',
    en: 'Choose a point from the list',
  },
  wrongPointKind: {
    ru: 'Этот пункт не подходит для выбранного типа доставки',
    kk: 'Бұл пункт таңдалған жеткізу түріне сәйкес келмейді',
    en: 'This point does not suit the chosen delivery type',
  },
  pointNotHere: {
    ru: 'Пункт не в населённом пункте получателя',
    kk: 'Пункт алушының елді мекенінде емес',
    en: 'The point is not in the recipient’s locality',
  },
  pointOfOtherCarrier: {
    ru: 'Пункт принадлежит другому перевозчику: выберите пункт перевозчика из расчёта',
    kk: 'Пункт басқа тасымалдаушыға тиесілі: есептегі тасымалдаушының пунктін таңдаңыз',
    en: 'The point belongs to another carrier: choose a point of the carrier in your quote',
  },
  pointNotAllowed: {
    ru: 'Пункт выбирается только для доставки в магазин или пункт выдачи',
    kk: 'Пункт тек дүкенге немесе беру пунктіне жеткізу үшін таңдалады',
    en: 'A point is chosen only for delivery to a store or a pickup point',
  },
  needsPartner: {
    ru: 'Партнёрская сеть доступна только с тарифами партнёров',
    kk: 'Серіктестер желісі тек серіктестердің тарифтерімен қолжетімді',
    en: 'The partner network goes with partners’ tariffs only',
  },
  needsOwnFleet: {
    ru: 'Доставка Jetkiz доступна только с тарифами Jetkiz',
    kk: 'Jetkiz жеткізуі тек Jetkiz тарифтерімен қолжетімді',
    en: 'Jetkiz delivery goes with Jetkiz tariffs only',
  },
  needsSameLocality: {
    ru: 'Доставка по городу — только внутри одного населённого пункта',
    kk: 'Қала ішінде жеткізу — тек бір елді мекен ішінде',
    en: 'Delivery within the locality needs both ends in one locality',
  },
  needsOtherLocality: {
    ru: 'Междугородняя доставка — только между разными населёнными пунктами',
    kk: 'Қалааралық жеткізу — тек әртүрлі елді мекендер арасында',
    en: 'Delivery between localities needs two different localities',
  },
};

/** A parcel over a pickup point's limits. */
export const POINT_FIT_MESSAGES: Record<PointFitProblem, (limit: number) => Localized> = {
  tooHeavy: (kg) => ({
    ru: `Пункт принимает места весом до ${kg} кг: выберите другой пункт или доставку до двери`,
    kk: `Пункт салмағы ${kg} кг‑ға дейінгі орындарды қабылдайды: басқа пунктті немесе есікке дейін жеткізуді таңдаңыз`,
    en: `The point takes packages up to ${kg} kg: choose another point or delivery to the door`,
  }),
  tooLarge: (cm) => ({
    ru: `Пункт принимает места со стороной до ${cm} см: выберите другой пункт или доставку до двери`,
    kk: `Пункт қабырғасы ${cm} см‑ге дейінгі орындарды қабылдайды: басқа пунктті немесе есікке дейін жеткізуді таңдаңыз`,
    en: `The point takes packages with sides up to ${cm} cm: choose another point or delivery to the door`,
  }),
};

/** Why an order cannot be returned (the error's description). */
export const RETURN_REFUSALS: Record<ReturnRefusal, Localized> = {
  notDelivered: {
    ru: 'Вернуть можно только доставленный заказ',
    kk: 'Тек жеткізілген тапсырысты қайтаруға болады',
    en: 'Only a delivered order can be returned',
  },
  alreadyReturned: {
    ru: 'Возврат этого заказа уже оформлен',
    kk: 'Бұл тапсырысты қайтару рәсімделген',
    en: 'A return of this order has already been made',
  },
  isReturn: {
    ru: 'Возвратный заказ нельзя вернуть ещё раз: оформите новый заказ',
    kk: 'Қайтару тапсырысын қайта қайтаруға болмайды: жаңа тапсырыс рәсімдеңіз',
    en: 'A return cannot be returned again: place a new order',
  },
};

/** A carrier's store or pickup point, as the carriers publish it and the reference module keeps it. */
export const PickupPointSchema = Type.Object({
  // A terminal's id, locality, region, name, address and hours; its own code, carrier, kind and limits.
  ...TerminalSchema.properties,
  carrier: Type.Object({ code: Type.String(), name: Type.String() }),
  code: Type.String({ description: 'The carrier’s own code of the point' }),
  kind: Type.Union([Type.Literal('store'), Type.Literal('pickupPoint')], {
    description: 'store: a marketplace shop (delivery type 6 Shop); pickupPoint: an agent’s point (7 AgentPvz)',
  }),
  maxWeightKg: Type.Number({ description: 'The heaviest place it takes' }),
  maxSideCm: Type.Number({ description: 'The longest side of a place it takes' }),
});
export type PickupPoint = Static<typeof PickupPointSchema>;

export const pickupPointsRoute = defineRoute({
  method: 'GET',
  url: '/api/order/public/pickup-points',
  schema: {
    operationId: 'listPickupPoints',
    tags: ['reference'],
    summary: 'Stores and pickup points of the carriers (address, KATO, hours, size and weight limits)',
    querystring: Type.Object({
      kato: Type.Optional(Type.String({ pattern: '^[0-9]{9}$', description: 'Only the points of this locality' })),
      kind: Type.Optional(Type.Union([Type.Literal('store'), Type.Literal('pickupPoint')])),
      carrier: Type.Optional(Type.String({ maxLength: 20, description: 'Only this carrier’s points' })),
    }),
    response: { 200: Type.Array(PickupPointSchema), 400: ErrorSchema },
  },
});

/** One size of pack an order keeps (spec §3 Parcel): one place's dimensions, weight and volume, and how many. */
export const PackViewSchema = Type.Object({
  length: Type.Number({ description: 'cm' }),
  width: Type.Number({ description: 'cm' }),
  height: Type.Number({ description: 'cm' }),
  physWeight: Type.Number({ description: 'kg, one place' }),
  volume: Type.Number({ description: 'm³, one place' }),
  placeCnt: Type.Integer(),
  fromTotals: Type.Optional(
    Type.Boolean({
      description:
        'The shipment was given by its totals (weight, places, volume): the size above is worked out, not measured; ' +
        'say the weight and the volume, not the size',
    }),
  ),
});
export type PackView = Static<typeof PackViewSchema>;

/** The other order of a return pair. */
export const OrderLinkSchema = Type.Object({ id: Type.String(), orderNumber: Type.String() });

/** The point an order goes to (Shop, AgentPvz). */
export const OrderPointSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
  carrier: Type.String(),
});
