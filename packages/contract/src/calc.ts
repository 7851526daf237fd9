import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { Int32 } from './primitives.ts';
import { defineRoute } from './route.ts';

const num = (description: string) => Type.Number({ description });

export const PackSchema = Type.Object({
  id: Type.Optional(Type.Union([Int32(), Type.String({ maxLength: 40 })])),
  length: Type.Optional(num('cm')),
  width: Type.Optional(num('cm')),
  height: Type.Optional(num('cm')),
  physWeight: Type.Optional(num('kg, one place')),
  placeCnt: Type.Optional(Int32({ description: 'Places of this size' })),
});

/** Calculator inputs of spec §3, with the spec's defaults. */
export const CalcBodySchema = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 20, description: 'KATO code where the parcel goes from' })),
  to: Type.Optional(Type.String({ maxLength: 20, description: 'KATO code where it goes' })),
  fromCountry: Type.Optional(Int32({ default: 1 })),
  toCountry: Type.Optional(Int32({ default: 1 })),
  deliveryType: Type.Optional(Int32()),
  declaredPrice: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 30 }), Type.Null()], { description: 'Tenge, optional' }),
  ),
  deliveryFromAddress: Type.Optional(
    Type.Boolean({ default: true, description: 'Courier pickup from an address (else: the terminal)' }),
  ),
  deliveryToAddress: Type.Optional(Type.Boolean({ default: true, description: 'Delivery to an address (else: the terminal)' })),
  organizationName: Type.Optional(Type.String({ maxLength: 100, default: 'JTZ' })),
  packDtos: Type.Optional(Type.Array(PackSchema, { maxItems: 50 })),
  placeCnt: Type.Optional(Int32()),
  weight: Type.Optional(Type.Number({ description: 'kg, when there are no packs' })),
  physWeight: Type.Optional(Type.Number()),
  volume: Type.Optional(Type.Number({ description: 'm³' })),
  services: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  extraServices: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  deliveryConditions: Type.Optional(Type.Union([Int32(), Type.String({ maxLength: 40 })])),
});
export type CalcBody = Static<typeof CalcBodySchema>;

/** One object, not an intersection: Ajv's removeAdditional would strip each part's fields in an allOf. */
export const PriorityCalcBodySchema = Type.Object({
  ...CalcBodySchema.properties,
  deliverySign: Type.Optional(Int32({ description: '1 Standard, 2 Express' })),
  dateSlqClient: Type.Optional(Type.String({ format: 'iso-date', description: 'The date the client hands the cargo over' })),
  daysCnt: Type.Optional(Type.Integer({ minimum: 0, maximum: 60, description: 'Working days the client asks for' })),
});
export type PriorityCalcBody = Static<typeof PriorityCalcBodySchema>;

const Money = Type.Number({ description: 'Tenge' });

export const BreakdownSchema = Type.Object({
  base: Money,
  insurance: Money,
  services: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), amount: Money })),
  total: Money,
});

export const TariffOfferSchema = Type.Object({
  calculatorId: Type.String({ description: 'This quote: locks the price for 24 h; the order refers to it' }),
  carrier: Type.Object({ code: Type.String(), name: Type.String() }),
  product: Type.String(),
  serviceName: Type.String(),
  type: Type.Union([Type.Literal('standard'), Type.Literal('express'), Type.Literal('simple'), Type.Literal('complex')]),
  price: Money,
  deliveryDays: Type.Integer({ description: 'Working days at most, winter day included' }),
  deliveryDaysMin: Type.Integer(),
  deliveryDateFrom: Type.String(),
  deliveryDateTo: Type.String(),
  breakdown: BreakdownSchema,
});
export type TariffOffer = Static<typeof TariffOfferSchema>;

export const WeightsSchema = Type.Object({
  physWeight: Type.Number({ description: 'kg, all places' }),
  volumetricWeight: Type.Number({ description: 'kg, all places' }),
  chargeableWeight: Type.Integer({ description: 'kg, all places, each place rounded up' }),
  volume: Type.Number({ description: 'm³, all places' }),
  placeCnt: Type.Integer(),
  packs: Type.Array(
    Type.Object({
      physWeight: Type.Number(),
      volumetricWeight: Type.Number(),
      chargeableWeight: Type.Integer(),
      volume: Type.Number(),
      placeCnt: Type.Integer(),
    }),
  ),
});

export const CalcAnswerSchema = Type.Object({
  calculatorId: Type.Union([Type.String(), Type.Null()], { description: 'The cheapest tariff quote' }),
  pickupDate: Type.String({ description: 'The first working day a parcel can be collected' }),
  weights: WeightsSchema,
  tariffs: Type.Array(TariffOfferSchema),
  /** Carriers left out of this answer, and why (timeout, failure). */
  notes: Type.Array(Type.Object({ carrier: Type.String(), message: Type.String() })),
});
export type CalcAnswer = Static<typeof CalcAnswerSchema>;

export const QuoteSchema = Type.Object({
  calculatorId: Type.String(),
  carrier: Type.Object({ code: Type.String(), name: Type.String() }),
  product: Type.String(),
  type: Type.String(),
  from: Type.Object({ kato: Type.String(), name: Type.String() }),
  to: Type.Object({ kato: Type.String(), name: Type.String() }),
  price: Money,
  chargeableWeight: Type.Integer(),
  declaredPrice: Type.Union([Money, Type.Null()]),
  deliveryFromAddress: Type.Boolean(),
  deliveryToAddress: Type.Boolean(),
  services: Type.Array(Type.String()),
  expiresAt: Type.String(),
  /** The tariff's working days (winter day included) for a pickup on the earliest pickup date from now. */
  deliveryDaysMin: Type.Integer(),
  deliveryDays: Type.Integer(),
  /** The pieces as quoted: places in all, and each size of pack with its count. */
  placeCnt: Type.Integer(),
  packs: Type.Array(
    Type.Object({
      length: Type.Number(),
      width: Type.Number(),
      height: Type.Number(),
      physWeight: Type.Number(),
      placeCnt: Type.Integer(),
    }),
  ),
});
export type Quote = Static<typeof QuoteSchema>;

