import type { ClaimStatus, ClaimType, Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, OperatorPageQuery, OperatorPageSchema, STAFF_READ } from './operator.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/**
 * Claims and compensation (spec §9, issue 19): a customer files a claim on their delivered (or overdue) order within
 * 30 working days — loss, damage, shortage or delay — with a description, the amount claimed and photos; the operator
 * decides within 30 working days (a compensation computed by the rules, which may be lowered, or a refusal with a
 * reason); a compensation reaches the wallet within 3 working days. Person paths and company (`jur`) paths, like the
 * other order routes; a company's jur paths serve its priority orders too.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const Day = Type.String({ format: 'date', description: 'Almaty date (YYYY-MM-DD)' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema };
const tags = ['claims'];
const Image = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/jpeg' });
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** A photo of a claim may be this large (spec: JPEG/PNG/HEIC up to 10 MB each). */
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A claim carries at most this many photos. */
export const CLAIM_MAX_PHOTOS = 5;
export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_REASON_MAX = 1000;

export const ClaimTypeSchema = Type.Union([
  Type.Literal('loss'),
  Type.Literal('damage'),
  Type.Literal('shortage'),
  Type.Literal('delay'),
]);
const _sameTypes: Static<typeof ClaimTypeSchema> extends ClaimType
  ? ClaimType extends Static<typeof ClaimTypeSchema>
    ? true
    : never
  : never = true;
export const ClaimStatusSchema = Type.Union([Type.Literal('filed'), Type.Literal('compensated'), Type.Literal('refused')]);
const _sameStatuses: Static<typeof ClaimStatusSchema> extends ClaimStatus
  ? ClaimStatus extends Static<typeof ClaimStatusSchema>
    ? true
    : never
  : never = true;

export const CLAIM_TYPE_NAMES: Record<ClaimType, Localized> = {
  loss: { ru: 'Утрата', kk: 'Жоғалту', en: 'Loss' },
  damage: { ru: 'Повреждение', kk: 'Зақымдану', en: 'Damage' },
  shortage: { ru: 'Недостача', kk: 'Жетіспеушілік', en: 'Shortage' },
  delay: { ru: 'Просрочка доставки', kk: 'Жеткізудің кешігуі', en: 'Late delivery' },
};

export const CLAIM_STATUS_NAMES: Record<ClaimStatus | 'paid' | 'overdue', Localized> = {
  filed: { ru: 'На рассмотрении', kk: 'Қаралуда', en: 'Under review' },
  compensated: { ru: 'Компенсация назначена', kk: 'Өтемақы тағайындалды', en: 'Compensation granted' },
  paid: { ru: 'Компенсация выплачена', kk: 'Өтемақы төленді', en: 'Compensation paid' },
  refused: { ru: 'Отказано', kk: 'Бас тартылды', en: 'Refused' },
  overdue: { ru: 'Срок рассмотрения истёк', kk: 'Қарау мерзімі өтті', en: 'Review overdue' },
};

export const ClaimPhotoSchema = Type.Object({ id: Type.String(), createdAt: Type.String() });

