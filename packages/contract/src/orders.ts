import type { Lang, Localized } from '@jetkiz/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { PackSchema } from './calc.ts';
import { OrderLinkSchema, OrderPointSchema, PackViewSchema } from './deliveries.ts';
import { ErrorSchema } from './errors.ts';
import { OrderExtrasSchema } from './order-extras.ts';
import { Int32, Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description && { description }) });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** Order party of spec §3 (sender or receiver). */
export const OrderPartySchema = Type.Object({
  companyName: optionalText(1_000),
  lastName: optionalText(1_000),
  firstName: optionalText(1_000),
  middleName: Type.Optional(Type.Null({ description: 'Always null (spec §3)' })),
  iinOrBin: optionalText(20),
  phone: optionalText(40),
  email: optionalText(254),
  streetAbbrId: Type.Optional(Type.Union([Int32({ description: '-1: a terminal' }), Type.Null()])),
  street: optionalText(1_000),
  house: optionalText(1_000),
  flat: optionalText(1_000),
  office: optionalText(1_000),
  notation: optionalText(1_000),
  parcelDescription: optionalText(1_000),
});
export type OrderPartyBody = Static<typeof OrderPartySchema>;

export const ParcelInfoSchema = Type.Object({
  content: Type.Optional(text(1_000, 'What is inside (required)')),
  description: optionalText(1_000),
  packDtos: Type.Optional(Type.Array(PackSchema, { maxItems: 50 })),
  weight: Type.Optional(Type.Number()),
  placeCnt: Type.Optional(Int32()),
});

/** Order body of spec §3. */
export const OrderBodySchema = Type.Object({
  sender: Type.Optional(OrderPartySchema),
  receiver: Type.Optional(OrderPartySchema),
  senderNotation: optionalText(1_000),
  receiverNotation: optionalText(1_000),
  calculatorId: Type.Optional(text(2_000, 'The quote from the calculator')),
  parcelInfo: Type.Optional(ParcelInfoSchema),
  promoCode: optionalText(40),
  clientOrderNumber: optionalText(60),
  /** The customer accepted the public offer (issue 15): the web always sends it; integrators may leave it out. */
  offerAccepted: Type.Optional(Type.Literal(true, { description: 'The public offer is accepted' })),
  /** The version of the offer accepted; when given it must be the current one. */
  offerVersion: Type.Optional(text(40, 'The accepted public offer version (OFFER_VERSION)')),
  /**
   * Delivery type of spec §3 (1–9; 8 Return only by the return call). Required for a priority order; a standard order
   * without one gets 2 Delivery (to the door) or 1 PickUp (to a terminal) from its quote.
   */
  deliveryType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  /** The store (6 Shop) or pickup point (7 AgentPvz) the parcel goes to, from `GET /api/order/public/pickup-points`. */
  pickupPointId: Type.Optional(Int32({ description: 'A pickup point id (Shop, AgentPvz)' })),
});
export type OrderBody = Static<typeof OrderBodySchema>;

/** The priority order adds delivery type, special condition, client date and product sign. */
export const PriorityOrderBodySchema = Type.Object({
  ...OrderBodySchema.properties,
  specialCondition: optionalText(1_000),
  clientDate: Type.Optional(
    Type.Union([Type.String({ format: 'iso-date' }), Type.Null()], {
      description: 'The day the client hands the cargo over; it is at 10:00 like pickup dates (spec §9)',
    }),
  ),
  productSign: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
});
export type PriorityOrderBody = Static<typeof PriorityOrderBodySchema>;

export const OrderStatusSchema = Type.Union(
  ['formed', 'paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'delivered', 'cancellation_requested', 'cancelled'].map(
    (s) => Type.Literal(s),
  ),
);

const Money = Type.Number({ description: 'Tenge' });
const Place = Type.Object({ kato: Type.String(), name: Type.String() });

