import type { Lang, Localized, MoneyCheck } from '@jetkiz/domain';
import { MONEY_MESSAGES } from './validation-messages.ts';

/** Errors of the console's money part and the customer's refund request (issue 18); spread into ERRORS. */
export const OPERATOR_MONEY_ERRORS = {
  /** A bank payment with this reference has already been credited: nothing changed. */
  TRANSFER_ALREADY_CREDITED: {
    status: 409,
    message: {
      ru: 'Платёж с этим банковским референсом уже зачислен',
      kk: 'Осы банк референсі бар төлем бұрын есепке алынған',
      en: 'A payment with this bank reference has already been credited',
    },
  },
  /** The invoice has been paid by another bank payment. */
  INVOICE_ALREADY_PAID: {
    status: 409,
    message: {
      ru: 'Этот счёт уже оплачен',
      kk: 'Бұл шот бұрын төленген',
      en: 'This invoice has already been paid',
    },
  },
  /** The payer's BIN is not the BIN of the invoice's company. */
  TRANSFER_PAYER_MISMATCH: {
    status: 400,
    message: {
      ru: 'БИН плательщика не совпадает с БИН компании, которой выставлен счёт',
      kk: 'Төлеушінің БСН‑і шот шығарылған компанияның БСН‑імен сәйкес келмейді',
      en: "The payer's BIN is not the BIN of the company the invoice was issued to",
    },
  },
  /** The payment's amount is not the invoice's amount (partial and over-payments are not credited). */
  TRANSFER_AMOUNT_MISMATCH: {
    status: 400,
    message: {
      ru: 'Сумма платежа не равна сумме счёта',
      kk: 'Төлем сомасы шот сомасына тең емес',
      en: 'The payment amount does not equal the invoice amount',
    },
  },
  /** The refund asks for more than the wallet's free balance. */
  REFUND_ABOVE_BALANCE: {
    status: 409,
    message: {
      ru: 'Сумма возврата больше свободного остатка кошелька',
      kk: 'Қайтару сомасы әмияндағы бос қалдықтан көп',
      en: "The refund is larger than the wallet's free balance",
    },
  },
  /** The refund request has already been decided (paid or declined). */
  REFUND_ALREADY_DECIDED: {
    status: 409,
    message: {
      ru: 'По этой заявке уже принято решение',
      kk: 'Бұл өтінім бойынша шешім қабылданып қойған',
      en: 'This request has already been decided',
    },
  },
  /** The bank refused or did not answer the card refund: nothing changed, the request stays open. */
  REFUND_BANK_FAILED: {
    status: 502,
    message: {
      ru: 'Банк не выполнил возврат на карту. Заявка осталась открытой, повторите позже',
      kk: 'Банк картаға қайтаруды орындамады. Өтінім ашық қалды, кейінірек қайталаңыз',
      en: 'The bank did not make the card refund. The request stays open; try again later',
    },
  },
  /** The bank's answer to a card refund was lost: it may have returned the money. Approving again finishes it. */
  REFUND_BANK_UNANSWERED: {
    status: 502,
    message: {
      ru: 'Банк не ответил на возврат на карту. Подтвердите выплату ещё раз через минуту: дважды деньги не вернутся',
      kk: 'Банк картаға қайтаруға жауап бермеді. Бір минуттан кейін төлемді қайта растаңыз: ақша екі рет қайтарылмайды',
      en: 'The bank did not answer the card refund. Approve the payout again in a minute: the money will not be returned twice',
    },
  },
  /**
   * A payout to the card was asked of the bank and is not known to be refused: the request cannot be declined (the
   * card may already have the money), and another approval is under way for a minute. Approving again finishes it.
   */
  REFUND_PAYOUT_STARTED: {
    status: 409,
    message: {
      ru: 'Возврат на карту уже отправлен в банк: отказать в нём нельзя. Подтвердите выплату ещё раз через минуту',
      kk: 'Картаға қайтару банкке жіберіліп қойған: одан бас тартуға болмайды. Бір минуттан кейін төлемді қайта растаңыз',
      en: 'The card refund has already been sent to the bank, so it cannot be declined. Approve the payout again in a minute',
    },
  },
  /** An outcome recorded for a payout that was never asked of the bank, or whose call may still be under way. */
  REFUND_PAYOUT_NOT_UNKNOWN: {
    status: 409,
    message: {
      ru: 'Исход выплаты отмечают, только когда ответ банка неизвестен: эта выплата в банк не отправлялась или ещё ожидает ответа',
      kk: 'Төлем нәтижесі банктің жауабы белгісіз болғанда ғана белгіленеді: бұл төлем банкке жіберілмеген немесе әлі жауап күтуде',
      en: "A payout's outcome is recorded only when the bank's answer is unknown: this payout was not sent to the bank, or is still awaiting its answer",
    },
  },
  /** A debit larger than the wallet holds. */
  ADJUSTMENT_ABOVE_BALANCE: {
    status: 409,
    message: {
      ru: 'Списание больше остатка кошелька',
      kk: 'Есептен шығару әмиян қалдығынан көп',
      en: 'The debit is larger than the wallet balance',
    },
  },
  /** No act to issue: the company had no delivered orders in the month, or the month is not over yet. */
  ACT_NOTHING_TO_ISSUE: {
    status: 409,
    message: {
      ru: 'Акт не выставлен: месяц ещё не закончился или в нём нет доставленных заказов компании',
      kk: 'Акт шығарылмады: ай әлі аяқталған жоқ немесе онда компанияның жеткізілген тапсырыстары жоқ',
      en: 'No act issued: the month is not over yet, or the company had no delivered orders in it',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

/** Field messages of the money forms (the console's and the wallet page's). */
export const MONEY_FIELD_MESSAGES = {
  ibanFormat: {
    ru: 'IBAN должен начинаться с KZ и состоять из 20 знаков',
    kk: 'IBAN KZ әріптерінен басталып, 20 таңбадан тұруы керек',
    en: 'The IBAN must start with KZ and have 20 characters',
  },
  ibanCheckDigits: {
    ru: 'IBAN введён с ошибкой: не сходятся контрольные цифры',
    kk: 'IBAN қате енгізілген: бақылау цифрлары сәйкес емес',
    en: 'The IBAN has a typo: its check digits do not match',
  },
  amountInvalid: {
    ru: 'Укажите сумму больше нуля, не более двух знаков после запятой',
    kk: 'Нөлден үлкен соманы үтірден кейін екі таңбаға дейін көрсетіңіз',
    en: 'Enter an amount above zero with at most two decimals',
  },
  binInvalid: {
    ru: 'БИН — 12 цифр',
    kk: 'БСН — 12 цифр',
    en: 'A BIN has 12 digits',
  },
  invoiceUnknown: {
    ru: 'Счёт на пополнение с таким номером не найден',
    kk: 'Мұндай нөмірлі толықтыру шоты табылмады',
    en: 'No top-up invoice has this number',
  },
  cardUnknown: {
    ru: 'Выберите карту, которой пополняли кошелёк',
    kk: 'Әмиянды толықтырған картаны таңдаңыз',
    en: 'Choose a card the wallet was topped up with',
  },
  cardAboveTopUp: {
    ru: 'На карту можно вернуть не больше, чем ею пополнили: {{max}}',
    kk: 'Картаға ол арқылы толықтырылған сомадан артық қайтаруға болмайды: {{max}}',
    en: 'A card can get back at most the amount topped up with it: {{max}}',
  },
  phoneUnknown: {
    ru: 'Клиент с таким телефоном не найден',
    kk: 'Мұндай телефоны бар клиент табылмады',
    en: 'No customer has this phone number',
  },
  reasonMissing: {
    ru: 'Напишите причину',
    kk: 'Себебін жазыңыз',
    en: 'Write the reason',
  },
  paidOnFuture: {
    ru: 'Дата платежа не может быть в будущем',
    kk: 'Төлем күні болашақта бола алмайды',
    en: 'The payment date cannot be in the future',
  },
} as const satisfies Record<string, Localized>;

/**
 * The words under an amount that must be above zero (a refund, an adjustment, a credited transfer, a credit limit),
 * or undefined when it is one: an amount too large or with a third decimal is told so, not «enter an amount above
 * zero» (99 999 999 999 999 ₸ asked back was refused with the words for a zero).
 */
export const positiveAmountProblem = (checked: MoneyCheck, lang: Lang): string | undefined => {
  if (checked.ok) return checked.value > 0 ? undefined : MONEY_FIELD_MESSAGES.amountInvalid[lang];
  if (checked.problem === 'tooLarge' || checked.problem === 'tooManyDecimals') return MONEY_MESSAGES[checked.problem][lang];
  return MONEY_FIELD_MESSAGES.amountInvalid[lang];
};
