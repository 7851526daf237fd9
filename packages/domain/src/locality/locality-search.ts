import type { Lang, Localized } from '../i18n/lang.ts';
import { normalizeForSearch } from '../text/search-text.ts';
import type { LocalityKind } from './kato.ts';

export type LocalityEntry = {
  kato: string;
  kind: LocalityKind;
  names: Localized;
  /** District and region, for telling apart the many villages that share a name. Empty for Astana, Almaty, Shymkent. */
  context: Localized;
};

export type LocalityHit = { kato: string; name: string; region: string };

/** At most this many localities come back from one search (issue 2). */
export const LOCALITY_SEARCH_LIMIT = 20;
/** Longer search text is refused rather than searched. */
export const LOCALITY_QUERY_MAX_LENGTH = 100;

/** Cities of republican significance first, then regional centres, other cities, towns, villages, stations. */
const KIND_RANK: Readonly<Record<LocalityKind, number>> = {
  republic_city: 0,
  regional_centre: 1,
  city: 2,
  town: 3,
  village: 4,
  station: 5,
};

/** Prefixes longer than this are not indexed; longer queries are checked against the candidates of this prefix. */
const PREFIX_MAX = 10;

export type LocalityIndex = {
  readonly size: number;
  get(kato: string): LocalityEntry | undefined;
  /** Localities whose name (in any language) starts with the text, then those with a later word that does. */
  search(text: string, lang: Lang, limit?: number): LocalityHit[];
  /**
   * All a search's answer depends on besides the language and limit: the text cut to its longest and normalized.
   * «Алм», «алм », «АЛМ» share it, so a cache of answers by it holds one answer for them all.
   */
  queryKey(text: string): string;
  /** The cities of republican significance and the regional centres, for an empty search. */
  popular(lang: Lang, limit?: number): LocalityHit[];
};

const compareEntries = (a: LocalityEntry, b: LocalityEntry): number =>
  KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.names.ru.localeCompare(b.names.ru, 'ru') || a.kato.localeCompare(b.kato);

const pushUnique = (map: Map<string, number[]>, key: string, position: number): void => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
};

/**
 * An in-memory index over the localities: a search is a map look-up plus a walk over candidates that are
 * already in rank order, so a keystroke costs microseconds and no database round trip.
 */
export const buildLocalityIndex = (input: readonly LocalityEntry[]): LocalityIndex => {
  const entries = [...input].sort(compareEntries);
  const byKato = new Map(entries.map((entry) => [entry.kato, entry]));

  /**
   * The prefix maps (a few hundred thousand keys, ~25 MB) are built by the first search, not with the index: a
   * process that only names localities (the job runner, a document renderer) never holds them.
   */
  type Prefixes = { keys: string[][]; startsWith: Map<string, number[]>; wordStartsWith: Map<string, number[]> };
  let prefixes: Prefixes | undefined;
  const prefixesOf = (): Prefixes => {
    if (prefixes) return prefixes;
    const keys = entries.map((entry) => [...new Set([entry.names.ru, entry.names.kk, entry.names.en].map(normalizeForSearch))]);
    const startsWith = new Map<string, number[]>();
    const wordStartsWith = new Map<string, number[]>();
    keys.forEach((entryKeys, position) => {
      for (const key of entryKeys) {
        for (let n = 1; n <= Math.min(PREFIX_MAX, key.length); n++) pushUnique(startsWith, key.slice(0, n), position);
        for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) {
          const rest = key.slice(i + 1);
          for (let n = 1; n <= Math.min(PREFIX_MAX, rest.length); n++) pushUnique(wordStartsWith, rest.slice(0, n), position);
        }
      }
    });
    prefixes = { keys, startsWith, wordStartsWith };
    return prefixes;
  };

  const toHit = (entry: LocalityEntry, lang: Lang): LocalityHit => ({
    kato: entry.kato,
    name: entry.names[lang],
    region: entry.context[lang],
  });

  const queryKey = (text: string) => normalizeForSearch(typeof text === 'string' ? text.slice(0, LOCALITY_QUERY_MAX_LENGTH) : '');

  const popularEntries = entries.filter((e) => e.kind === 'republic_city' || e.kind === 'regional_centre');

  return {
    size: entries.length,
    get: (kato) => byKato.get(kato),
    popular: (lang, limit = LOCALITY_SEARCH_LIMIT) => popularEntries.slice(0, limit).map((e) => toHit(e, lang)),
    queryKey,
    search(text, lang, limit = LOCALITY_SEARCH_LIMIT) {
      const query = queryKey(text);
      if (query.length === 0 || limit <= 0) return [];
      const { keys, startsWith, wordStartsWith } = prefixesOf();
      const prefix = query.slice(0, PREFIX_MAX);
      const long = query.length > PREFIX_MAX;
      const chosen: number[] = [];
      const seen = new Set<number>();
      const take = (candidates: number[] | undefined, matches: (key: string) => boolean) => {
        if (candidates === undefined) return;
        for (const position of candidates) {
          if (chosen.length >= limit) return;
          if (seen.has(position)) continue;
          if (long && !(keys[position] ?? []).some(matches)) continue;
          seen.add(position);
          chosen.push(position);
        }
      };
      take(startsWith.get(prefix), (key) => key.startsWith(query));
      take(wordStartsWith.get(prefix), (key) => key.includes(` ${query}`));
      return chosen.map((position) => toHit(entries[position] as LocalityEntry, lang));
    },
  };
};
