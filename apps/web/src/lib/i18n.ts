import { DEFAULT_LANG, isLang, type Lang } from '@jetkiz/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../locales/ru.ts';

/** Where the chosen language is remembered (spec §3 Settings: currentLang under a selected-language key). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Each catalogue is its own chunk: a visitor downloads only the language they read. */
const CATALOGS: Record<Lang, () => Promise<Messages>> = {
  ru: async () => (await import('../locales/ru.ts')).ru,
  kk: async () => (await import('../locales/kk.ts')).kk,
  en: async () => (await import('../locales/en.ts')).en,
};

/** The spec stores Kazakh as `kz`; inside we use the ISO code `kk`. */
const toStored = (lang: Lang) => (lang === 'kk' ? 'kz' : lang);
const fromStored = (value: string | null): Lang | null => (value === 'kz' ? 'kk' : isLang(value) ? value : null);

export const readStoredLanguage = (): Lang => {
  try {
    return fromStored(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null) ?? DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
};

export const currentLang = (): Lang => (isLang(i18next.language) ? i18next.language : DEFAULT_LANG);

export const initI18n = () => {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: {},
      lng: DEFAULT_LANG,
      fallbackLng: false,
      supportedLngs: ['ru', 'kk', 'en'],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
};

/** Makes `lang` the interface language: loads its texts once, then switches. */
export const loadLanguage = async (lang: Lang): Promise<void> => {
  initI18n();
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await CATALOGS[lang]());
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
};

export const changeLanguage = async (lang: Lang): Promise<void> => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, toStored(lang));
  } catch {
    // A browser that refuses storage still switches for this visit.
  }
  await loadLanguage(lang);
};
