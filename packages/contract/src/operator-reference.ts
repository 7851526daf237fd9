import { type Static, Type } from 'typebox';
import { defineOperatorRoute, OPERATOR_ERROR_RESPONSES, STAFF_READ } from './operator.ts';
import { IntIn, NullableIntIn } from './primitives.ts';

/**
 * The operator console's reference data (issue 18): terminals, the own fleet's tariff grids, additional services and
 * the working-day calendar. Each change is audited and reaches every API instance within a few seconds, without a
 * restart; a quote already given keeps its price.
 */

/** Who edits reference data: operators (and the administrator); everyone on the staff reads it. */
const REFERENCE_WRITERS = ['operator'] as const;

export const LocalizedTextSchema = Type.Object(
  {
    ru: Type.String({ minLength: 1, maxLength: 300 }),
    kk: Type.String({ minLength: 1, maxLength: 300 }),
    en: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false, description: 'The same text in Russian, Kazakh and English' },
);

export const ReferenceTerminalSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kato: Type.String(),
  locality: Type.String({ description: 'The locality in the caller language' }),
  address: LocalizedTextSchema,
  hours: LocalizedTextSchema,
  maxWeightKg: Type.Integer(),
  maxSideCm: Type.Integer(),
  active: Type.Boolean({ description: 'false: not offered to customers' }),
});
export type ReferenceTerminal = Static<typeof ReferenceTerminalSchema>;

export const ReferenceTerminalBodySchema = Type.Object(
  {
    address: LocalizedTextSchema,
    hours: LocalizedTextSchema,
    maxWeightKg: IntIn(1, 20_000),
    maxSideCm: IntIn(1, 2_000),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ReferenceTerminalBody = Static<typeof ReferenceTerminalBodySchema>;

const Tenge = (description: string) => Type.Number({ description: `${description}, tenge (at most two decimals)` });

export const TariffBandSchema = Type.Object(
  {
    fromKg: Type.Number({ minimum: 0, maximum: 100_000, description: 'Over this many chargeable kilograms' }),
    toKg: Type.Number({ minimum: 0, maximum: 100_000, description: 'Up to and including this many' }),
    price: Tenge('The price of a parcel in this band'),
  },
  { additionalProperties: false },
);

export const TariffZoneBodySchema = Type.Object(
  {
    bands: Type.Array(TariffBandSchema, { maxItems: 100 }),
    perKgAbove: Tenge('Each kilogram above the last band'),
    daysMin: IntIn(0, 60),
    daysMax: IntIn(0, 60),
  },
  { additionalProperties: false },
);
export type TariffZoneBody = Static<typeof TariffZoneBodySchema>;

export const ZoneNameSchema = Type.Union([
  Type.Literal('local'),
  Type.Literal('region'),
  Type.Literal('near'),
  Type.Literal('far'),
]);

export const ReferenceTariffSchema = Type.Object({
  product: Type.String(),
  name: Type.String({ description: 'In the caller language' }),
  maxKg: Type.Integer(),
  zones: Type.Array(Type.Intersect([Type.Object({ zone: ZoneNameSchema }), TariffZoneBodySchema])),
});
export type ReferenceTariff = Static<typeof ReferenceTariffSchema>;

export const ReferenceServiceSchema = Type.Object({
  code: Type.String(),
  name: LocalizedTextSchema,
  fixed: Tenge('A fixed fee'),
  percentOfBase: Type.Number({ description: 'A share of the base price, percent' }),
  products: Type.Array(Type.String()),
});
export type ReferenceService = Static<typeof ReferenceServiceSchema>;

export const ReferenceServiceBodySchema = Type.Object(
  {
    name: LocalizedTextSchema,
    fixed: Tenge('A fixed fee'),
    percentOfBase: Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description: 'Percent of the base price' }),
  },
  { additionalProperties: false },
);
export type ReferenceServiceBody = Static<typeof ReferenceServiceBodySchema>;

