/** Interface languages. Russian is the default (spec §1, §9). */
export const LANGS = ['ru', 'kk', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ru';

/** A value in every interface language; the type makes a missing language a compile error. */
export type Localized = Readonly<Record<Lang, string>>;

/**
 * Whether an outside party's value (a carrier's product name) is text in every language that can be kept: a string
 * in each, not empty, without a NUL (PostgreSQL's jsonb refuses one) and not over `max` characters.
 */
export const isLocalizedText = (value: unknown, max = 200): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  LANGS.every((lang) => {
    const text = (value as Record<string, unknown>)[lang];
    return typeof text === 'string' && text.trim().length > 0 && text.length <= max && !text.includes('\u0000');
  });

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The language a caller asked for. The seed client sends `Accept-Language: RU | EN | KZ`; browsers send
 * `kk-KZ,ru;q=0.9,…`. Both are understood; anything else falls back to Russian.
 */
export const parseAcceptLanguage = (header: string | null | undefined): Lang => {
  if (typeof header !== 'string' || header.length === 0 || header.length > 200) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number.parseFloat(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'kz' || primary === 'kk') return 'kk';
    if (primary === 'ru') return 'ru';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANG;
};

/** The header value the seed client sends for a language (spec §7: RU, EN or KZ). */
export const toAcceptLanguage = (lang: Lang): 'RU' | 'KZ' | 'EN' => (lang === 'kk' ? 'KZ' : lang === 'en' ? 'EN' : 'RU');
