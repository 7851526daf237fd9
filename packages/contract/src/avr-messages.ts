import type { Localized } from '@jetkiz/domain';

/**
 * What a person reads about acts of completed works (issue 17), in ru, kk and en. In Kazakh the act is
 * «орындалған жұмыстар актісі» (ОЖА), as the public pages write it. `{{name}}` placeholders are filled with
 * `fillText`.
 */

/** Spec §8: the AVR messages of the error catalogue and the «verification successful» notice. */
export const AVR_MESSAGES = {
  /** The signed act could not be sent; the server's description or message follows. */
  sendError: {
    ru: 'Ошибка отправки документа АВР: {{reason}}',
    kk: 'ОЖА құжатын жіберу кезінде қате шықты: {{reason}}',
    en: 'The act (AVR) could not be sent: {{reason}}',
  },
  signingError: { ru: 'Ошибка подписания АВР', kk: 'ОЖА‑ға қол қою қатесі', en: 'Error signing the act (AVR)' },
  verificationError: { ru: 'Ошибка проверки АВР', kk: 'ОЖА‑ны тексеру қатесі', en: 'Error verifying the act (AVR)' },
  verificationSuccessful: { ru: 'Проверка прошла успешно', kk: 'Тексеру сәтті өтті', en: 'Verification successful' },
  /** The public page when a signature does not hold any more (a changed document, a revoked certificate). */
  verificationFailed: {
    ru: 'Подписи акта не прошли проверку',
    kk: 'Акт қолтаңбалары тексеруден өтпеді',
    en: 'The signatures of the act did not pass verification',
  },
  /** The public page when every signature holds but the customer's is not there (avrCheckOutcome). */
  checkRefused: {
    ru: 'Подпись исполнителя действительна. Заказчик отказался подписать акт',
    kk: 'Орындаушының қолтаңбасы жарамды. Тапсырыс беруші актіге қол қоюдан бас тартты',
    en: 'The supplier’s signature is valid. The customer refused to sign the act',
  },
  checkAwaitingCustomer: {
    ru: 'Подпись исполнителя действительна. Акт ждёт подписи заказчика',
    kk: 'Орындаушының қолтаңбасы жарамды. Акт тапсырыс берушінің қолтаңбасын күтіп тұр',
    en: 'The supplier’s signature is valid. The act is awaiting the customer’s signature',
  },
  checkDeemedAccepted: {
    ru: 'Подпись исполнителя действительна. Заказчик не подписал акт и не отказался в срок: акт считается принятым',
    kk: 'Орындаушының қолтаңбасы жарамды. Тапсырыс беруші мерзімінде актіге қол қоймады және бас тартпады: акт қабылданды деп саналады',
    en: 'The supplier’s signature is valid. The customer neither signed nor refused the act in time, so it is deemed accepted',
  },
  signed: { ru: 'Акт подписан и проверен', kk: 'Актіге қол қойылды және ол тексерілді', en: 'The act is signed and verified' },
  refused: {
    ru: 'Отказ от подписания отправлен. Оператор выставит исправленный акт',
    kk: 'Қол қоюдан бас тарту жіберілді. Оператор түзетілген актіні ұсынады',
    en: 'Your refusal has been sent. The operator will issue a corrected act',
  },
  paid: { ru: 'Акт оплачен', kk: 'Акт төленді', en: 'The act is paid' },
  signBy: {
    ru: 'Подпишите акт до {{date}} включительно',
    kk: 'Актіге қол қоюдың соңғы күні — {{date}}',
    en: 'Please sign the act by {{date}} inclusive',
  },
  refuseBy: {
    ru: 'Отказаться от подписания можно до {{date}} включительно',
    kk: 'Қол қоюдан бас тартудың соңғы күні — {{date}}',
    en: 'You can refuse to sign until {{date}} inclusive',
  },
  deemedAccepted: {
    ru: 'Акт не был подписан или отклонён до {{date}} включительно и считается принятым',
    kk: 'Актіге белгіленген мерзімде ({{date}} қоса алғанда) қол қойылмады және одан бас тартылмады, сондықтан ол қабылданды деп есептеледі',
    en: 'The act was neither signed nor refused by {{date}} and is deemed accepted',
  },
  /** The late-payment penalty shown before paying (spec §9). */
  penalty: {
    ru: 'Просрочка оплаты, дней: {{days}}; пеня 3 % в день: {{amount}}',
    kk: 'Төлем кешіктірілген күндер саны: {{days}}; күніне 3 % өсімпұл: {{amount}}',
    en: 'Days overdue: {{days}}; late-payment penalty of 3% a day: {{amount}}',
  },
  refusalReasonLabel: { ru: 'Причина отказа', kk: 'Бас тарту себебі', en: 'Reason for refusal' },
  /** The operator's reason for a corrected act (the console's reissue). */
  reissueReasonLabel: { ru: 'Причина исправления', kk: 'Түзету себебі', en: 'Reason for the correction' },
} as const satisfies Record<string, Localized>;

