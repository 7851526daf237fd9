import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

/** Spec §7 `track`: public tracking and the carriers' webhooks (hand-over, courier and files are order routes). */

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tag = ['tracking'];

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
      'Public tracking by the Jetkiz track number only (no sign-in), read as people paste it (spaces, dashes, case); ' +
      'anything else, an order or a carrier number too, is a 400 whose fields.id says what is wrong with it. ' +
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
    en: 'Jetkiz: parcel {{track}} from {{from}} to {{to}} is with the carrier.',
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

/** Courier windows and public tracking, as people are told about them (a refused track number: TRACK_MESSAGES). */
export const TRACKING_MESSAGES = {
  window: {
    ru: 'Выберите интервал: 10:00–13:00, 13:00–16:00 или 16:00–19:00',
    kk: 'Уақыт аралығын таңдаңыз: 10:00–13:00, 13:00–16:00 немесе 16:00–19:00',
    en: 'Choose a window: 10:00–13:00, 13:00–16:00 or 16:00–19:00',
  },
  /** When an address slowed down for unknown numbers may ask again (whole minutes, rounded up). */
  retryIn: {
    ru: 'Повторите попытку через {{minutes}} мин.',
    kk: '{{minutes}} минуттан кейін қайталаңыз.',
    en: 'Try again in {{minutes}} min.',
  },
} as const;
