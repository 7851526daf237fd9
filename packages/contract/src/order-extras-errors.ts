import type { Localized } from '@jetkiz/domain';

/** Errors of late delivery and additional services, spread into ERRORS. */
export const ORDER_EXTRAS_ERRORS = {
  /** The service cannot be ordered at the order's status (e.g. a second attempt before the parcel left). */
  ORDER_SERVICE_NOT_AVAILABLE: {
    status: 409,
    message: {
      ru: 'Эту услугу сейчас нельзя заказать для этого заказа',
      kk: 'Бұл қызметті қазір осы тапсырысқа қосуға болмайды',
      en: 'This service cannot be ordered for this order now',
    },
  },
  /** The service was cancelled by the operator, so there is nothing to pay. */
  ORDER_SERVICE_NOT_PAYABLE: {
    status: 409,
    message: {
      ru: 'Эта услуга отменена, оплачивать её не нужно',
      kk: 'Бұл қызметтің күші жойылды, оны төлеудің қажеті жоқ',
      en: 'This service was cancelled; there is nothing to pay',
    },
  },
  /** Only an unpaid service can be cancelled (a paid one is corrected by a wallet adjustment). */
  ORDER_SERVICE_NOT_CANCELLABLE: {
    status: 409,
    message: {
      ru: 'Оплаченную услугу отменить нельзя',
      kk: 'Төленген қызметтің күшін жоюға болмайды',
      en: 'A paid service cannot be cancelled',
    },
  },
  /** The order waits for an additional service to be paid: it is not handed over until then. */
  ORDER_ON_HOLD: {
    status: 409,
    message: {
      ru: 'Заказ приостановлен: не оплачена дополнительная услуга',
      kk: 'Тапсырыс уақытша тоқтатылды: қосымша қызмет төленбеген',
      en: 'The order is on hold: an additional service is unpaid',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