export const OrderSummarySchema = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  trackNumber: Type.String(),
  clientOrderNumber: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  statusName: Type.String(),
  paymentStatus: Type.String(),
  createdAt: Type.String(),
  from: Place,
  to: Place,
  receiverName: Type.String(),
  receiverPhone: Type.String(),
  totalAmount: Money,
  totalWithPromo: Money,
  carrier: Type.String(),
  /**
   * Who created the order (issue 16): for a company, the owner or the employee, by the name recorded at that moment
   * (kept when the employee is removed later); for a person, the person. Null when it was not recorded. Optional only
   * so that older answers stay valid; the API always sends it.
   */
  createdBy: Type.Optional(Type.Union([Type.Object({ name: Type.String() }), Type.Null()])),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

const PartyView = Type.Object({
  companyName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.Union([Type.String(), Type.Null()]),
  middleName: Type.Null(),
  iinOrBin: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  streetAbbrId: Type.Union([Type.Integer(), Type.Null()]),
  street: Type.Union([Type.String(), Type.Null()]),
  house: Type.Union([Type.String(), Type.Null()]),
  flat: Type.Union([Type.String(), Type.Null()]),
  office: Type.Union([Type.String(), Type.Null()]),
  notation: Type.Union([Type.String(), Type.Null()]),
});

/** A Jetkiz terminal of an order: where the parcel is handed in or collected, with its opening hours. */
export const OrderTerminalSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
});

/**
 * The operator's decision on the customer's cancellation request (issue 18); null while none was made. `lapsed`: the
 * carrier collected the parcel before the operator decided, so the order went on its way and can no longer be cancelled.
 */
export const CancellationDecisionSchema = Type.Object({
  outcome: Type.Union([Type.Literal('approved'), Type.Literal('declined'), Type.Literal('lapsed')]),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was declined (the customer reads it)' }),
  at: Type.String(),
});