/** SMS to the company: an act is waiting for its signature; an act has been deemed accepted. */
export const AVR_SMS = {
  issued: {
    ru: 'Jetkiz: акт выполненных работ {{number}} на {{amount}} ждёт вашей подписи до {{date}}.',
    kk: 'Jetkiz: {{amount}} сомасына {{number}} орындалған жұмыстар актісі қол қоюыңызды күтуде. Мерзімі — {{date}}.',
    en: 'Jetkiz: act of completed works {{number}} for {{amount}} awaits your signature by {{date}}.',
  },
  reissued: {
    ru: 'Jetkiz: вместо отклонённого акта {{replaces}} выставлен исправленный {{number}} на {{amount}}; подпишите до {{date}}.',
    kk: 'Jetkiz: бас тартылған {{replaces}} актісінің орнына {{amount}} сомасына түзетілген {{number}} актісі берілді, ол қол қоюыңызды күтуде. Мерзімі — {{date}}.',
    en: 'Jetkiz: corrected act {{number}} for {{amount}} replaces the refused act {{replaces}}; please sign it by {{date}}.',
  },
  deemedAccepted: {
    ru: 'Jetkiz: акт {{number}} не подписан в срок и считается принятым.',
    kk: 'Jetkiz: {{number}} актісіне мерзімінде қол қойылмады, ол қабылданды деп есептеледі.',
    en: 'Jetkiz: act {{number}} was not signed in time and is deemed accepted.',
  },
} as const satisfies Record<string, Localized>;

/**
 * The error codes of the AVR calls, with their HTTP status and message (spread into ERRORS when issue 17 wires the
 * routes). Another company's act is the plain NOT_FOUND; a bad signature uses SIGNATURE_ERRORS; a wallet short of
 * money PAYMENT_INSUFFICIENT_FUNDS.
 */
export const AVR_ERRORS = {
  /** Signing an act that is signed, refused or deemed accepted (domain `notAllowed`). */
  AVR_NOT_SIGNABLE: {
    status: 409,
    message: {
      ru: 'Этот акт подписать нельзя: он уже подписан, отклонён или считается принятым',
      kk: 'Бұл актіге қол қою мүмкін емес: оған қол қойылған, одан бас тартылған немесе ол қабылданды деп есептеледі',
      en: 'This act cannot be signed: it is already signed, refused or deemed accepted',
    },
  },
  /** Refusing an act that is signed, refused or deemed accepted. */
  AVR_NOT_REFUSABLE: {
    status: 409,
    message: {
      ru: 'От подписания этого акта отказаться нельзя: он уже подписан, отклонён или считается принятым',
      kk: 'Бұл актіге қол қоюдан бас тарту мүмкін емес: оған қол қойылған, одан бас тартылған немесе ол қабылданды деп есептеледі',
      en: 'This act cannot be refused: it is already signed, refused or deemed accepted',
    },
  },
  AVR_SIGNING_TERM_OVER: {
    status: 409,
    message: {
      ru: 'Срок подписания акта истёк',
      kk: 'Актіге қол қою мерзімі өтіп кетті',
      en: 'The term to sign this act is over',
    },
  },
  AVR_REFUSAL_TERM_OVER: {
    status: 409,
    message: {
      ru: 'Срок отказа от подписания акта истёк',
      kk: 'Актіге қол қоюдан бас тарту мерзімі өтіп кетті',
      en: 'The term to refuse this act is over',
    },
  },
  AVR_ALREADY_PAID: {
    status: 409,
    message: { ru: 'Акт уже оплачен', kk: 'Акт төленіп қойған', en: 'This act is already paid' },
  },
  /** Paying before the act is signed and verified or deemed accepted. */
  AVR_NOT_ACCEPTED: {
    status: 409,
    message: {
      ru: 'Оплатить можно только подписанный и проверенный акт или акт, который считается принятым',
      kk: 'Қол қойылып, тексерілген немесе қабылданды деп есептелетін актіні ғана төлеуге болады',
      en: 'Only an act that is signed and verified, or deemed accepted, can be paid',
    },
  },
  /** A company user without the signer role signing or refusing. */
  AVR_SIGNER_REQUIRED: {
    status: 403,
    message: {
      ru: 'Подписывать акты и отказываться от их подписания может только сотрудник с правом подписи',
      kk: 'Актілерге қол қоюды және олардан бас тартуды тек қол қою құқығы бар қызметкер ғана жасай алады',
      en: 'Only a user with the signer role can sign or refuse acts',
    },
  },
  /** The CMS covers other bytes than the act as issued. */
  AVR_WRONG_DOCUMENT: {
    status: 400,
    message: {
      ru: 'Подпись поставлена не под этим актом: подпишите файл акта, который выдал сервис',
      kk: 'Қолтаңба осы актіге қойылмаған: сервис берген акт файлына қол қойыңыз',
      en: 'The signature is not over this act: sign the act file the service issued',
    },
  },
  /** The operator reissues an act the company has not refused (issue 18). */
  AVR_NOT_REISSUABLE: {
    status: 409,
    message: {
      ru: 'Исправленный акт выставляется только взамен отклонённого',
      kk: 'Түзетілген акт тек бас тартылған актінің орнына беріледі',
      en: 'A corrected act can only replace an act the company refused',
    },
  },
  /** The refused act already has its corrected act. */
  AVR_ALREADY_REISSUED: {
    status: 409,
    message: {
      ru: 'Взамен этого акта уже выставлен исправленный акт',
      kk: 'Бұл актінің орнына түзетілген акт бұрын берілген',
      en: 'A corrected act has already been issued in place of this act',
    },
  },
  /** The form body is not `avrId` + `cms`, or `avrId` is not the act being signed. */
  AVR_BAD_SIGN_REQUEST: {
    status: 400,
    message: {
      ru: 'Не удалось прочитать подписанный документ: отправьте номер акта и подпись CMS',
      kk: 'Қол қойылған құжатты оқу мүмкін болмады: акт нөмірін және CMS қолтаңбасын жіберіңіз',
      en: 'The signed document could not be read: send the act id and the CMS signature',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
