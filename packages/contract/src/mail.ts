import type { Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

/**
 * E-mail (issue 19): the sender hears of their order by e-mail in the account's language (placed, paid, handed over,
 * delivered), and anyone may subscribe to the news with a double opt-in and leave it with one click (RFC 8058).
 * Texts use `{{name}}` placeholders; links are added by the server.
 */

/** The order events the sender is told of by e-mail. */
export const ORDER_MAIL_EVENTS = ['created', 'paid', 'handedOver', 'delivered', 'claimDecided'] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

export const ORDER_MAIL: Record<OrderMailEvent, { subject: Localized; line: Localized }> = {
  created: {
    subject: {
      ru: 'Заказ {{number}} оформлен',
      kk: '{{number}} тапсырысы рәсімделді',
      en: 'Order {{number}} has been placed',
    },
    line: {
      ru: 'Заказ {{number}} ({{from}} → {{to}}) оформлен. Сумма: {{amount}}.',
      kk: '{{number}} тапсырысы ({{from}} → {{to}}) рәсімделді. Сомасы: {{amount}}.',
      en: 'Order {{number}} ({{from}} → {{to}}) has been placed. Amount: {{amount}}.',
    },
  },
  paid: {
    subject: { ru: 'Заказ {{number}} оплачен', kk: '{{number}} тапсырысы төленді', en: 'Order {{number}} has been paid' },
    line: {
      ru: 'Оплата {{amount}} по заказу {{number}} получена.',
      kk: '{{number}} тапсырысы бойынша {{amount}} төлем қабылданды.',
      en: 'We have received the payment of {{amount}} for order {{number}}.',
    },
  },
  handedOver: {
    subject: {
      ru: 'Посылка {{track}} передана перевозчику',
      kk: '{{track}} сәлемдемесі тасымалдаушыға тапсырылды',
      en: 'Parcel {{track}} is with the carrier',
    },
    line: {
      ru: 'Перевозчик принял посылку {{track}} ({{from}} → {{to}}).',
      kk: 'Тасымалдаушы {{track}} сәлемдемесін ({{from}} → {{to}}) қабылдады.',
      en: 'The carrier has taken parcel {{track}} ({{from}} → {{to}}).',
    },
  },
  delivered: {
    subject: {
      ru: 'Посылка {{track}} доставлена',
      kk: '{{track}} сәлемдемесі жеткізілді',
      en: 'Parcel {{track}} has been delivered',
    },
    line: {
      ru: 'Посылка {{track}} доставлена получателю. Спасибо, что выбрали Jetkiz!',
      kk: '{{track}} сәлемдемесі алушыға жеткізілді. Jetkiz‑ді таңдағаныңызға рахмет!',
      en: 'Parcel {{track}} has been delivered to the recipient. Thank you for choosing Jetkiz!',
    },
  },
  claimDecided: {
    subject: {
      ru: 'Решение по претензии к заказу {{number}}',
      kk: '{{number}} тапсырысы бойынша шағымға шешім қабылданды',
      en: 'Your claim on order {{number}} has been decided',
    },
    line: {
      ru: 'По вашей претензии к заказу {{number}} принято решение. Подробности — на странице заказа.',
      kk: '{{number}} тапсырысы бойынша шағымыңызға шешім қабылданды. Толығырақ тапсырыс бетінде.',
      en: 'Your claim on order {{number}} has been decided. The details are on the order page.',
    },
  },
};

/** The parts every e-mail shares. */
export const MAIL_TEXTS = {
  greeting: { ru: 'Здравствуйте, {{name}}!', kk: 'Сәлеметсіз бе, {{name}}!', en: 'Hello, {{name}}!' },
  greetingNoName: { ru: 'Здравствуйте!', kk: 'Сәлеметсіз бе!', en: 'Hello!' },
  openOrder: { ru: 'Открыть заказ: {{url}}', kk: 'Тапсырысты ашу: {{url}}', en: 'Open the order: {{url}}' },
  openOrderButton: { ru: 'Открыть заказ', kk: 'Тапсырысты ашу', en: 'Open the order' },
  automatic: {
    ru: 'Это письмо отправлено автоматически, отвечать на него не нужно.',
    kk: 'Бұл хат автоматты түрде жіберілді, оған жауап берудің қажеті жоқ.',
    en: 'This e-mail was sent automatically; there is no need to reply.',
  },
  newsletterConfirmSubject: {
    ru: 'Подтвердите подписку на новости Jetkiz',
    kk: 'Jetkiz жаңалықтарына жазылуды растаңыз',
    en: 'Confirm your subscription to Jetkiz news',
  },
  newsletterConfirmLine: {
    ru: 'Чтобы получать новости Jetkiz, подтвердите подписку по ссылке:',
    kk: 'Jetkiz жаңалықтарын алу үшін жазылуды мына сілтеме арқылы растаңыз:',
    en: 'To receive Jetkiz news, confirm your subscription with this link:',
  },
  newsletterConfirmButton: { ru: 'Подтвердить подписку', kk: 'Жазылуды растау', en: 'Confirm the subscription' },
  newsletterIgnore: {
    ru: 'Если вы не подписывались, просто проигнорируйте это письмо: без подтверждения мы ничего не пришлём.',
    kk: 'Егер сіз жазылмаған болсаңыз, бұл хатқа мән бермеңіз: растаусыз ештеңе жібермейміз.',
    en: 'If you did not subscribe, just ignore this e-mail: we send nothing without a confirmation.',
  },
  unsubscribe: { ru: 'Отписаться от рассылки: {{url}}', kk: 'Таратылымнан бас тарту: {{url}}', en: 'Unsubscribe: {{url}}' },
} as const satisfies Record<string, Localized>;

/** What the newsletter calls answer. "subscribed" is the specification's success message (§8). */
export const NEWSLETTER_MESSAGES = {
  confirmSent: {
    ru: 'Мы отправили письмо на {{email}}. Подтвердите подписку по ссылке из письма',
    kk: '{{email}} мекенжайына хат жібердік. Жазылуды хаттағы сілтеме арқылы растаңыз',
    en: 'We have sent an e-mail to {{email}}. Confirm your subscription with the link in it',
  },
  subscribed: {
    ru: 'Вы подписались на рассылку',
    kk: 'Таратылымға жазылдыңыз',
    en: 'You have subscribed',
  },
  unsubscribed: {
    ru: 'Вы отписались от рассылки',
    kk: 'Таратылымнан бас тарттыңыз',
    en: 'You have unsubscribed',
  },
} as const satisfies Record<string, Localized>;

const MessageSchema = Type.Object({ message: Type.String() });
const errors = { 400: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema };

export const NewsletterSubscribeBodySchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, description: 'Where the confirmation link goes' }),
});
export type NewsletterSubscribeBody = Static<typeof NewsletterSubscribeBodySchema>;