export const OrderDetailSchema = Type.Object({
  ...OrderSummarySchema.properties,
  carrierTrackingNumber: Type.Union([Type.String(), Type.Null()]),
  product: Type.String(),
  pickupDate: Type.Union([Type.String(), Type.Null()]),
  estimatedPickupDate: Type.String(),
  estimatedDeliveryFrom: Type.String(),
  estimatedDeliveryTo: Type.String(),
  declaredPrice: Type.Union([Money, Type.Null()]),
  placeCnt: Type.Integer(),
  chargeableWeight: Type.Integer(),
  sender: PartyView,
  receiver: PartyView,
  parcel: Type.Object({ content: Type.String(), description: Type.Union([Type.String(), Type.Null()]) }),
  deliveryType: Type.Union([Type.Integer(), Type.Null()]),
  productSign: Type.Union([Type.Integer(), Type.Null()]),
  promoCode: Type.Union([Type.String(), Type.Null()]),
  /** Why the last hand-over to the carrier failed, in the carrier's words; null once it succeeds. */
  bookingError: Type.Union([Type.String(), Type.Null()]),
  /**
   * What kind of failure: `unavailable` (the carrier could not be reached or failed on its side: try again later; its
   * words are for staff) or `refused` (it declined this order: `bookingError` is its reason). Null with no failure, and
   * for a failure recorded before the kind was kept that could not be told (read it as `refused`).
   */
  bookingErrorKind: Type.Union([Type.Literal('unavailable'), Type.Literal('refused'), Type.Null()]),
  courier: Type.Union([
    Type.Object({
      status: Type.Union([Type.Literal('requested'), Type.Literal('assigned'), Type.Literal('cancelled')]),
      pickupDate: Type.String(),
      window: Type.String(),
    }),
    Type.Null(),
  ]),
  history: Type.Array(Type.Object({ status: Type.String(), statusName: Type.String(), at: Type.String() })),
  /**
   * The dates every screen shows, by one rule (issue 15): the pickup date once the order is sent with one (otherwise
   * the estimate), the delivery range counted from that pickup date, and the delivery date once delivered.
   */
  expectedPickupDate: Type.Optional(Type.String()),
  expectedDeliveryFrom: Type.Optional(Type.String()),
  expectedDeliveryTo: Type.Optional(Type.String()),
  deliveredDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The public offer version accepted with the order, when it was given. */
  offerVersion: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * How the order is paid (issue 17): `prepaid` from the wallet before it is sent; `postPaid` (a company with a
   * credit limit) sent without paying and billed in the monthly act of completed works.
   */
  billing: Type.Optional(Type.Union([Type.Literal('prepaid'), Type.Literal('postPaid')])),
  /** The operator's decision on a cancellation request, when one was made. */
  cancellationDecision: Type.Optional(Type.Union([CancellationDecisionSchema, Type.Null()])),
  /** Issue 19: the late-delivery credit, the additional services ordered after creation and the hold they cause. */
  extras: Type.Optional(OrderExtrasSchema),
  /** The delivery type's name in the caller's language (issue 19). */
  deliveryTypeName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Every size of pack with its dimensions, weight and volume (spec §3 Parcel); empty for orders made before. */
  packs: Type.Optional(Type.Array(PackViewSchema)),
  /** The parcel's physical weight (kg) and volume (m³), all places. */
  physWeight: Type.Optional(Type.Number()),
  volume: Type.Optional(Type.Number()),
  /** The store or pickup point it goes to (Shop, AgentPvz). */
  pickupPoint: Type.Optional(Type.Union([OrderPointSchema, Type.Null()])),
  /**
   * The Jetkiz terminal the sender hands the parcel in at, and the one the receiver collects it from (a terminal
   * address in the quote); null for a door.
   */
  terminalFrom: Type.Optional(Type.Union([OrderTerminalSchema, Type.Null()])),
  terminalTo: Type.Optional(Type.Union([OrderTerminalSchema, Type.Null()])),
  /** This order is the return of that one. */
  returnOf: Type.Optional(Type.Union([OrderLinkSchema, Type.Null()])),
  /** The return made of this order. */
  returnOrder: Type.Optional(Type.Union([OrderLinkSchema, Type.Null()])),
  /** The priority client's date, at 10:00 like pickup dates: «DD.MM.YYYY 10:00:00». */
  clientDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const OrderListSchema = Type.Object({
  content: Type.Array(OrderSummarySchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});

const ListQuery = {
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 25 })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based' })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Order or track number, receiver name or phone' })),
  startDate: Type.Optional(
    Type.String({ format: 'list-day', maxLength: 30, description: 'YYYY-MM-DD or «DD.MM.YYYY 00:00:00»' }),
  ),
  endDate: Type.Optional(Type.String({ format: 'list-day', maxLength: 30, description: 'YYYY-MM-DD or «DD.MM.YYYY 23:59:59»' })),
};
export const OrderListQuerySchema = Type.Object(ListQuery);
export const PriorityListQuerySchema = Type.Object({
  ...ListQuery,
  productSign: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  deliveryType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
});
export type OrderListQuery = Static<typeof PriorityListQuerySchema>;

export const ReportQuerySchema = Type.Object({
  ...ListQuery,
  productSign: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  deliveryType: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  code: Type.Optional(Type.String({ maxLength: 10, description: 'F_12 (F_9 for priority)' })),
  category: Type.Optional(Type.String({ maxLength: 40, description: 'slq-order-list' })),
});

export const CreateQuerySchema = Type.Object({
  terminalFromId: Type.Optional(Int32()),
  terminalToId: Type.Optional(Int32()),
});

const IdParams = Type.Object({ id: Uuid('The order id') });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const StatusList = Type.Array(Type.Object({ code: Type.String(), name: Type.String() }));

/** The three families of orders and of their routes: a person's, a company's, a priority client's. */
export type OrderFamily = 'person' | 'company' | 'priority';
type Family = OrderFamily;
type Url = `/api/${string}`;
const tag = ['orders'];