export const TerminalSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kato: Type.String(),
  locality: Type.String(),
  region: Type.String(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.String(),
  maxWeightKg: Type.Integer(),
  maxSideCm: Type.Integer(),
});
export type Terminal = Static<typeof TerminalSchema>;

export const QuoteTerminalsSchema = Type.Object({ from: Type.Array(TerminalSchema), to: Type.Array(TerminalSchema) });

export const ProductSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), note: Type.String() });
export const ServicesAnswerSchema = Type.Object({
  services: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      price: Type.String({ description: 'The fee as a person reads it' }),
    }),
  ),
  prodIds: Type.Array(Type.Integer()),
});

const IdParams = Type.Object({ id: Type.String({ maxLength: 2_000 }) });
const calcErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const calcRoute = defineRoute({
  method: 'POST',
  url: '/api/calc/public/calc',
  schema: {
    operationId: 'calculate',
    tags: ['calc'],
    summary: 'Compare the tariffs of every carrier serving the route (guests and persons)',
    body: CalcBodySchema,
    response: { 200: CalcAnswerSchema, ...calcErrors },
  },
});
export const jurCalcRoute = defineRoute({
  method: 'POST',
  url: '/api/calc/protected/jur/calc',
  schema: {
    operationId: 'calculateForCompany',
    tags: ['calc'],
    summary: 'The same for a company, with its contract prices where set',
    body: CalcBodySchema,
    response: { 200: CalcAnswerSchema, ...calcErrors },
  },
});
export const priorityCalcRoute = defineRoute({
  method: 'POST',
  url: '/api/calc/protected/jur/priority/calc',
  schema: {
    operationId: 'calculatePriority',
    tags: ['calc'],
    summary: 'Priority (client) calculation for companies: Jetkiz fleet, product sign, client date and days',
    body: PriorityCalcBodySchema,
    response: { 200: CalcAnswerSchema, ...calcErrors },
  },
});
export const quoteRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/{id}',
  schema: {
    operationId: 'getQuote',
    tags: ['calc'],
    summary: 'A quote by its calculatorId (refused when forged or older than 24 h)',
    params: IdParams,
    response: { 200: QuoteSchema, ...calcErrors },
  },
});
export const quoteTerminalsRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/{id}/terminal',
  schema: {
    operationId: 'getQuoteTerminals',
    tags: ['calc'],
    summary: 'Terminals at both ends of a quote',
    params: IdParams,
    response: { 200: QuoteTerminalsSchema, ...calcErrors },
  },
});
export const jurQuoteTerminalsRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/protected/jur/{id}/terminal',
  schema: {
    operationId: 'getQuoteTerminalsForCompany',
    tags: ['calc'],
    summary: 'Terminals at both ends of a quote (companies)',
    params: IdParams,
    response: { 200: QuoteTerminalsSchema, ...calcErrors },
  },
});
export const terminalsRoute = defineRoute({
  method: 'GET',
  url: '/api/order/public/terminal',
  schema: {
    operationId: 'listTerminals',
    tags: ['reference'],
    summary: 'Terminals (pickup points) with address, KATO, hours and limits',
    response: { 200: Type.Array(TerminalSchema) },
  },
});
export const productsRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/product',
  schema: {
    operationId: 'listProducts',
    tags: ['calc'],
    summary: 'Products (standard, express, documents, cargo), by part of the name',
    querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }),
    response: { 200: Type.Array(ProductSchema), 400: ErrorSchema },
  },
});
export const productServicesRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/product/services',
  schema: {
    operationId: 'listProductServices',
    tags: ['calc'],
    summary: 'Additional services of products, by product codes separated with semicolons',
    querystring: Type.Object({ codes: Type.Optional(Type.String({ maxLength: 200 })) }),
    response: { 200: ServicesAnswerSchema, 400: ErrorSchema },
  },
});
export const priorityDateRoute = defineRoute({
  method: 'GET',
  url: '/api/order/protected/jur/priority/date',
  schema: {
    operationId: 'getPriorityDate',
    tags: ['calc'],
    summary: 'The date `daysCnt` working days after `date`, at 10:00 like pickup dates (spec §9)',
    querystring: Type.Object({
      date: Type.String({ format: 'iso-date' }),
      daysCnt: Type.Integer({ minimum: 0, maximum: 366 }),
    }),
    response: {
      200: Type.Object({
        date: Type.String({ description: 'YYYY-MM-DD' }),
        dateTime: Type.String({ description: '«DD.MM.YYYY 10:00:00», the format of the pickup date' }),
      }),
      ...calcErrors,
    },
  },
});
export const priorityDirectionRoute = defineRoute({
  method: 'GET',
  url: '/api/calc/public/priority/nsi/direction',
  schema: {
    operationId: 'listPriorityDirections',
    tags: ['reference'],
    summary: 'Localities for the priority calculator (as the plain direction list)',
    querystring: Type.Object({
      type: Type.Optional(Type.Union([Type.Literal('FROM'), Type.Literal('TO')])),
      name: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    response: {
      200: Type.Array(Type.Object({ kato: Type.String(), name: Type.String(), region: Type.String() })),
      400: ErrorSchema,
    },
  },
});
