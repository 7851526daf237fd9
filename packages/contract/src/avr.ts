import { AVR_STATUSES, type AvrStatus, type Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { IntIn, Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/**
 * Acts of completed works, the company's side (spec §7 'AVR (company)', issue 17): the eight calls exactly as the
 * spec writes them under `/api`, plus refusing an act and the public check of an act's signatures that the QR code
 * on its signature sheet opens. Statuses are the domain's (`AVR_STATUSES`); their names are below in ru, kk, en.
 */

const Money = Type.Number({ description: 'Tenge, at most two decimals' });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const Html = Type.String({ description: 'text/html; charset=utf-8: the act as a page, every value escaped' });
const SignedPackage = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description:
    'application/pkcs7-mime (.cms): one CMS SignedData holding the issued PDF and a SignerInfo for each side ' +
    '(Jetkiz first, then the company), openable in NCALayer, ezSigner or OpenSSL (`openssl cms -verify -noverify`)',
});
const IdParams = Type.Object({ id: Uuid('The act') });
const tag = ['avr'];
const JUR = '/api/payment/protected/jur';

/** The status codes (spec §3 `avrStatusCode`). */
export const AvrStatusSchema = Type.Unsafe<AvrStatus>(
  Type.Union(
    AVR_STATUSES.map((s) => Type.Literal(s)),
    { description: AVR_STATUSES.join(', ') },
  ),
);

/**
 * The status names a person reads (spec §4): the labels «signed and verified», «paid», «signing error»,
 * «verification error», and the steps issued, viewed (checked), signed (awaiting verification), refused and
 * deemed accepted.
 */
export const AVR_STATUS_NAMES = {
  issued: { ru: 'Выставлен', kk: 'Ұсынылды', en: 'Issued' },
  viewed: { ru: 'Просмотрен', kk: 'Қаралды', en: 'Viewed' },
  signed: { ru: 'Подписан, на проверке', kk: 'Қол қойылды, тексерілуде', en: 'Signed, being verified' },
  verified: { ru: 'Подписан и проверен', kk: 'Қол қойылды және тексерілді', en: 'Signed and verified' },
  paid: { ru: 'Оплачен', kk: 'Төленді', en: 'Paid' },
  signing_error: { ru: 'Ошибка подписания', kk: 'Қол қою қатесі', en: 'Signing error' },
  verification_error: { ru: 'Ошибка проверки', kk: 'Тексеру қатесі', en: 'Verification error' },
  refused: { ru: 'Отказ от подписания', kk: 'Қол қоюдан бас тартылды', en: 'Refused' },
  deemed_accepted: { ru: 'Считается принятым', kk: 'Қабылданды деп есептеледі', en: 'Deemed accepted' },
} as const satisfies Record<AvrStatus, Localized>;

/** The registry's filters (spec §7): zero-based `page` of 25, Almaty days, a status code, a number or its digits. */
export const AvrListQuerySchema = Type.Object({
  itemsPerPage: Type.Optional(IntIn(1, 200, { default: 25 })),
  page: Type.Optional(IntIn(0, 100_000, { default: 0 })),
  startDate: Type.Optional(
    Type.String({
      format: 'list-day',
      maxLength: 30,
      description: 'From this day (Almaty), the act date; DD.MM.YYYY[ 00:00:00] or ISO',
    }),
  ),
  endDate: Type.Optional(
    Type.String({
      format: 'list-day',
      maxLength: 30,
      description: 'To this day inclusive (Almaty); DD.MM.YYYY[ 23:59:59] or ISO',
    }),
  ),
  status: Type.Optional(Type.Union([AvrStatusSchema, Type.Literal('')], { description: 'A status code; empty for all' })),
  avrNum: Type.Optional(
    Type.String({ maxLength: 30, description: '«АВР-2026-000123» (also avr-2026-123) exactly, or its sequence digits' }),
  ),
});
export type AvrListQuery = Static<typeof AvrListQuerySchema>;

/** One act in the registry (spec §3: id, avrStatusCode, number, appendix, status, signed or paid). */
/** Another act named by an act: its id and number (a reissued act and the refused act it replaces). */
export const AvrRefSchema = Type.Object({ id: Type.String(), number: Type.String() });
export type AvrRef = Static<typeof AvrRefSchema>;

