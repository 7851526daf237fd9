import type { Lang, Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';
import { AVR_ERRORS } from './avr-messages.ts';
import { CERTIFICATE_ERRORS } from './certificate-messages.ts';
import { CLAIM_ERRORS } from './claim-errors.ts';
import { COMPANY_ERRORS } from './company-errors.ts';
import { DELIVERY_ERRORS } from './delivery-errors.ts';
import { IMAGE_ERRORS } from './image-errors.ts';
import { NEWSLETTER_ERRORS } from './mail-errors.ts';
import { OPERATOR_CUSTOMER_ERRORS } from './operator-customer-errors.ts';
import { OPERATOR_ERRORS } from './operator-errors.ts';
import { OPERATOR_MONEY_ERRORS } from './operator-money-errors.ts';
import { OPERATOR_ORDER_ERRORS } from './operator-order-errors.ts';
import { OPERATOR_REFERENCE_ERRORS } from './operator-reference-errors.ts';
import { STAFF_ERRORS } from './operator-staff-errors.ts';
import { ORDER_EXTRAS_ERRORS } from './order-extras-errors.ts';
import { PARTNER_ERRORS } from './partner-errors.ts';
import { SIGNATURE_ERRORS } from './signature-errors.ts';

/**
 * Every error code the API answers with, its HTTP status and its message in each language.
 * The web shows `message` as it comes; codes let a screen react to a particular failure.
 */
export const ERRORS = {
  /** The request does not match the contract: a field is missing, too long, of the wrong type or format. */
  VALIDATION: {
    status: 400,
    message: {
      ru: 'Проверьте введённые данные',
      kk: 'Енгізілген деректерді тексеріңіз',
      en: 'Please check the data you entered',
    },
  },
  /** No route or no object at this address (or not one the caller may see). */
  NOT_FOUND: {
    status: 404,
    message: { ru: 'Не найдено', kk: 'Табылмады', en: 'Not found' },
  },
  /** The caller is not signed in, or the token has expired. */
  UNAUTHORIZED: {
    status: 401,
    message: { ru: 'Требуется вход в систему', kk: 'Жүйеге кіру қажет', en: 'Please sign in' },
  },
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: { ru: 'Слишком большой запрос', kk: 'Сұрау тым үлкен', en: 'The request is too large' },
  },
  /** A body that is not JSON: another Content-Type (text/plain, a form) or none at all (spec §7: every call sends JSON). */
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: {
      ru: 'Тело запроса должно быть в формате JSON в кодировке UTF-8 (Content-Type: application/json)',
      kk: 'Сұрау денесі UTF-8 кодтауындағы JSON форматында болуы керек (Content-Type: application/json)',
      en: 'The request body must be JSON in UTF-8 (Content-Type: application/json)',
    },
  },
  /** Too many requests from one address in a short time. */
  RATE_LIMITED: {
    status: 429,
    message: {
      ru: 'Слишком много запросов. Повторите попытку позже',
      kk: 'Сұраулар тым көп. Кейінірек қайталаңыз',
      en: 'Too many requests. Please try again later',
    },
  },
  /** Public tracking: too many unknown numbers from one address; `description` and Retry-After say when to retry. */
  TRACKING_TOO_MANY_MISSES: {
    status: 429,
    message: {
      ru: 'Слишком много запросов с неизвестными номерами. Проверьте трек-номер.',
      kk: 'Белгісіз нөмірлермен сұраулар тым көп. Трек-нөмірді тексеріңіз.',
      en: 'Too many requests for unknown numbers. Check the track number.',
    },
  },
  /** The database or another dependency is not reachable; the caller may retry. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      ru: 'Сервис временно недоступен. Повторите попытку позже',
      kk: 'Қызмет уақытша қолжетімсіз. Кейінірек қайталаңыз',
      en: 'The service is temporarily unavailable. Please try again later',
    },
  },
  /** Registration of a phone that already has a confirmed account. */
  IDENTITY_PHONE_TAKEN: {
    status: 409,
    message: {
      ru: 'Этот номер уже зарегистрирован. Войдите или восстановите пароль',
      kk: 'Бұл нөмір тіркелген. Кіріңіз немесе құпиясөзді қалпына келтіріңіз',
      en: 'This number is already registered. Sign in or recover the password',
    },
  },
  /** Wrong phone, password or user type at sign-in (never says which). */
  IDENTITY_BAD_CREDENTIALS: {
    status: 401,
    message: {
      ru: 'Неверный номер телефона или пароль',
      kk: 'Телефон нөмірі немесе құпиясөз қате',
      en: 'Wrong phone number or password',
    },
  },
  /**
   * Sign-in is paused for this phone, this device or this address after failures; the answer's message says how
   * long to wait (SIGN_IN_TEXTS.paused) and `Retry-After` gives the seconds.
   */
  IDENTITY_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      ru: 'Слишком много неудачных попыток входа. Повторите попытку позже',
      kk: 'Сәтсіз кіру әрекеттері тым көп. Кейінірек қайталаңыз',
      en: 'Too many failed sign-in attempts. Try again later',
    },
  },
  /** The SMS code does not match (the code stays alive until its tries run out). */
  IDENTITY_CODE_WRONG: {
    status: 400,
    message: { ru: 'Неверный код', kk: 'Код қате', en: 'Wrong code' },
  },
  /** The code is older than 5 minutes, was used, or had 5 wrong tries: a new one is needed. */
  IDENTITY_CODE_EXPIRED: {
    status: 400,
    message: {
      ru: 'Код больше не действует. Запросите новый',
      kk: 'Код енді жарамсыз. Жаңасын сұраңыз',
      en: 'The code is no longer valid. Request a new one',
    },
  },
  /** A new code within 60 s of the last one. */
  IDENTITY_CODE_COOLDOWN: {
    status: 429,
    message: {
      ru: 'Новый код можно запросить через минуту',
      kk: 'Жаңа кодты бір минуттан кейін сұрауға болады',
      en: 'A new code can be requested in a minute',
    },
  },
  /** Too many codes for this phone: 5 an hour for registration; for recovery 3 a day, 10 in 30 days, growing waits. */
  IDENTITY_CODE_LIMIT: {
    status: 429,
    message: {
      ru: 'Слишком много кодов для этого номера. Повторите позже',
      kk: 'Бұл нөмірге кодтар тым көп сұралды. Кейінірек қайталаңыз',
      en: 'Too many codes for this number. Try again later',
    },
  },
  /** Too many SMS from this address, to this number range or in total this hour (SMS pumping guard). */
  SMS_BUDGET_EXCEEDED: {
    status: 429,
    message: {
      ru: 'Сейчас отправлено слишком много SMS. Повторите попытку через час',
      kk: 'Қазір тым көп SMS жіберілді. Бір сағаттан кейін қайталаңыз',
      en: 'Too many text messages were sent just now. Please try again in an hour',
    },
  },
  /** The refresh token is unknown, expired, revoked, or was used already (then its whole session ends). */
  IDENTITY_SESSION_ENDED: {
    status: 401,
    message: {
      ru: 'Сессия завершена. Войдите снова',
      kk: 'Сессия аяқталды. Қайта кіріңіз',
      en: 'The session has ended. Please sign in again',
    },
  },
  /** A path or body names another user or user type than the token. */
  FORBIDDEN: {
    status: 403,
    message: { ru: 'Доступ запрещён', kk: 'Қол жеткізуге тыйым салынған', en: 'Access denied' },
  },
  /** The operator blocked this customer: reading works, creating, paying and sending orders does not. */
  ACCOUNT_BLOCKED: {
    status: 403,
    message: {
      ru: 'Ваш аккаунт заблокирован оператором. Создание, оплата и отправка заказов недоступны',
      kk: 'Аккаунтыңызды оператор бұғаттады. Тапсырыс жасау, төлеу және жіберу қолжетімсіз',
      en: 'Your account is blocked by the operator. You cannot create, pay for or send orders',
    },
  },
  /** The SMS gateway refused or did not answer; nothing was sent. */
  SMS_NOT_SENT: {
    status: 503,
    message: {
      ru: 'Не удалось отправить SMS. Повторите попытку позже',
      kk: 'SMS жіберу мүмкін болмады. Кейінірек қайталаңыз',
      en: 'The SMS could not be sent. Please try again later',
    },
  },
  /** A calculatorId that was not issued by us, was altered, or is older than 24 h. */
  QUOTE_INVALID: {
    status: 404,
    message: {
      ru: 'Расчёт не найден или устарел. Рассчитайте стоимость заново',
      kk: 'Есеп табылмады немесе ескірді. Құнын қайта есептеңіз',
      en: 'The quote is not found or has expired. Please calculate again',
    },
  },
  /** The parcel differs from the one the quote was made for (packs, weight): calculate again. */
  ORDER_QUOTE_MISMATCH: {
    status: 409,
    message: {
      ru: 'Посылка не совпадает с расчётом. Рассчитайте стоимость заново',
      kk: 'Сәлемдеме есептеуге сәйкес келмейді. Құнын қайта есептеңіз',
      en: 'The parcel does not match the quote. Please calculate again',
    },
  },
  /** The order cannot be cancelled any more: handed over, ended, or a request is already pending. */
  ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: {
      ru: 'Заказ больше нельзя отменить',
      kk: 'Тапсырыстан енді бас тарту мүмкін емес',
      en: 'The order can no longer be cancelled',
    },
  },
  /** The wallet holds less than the order costs; the web offers a top-up for the shortfall. */
  PAYMENT_INSUFFICIENT_FUNDS: {
    status: 409,
    message: {
      ru: 'Недостаточно средств в кошельке. Пополните его',
      kk: 'Әмиянда қаражат жеткіліксіз. Әмиянды толықтырыңыз',
      en: 'Insufficient funds in the wallet. Please top it up',
    },
  },
  /** The amount sent is not what the order costs now (with its promo code). */
  PAYMENT_AMOUNT_MISMATCH: {
    status: 409,
    message: {
      ru: 'Сумма не совпадает с суммой к оплате. Обновите страницу',
      kk: 'Сома төленетін сомаға сәйкес келмейді. Бетті жаңартыңыз',
      en: 'The amount differs from the amount due. Please reload the page',
    },
  },
  /** The order has been paid already: a second payment is refused, nothing is charged. */
  ORDER_ALREADY_PAID: {
    status: 409,
    message: { ru: 'Заказ уже оплачен', kk: 'Тапсырыс төленген', en: 'The order has already been paid' },
  },
  /** A cancelled order cannot be paid. */
  ORDER_NOT_PAYABLE: {
    status: 409,
    message: {
      ru: 'Этот заказ нельзя оплатить',
      kk: 'Бұл тапсырысты төлеу мүмкін емес',
      en: 'This order cannot be paid',
    },
  },
  /** No promo code with this name. */
  PROMO_NOT_FOUND: {
    status: 404,
    message: { ru: 'Промокод не найден', kk: 'Промокод табылмады', en: 'The promo code does not exist' },
  },
  /** The promo code exists but cannot be used now; `description` says why. */
  PROMO_UNAVAILABLE: {
    status: 409,
    message: {
      ru: 'Промокод нельзя применить',
      kk: 'Промокодты қолдану мүмкін емес',
      en: 'The promo code cannot be used',
    },
  },
  /** The bank did not answer in time or refused to issue a payment token; nothing was charged. */
  BANK_UNAVAILABLE: {
    status: 503,
    message: {
      ru: 'Банк не отвечает. Деньги не списаны, повторите попытку позже',
      kk: 'Банк жауап бермейді. Ақша алынған жоқ, кейінірек қайталаңыз',
      en: 'The bank is not answering. Nothing was charged; please try again later',
    },
  },
  /** A post-paid company's order beyond its credit limit (issue 17); `description` says what is still available. */
  CREDIT_LIMIT_EXCEEDED: {
    status: 409,
    message: {
      ru: 'Заказ превышает кредитный лимит компании. Оплатите выставленные акты или обратитесь к менеджеру Jetkiz',
      kk: 'Тапсырыс компанияның кредиттік лимитінен асады. Шығарылған актілерді төлеңіз немесе Jetkiz менеджеріне хабарласыңыз',
      en: "The order exceeds the company's credit limit. Pay the issued acts or contact your Jetkiz manager",
    },
  },
  /** Only a paid order can be handed to a carrier. */
  ORDER_NOT_PAID: {
    status: 409,
    message: { ru: 'Заказ ещё не оплачен', kk: 'Тапсырыс әлі төленбеген', en: 'The order has not been paid yet' },
  },
  /** A cancelled (or cancelling) order cannot be handed over. */
  ORDER_NOT_SENDABLE: {
    status: 409,
    message: {
      ru: 'Этот заказ нельзя передать перевозчику',
      kk: 'Бұл тапсырысты тасымалдаушыға беру мүмкін емес',
      en: 'This order cannot be handed to a carrier',
    },
  },
  /** The carrier did not take the booking; the order stays paid and unsent, and sending again is safe. */
  CARRIER_BOOKING_FAILED: {
    status: 502,
    message: {
      ru: 'Перевозчик не принял заказ. Заказ остаётся оплаченным — повторите попытку позже',
      kk: 'Тасымалдаушы тапсырысты қабылдамады. Тапсырыс төленген күйінде қалады — кейінірек қайталаңыз',
      en: 'The carrier did not accept the order. It stays paid; please try again later',
    },
  },
  /** A courier cannot be called (the order is not sent, one is on the way) or no longer cancelled (assigned). */
  COURIER_NOT_AVAILABLE: {
    status: 409,
    message: {
      ru: 'Не удалось вызвать курьера или отменить вызов',
      kk: 'Курьер шақыру немесе шақырудан бас тарту мүмкін болмады',
      en: 'Could not book a courier or cancel the booking',
    },
  },
  /** A carrier webhook whose signature does not match. */
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    message: { ru: 'Неверная подпись', kk: 'Қолтаңба қате', en: 'Invalid signature' },
  },
  /** Anything we did not foresee; the answer carries a request id and never a stack. */
  INTERNAL: {
    status: 500,
    message: { ru: 'Произошла ошибка', kk: 'Қате орын алды', en: 'An error occurred' },
  },
  ...SIGNATURE_ERRORS,
  ...COMPANY_ERRORS,
  ...CERTIFICATE_ERRORS,
  ...AVR_ERRORS,
  ...OPERATOR_ERRORS,
  ...NEWSLETTER_ERRORS,
  ...IMAGE_ERRORS,
  ...OPERATOR_REFERENCE_ERRORS,
  ...OPERATOR_MONEY_ERRORS,
  ...OPERATOR_CUSTOMER_ERRORS,
  ...OPERATOR_ORDER_ERRORS,
  ...ORDER_EXTRAS_ERRORS,
  ...STAFF_ERRORS,
  ...DELIVERY_ERRORS,
  ...CLAIM_ERRORS,
  ...PARTNER_ERRORS,
} as const satisfies Record<string, { status: number; message: Localized }>;

