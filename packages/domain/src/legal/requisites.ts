import type { Localized } from '../i18n/lang.ts';

/**
 * Jetkiz's own requisites, written once: the site's footer and contacts page show them, and the invoices,
 * receipts and waybills print them (payment by transfer goes to this account).
 */
export const JETKIZ_REQUISITES = {
  name: { ru: 'ТОО «Jetkiz»', kk: '«Jetkiz» ЖШС', en: 'Jetkiz LLP' } satisfies Localized,
  bin: '240340012341',
  iik: 'KZ266010002004001234',
  bank: {
    ru: 'АО «Народный Банк Казахстана»',
    kk: '«Қазақстан Халық Банкі» АҚ',
    en: 'Halyk Bank of Kazakhstan JSC',
  } satisfies Localized,
  bik: 'HSBKKZKX',
  kbe: '17',
  /** Payment purpose code: payment for services. */
  knp: '859',
  address: {
    ru: 'Республика Казахстан, 050000, г. Алматы, пр. Абая, 10',
    kk: 'Қазақстан Республикасы, 050000, Алматы қ., Абай даңғ., 10',
    en: '10 Abai Ave, Almaty 050000, Republic of Kazakhstan',
  } satisfies Localized,
} as const;

/** The support line, as people read it and as a `tel:` link dials it. */
export const SUPPORT_PHONE = '+7 (727) 350-00-00';
export const SUPPORT_EMAIL = 'support@jetkiz.kz';
/** Support works Monday to Friday, 09:00–18:00 Almaty time; Saturday and Sunday are days off. */
export const SUPPORT_HOURS = { days: 'mon-fri', from: '09:00', to: '18:00' } as const;

/** `tel:+77273500000` from the printed form. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