export const AvrSummarySchema = Type.Object({
  id: Type.String(),
  /** «АВР-2026-000123». */
  number: Type.String(),
  avrStatusCode: AvrStatusSchema,
  /** The status name in the caller's language. */
  status: Type.String(),
  /** The month of services: first and last day. */
  periodStart: Type.String({ format: 'iso-date' }),
  periodEnd: Type.String({ format: 'iso-date' }),
  /** The act's date (Almaty) and instant of issue. */
  date: Type.String({ format: 'iso-date' }),
  issuedAt: Type.String({ format: 'date-time' }),
  amount: Money,
  vat: Money,
  /** The VAT rate of the period, percent (16 = 16 %). */
  vatRate: Type.Number(),
  orderCount: Type.Integer(),
  /** The company has signed and the signature verified. */
  signed: Type.Boolean(),
  paid: Type.Boolean(),
  /** The terms: refuse by, sign by, deemed accepted after, due (post-paid); Almaty days, inclusive. */
  refuseBy: Type.String({ format: 'iso-date' }),
  signBy: Type.String({ format: 'iso-date' }),
  deemedAcceptedAfter: Type.String({ format: 'iso-date' }),
  payBy: Type.Union([Type.String({ format: 'iso-date' }), Type.Null()], { description: 'Null for a prepaid company' }),
  /** The refused act this corrected act replaces, and the corrected act that replaces this refused one. */
  replaces: Type.Union([AvrRefSchema, Type.Null()], { description: 'The refused act this corrected act replaces' }),
  replacedBy: Type.Union([AvrRefSchema, Type.Null()], { description: 'The corrected act that replaces this refused one' }),
});
export type AvrSummary = Static<typeof AvrSummarySchema>;