const createRoute = <U extends Url, B extends TSchema>(family: Family, url: U, body: B) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `createOrder_${family}`,
      tags: tag,
      summary: `Create an order from a quote (${family})`,
      querystring: CreateQuerySchema,
      body,
      response: { 200: OrderDetailSchema, ...errors },
    },
  });
export const createOrderRoute_person = createRoute('person', '/api/order/protected/order', OrderBodySchema);
export const createOrderRoute_company = createRoute('company', '/api/order/protected/jur/order', OrderBodySchema);
export const createOrderRoute_priority = createRoute(
  'priority',
  '/api/order/protected/jur/priority/order',
  PriorityOrderBodySchema,
);

const listRoute = <U extends Url, Q extends TSchema>(family: Family, url: U, querystring: Q) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listOrders_${family}`,
      tags: tag,
      summary: `The order registry (${family}): paged, filtered, searched`,
      querystring,
      response: { 200: OrderListSchema, ...errors },
    },
  });
export const listOrdersRoute_person = listRoute('person', '/api/order/protected', OrderListQuerySchema);
export const listOrdersRoute_company = listRoute('company', '/api/order/protected/jur', OrderListQuerySchema);
export const listOrdersRoute_priority = listRoute('priority', '/api/order/protected/jur/priority', PriorityListQuerySchema);

const detailRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `getOrder_${family}`,
      tags: tag,
      summary: `One order with its history (${family})`,
      params: IdParams,
      response: { 200: OrderDetailSchema, ...errors },
    },
  });
export const orderDetailRoute_person = detailRoute('person', '/api/order/protected/{id}');
export const orderDetailRoute_company = detailRoute('company', '/api/order/protected/jur/{id}');
export const orderDetailRoute_priority = detailRoute('priority', '/api/order/protected/jur/priority/{id}');

const statusRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listOrderStatuses_${family}`,
      tags: tag,
      summary: 'Order statuses in the caller language',
      response: { 200: StatusList, ...errors },
    },
  });
export const orderStatusesRoute_person = statusRoute('person', '/api/order/protected/order/status');
export const orderStatusesRoute_company = statusRoute('company', '/api/order/protected/jur/order/status');

const cancelRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'PUT',
    url,
    schema: {
      operationId: `cancelOrder_${family}`,
      tags: tag,
      summary: 'Cancel a formed order, or ask the operator to cancel a paid one not yet handed over',
      params: IdParams,
      response: { 200: OrderDetailSchema, ...errors },
    },
  });
export const cancelOrderRoute_person = cancelRoute('person', '/api/order/protected/cancel/{id}');
export const cancelOrderRoute_company = cancelRoute('company', '/api/order/protected/jur/cancel/{id}');

const returnRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `returnOrder_${family}`,
      tags: tag,
      summary:
        'Return a delivered order (one click): a new order from the receiver back to the sender, same packs, a fresh price, delivery type 8 Return',
      params: IdParams,
      response: { 200: OrderDetailSchema, ...errors },
    },
  });
export const returnOrderRoute_person = returnRoute('person', '/api/order/protected/return/{id}');
export const returnOrderRoute_company = returnRoute('company', '/api/order/protected/jur/return/{id}');
export const returnOrderRoute_priority = returnRoute('priority', '/api/order/protected/jur/priority/return/{id}');

const reportRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `orderReport_${family}`,
      tags: tag,
      summary: 'The filtered registry as xlsx (streamed)',
      querystring: ReportQuerySchema,
      response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }), ...errors },
    },
  });
export const orderReportRoute_person = reportRoute('person', '/api/order/protected/report');
export const orderReportRoute_company = reportRoute('company', '/api/order/protected/jur/report');
export const orderReportRoute_priority = reportRoute('priority', '/api/order/protected/jur/priority/report');

