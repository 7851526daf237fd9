import { type Static, type TSchema, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/** Spec §7 `send`, `files`, `file`, `track`: hand-over to a carrier, the courier, documents, public tracking. */

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const IdParams = Type.Object({ id: Uuid('The order id') });
const FileIdParams = Type.Object({ id: Type.String({ format: 'file-id', maxLength: 80, description: '<order id>.<type>' }) });
type Url = `/api/${string}`;
type Family = 'person' | 'company' | 'priority';
const tag = ['tracking'];

export const SendAnswerSchema = Type.Object({
  orderNum: Type.String(),
  trackNumber: Type.String(),
  carrierTrackingNumber: Type.Union([Type.String(), Type.Null()]),
  pickupDate: Type.String({ description: 'ISO date' }),
});
export type SendAnswer = Static<typeof SendAnswerSchema>;

const sendRoute = <U extends Url>(family: Family, url: U) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `sendOrder_${family}`,
      tags: tag,
      summary: 'Hand a paid order to its carrier with a pickup date (DD.MM.YYYY 10:00:00, a working day, today or later)',
      params: IdParams,
      querystring: Type.Object({ pickupDate: Type.String({ maxLength: 30 }) }),
      response: { 200: SendAnswerSchema, ...errors, 502: ErrorSchema },
    },
  });
export const sendOrderRoute_person = sendRoute('person', '/api/order/protected/send/{id}');
export const sendOrderRoute_company = sendRoute('company', '/api/order/protected/jur/send/{id}');
export const sendOrderRoute_priority = sendRoute('priority', '/api/order/protected/jur/priority/send/{id}');

export const CourierSchema = Type.Object({
  status: Type.Union([Type.Literal('requested'), Type.Literal('assigned'), Type.Literal('cancelled')]),
  pickupDate: Type.String(),
  window: Type.String(),
});
export type Courier = Static<typeof CourierSchema>;

const courierRoute = <U extends Url, M extends 'POST' | 'DELETE', B extends TSchema | undefined>(
  who: 'person' | 'company',
  method: M,
  url: U,
  body: B,
) =>
  defineRoute({
    method,
    url,
    schema: {
      operationId: `${method === 'POST' ? 'callCourier' : 'cancelCourier'}_${who}`,
      tags: tag,
      summary:
        method === 'POST' ? 'Ask the carrier for a courier on the pickup date, in a window' : 'Cancel the courier until assigned',
      params: IdParams,
      ...(body ? { body } : {}),
      response: { 200: CourierSchema, ...errors, 502: ErrorSchema },
    },
  }) as {
    method: M;
    url: U;
    schema: {
      operationId: string;
      tags: string[];
      summary: string;
      params: typeof IdParams;
      body: B;
      response: { 200: typeof CourierSchema };
    };
  };
const CourierBody = Type.Object({
  window: Type.String({ maxLength: 20, description: '10:00-13:00, 13:00-16:00 or 16:00-19:00' }),
});
export const callCourierRoute_person = courierRoute('person', 'POST', '/api/order/protected/courier/{id}', CourierBody);
export const callCourierRoute_company = courierRoute('company', 'POST', '/api/order/protected/jur/courier/{id}', CourierBody);
export const cancelCourierRoute_person = courierRoute('person', 'DELETE', '/api/order/protected/courier/{id}', undefined);
export const cancelCourierRoute_company = courierRoute('company', 'DELETE', '/api/order/protected/jur/courier/{id}', undefined);

export const DOCUMENT_TYPES = ['waybill', 'label', 'labels', 'receipt', 'invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const FileItemSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  name: Type.String(),
  format: Type.String(),
});
export type FileItem = Static<typeof FileItemSchema>;

const filesRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listFiles_${who}`,
      tags: tag,
      summary: "An order's documents: waybill, A6 label per place, A4 labels (four a page), receipt, invoice",
      querystring: Type.Object({
        orderId: Uuid('The order id'),
        types: Type.Optional(Type.String({ maxLength: 100, description: 'Comma or semicolon separated; all when absent' })),
      }),
      response: { 200: Type.Array(FileItemSchema), ...errors },
    },
  });
export const filesRoute_person = filesRoute('person', '/api/order/protected/files');
export const filesRoute_company = filesRoute('company', '/api/order/protected/jur/files');

const fileRoute = <U extends Url>(who: 'person' | 'company', url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `getFile_${who}`,
      tags: tag,
      summary: 'One document as PDF (id from the file list)',
      params: FileIdParams,
      response: { 200: Pdf, ...errors },
    },
  });
export const fileRoute_person = fileRoute('person', '/api/order/protected/file/{id}');
export const fileRoute_company = fileRoute('company', '/api/order/protected/jur/file/{id}');

export const TrackEventSchema = Type.Object({
  event: Type.String(),
  name: Type.String(),
  at: Type.String(),
  place: Type.Union([Type.String(), Type.Null()]),
});
/** What anyone with the track number sees: no order number (that one is for its owner's pages). */
export const TrackSchema = Type.Object({
  trackNumber: Type.String(),
  carrierTrackingNumber: Type.Union([Type.String(), Type.Null()]),
  carrier: Type.String(),
  status: Type.String(),
  statusName: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** Initials only: a person's name is not for the public. */
  sender: Type.String(),
  receiver: Type.String(),
  placeCnt: Type.Integer(),
  pickupDate: Type.Union([Type.String(), Type.Null()]),
  estimatedDeliveryFrom: Type.String(),
  estimatedDeliveryTo: Type.String(),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  events: Type.Array(TrackEventSchema),
});
export type Track = Static<typeof TrackSchema>;

export const trackRoute = defineRoute({
  method: 'GET',
  url: '/api/order/public/track/{id}',
  schema: {
    operationId: 'track',
    tags: tag,
    summary:
      'Public tracking by the Jetkiz track number only (no sign-in); order and carrier numbers answer 404. ' +
      'Unknown numbers are counted per address: after a few, 429 TRACKING_TOO_MANY_MISSES with Retry-After',
    params: Type.Object({ id: Type.String({ maxLength: 2_048 }) }),
    response: { 200: TrackSchema, ...errors },
  },
});

export const carrierWebhookRoute = defineRoute({
  method: 'POST',
  url: '/api/order/public/carrier/{carrier}/webhook',
  schema: {
    operationId: 'carrierWebhook',
    tags: tag,
    summary: "A carrier's status event, signed x-carrier-signature: sha256=<HMAC of the body>; idempotent by eventId",
    params: Type.Object({ carrier: Type.String({ maxLength: 20 }) }),
    body: Type.Object({
      eventId: Type.String({ maxLength: 100 }),
      shipmentId: Type.String({ maxLength: 100 }),
      reference: Type.Optional(Type.String({ maxLength: 100 })),
      trackingNumber: Type.Optional(Type.String({ maxLength: 60 })),
      status: Type.String({ maxLength: 40 }),
      occurredAt: Type.String({ format: 'date-time', maxLength: 40 }),
      place: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    response: { 200: Type.Object({ accepted: Type.Boolean() }), ...errors },
  },
});

/** Names of tracking events for people, and the SMS sent at hand-over, arrival and delivery. */
export const TRACKING_EVENT_NAMES = {
  booked: { ru: 'Передан перевозчику', kk: 'Тасымалдаушыға берілді', en: 'Handed to the carrier' },
  courier_assigned: { ru: 'Курьер назначен', kk: 'Курьер тағайындалды', en: 'Courier assigned' },
  accepted: { ru: 'Принят на терминале', kk: 'Терминалда қабылданды', en: 'Accepted at the terminal' },
  in_transit: { ru: 'В пути', kk: 'Жолда', en: 'In transit' },
  arrived: { ru: 'Прибыл в пункт назначения', kk: 'Алушының елді мекеніне жетті', en: 'Arrived at destination' },
  out_for_delivery: { ru: 'Передан курьеру для доставки', kk: 'Жеткізу үшін курьерге берілді', en: 'Out for delivery' },
  delivery_failed: { ru: 'Неудачная попытка доставки', kk: 'Жеткізу әрекеті сәтсіз', en: 'Delivery attempt failed' },
  delivered: { ru: 'Доставлен', kk: 'Жеткізілді', en: 'Delivered' },
} as const;

/**
 * SMS at hand-over, arrival and delivery. Place names stay in the nominative: `{{toPlace}}` is the generic
 * noun of the locality's kind in the right case with the name (domain `arrivalPlace`). The tracking link is
 * added by `TRACKING_SMS_LINK` (once, when one SMS carries two languages).
 */
export const TRACKING_SMS = {
  accepted: {
    ru: 'Jetkiz: посылку {{track}} ({{from}} → {{to}}) принял перевозчик.',
    kk: 'Jetkiz: {{track}} сәлемдемесі ({{from}} → {{to}}) тасымалдаушыда.',
    en: 'Jetkiz: parcel {{track}} ({{from}} → {{to}}) is with the carrier.',
  },
  arrived: {
    ru: 'Jetkiz: посылка {{track}} прибыла {{toPlace}}.',
    kk: 'Jetkiz: {{track}} сәлемдемесі {{toPlace}} жетті.',
    en: 'Jetkiz: parcel {{track}} has arrived {{toPlace}}.',
  },
  delivered: {
    ru: 'Jetkiz: посылка {{track}} доставлена. Спасибо!',
    kk: 'Jetkiz: {{track}} сәлемдемесі жеткізілді. Рахмет!',
    en: 'Jetkiz: parcel {{track}} has been delivered. Thank you!',
  },
} as const;

export const TRACKING_SMS_LINK = { ru: 'Отслеживание: {{url}}', kk: 'Бақылау: {{url}}', en: 'Tracking: {{url}}' } as const;

/** Courier windows and track numbers, as people are told about them. */
export const TRACKING_MESSAGES = {
  window: {
    ru: 'Выберите интервал: 10:00–13:00, 13:00–16:00 или 16:00–19:00',
    kk: 'Аралықты таңдаңыз: 10:00–13:00, 13:00–16:00 немесе 16:00–19:00',
    en: 'Choose a window: 10:00–13:00, 13:00–16:00 or 16:00–19:00',
  },
  trackInvalid: {
    ru: 'Неверный трек-номер: проверьте цифры',
    kk: 'Трек-нөмір қате: цифрларды тексеріңіз',
    en: 'Invalid track number: check the digits',
  },
  /** When an address slowed down for unknown numbers may ask again (whole minutes, rounded up). */
  retryIn: {
    ru: 'Повторите попытку через {{minutes}} мин.',
    kk: '{{minutes}} минуттан кейін қайталаңыз.',
    en: 'Try again in {{minutes}} min.',
  },
} as const;