export type ErrorCode = keyof typeof ERRORS;

export const errorMessage = (code: ErrorCode, lang: Lang): string => ERRORS[code].message[lang];

/** Messages for the fields named in a VALIDATION error, by the kind of problem. */
export const FIELD_PROBLEMS = {
  required: { ru: 'Обязательное поле', kk: 'Міндетті өріс', en: 'This field is required' },
  tooLong: { ru: 'Превышено количество символов', kk: 'Таңбалар саны асып кетті', en: 'Too many characters' },
  tooShort: { ru: 'Слишком короткое значение', kk: 'Мәні тым қысқа', en: 'The value is too short' },
  /** A list longer than it may be (5 000 parcels in one calculation): no characters are involved. */
  tooMany: { ru: 'Слишком много элементов', kk: 'Элементтер тым көп', en: 'Too many items' },
  tooFew: { ru: 'Слишком мало элементов', kk: 'Элементтер тым аз', en: 'Too few items' },
  invalid: { ru: 'Неверное значение', kk: 'Мәні қате', en: 'Invalid value' },
  unknownValue: { ru: 'Недопустимое значение', kk: 'Рұқсат етілмеген мән', en: 'The value is not allowed' },
  outOfRange: {
    ru: 'Значение вне допустимого диапазона',
    kk: 'Мәні рұқсат етілген шектен тыс',
    en: 'The value is out of the allowed range',
  },
  /** A NUL character or half of a UTF-16 surrogate pair: no person types these. */
  badCharacters: {
    ru: 'Содержит недопустимые символы',
    kk: 'Рұқсат етілмеген таңбалар бар',
    en: 'Contains characters that are not allowed',
  },
} as const satisfies Record<string, Localized>;

