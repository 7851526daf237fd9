import type { Localized } from '@jetkiz/domain';

/**
 * What a repeated partner application is told (a double submit, or the same partner while the operator has not
 * answered yet): the answer as a whole, and under the field it repeats, the phone or the BIN/IIN.
 */
export const PARTNER_DUPLICATE_FIELDS = {
  phone: {
    ru: 'Заявка с этого номера уже отправлена и ждёт ответа',
    kk: 'Осы нөмірден өтінім жіберіліп қойған, ол жауап күтуде',
    en: 'An application from this number has already been sent and is awaiting an answer',
  },
  bin: {
    ru: 'Заявка с этим БИН или ИИН уже отправлена и ждёт ответа',
    kk: 'Осы БСН немесе ЖСН бойынша өтінім жіберіліп қойған, ол жауап күтуде',
    en: 'An application with this BIN or IIN has already been sent and is awaiting an answer',
  },
} as const satisfies Record<'phone' | 'bin', Localized>;

/** Spread into ERRORS. */
export const PARTNER_ERRORS = {
  /** An application repeats one still waiting for the operator: nothing new is stored. */
  PARTNER_APPLICATION_PENDING: {
    status: 409,
    message: {
      ru: 'Ваша заявка уже получена и ждёт ответа: менеджер свяжется с вами в рабочие дни',
      kk: 'Өтініміңіз қабылданған және жауап күтуде: менеджер жұмыс күндері сізбен хабарласады',
      en: 'Your application has already been received and is awaiting an answer: a manager will contact you on a working day',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
