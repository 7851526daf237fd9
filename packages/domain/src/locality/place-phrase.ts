import type { Lang } from '../i18n/lang.ts';
import type { LocalityKind } from './kato.ts';

/**
 * «Arrived in X» with the locality's name left in the nominative: the generic noun of its kind carries the
 * case, so no name is ever declined («в город Караганда», «в село Каратал 1», «на станцию Акбулак»;
 * «Қарағанды қаласына», «Ақбұлақ станциясына»). An unknown kind falls back to «the destination: X».
 * `name` is the locality's display name in `lang` (`localityNames`).
 */
export const arrivalPlace = (kind: LocalityKind | null, name: string, lang: Lang): string => {
  if (lang === 'ru') {
    if (kind === 'station') return name.replace(/^станция /, 'на станцию ').replace(/^разъезд /, 'на разъезд ');
    if (kind === 'town') return `в посёлок ${name}`;
    if (kind === 'village') return `в село ${name}`;
    if (kind) return `в город ${name}`;
    return `в пункт назначения — ${name}`;
  }
  if (lang === 'kk') {
    if (kind === 'station') return name.replace(/ станциясы$/, ' станциясына').replace(/ разъезі$/, ' разъезіне');
    if (kind === 'town') return `${name} кентіне`;
    if (kind === 'village') return `${name} ауылына`;
    if (kind) return `${name} қаласына`;
    return `алушының елді мекеніне (${name})`;
  }
  return kind === 'station' ? `at ${name}` : `in ${name}`;
};