export type FieldProblem = keyof typeof FIELD_PROBLEMS;

/**
 * Descriptions of error answers that carry a figure or a name. A page shows an answer's description instead of its
 * message when it has one (spec §8: «the server's description, then its message»), so each says the whole of it —
 * a bare «12 000 ₸» or «Доставлен» in a toast said nothing of what went wrong.
 */
export const ERROR_DESCRIPTIONS = {
  /** CREDIT_LIMIT_EXCEEDED: `{{amount}}` is what the limit still allows. */
  creditAvailable: {
    ru: 'Заказ превышает кредитный лимит компании: доступно {{amount}}. Оплатите выставленные акты или обратитесь к менеджеру Jetkiz',
    kk: 'Тапсырыс компанияның кредиттік лимитінен асады: қолжетімді сома — {{amount}}. Шығарылған актілерді төлеңіз немесе Jetkiz менеджеріне хабарласыңыз',
    en: "The order exceeds the company's credit limit: {{amount}} is available. Pay the issued acts or contact your Jetkiz manager",
  },
  /**
   * COURIER_NOT_AVAILABLE for an order whose sender drops the parcel off at a terminal: its price has no courier pickup
   * (that is the calculator's «Курьер заберёт», a paid service), so a courier is not sent for it.
   */
  courierTerminal: {
    ru: 'Посылку по этому заказу вы сдаёте на терминале, и курьер за ней не приезжает. Чтобы посылку забрал курьер, оформите заказ с отправкой «Курьер заберёт»',
    kk: 'Бұл тапсырыс бойынша сәлемдемені терминалға өзіңіз тапсырасыз, оны алуға курьер келмейді. Сәлемдемені курьер алып кетуі үшін «Курьер алып кетеді» тәсілімен тапсырыс рәсімдеңіз',
    en: 'You drop this order’s parcel off at the terminal, so no courier comes for it. To have a courier collect the parcel, place an order with “Courier pickup”',
  },
  /** COURIER_NOT_AVAILABLE for an order not handed over: `{{status}}` is its status's name. */
  courierOrderStatus: {
    ru: 'Курьера можно вызвать только к заказу, переданному перевозчику, а этот заказ — «{{status}}»',
    kk: 'Курьерді тек тасымалдаушыға берілген тапсырысқа шақыруға болады, ал бұл тапсырыстың мәртебесі — «{{status}}»',
    en: 'A courier can be booked only for an order handed to the carrier; this order is “{{status}}”',
  },
} as const satisfies Record<string, Localized>;