export const CalendarYearBodySchema = Type.Object(
  {
    kurbanAit: Type.Union([Type.String({ maxLength: 10 }), Type.Null()], { description: 'The first day of Kurban Ait' }),
    transfers: Type.Array(
      Type.Object(
        {
          dayOff: Type.String({ maxLength: 10, description: 'A weekday made a day off' }),
          workingDay: Type.String({ maxLength: 10, description: 'A weekend day made a working day' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 30 },
    ),
  },
  { additionalProperties: false },
);
export type CalendarYearBody = Static<typeof CalendarYearBodySchema>;

export const ReferenceCalendarYearSchema = Type.Intersect([
  Type.Object({
    year: Type.Integer(),
    edited: Type.Boolean({ description: 'true: entered in the console; false: the built-in data (or none)' }),
  }),
  CalendarYearBodySchema,
]);
export type ReferenceCalendarYear = Static<typeof ReferenceCalendarYearSchema>;

const IdParams = Type.Object({ id: IntIn(1, 2_147_483_647) });
const CodeParams = Type.Object({ code: Type.String({ maxLength: 64 }) });
const TariffParams = Type.Object({ product: Type.String({ maxLength: 64 }), zone: ZoneNameSchema });
const YearParams = Type.Object({ year: IntIn(2020, 2100) });

export const operatorTerminalsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/terminals',
  schema: {
    operationId: 'operatorListTerminals',
    tags: ['operator'],
    summary: 'Every terminal, switched off ones too, with its texts in all three languages',
    response: { 200: Type.Array(ReferenceTerminalSchema), ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorUpdateTerminalRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/terminals/{id}',
  schema: {
    operationId: 'operatorUpdateTerminal',
    tags: ['operator'],
    summary: "A terminal's address, hours, limits, on or off",
    params: IdParams,
    body: ReferenceTerminalBodySchema,
    response: { 200: ReferenceTerminalSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const operatorTariffsRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/tariffs',
  schema: {
    operationId: 'operatorListTariffs',
    tags: ['operator'],
    summary: "The own fleet's tariff grids: per product and zone, weight bands with prices",
    response: { 200: Type.Array(ReferenceTariffSchema), ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorUpdateTariffRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/tariffs/{product}/{zone}',
  schema: {
    operationId: 'operatorUpdateTariffZone',
    tags: ['operator'],
    summary:
      'Replaces one zone of an own-fleet product: bands from 0 kg without gaps, prices not negative. Quotes already given keep their price',
    params: TariffParams,
    body: TariffZoneBodySchema,
    response: { 200: ReferenceTariffSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const operatorServicesRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/services',
  schema: {
    operationId: 'operatorListServices',
    tags: ['operator'],
    summary: 'Additional services and their prices',
    response: { 200: Type.Array(ReferenceServiceSchema), ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorUpdateServiceRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/services/{code}',
  schema: {
    operationId: 'operatorUpdateService',
    tags: ['operator'],
    summary: "An additional service's name and price (a fixed fee and/or a share of the base price)",
    params: CodeParams,
    body: ReferenceServiceBodySchema,
    response: { 200: ReferenceServiceSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const operatorCalendarYearRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/calendar/{year}',
  schema: {
    operationId: 'operatorGetCalendarYear',
    tags: ['operator'],
    summary: "A year's Kurban Ait and the Government's transfers of days off",
    params: YearParams,
    response: { 200: ReferenceCalendarYearSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorUpdateCalendarYearRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/calendar/{year}',
  schema: {
    operationId: 'operatorUpdateCalendarYear',
    tags: ['operator'],
    summary: "Sets a year's Kurban Ait and transfers of days off; every date must be in that year",
    params: YearParams,
    body: CalendarYearBodySchema,
    response: { 200: ReferenceCalendarYearSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const ReferencePromoSchema = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
  value: Type.Number({ description: 'Percent for `percent`, tenge for `fixed`' }),
  validFrom: Type.String({ description: 'YYYY-MM-DD, Almaty, inclusive' }),
  validTo: Type.String({ description: 'YYYY-MM-DD, Almaty, inclusive' }),
  maxUses: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
  used: Type.Integer(),
  perCustomer: Type.Union([Type.Integer(), Type.Null()], { description: 'null: unlimited' }),
  disabled: Type.Boolean(),
});
export type ReferencePromo = Static<typeof ReferencePromoSchema>;

const PromoLimitsSchema = {
  validFrom: Type.String({ format: 'iso-date' }),
  validTo: Type.String({ format: 'iso-date' }),
  maxUses: NullableIntIn(1, 10_000_000, { description: 'null: no limit' }),
  perCustomer: NullableIntIn(1, 1_000, { description: 'null: no limit' }),
};

export const ReferencePromoCreateSchema = Type.Object(
  {
    code: Type.String({ minLength: 3, maxLength: 32, description: 'Letters A–Z, digits, _ and -' }),
    kind: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
    value: Type.Number({ exclusiveMinimum: 0, description: 'Percent (up to 100) or tenge' }),
    ...PromoLimitsSchema,
  },
  { additionalProperties: false },
);
export type ReferencePromoCreate = Static<typeof ReferencePromoCreateSchema>;

export const ReferencePromoUpdateSchema = Type.Object(
  { ...PromoLimitsSchema, disabled: Type.Boolean() },
  { additionalProperties: false },
);
export type ReferencePromoUpdate = Static<typeof ReferencePromoUpdateSchema>;

export const operatorPromosRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/promo-codes',
  schema: {
    operationId: 'operatorListPromoCodes',
    tags: ['operator'],
    summary: 'Promo codes with their limits, validity, uses and whether they are disabled',
    response: { 200: Type.Array(ReferencePromoSchema), ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorCreatePromoRoute = defineOperatorRoute({
  method: 'POST',
  url: '/api/operator/reference/promo-codes',
  schema: {
    operationId: 'operatorCreatePromoCode',
    tags: ['operator'],
    summary: 'A new promo code: a percentage or a sum, valid between two days, with limits of uses',
    body: ReferencePromoCreateSchema,
    response: { 200: ReferencePromoSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const operatorUpdatePromoRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/promo-codes/{code}',
  schema: {
    operationId: 'operatorUpdatePromoCode',
    tags: ['operator'],
    summary: "A promo code's validity and limits, or disables it (its uses stay)",
    params: CodeParams,
    body: ReferencePromoUpdateSchema,
    response: { 200: ReferencePromoSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

export const ReferenceCarrierSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean({ description: 'false: not asked for quotes' }),
  timeoutMs: Type.Union([Type.Integer(), Type.Null()], {
    description: 'How long a calculation waits for its rates; null: the configured default (also the ceiling)',
  }),
});
export type ReferenceCarrier = Static<typeof ReferenceCarrierSchema>;

export const ReferenceCarrierBodySchema = Type.Object(
  { enabled: Type.Boolean(), timeoutMs: NullableIntIn(100, 30_000, { description: 'null: the configured default' }) },
  { additionalProperties: false },
);
export type ReferenceCarrierBody = Static<typeof ReferenceCarrierBodySchema>;

export const operatorCarriersRoute = defineOperatorRoute({
  method: 'GET',
  url: '/api/operator/reference/carriers',
  schema: {
    operationId: 'operatorListCarriers',
    tags: ['operator'],
    summary: 'Carriers with their switch and quote timeout',
    response: { 200: Type.Array(ReferenceCarrierSchema), ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: STAFF_READ,
  writes: false,
});

export const operatorUpdateCarrierRoute = defineOperatorRoute({
  method: 'PUT',
  url: '/api/operator/reference/carriers/{code}',
  schema: {
    operationId: 'operatorUpdateCarrier',
    tags: ['operator'],
    summary: 'Switches a carrier on or off for quotes and sets how long a calculation waits for it',
    params: CodeParams,
    body: ReferenceCarrierBodySchema,
    response: { 200: ReferenceCarrierSchema, ...OPERATOR_ERROR_RESPONSES },
  },
  staffRoles: REFERENCE_WRITERS,
  writes: true,
});

/** Every reference route, for the role × route table of the tests. */
export const OPERATOR_REFERENCE_ROUTES = [
  operatorTerminalsRoute,
  operatorUpdateTerminalRoute,
  operatorTariffsRoute,
  operatorUpdateTariffRoute,
  operatorServicesRoute,
  operatorUpdateServiceRoute,
  operatorCalendarYearRoute,
  operatorUpdateCalendarYearRoute,
  operatorPromosRoute,
  operatorCreatePromoRoute,
  operatorUpdatePromoRoute,
  operatorCarriersRoute,
  operatorUpdateCarrierRoute,
] as const;
