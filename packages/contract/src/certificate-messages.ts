import type { Localized } from '@jetkiz/domain';

/**
 * Company registration and verification by certificate (issue 16): the statement the signer signs, and why a
 * signature token from get-data-from-sign is refused. Error codes spread into ERRORS.
 */
export const CERTIFICATE_ERRORS = {
  /** register-company's signatureToken is unknown, older than 30 minutes, used already, or for another entity type. */
  SIGNATURE_TOKEN_INVALID: {
    status: 400,
    message: {
      ru: 'Подтверждение подписью устарело или уже использовано. Подпишите данные заново',
      kk: 'Қолтаңбамен растау ескірген немесе пайдаланылған. Деректерге қайта қол қойыңыз',
      en: 'The signature confirmation has expired or was already used. Please sign again',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

export const CERTIFICATE_TEXTS = {
  /** SIGNATURE_TOKEN_INVALID when the token was given for the other entity type. */
  tokenOtherEntityType: {
    ru: 'Подпись получена для другого типа организации. Подпишите данные заново',
    kk: 'Қолтаңба ұйымның басқа түрі үшін алынған. Деректерге қайта қол қойыңыз',
    en: 'The signature was made for another type of organisation. Please sign again',
  },
  /** The statement in the registration XML ({{version}}: the public offer version). */
  registrationStatement: {
    ru: 'Я, владелец сертификата, подписываю этот документ для регистрации в Jetkiz и принимаю публичную оферту версии {{version}}.',
    kk: 'Мен, сертификат иесі, осы құжатқа Jetkiz‑де тіркелу үшін қол қоямын және {{version}} нұсқасындағы жария офертаны қабылдаймын.',
    en: 'I, the certificate holder, sign this document to register with Jetkiz and accept the public offer version {{version}}.',
  },
  /** The statement in the cabinet's verification XML ({{id}}: the account's BIN or IIN). */
  verificationStatement: {
    ru: 'Я подтверждаю своей подписью данные организации с БИН/ИИН {{id}} в Jetkiz и принимаю публичную оферту версии {{version}}.',
    kk: 'Мен Jetkiz‑дегі БСН/ЖСН {{id}} ұйымының деректерін өз қолтаңбаммен растаймын және {{version}} нұсқасындағы жария офертаны қабылдаймын.',
    en: 'With my signature I confirm the details of the organisation with BIN/IIN {{id}} at Jetkiz and accept the public offer version {{version}}.',
  },
} as const satisfies Record<string, Localized>;