export const ClaimSchema = Type.Object({
  id: Uuid('The claim id'),
  /** The claim's number for people: the order number and a counter (`1043-1`). */
  number: Type.String(),
  orderId: Uuid('The order id'),
  orderNumber: Type.String(),
  type: ClaimTypeSchema,
  typeName: Type.String(),
  status: ClaimStatusSchema,
  /** The status as a person reads it (a compensated claim whose money has arrived reads «paid»). */
  statusName: Type.String(),
  description: Type.String(),
  claimedAmount: Money,
  /** What the rules allowed when it was filed (the most a compensation can be). */
  maxAmount: Money,
  filedAt: Type.String(),
  /** The last day of the operator's review (30 working days). */
  reviewBy: Day,
  overdue: Type.Boolean(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  compensation: Type.Union([Money, Type.Null()]),
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  /** The last day the compensation must reach the wallet (3 working days from the decision). */
  payBy: Type.Union([Day, Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** The wallet movement of the compensation: its receipt is the wallet's receipt of this id. */
  movementId: Type.Union([Type.String(), Type.Null()]),
  photos: Type.Array(ClaimPhotoSchema),
});
export type Claim = Static<typeof ClaimSchema>;

/** What the order page needs: whether and until when a claim may be filed, each type's maximum, the claims filed. */
export const OrderClaimsSchema = Type.Object({
  orderId: Uuid('The order id'),
  /** The last day to file a claim; null while nothing can be claimed yet (or the order was cancelled). */
  deadline: Type.Union([Day, Type.Null()]),
  /** The types that may be filed today, each with the most the rules allow. */
  types: Type.Array(Type.Object({ type: ClaimTypeSchema, name: Type.String(), maxAmount: Money })),
  claims: Type.Array(ClaimSchema),
});
export type OrderClaims = Static<typeof OrderClaimsSchema>;

export const FileClaimBodySchema = Type.Object({
  orderId: Uuid('The order id'),
  type: ClaimTypeSchema,
  description: Type.String({ minLength: 1, maxLength: CLAIM_DESCRIPTION_MAX }),
  amount: Money,
});
export type FileClaimBody = Static<typeof FileClaimBodySchema>;

const IdParams = Type.Object({ id: Uuid('The claim id') });
const OrderParams = Type.Object({ id: Uuid('The order id') });
const PhotoParams = Type.Object({ id: Uuid('The claim id'), photoId: Uuid('The photo id') });
const ClaimList = Type.Object({ content: Type.Array(ClaimSchema), totalElements: Type.Integer() });

type Family = 'person' | 'company';
type Url = `/api/${string}`;
const base = (family: Family) => (family === 'person' ? '/api/order/protected/claims' : '/api/order/protected/jur/claims');

const claimRoutes = <F extends Family>(family: F) => {
  const b = base(family);
  return {
    list: defineRoute({
      method: 'GET',
      url: `${b}` as Url,
      schema: {
        operationId: `listClaims_${family}`,
        tags,
        summary: `The caller's claims, newest first (${family})`,
        response: { 200: ClaimList, ...errors },
      },
    }),
    ofOrder: defineRoute({
      method: 'GET',
      url: `${b}/order/{id}` as Url,
      schema: {
        operationId: `orderClaims_${family}`,
        tags,
        summary: `An order's claims, its filing deadline and what each type may claim (${family})`,
        params: OrderParams,
        response: { 200: OrderClaimsSchema, ...errors },
      },
    }),
    file: defineRoute({
      method: 'POST',
      url: `${b}` as Url,
      schema: {
        operationId: `fileClaim_${family}`,
        tags,
        summary: `File a claim on an own delivered or overdue order within 30 working days (${family})`,
        body: FileClaimBodySchema,
        response: { 200: ClaimSchema, ...errors },
      },
    }),
    detail: defineRoute({
      method: 'GET',
      url: `${b}/{id}` as Url,
      schema: {
        operationId: `getClaim_${family}`,
        tags,
        summary: `One own claim (${family})`,
        params: IdParams,
        response: { 200: ClaimSchema, ...errors },
      },
    }),
    addPhoto: defineRoute({
      method: 'POST',
      url: `${b}/{id}/photos` as Url,
      schema: {
        operationId: `addClaimPhoto_${family}`,
        tags,
        summary:
          `Attach a photo to a claim under review: the body is the image (JPEG, PNG or HEIC, at most 10 MB); the type ` +
          `is told by its bytes, the pixels re-encoded as JPEG, metadata dropped (${family})`,
        params: IdParams,
        response: { 200: ClaimSchema, ...errors, 415: ErrorSchema },
      },
    }),
    photo: defineRoute({
      method: 'GET',
      url: `${b}/{id}/photos/{photoId}` as Url,
      schema: {
        operationId: `getClaimPhoto_${family}`,
        tags,
        summary: `A photo of an own claim, as re-encoded JPEG (${family})`,
        params: PhotoParams,
        response: { 200: Image, ...errors },
      },
    }),
    letter: defineRoute({
      method: 'GET',
      url: `${b}/{id}/letter` as Url,
      schema: {
        operationId: `getClaimLetter_${family}`,
        tags,
        summary: `The claim letter as PDF, in Russian or Kazakh by Accept-Language (${family})`,
        params: IdParams,
        response: { 200: Pdf, ...errors },
      },
    }),
  } as const;
};

export const CLAIM_ROUTES_PERSON = claimRoutes('person');
export const CLAIM_ROUTES_COMPANY = claimRoutes('company');

/** The console's view of a claim: the customer's, with who filed it, the carrier and its share. */
export const OperatorClaimSchema = Type.Object({
  ...ClaimSchema.properties,
  userId: Type.String(),
  customerName: Type.String(),
  carrier: Type.String(),
  /** The carrier as people know it («Steppe Express»), as the console writes it. */
  carrierName: Type.String(),
  /** The computed compensation today (the rule's amount, never more than claimed): a decision may lower it. */
  computedCompensation: Money,
  carrierShare: Type.Union([Money, Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorClaim = Static<typeof OperatorClaimSchema>;

export const listOperatorClaimsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/claims',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorListClaims',
    tags,
    summary: 'Claims, oldest review deadline first, by status and overdue (past their 30 working days of review)',
    querystring: Type.Object({
      ...OperatorPageQuery,
      status: Type.Optional(ClaimStatusSchema),
      overdue: Type.Optional(Type.Boolean()),
    }),
    response: { 200: OperatorPageSchema(OperatorClaimSchema), ...OPERATOR_ERROR_RESPONSES },
  },
});

export const operatorClaimRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/claims/{id}',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorGetClaim',
    tags,
    summary: 'One claim with its photos, the computed compensation and the decision',
    params: IdParams,
    response: { 200: OperatorClaimSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const operatorClaimPhotoRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/claims/{id}/photos/{photoId}',
  staffRoles: STAFF_READ,
  writes: false,
  schema: {
    operationId: 'operatorGetClaimPhoto',
    tags,
    summary: 'A photo of a claim (re-encoded JPEG)',
    params: PhotoParams,
    response: { 200: Image, ...OPERATOR_ERROR_RESPONSES },
  },
});

/** One shape for both outcomes (a union would lose fields to the validator's removal of extras). */
export const ClaimDecisionBodySchema = Type.Object({
  outcome: Type.Union([Type.Literal('compensate'), Type.Literal('refuse')]),
  /** compensate: at most the computed compensation; omitted: the computed amount. */
  amount: Type.Optional(Money),
  /** compensate: the carrier's share of the liability, recorded against the carrier; omitted: the whole compensation. */
  carrierShare: Type.Optional(Money),
  /** refuse: why (required). */
  reason: Type.Optional(Type.String({ maxLength: CLAIM_REASON_MAX })),
});
export type ClaimDecisionBody = Static<typeof ClaimDecisionBodySchema>;

export const decideClaimRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/claims/{id}/decision',
  staffRoles: ['operator'],
  writes: true,
  schema: {
    operationId: 'operatorDecideClaim',
    tags,
    summary:
      'Decide a claim once: a compensation (the computed amount or less), credited to the wallet at once, or a refusal ' +
      'with a reason; the customer gets an SMS and an e-mail',
    params: IdParams,
    body: ClaimDecisionBodySchema,
    response: { 200: OperatorClaimSchema, ...OPERATOR_ERROR_RESPONSES },
  },
});

export const OPERATOR_CLAIM_ROUTES = [
  listOperatorClaimsRoute,
  operatorClaimRoute,
  operatorClaimPhotoRoute,
  decideClaimRoute,
] as const;
export const CLAIM_ROUTES = [
  ...Object.values(CLAIM_ROUTES_PERSON),
  ...Object.values(CLAIM_ROUTES_COMPANY),
  ...OPERATOR_CLAIM_ROUTES,
] as const;

/** Texts of claims a person reads besides the errors: SMS, e-mail, the letter. */
export const CLAIM_TEXTS = {
  smsCompensated: {
    ru: 'Jetkiz: по претензии {{number}} в кошелёк зачислено {{amount}}.',
    kk: 'Jetkiz: {{number}} шағымы бойынша әмиянға {{amount}} аударылды.',
    en: 'Jetkiz: claim {{number}}: compensation of {{amount}} credited to your wallet.',
  },
  smsRefused: {
    ru: 'Jetkiz: отказ по претензии {{number}}. Причина в личном кабинете.',
    kk: 'Jetkiz: {{number}} шағымы бойынша бас тартылды. Себебі кабинетте.',
    en: 'Jetkiz: claim {{number}} has been refused. The reason is in your account.',
  },
  letterTitle: { ru: 'ПРЕТЕНЗИЯ № {{number}}', kk: '№ {{number}} ШАҒЫМ', en: 'CLAIM No. {{number}}' },
  letterTo: { ru: 'ТОО «Jetkiz»', kk: '«Jetkiz» ЖШС', en: 'Jetkiz LLP' },
  letterFrom: { ru: 'От', kk: 'Кімнен', en: 'From' },
  letterDate: { ru: 'Дата подачи', kk: 'Берілген күні', en: 'Filed on' },
  letterOrder: { ru: 'Заказ', kk: 'Тапсырыс', en: 'Order' },
  letterTrack: { ru: 'Трек-номер', kk: 'Трек-нөмір', en: 'Track number' },
  letterRoute: { ru: 'Маршрут', kk: 'Бағыт', en: 'Route' },
  letterCarrier: { ru: 'Перевозчик', kk: 'Тасымалдаушы', en: 'Carrier' },
  letterType: { ru: 'Вид претензии', kk: 'Шағым түрі', en: 'Type of claim' },
  letterAmount: { ru: 'Сумма требования', kk: 'Талап сомасы', en: 'Amount claimed' },
  letterFee: { ru: 'Стоимость доставки', kk: 'Жеткізу құны', en: 'Delivery fee' },
  letterDeclared: { ru: 'Объявленная ценность', kk: 'Жарияланған құны', en: 'Declared value' },
  letterNone: { ru: 'не объявлена', kk: 'жарияланбаған', en: 'not declared' },
  letterDescription: { ru: 'Обстоятельства', kk: 'Мән-жайлар', en: 'Circumstances' },
  letterPhotos: {
    ru: 'Приложено фотографий: {{count}}',
    kk: 'Қоса берілген фотосуреттер: {{count}}',
    en: 'Photos attached: {{count}}',
  },
  letterRequest: {
    ru: 'Прошу рассмотреть претензию в срок до {{date}} (30 рабочих дней) и перечислить компенсацию в кошелёк Jetkiz.',
    kk: 'Шағымды 30 жұмыс күні ішінде қарап (соңғы күні: {{date}}), өтемақыны Jetkiz әмиянына аударуды сұраймын.',
    en: 'Please review this claim by {{date}} (30 working days) and transfer the compensation to my Jetkiz wallet.',
  },
  letterStatus: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
  letterSigned: {
    ru: 'Подано в личном кабинете Jetkiz',
    kk: 'Jetkiz жеке кабинетінде берілді',
    en: 'Filed in the Jetkiz account',
  },
} as const satisfies Record<string, Localized>;
