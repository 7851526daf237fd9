import {
  fillText as fill,
  formatTenge,
  type Lang,
  type Localized,
  type SumProblem,
  type Tiyn,
  TOPUP_MAX,
  TOPUP_MIN,
} from '@jetkiz/domain';
import { PAYMENT_MESSAGES } from './payments.ts';

/**
 * The message of a refused top-up or invoice sum, written once for the API and the web: the limits are filled
 * in with `fillText` and shown the way the language writes money («Минимальная сумма пополнения — 100 ₸»).
 */
export const sumProblemMessage = (
  problem: SumProblem,
  lang: Lang,
  limits: { min: Tiyn; max: Tiyn } = { min: TOPUP_MIN, max: TOPUP_MAX },
): string =>
  // A negative sum is below the least one: «at least 100 ₸» says what to type, where «two decimals at most» did not.
  problem === 'tooSmall' || problem === 'negative'
    ? fill(PAYMENT_MESSAGES.sumTooSmall[lang], { min: formatTenge(limits.min, lang) })
    : problem === 'tooLarge'
      ? fill(PAYMENT_MESSAGES.sumTooLarge[lang], { max: formatTenge(limits.max, lang) })
      : PAYMENT_MESSAGES.sumInvalid[lang];

/**
 * Why a bank refused a card payment, in the customer's language. The bank answers in English with an ISO 8583
 * response code (`reasonCode`) and a text (`reason`); a person never reads either: the answer is mapped to one
 * of these kinds, and anything unknown reads as a plain decline.
 */
export const BANK_DECLINE_MESSAGES = {
  insufficientFunds: {
    ru: 'Произошла ошибка: банк отклонил платёж — на карте недостаточно средств.',
    kk: 'Қате орын алды: банк төлемді қабылдамады — картада қаражат жеткіліксіз.',
    en: 'An error occurred: the bank declined the payment — there is not enough money on the card.',
  },
  secure3d: {
    ru: 'Произошла ошибка: банк отклонил платёж — не пройдена проверка 3-D Secure.',
    kk: 'Қате орын алды: банк төлемді қабылдамады — 3-D Secure тексерісінен өтпеді.',
    en: 'An error occurred: the bank declined the payment — the 3-D Secure check failed.',
  },
  cardDetails: {
    ru: 'Произошла ошибка: банк отклонил платёж — проверьте номер карты, срок действия и CVC.',
    kk: 'Қате орын алды: банк төлемді қабылдамады — карта нөмірін, жарамдылық мерзімін және CVC кодын тексеріңіз.',
    en: 'An error occurred: the bank declined the payment — check the card number, expiry date and CVC.',
  },
  expired: {
    ru: 'Произошла ошибка: банк отклонил платёж — срок действия карты истёк.',
    kk: 'Қате орын алды: банк төлемді қабылдамады — картаның жарамдылық мерзімі өтіп кеткен.',
    en: 'An error occurred: the bank declined the payment — the card has expired.',
  },
  limit: {
    ru: 'Произошла ошибка: банк отклонил платёж — превышен лимит по карте.',
    kk: 'Қате орын алды: банк төлемді қабылдамады — карта бойынша лимит асып кетті.',
    en: 'An error occurred: the bank declined the payment — the card limit is exceeded.',
  },
  cancelled: {
    ru: 'Платёж отменён, деньги не списаны.',
    kk: 'Төлемнен бас тартылды, ақша есептен шығарылған жоқ.',
    en: 'The payment was cancelled; no money was taken.',
  },
  declined: {
    ru: 'Произошла ошибка: банк отклонил платёж. Попробуйте другую карту или обратитесь в свой банк.',
    kk: 'Қате орын алды: банк төлемді қабылдамады. Басқа картаны қолданып көріңіз немесе банкке хабарласыңыз.',
    en: 'An error occurred: the bank declined the payment. Try another card or contact your bank.',
  },
} as const satisfies Record<string, Localized>;
export type BankDecline = keyof typeof BANK_DECLINE_MESSAGES;

/** ISO 8583 response codes banks send (Halyk ePay's `reasonCode`); 455 is ePay's failed 3-D Secure. */
const DECLINE_CODES: Readonly<Record<string, BankDecline>> = {
  '51': 'insufficientFunds',
  '116': 'insufficientFunds',
  '54': 'expired',
  '101': 'expired',
  '14': 'cardDetails',
  '82': 'cardDetails',
  '55': 'cardDetails',
  '61': 'limit',
  '65': 'limit',
  '121': 'limit',
  '455': 'secure3d',
};

/** The bank's English texts (and ePay status names) people must never see, by what they mean. */
const DECLINE_TEXTS: readonly [RegExp, BankDecline][] = [
  [/insufficient|not enough|nsf/i, 'insufficientFunds'],
  [/3-?d\s*-?secure|^3ds?$/i, 'secure3d'],
  [/expired|expiry/i, 'expired'],
  [/cvc|cvv|card number|invalid card|wrong card/i, 'cardDetails'],
  [/limit|exceed/i, 'limit'],
  [/^cancel|cancelled by|canceled by/i, 'cancelled'],
];

/** What a bank's decline means, from its response code when known, else from its text. */
export const bankDeclineOf = (reason: string | null | undefined, reasonCode?: string | number | null): BankDecline => {
  const code = reasonCode === undefined || reasonCode === null ? '' : String(reasonCode).trim();
  if (code && DECLINE_CODES[code]) return DECLINE_CODES[code];
  const text = (reason ?? '').trim();
  for (const [pattern, kind] of DECLINE_TEXTS) if (pattern.test(text)) return kind;
  return 'declined';
};

/** The decline as the customer reads it: wholly in their language, never with the bank's own words inside. */
export const bankDeclineMessage = (reason: string | null | undefined, lang: Lang, reasonCode?: string | number | null): string =>
  BANK_DECLINE_MESSAGES[bankDeclineOf(reason, reasonCode)][lang];
