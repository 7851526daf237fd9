import type { Localized } from '@jetkiz/domain';

/** Jetkiz's own requisites, printed on invoices and receipts (payment by transfer goes to this account). */
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
    en: '10 Abay Ave, Almaty 050000, Republic of Kazakhstan',
  } satisfies Localized,
} as const;