export const NewsletterTokenBodySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 600 }) });
export const NewsletterTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 600 }) });

export const newsletterSubscribeRoute = defineRoute({
  method: 'POST',
  url: '/api/site/public/newsletter',
  schema: {
    operationId: 'subscribeNewsletter',
    tags: ['site'],
    summary:
      'Subscribe an e-mail to the news: a confirmation link is sent there (double opt-in); the same answer whether or not the address is already subscribed',
    body: NewsletterSubscribeBodySchema,
    response: { 200: MessageSchema, ...errors },
  },
});

export const newsletterConfirmRoute = defineRoute({
  method: 'POST',
  url: '/api/site/public/newsletter/confirm',
  schema: {
    operationId: 'confirmNewsletter',
    tags: ['site'],
    summary: 'Confirm a subscription with the link from the e-mail (once; an altered, used or expired link is refused)',
    body: NewsletterTokenBodySchema,
    response: { 200: MessageSchema, ...errors },
  },
});

export const newsletterUnsubscribeRoute = defineRoute({
  method: 'POST',
  url: '/api/site/public/newsletter/unsubscribe',
  schema: {
    operationId: 'unsubscribeNewsletter',
    tags: ['site'],
    summary:
      "Leave the news with the link of a newsletter: one-click (RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' form-encoded) or from the page",
    querystring: NewsletterTokenQuerySchema,
    response: { 200: MessageSchema, ...errors },
  },
});
