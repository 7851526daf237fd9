import type { Localized } from '@jetkiz/domain';

/**
 * Why a digital signature was refused (issue 16): each failure of the server's verification has its own code and
 * message. All are 400 (the caller's signature, certificate or data), except the verification service being
 * unreachable (503). Spread into ERRORS.
 */
export const SIGNATURE_ERRORS = {
  /** Not well-formed XML or CMS, a DOCTYPE/entity, an external reference, or more than the size limit. */
  SIGNATURE_MALFORMED: {
    status: 400,
    message: {
      ru: 'Подписанный документ повреждён или имеет неверный формат',
      kk: 'Қол қойылған құжат бүлінген немесе пішімі қате',
      en: 'The signed document is damaged or has a wrong format',
    },
  },
  /** The signature value does not verify, or it covers other data than the data that was issued. */
  SIGNATURE_INVALID: {
    status: 400,
    message: {
      ru: 'Подпись недействительна: документ изменён или подписаны другие данные',
      kk: 'Қолтаңба жарамсыз: құжат өзгертілген немесе басқа деректерге қол қойылған',
      en: 'The signature is not valid: the document was changed or other data was signed',
    },
  },
  /** The one-time data to sign (nonce) is unknown, expired (5 minutes) or was used already. */
  SIGNATURE_NONCE_EXPIRED: {
    status: 400,
    message: {
      ru: 'Данные для подписи устарели или уже использованы. Подпишите заново',
      kk: 'Қол қоюға арналған деректер ескірген немесе пайдаланылған. Қайта қол қойыңыз',
      en: 'The data to sign has expired or was already used. Please sign again',
    },
  },
  /** The chain does not lead to a certificate in the trust store. */
  SIGNATURE_UNTRUSTED: {
    status: 400,
    message: {
      ru: 'Сертификат выдан неизвестным удостоверяющим центром',
      kk: 'Сертификатты белгісіз куәландырушы орталық берген',
      en: 'The certificate was issued by an unknown certification authority',
    },
  },
  /** Outside its validity at the time of signing. */
  SIGNATURE_CERT_EXPIRED: {
    status: 400,
    message: {
      ru: 'Срок действия сертификата истёк или ещё не наступил',
      kk: 'Сертификаттың қолданылу мерзімі өтіп кеткен немесе әлі басталмаған',
      en: 'The certificate has expired or is not yet valid',
    },
  },
  /** OCSP (or the CRL) says revoked. */
  SIGNATURE_CERT_REVOKED: {
    status: 400,
    message: {
      ru: 'Сертификат отозван',
      kk: 'Сертификат кері қайтарылған',
      en: 'The certificate has been revoked',
    },
  },
  /** Neither OCSP nor the CRL answered: the certificate status is unknown (may retry). */
  SIGNATURE_REVOCATION_UNKNOWN: {
    status: 503,
    message: {
      ru: 'Не удалось проверить статус сертификата. Повторите попытку позже',
      kk: 'Сертификаттың мәртебесін тексеру мүмкін болмады. Кейінірек қайталаңыз',
      en: 'The certificate status could not be checked. Please try again later',
    },
  },
  /** Not the signing key (e.g. the AUTH_ file). */
  SIGNATURE_NOT_SIGNING_KEY: {
    status: 400,
    message: {
      ru: 'Выбран ключ для аутентификации. Выберите ключ для подписи (RSA или GOST)',
      kk: 'Аутентификация кілті таңдалды. Қол қою кілтін таңдаңыз (RSA немесе GOST)',
      en: 'This is an authentication key. Choose the signing key (RSA or GOST)',
    },
  },
  /** Spec §8: entity type 2 and company signatures need a legal entity's certificate. */
  SIGNATURE_LEGAL_ENTITY_REQUIRED: {
    status: 400,
    message: {
      ru: 'Сертификат должен принадлежать юридическому лицу',
      kk: 'Сертификат заңды тұлғаға тиесілі болуы керек',
      en: 'The certificate must belong to a legal entity',
    },
  },
  /** Spec §8: entity type 1 needs an individual entrepreneur's certificate. */
  SIGNATURE_ENTREPRENEUR_REQUIRED: {
    status: 400,
    message: {
      ru: 'Требуется сертификат индивидуального предпринимателя',
      kk: 'Жеке кәсіпкердің сертификаты қажет',
      en: 'An individual entrepreneur certificate is required',
    },
  },
  /** A legal entity's certificate without the head's or a signing right. */
  SIGNATURE_NO_SIGNING_RIGHT: {
    status: 400,
    message: {
      ru: 'У владельца сертификата нет права подписи от имени организации',
      kk: 'Сертификат иесінің ұйым атынан қол қою құқығы жоқ',
      en: 'The certificate holder has no right to sign for the organisation',
    },
  },
  /** The certificate names no IIN (or, for a legal entity, no BIN). */
  SIGNATURE_NO_IDENTIFIER: {
    status: 400,
    message: {
      ru: 'В сертификате нет ИИН или БИН',
      kk: 'Сертификатта ЖСН немесе БСН жоқ',
      en: 'The certificate holds no IIN or BIN',
    },
  },
  /** The IIN/BIN in the certificate is not the account's. */
  SIGNATURE_ID_MISMATCH: {
    status: 400,
    message: {
      ru: 'ИИН или БИН в сертификате не совпадает с данными организации',
      kk: 'Сертификаттағы ЖСН немесе БСН ұйым деректерімен сәйкес келмейді',
      en: 'The IIN or BIN in the certificate does not match the organisation',
    },
  },
  /** A GOST key without SIGNATURE_VERIFIER_URL set: never a silent pass. */
  SIGNATURE_VERIFIER_REQUIRED: {
    status: 400,
    message: {
      ru: 'Для проверки подписи ключом ГОСТ нужен сервис проверки подписи. Подпишите ключом RSA или обратитесь в поддержку',
      kk: 'ГОСТ кілтімен қойылған қолтаңбаны тексеру үшін қолтаңбаны тексеру қызметі қажет. RSA кілтімен қол қойыңыз немесе қолдау қызметіне жүгініңіз',
      en: 'A GOST signature needs the signature verification service. Sign with an RSA key or contact support',
    },
  },
  /** The configured verification service did not answer. */
  SIGNATURE_VERIFIER_UNAVAILABLE: {
    status: 503,
    message: {
      ru: 'Сервис проверки подписи недоступен. Повторите попытку позже',
      kk: 'Қолтаңбаны тексеру қызметі қолжетімсіз. Кейінірек қайталаңыз',
      en: 'The signature verification service is unavailable. Please try again later',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
