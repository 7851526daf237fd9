import type { Localized } from '@jetkiz/domain';

/** The newsletter's links (issue 19). Spread into ERRORS. */
export const NEWSLETTER_ERRORS = {
  /** A link whose signature does not match: altered or cut. */
  NEWSLETTER_LINK_INVALID: {
    status: 400,
    message: {
      ru: 'Ссылка недействительна. Проверьте, что она скопирована целиком',
      kk: 'Сілтеме жарамсыз. Оның толық көшірілгенін тексеріңіз',
      en: 'The link is not valid. Check that it was copied in full',
    },
  },
  /** A link that has done its work already (a confirmation or an unsubscription replayed). */
  NEWSLETTER_LINK_USED: {
    status: 409,
    message: {
      ru: 'Эта ссылка уже использована',
      kk: 'Бұл сілтеме бұрын пайдаланылған',
      en: 'This link has already been used',
    },
  },
  /** A confirmation link older than its term. */
  NEWSLETTER_LINK_EXPIRED: {
    status: 410,
    message: {
      ru: 'Срок действия ссылки истёк. Подпишитесь ещё раз',
      kk: 'Сілтеменің мерзімі өтті. Қайта жазылыңыз',
      en: 'The link has expired. Please subscribe again',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