export const AvrPageSchema = Type.Object({
  content: Type.Array(AvrSummarySchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  itemsPerPage: Type.Integer(),
});
export type AvrPage = Static<typeof AvrPageSchema>;

/** A line of the act's appendix: a delivered order or an additional service. */
export const AvrLineSchema = Type.Object({
  kind: Type.Union([Type.Literal('order'), Type.Literal('service')]),
  /** The order number, or the service's name. */
  name: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  date: Type.String({ format: 'iso-date' }),
  route: Type.Union([Type.String(), Type.Null()], { description: '«Алматы → Астана»; null for a service' }),
  tariff: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer(),
  price: Money,
  amount: Money,
});
export type AvrLineView = Static<typeof AvrLineSchema>;

/** A signature on the act, as the signature sheet prints it. */
export const AvrSignatureSchema = Type.Object({
  side: Type.Union([Type.Literal('jetkiz'), Type.Literal('company')]),
  signer: Type.String({ description: 'The holder: surname and given names (CN, G)' }),
  iin: Type.Union([Type.String(), Type.Null()]),
  bin: Type.Union([Type.String(), Type.Null()]),
  organization: Type.Union([Type.String(), Type.Null()]),
  certificateSerial: Type.String({ description: 'Hex, as NCALayer shows it' }),
  certificateValidFrom: Type.String({ format: 'date-time' }),
  certificateValidTo: Type.String({ format: 'date-time' }),
  issuer: Type.String({ description: 'The issuing CA (CN)' }),
  signedAt: Type.String({ format: 'date-time' }),
  /** True once verified (chain, validity at signing time, revocation, the act's exact bytes). */
  valid: Type.Boolean(),
});
export type AvrSignature = Static<typeof AvrSignatureSchema>;

/** One step of the act's history. */
export const AvrEventSchema = Type.Object({
  avrStatusCode: AvrStatusSchema,
  status: Type.String(),
  at: Type.String({ format: 'date-time' }),
  /** Who: the company user's name, «Jetkiz», or null for the system (deemed acceptance). */
  by: Type.Union([Type.String(), Type.Null()]),
  /** A refusal's reason, or why signing or verification failed, in the caller's language. */
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** The act with its appendix, history, signatures, what is due and what the company may do now. */
export const AvrDetailSchema = Type.Object({
  ...AvrSummarySchema.properties,
  /** The appendix (spec §3 `appendix`): every line of the act. */
  appendix: Type.Array(AvrLineSchema),
  sumInWords: Type.Object({ ru: Type.String(), kk: Type.String() }),
  history: Type.Array(AvrEventSchema),
  signatures: Type.Array(AvrSignatureSchema),
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  /** For a post-paid act not yet paid: the total and the late-payment penalty as of today (spec §9). */
  due: Type.Union([Type.Object({ amount: Money, total: Money, penalty: Money, daysLate: Type.Integer() }), Type.Null()]),
  /** What the caller may do today (the signer role for sign and refuse; the terms; the status). */
  actions: Type.Object({ sign: Type.Boolean(), refuse: Type.Boolean(), pay: Type.Boolean() }),
  /** SHA-256 of the issued PDF, hex: the bytes a signature must cover. */
  documentSha256: Type.String(),
  /** The public page the QR code on the signature sheet opens. */
  verificationUrl: Type.String(),
});
export type AvrDetail = Static<typeof AvrDetailSchema>;

/** The status list call (spec §7): codes and names in the caller's language, in lifecycle order. */
export const AvrStatusListSchema = Type.Array(Type.Object({ code: AvrStatusSchema, name: Type.String() }));

/**
 * The company's signature, form-encoded (spec §7 'form-encoded signed document'): the act's id and a detached CMS
 * (NCALayer basics `sign`, format `cms`, over the exact bytes of `GET …/avr/{id}/details` as issued, without the
 * signature sheet — i.e. the PDF whose SHA-256 is `documentSha256`), base64. An attached CMS over the same bytes
 * is accepted too.
 */
export const AVR_CMS_MAX_CHARS = 200_000;
export const AvrSignBodySchema = Type.Object({
  avrId: Uuid('The act being signed'),
  cms: Type.String({
    minLength: 100,
    maxLength: AVR_CMS_MAX_CHARS,
    pattern: '^[A-Za-z0-9+/=\\r\\n]+$',
    description: 'CMS SignedData, base64 (line breaks allowed)',
  }),
});
export type AvrSignBody = Static<typeof AvrSignBodySchema>;

export const AVR_REFUSAL_REASON_MIN = 10;
export const AVR_REFUSAL_REASON_MAX = 2_000;
export const AvrRefuseBodySchema = Type.Object({
  reason: Type.String({
    minLength: AVR_REFUSAL_REASON_MIN,
    maxLength: AVR_REFUSAL_REASON_MAX,
    description: 'Why the company refuses to sign: the operator reads it and issues a corrected act',
  }),
});
export type AvrRefuseBody = Static<typeof AvrRefuseBodySchema>;

/** What paying an act did: the act now, the amount taken from the wallet (total + penalty), the balance after. */
export const AvrPaymentSchema = Type.Object({
  avr: AvrDetailSchema,
  amount: Money,
  penalty: Money,
  balanceAfter: Money,
});
export type AvrPayment = Static<typeof AvrPaymentSchema>;

/** The opaque code in the QR link: not the act's id, so a link reveals nothing else and cannot be guessed. */
export const AVR_VERIFICATION_CODE_PATTERN = '^[A-Za-z0-9_-]{22,64}$';
/** The web page the QR code opens: `${origin}/avr/verify/${code}`. */
export const avrVerificationPagePath = (code: string): string => `/avr/verify/${encodeURIComponent(code)}`;

/** What anyone with the QR link sees: the act, both signatures, the result; personal IINs masked. */
export const AvrPublicVerificationSchema = Type.Object({
  number: Type.String(),
  date: Type.String({ format: 'iso-date' }),
  periodStart: Type.String({ format: 'iso-date' }),
  periodEnd: Type.String({ format: 'iso-date' }),
  amount: Money,
  supplier: Type.Object({ name: Type.String(), bin: Type.String() }),
  customer: Type.Object({
    name: Type.String(),
    bin: Type.String({ description: "A legal entity's BIN; an individual entrepreneur's IIN, masked but its last four digits" }),
    idLabel: Type.Union([Type.Literal('bin'), Type.Literal('iin')], { description: 'What the number is' }),
  }),
  avrStatusCode: AvrStatusSchema,
  status: Type.String(),
  documentSha256: Type.String(),
  signatures: Type.Array(
    Type.Object({
      ...AvrSignatureSchema.properties,
      iin: Type.Union([Type.String(), Type.Null()], { description: 'Masked: «••••••••1234»' }),
    }),
  ),
  /** Every signature checked again now and valid. */
  valid: Type.Boolean(),
  outcome: Type.Union(
    [
      Type.Literal('signed'),
      Type.Literal('awaitingCustomer'),
      Type.Literal('deemedAccepted'),
      Type.Literal('refused'),
      Type.Literal('failed'),
    ],
    {
      description:
        'What the check concludes (the domain’s avrCheckOutcome): «verification successful» (spec §8) only when the ' +
        'customer’s signature is there too',
    },
  ),
  message: Type.String({ description: 'The conclusion in words, in the caller language' }),
  checkedAt: Type.String({ format: 'date-time' }),
});
export type AvrPublicVerification = Static<typeof AvrPublicVerificationSchema>;

export const listAvrsRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avrs`,
  schema: {
    operationId: 'listAvrs',
    tags: tag,
    summary: "The company's acts, newest first, paged, filtered by dates, status and number",
    querystring: AvrListQuerySchema,
    response: { 200: AvrPageSchema, ...errors },
  },
});

export const avrStatusesRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avr/status`,
  schema: {
    operationId: 'listAvrStatuses',
    tags: tag,
    summary: 'Act statuses in the caller language',
    response: { 200: AvrStatusListSchema, ...errors },
  },
});

export const avrDetailRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avr/{id}`,
  schema: {
    operationId: 'getAvr',
    tags: tag,
    summary: 'One act with its appendix, history and signatures; opening an issued act marks it viewed',
    params: IdParams,
    response: { 200: AvrDetailSchema, ...errors },
  },
});

export const avrHtmlRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avr/{id}/html`,
  schema: {
    operationId: 'getAvrHtml',
    tags: tag,
    summary: 'The act as an HTML page in the caller language (the same content as the PDF)',
    params: IdParams,
    response: { 200: Html, ...errors },
  },
});

