import type { Localized } from '@jetkiz/domain';

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
      kk: 'Төлеушінің БСН-і шот шығарылған компанияның БСН-імен сәйкес келмейді',
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
