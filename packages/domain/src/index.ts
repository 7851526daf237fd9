export * from './i18n/lang.ts';
export * from './locality/kato.ts';
export * from './locality/locality-search.ts';
export * from './text/search-text.ts';
export * from './text/transliterate.ts';
