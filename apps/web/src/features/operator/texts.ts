import type { Lang } from '@jetkiz/domain';
import i18next from 'i18next';
import { en } from '../../locales/operator-en.ts';
import { kk } from '../../locales/operator-kk.ts';
import { ru } from '../../locales/operator-ru.ts';
import { en as workEn } from '../../locales/opwork-en.ts';
import { kk as workKk } from '../../locales/opwork-kk.ts';
import { ru as workRu } from '../../locales/opwork-ru.ts';

/** The shell's texts and each part's (customers and orders: `opwork`). */
const TEXTS: Record<Lang, object> = { ru: { ...ru, ...workRu }, kk: { ...kk, ...workKk }, en: { ...en, ...workEn } };
const installed = new Set<string>();

const install = (lang: string) => {
  const texts = TEXTS[lang as Lang];
  if (!texts || installed.has(lang) || !i18next.hasResourceBundle(lang, 'translation')) return;
  installed.add(lang);
  i18next.addResourceBundle(lang, 'translation', texts, true, false);
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