/**
 * What is inside a parcel: the order stores the code and each document, page and report names it in its own
 * language. Orders placed before stored the name in the language of the form; those still read (any
 * language's name is recognised), and free text from API callers is printed as written.
 */
export const PARCEL_CONTENTS = {
  documents: { ru: 'Документы', kk: 'Құжаттар', en: 'Documents' },
  clothes: { ru: 'Одежда и обувь', kk: 'Киім мен аяқ киім', en: 'Clothes and shoes' },
  electronics: { ru: 'Электроника', kk: 'Электрондық құрылғылар', en: 'Electronics' },
  books: { ru: 'Книги', kk: 'Кітаптар', en: 'Books' },
  cosmetics: { ru: 'Косметика', kk: 'Косметикалық заттар', en: 'Cosmetics' },
  household: { ru: 'Товары для дома', kk: 'Үй тауарлары', en: 'Household goods' },
  parts: { ru: 'Запчасти', kk: 'Қосалқы бөлшектер', en: 'Spare parts' },
  food: { ru: 'Продукты (непортящиеся)', kk: 'Азық-түлік (бұзылмайтын)', en: 'Food (non-perishable)' },
  other: { ru: 'Другое', kk: 'Басқа', en: 'Other' },
} as const satisfies Record<string, Localized>;
export type ParcelContent = keyof typeof PARCEL_CONTENTS;
export const PARCEL_CONTENT_CODES = Object.keys(PARCEL_CONTENTS) as ParcelContent[];

const contentByName = new Map(
  PARCEL_CONTENT_CODES.flatMap((code) => Object.values(PARCEL_CONTENTS[code]).map((name) => [name.toLowerCase(), code] as const)),
);

/** The stored contents of an order as a person reads them in `lang`. */
export const parcelContentName = (stored: string, lang: Lang): string => {
  const code = Object.hasOwn(PARCEL_CONTENTS, stored)
    ? (stored as ParcelContent)
    : contentByName.get(stored.trim().toLowerCase());
  return code ? PARCEL_CONTENTS[code][lang] : stored;
};

/** Names of the order statuses, in each language (the status list call answers them). */
export const ORDER_STATUS_NAMES = {
  formed: { ru: 'Оформлен', kk: 'Рәсімделді', en: 'Placed' },
  paid: { ru: 'Оплачен', kk: 'Төленді', en: 'Paid' },
  sent: { ru: 'Передан на отправку', kk: 'Жөнелтуге берілді', en: 'Sent' },
  in_transit: { ru: 'В пути', kk: 'Жолда', en: 'In transit' },
  arrived: { ru: 'Прибыл в пункт назначения', kk: 'Алушының елді мекеніне жетті', en: 'Arrived at destination' },
  out_for_delivery: { ru: 'Передан курьеру', kk: 'Курьерге берілді', en: 'Out for delivery' },
  delivered: { ru: 'Доставлен', kk: 'Жеткізілді', en: 'Delivered' },
  cancellation_requested: { ru: 'Запрошена отмена', kk: 'Бас тарту сұралды', en: 'Cancellation requested' },
  cancelled: { ru: 'Отменён', kk: 'Бас тартылды', en: 'Cancelled' },
} as const;