export const avrDetailsPdfRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avr/{id}/details`,
  schema: {
    operationId: 'getAvrPdf',
    tags: tag,
    summary: 'The act as PDF with its appendix and a signature sheet per signature',
    params: IdParams,
    response: { 200: Pdf, ...errors },
  },
});

export const avrSignedPackageRoute = defineRoute({
  method: 'GET',
  url: `${JUR}/avr/{id}/sign`,
  schema: {
    operationId: 'getAvrSignedPackage',
    tags: tag,
    summary: 'Download the signed package: the issued PDF and both signatures (CMS)',
    params: IdParams,
    response: { 200: SignedPackage, ...errors },
  },
});

export const signAvrRoute = defineRoute({
  method: 'POST',
  url: `${JUR}/avr/sign`,
  schema: {
    operationId: 'signAvr',
    tags: tag,
    summary:
      "The company's signature (form-encoded avrId + cms): a signer of the company's BIN with signing right; " +
      'verified at once; answers the act as it now is',
    body: AvrSignBodySchema,
    response: { 200: AvrDetailSchema, ...errors, 413: ErrorSchema, 503: ErrorSchema },
  },
});

export const payAvrRoute = defineRoute({
  method: 'PUT',
  url: `${JUR}/avr/{id}`,
  schema: {
    operationId: 'payAvr',
    tags: tag,
    summary: 'Pay an accepted post-paid act from the company wallet, with the late-payment penalty; idempotent',
    params: IdParams,
    response: { 200: AvrPaymentSchema, ...errors },
  },
});

export const refuseAvrRoute = defineRoute({
  method: 'POST',
  url: `${JUR}/avr/{id}/refuse`,
  schema: {
    operationId: 'refuseAvr',
    tags: tag,
    summary: 'Refuse to sign an act, with a written reason, within the refusal term (signer role)',
    params: IdParams,
    body: AvrRefuseBodySchema,
    response: { 200: AvrDetailSchema, ...errors },
  },
});

export const avrPublicVerificationRoute = defineRoute({
  method: 'GET',
  url: '/api/payment/public/avr/verify/{code}',
  schema: {
    operationId: 'verifyAvrPublic',
    tags: tag,
    summary: "The public check of an act's signatures the QR code on its signature sheet opens (no sign-in)",
    params: Type.Object({ code: Type.String({ pattern: AVR_VERIFICATION_CODE_PATTERN, maxLength: 64 }) }),
    response: { 200: AvrPublicVerificationSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
  },
});

/** Every AVR route, for the API to register and the contract test to check. */
export const AVR_ROUTES = [
  listAvrsRoute,
  avrStatusesRoute,
  avrDetailRoute,
  avrHtmlRoute,
  avrDetailsPdfRoute,
  avrSignedPackageRoute,
  signAvrRoute,
  payAvrRoute,
  refuseAvrRoute,
  avrPublicVerificationRoute,
] as const;
