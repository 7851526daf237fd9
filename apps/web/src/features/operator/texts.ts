import type { Lang } from '@jetkiz/domain';
import i18next from 'i18next';
import { en as claimsEn } from '../../locales/claims-en.ts';
import { kk as claimsKk } from '../../locales/claims-kk.ts';
import { ru as claimsRu } from '../../locales/claims-ru.ts';
import { en } from '../../locales/operator-en.ts';
import { kk } from '../../locales/operator-kk.ts';
import { en as moneyEn } from '../../locales/operator-money-en.ts';
import { kk as moneyKk } from '../../locales/operator-money-kk.ts';
import { ru as moneyRu } from '../../locales/operator-money-ru.ts';
import { ru } from '../../locales/operator-ru.ts';
import { en as oprefEn } from '../../locales/opref-en.ts';
import { kk as oprefKk } from '../../locales/opref-kk.ts';
import { ru as oprefRu } from '../../locales/opref-ru.ts';
import { en as workEn } from '../../locales/opwork-en.ts';
import { kk as workKk } from '../../locales/opwork-kk.ts';
import { ru as workRu } from '../../locales/opwork-ru.ts';

/** Each language's texts: the shell's, then each part's (merged deep: customers and orders, dashboard and reference data, money and acts). */
const TEXTS: Record<Lang, object[]> = {
  ru: [ru, workRu, oprefRu, moneyRu, claimsRu],
  kk: [kk, workKk, oprefKk, moneyKk, claimsKk],
  en: [en, workEn, oprefEn, moneyEn, claimsEn],
};
const installed = new Set<string>();

const install = (lang: string) => {
  const texts = TEXTS[lang as Lang];
  if (!texts || installed.has(lang) || !i18next.hasResourceBundle(lang, 'translation')) return;
  installed.add(lang);
  for (const part of texts) i18next.addResourceBundle(lang, 'translation', part, true, false);
};

/**
 * The console's texts in ru, kk and en travel in the console's own chunk (about 2 KB gzipped each), so the public
 * pages' i18n table does not grow: they join each language's catalogue now, and a language loaded later gets them the
 * moment its catalogue is added, before the switch shows it.
 */
export const installOperatorTexts = () => {
  for (const lang of Object.keys(TEXTS)) install(lang);
  i18next.store.on('added', (lang: string, namespace: string) => {
    if (namespace === 'translation') install(lang);
  });
};