/** One text in each language of the site. */
const InEveryLanguage = Type.Object({ ru: Type.String(), kk: Type.String(), en: Type.String() });

/**
 * The one error shape of DESIGN §4. `message`, `description` and `fields` are in the caller's language (the seed's
 * shape); beside them the answer carries the same words in every language, so a page whose reader switches to another
 * language while the error is on screen says it again in that one, without asking the server again (a second call
 * could answer something else: a code that expired meanwhile, one more miss counted).
 */
export const ErrorSchema = Type.Object(
  {
    errorCode: Type.String(),
    message: Type.String(),
    /** `message` in every language: every answer of ours has it (the API's `sendError`). */
    messageTexts: Type.Optional(InEveryLanguage),
    description: Type.Optional(Type.String()),
    /** `description` in every language, where the server has it so (not a carrier's or an operator's own words). */
    descriptionTexts: Type.Optional(InEveryLanguage),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /**
     * The same fields' messages in every language, where the server has them so: a page switched to another language
     * says a field's problem again in it, instead of losing it or keeping the old language.
     */
    fieldTexts: Type.Optional(Type.Record(Type.String(), InEveryLanguage)),
    requestId: Type.Optional(Type.String()),
  },
  { description: 'Every failure: a code, a message in the caller language, and the bad fields' },
);
export type ErrorBody = Static<typeof ErrorSchema>;