/** Messages of order and address forms (spec §5, §8). */
export const ORDER_MESSAGES = {
  /**
   * A priority order's product sign (Standard, Express) that its quote was not priced for: named as the form names
   * the field, «Продукт / Өнім / Product», not by the API's word («признак продукта» read as jargon).
   */
  productSignMismatch: {
    ru: 'Выбранный продукт не совпадает с расчётом: рассчитайте стоимость заново',
    kk: 'Таңдалған өнім есептеуге сәйкес келмейді: құнын қайта есептеңіз',
    en: 'The chosen product does not match the quote: please calculate again',
  },
  offerOutdated: {
    ru: 'Публичная оферта обновлена: обновите страницу и примите её снова',
    kk: 'Жария оферта жаңартылды: бетті жаңартып, оны қайта қабылдаңыз',
    en: 'The public offer has changed: reload the page and accept it again',
  },
  terminalNotHere: {
    ru: 'Этот терминал не в пункте отправки или получения',
    kk: 'Бұл терминал жөнелту немесе алу пунктінде емес',
    en: 'This terminal is not at either end of the route',
  },
  cancelPending: { ru: 'Отмена уже запрошена', kk: 'Бас тарту сұралған', en: 'Cancellation is already requested' },
  cancelHandedOver: {
    ru: 'Посылка уже передана перевозчику — отменить нельзя',
    kk: 'Сәлемдеме тасымалдаушыға берілді — енді бас тарту мүмкін емес',
    en: 'The parcel has been handed over and cannot be cancelled',
  },
  cancelCancelled: { ru: 'Заказ уже отменён', kk: 'Тапсырыстан бас тартылып қойған', en: 'The order is already cancelled' },
  cancelDelivered: { ru: 'Заказ уже доставлен', kk: 'Тапсырыс жеткізіліп қойған', en: 'The order has already been delivered' },
  addressName: { ru: 'Укажите название объекта', kk: 'Нысан атауын көрсетіңіз', en: 'Enter the name of the place' },
  streetType: { ru: 'Выберите тип улицы', kk: 'Көше түрін таңдаңыз', en: 'Choose the street type' },
  streetName: { ru: 'Укажите название улицы', kk: 'Көше атауын көрсетіңіз', en: 'Enter the street name' },
  building: { ru: 'Укажите номер дома', kk: 'Үй нөмірін көрсетіңіз', en: 'Enter the building number' },
  locality: { ru: 'Укажите населённый пункт', kk: 'Елді мекенді көрсетіңіз', en: 'Choose the locality' },
} as const;

/** Column headers of the xlsx registry. */
export const REPORT_HEADERS = {
  orderNumber: { ru: 'Номер заказа', kk: 'Тапсырыс нөмірі', en: 'Order number' },
  trackNumber: { ru: 'Трек-номер', kk: 'Трек-нөмір', en: 'Track number' },
  createdAt: { ru: 'Дата создания', kk: 'Құрылған күні', en: 'Created' },
  status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
  from: { ru: 'Откуда', kk: 'Қайдан', en: 'From' },
  to: { ru: 'Куда', kk: 'Қайда', en: 'To' },
  receiver: { ru: 'Получатель', kk: 'Алушы', en: 'Recipient' },
  receiverPhone: { ru: 'Телефон получателя', kk: 'Алушының телефоны', en: 'Recipient phone' },
  places: { ru: 'Кол-во мест', kk: 'Орын саны', en: 'Packages' },
  weight: { ru: 'Оплачиваемый вес, кг', kk: 'Төленетін салмақ, кг', en: 'Chargeable weight, kg' },
  total: { ru: 'Сумма, ₸', kk: 'Сомасы, ₸', en: 'Amount, ₸' },
  totalWithPromo: { ru: 'Сумма с промокодом, ₸', kk: 'Промокод ескерілген сома, ₸', en: 'Amount with promo code, ₸' },
  productSign: { ru: 'Продукт', kk: 'Өнім', en: 'Product' },
  deliveryType: { ru: 'Тип доставки', kk: 'Жеткізу түрі', en: 'Delivery type' },
  clientDate: { ru: 'Желаемая дата', kk: 'Қалаған күн', en: 'Preferred date' },
} as const;

/** A priority order's product sign by name (spec §3 'Product sign options': 1 Standard, 2 Express). */
export const PRODUCT_SIGN_NAMES: Readonly<Record<number, Localized>> = {
  1: { ru: 'Стандарт', kk: 'Стандарт', en: 'Standard' },
  2: { ru: 'Экспресс', kk: 'Экспресс', en: 'Express' },
};
