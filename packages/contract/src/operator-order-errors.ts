import type { Localized } from '@jetkiz/domain';

/** Errors of the operator console's orders (issue 18), spread into ERRORS. */
export const OPERATOR_ORDER_ERRORS = {
  /** Approving or declining an order that has no open cancellation request (approved already, declined, never asked). */
  NO_CANCELLATION_REQUEST: {
    status: 409,
    message: {
      ru: 'У заказа нет запроса на отмену',
      kk: 'Тапсырыста бас тарту сұрауы жоқ',
      en: 'The order has no cancellation request',
    },
  },
  /** The carrier refused to cancel (the parcel has been collected): the request stays open. */
  CARRIER_CANCEL_REFUSED: {
    status: 409,
    message: {
      ru: 'Перевозчик не отменил доставку: посылка уже у него',
      kk: 'Тасымалдаушыдағы жеткізуден бас тарту мүмкін болмады: сәлемдеме тасымалдаушының қолында',
      en: 'The carrier did not cancel: the parcel is already with them',
    },
  },
  /** The carrier did not answer: nothing changed, the request stays open. */
  CARRIER_CANCEL_FAILED: {
    status: 502,
    message: {
      ru: 'Перевозчик не ответил. Запрос на отмену остаётся открытым — повторите позже',
      kk: 'Тасымалдаушы жауап бермеді. Бас тарту сұрауы ашық қалады — кейінірек қайталаңыз',
      en: 'The carrier did not answer. The cancellation request stays open; please try again later',
    },
  },
  /** A status correction the order's life and the operator's override do not allow. */
  STATUS_CORRECTION_NOT_ALLOWED: {
    status: 409,
    message: {
      ru: 'Такое изменение статуса недоступно',
      kk: 'Мәртебені бұлай өзгертуге болмайды',
      en: 'This status change is not allowed',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

/** STATUS_CORRECTION_NOT_ALLOWED's description, the whole of it: `{{from}}` and `{{to}}` are the statuses' names. */
export const STATUS_CORRECTION_REFUSED: Localized = {
  ru: 'Статус заказа нельзя изменить с «{{from}}» на «{{to}}»',
  kk: 'Тапсырыс мәртебесін «{{from}}» күйінен «{{to}}» күйіне өзгертуге болмайды',
  en: 'The order’s status cannot be changed from “{{from}}” to “{{to}}”',
};
