import type { DirectionQuery, LocalityOption, ReferenceTerminal, StreetType, Terminal } from '@jetkiz/contract';
import {
  adminUnitNames,
  buildLocalityIndex,
  type KatoLevel,
  type KatoRow,
  type Lang,
  type LocalityEntry,
  type LocalityIndex,
  type LocalityKind,
  type Localized,
  localityNames,
  type WorkCalendar,
} from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { createLiveCalendar } from './reference.calendar.ts';
import { createPickupPointStore, type PickupPointStore } from './reference.pickup-points.ts';
import { type LocalityRow, referenceRepository, type TerminalRow } from './reference.repository.ts';

const toKatoRow = (row: LocalityRow): KatoRow => ({
  kato: row.kato,
  level: row.level as KatoLevel,
  typeCode: row.typeCode,
  nameRu: row.nameRu,
  nameKk: row.nameKk,
});

/** «Абайский район, область Абай»: the district (when it is not the locality itself) and the region. */
const contextOf = (row: LocalityRow, byKato: Map<string, LocalityRow>): Localized => {
  const parts: Localized[] = [];
  for (let parent = row.parentKato ? byKato.get(row.parentKato) : undefined; parent; ) {
    if (parent.level === 'district' || parent.level === 'oblast') {
      const names = adminUnitNames(toKatoRow(parent));
      const isSelf = parent.level === 'district' && names.ru === `г. ${localityNames(toKatoRow(row)).ru}`;
      if (!isSelf) parts.push(names);
    }
    parent = parent.parentKato ? byKato.get(parent.parentKato) : undefined;
  }
  return {
    ru: parts.map((p) => p.ru).join(', '),
    kk: parts.map((p) => p.kk).join(', '),
    en: parts.map((p) => p.en).join(', '),
  };
};

export const toLocalityEntries = (rows: LocalityRow[]): LocalityEntry[] => {
  const byKato = new Map(rows.map((row) => [row.kato, row]));
  return rows
    .filter((row) => row.kind !== null)
    .map((row) => ({
      kato: row.kato,
      kind: row.kind as LocalityKind,
      names: localityNames(toKatoRow(row)),
      context: contextOf(row, byKato),
    }));
};

export type ReferenceService = {
  /** Reads the reference tables into memory; call at start. */
  load(): Promise<void>;
  /**
   * Reads again what the console edits (terminals, calendar years): cheap, unlike the locality index, which only a
   * seed import at start changes.
   */
  reloadEditable(): Promise<void>;
  searchDirections(query: DirectionQuery, lang: Lang): LocalityOption[];
  /**
   * What the answer of searchDirections depends on besides the language: equal keys, equal answers (the popular
   * localities for no text, else the normalized text), so answers can be kept by it.
   */
  directionsKey(query: DirectionQuery): string;
  listStreetTypes(lang: Lang): StreetType[];
  /** The terminals customers may choose (switched-off ones are left out). */
  listTerminals(lang: Lang): Terminal[];
  /** Every terminal with its texts in all languages, for the console. */
  listAllTerminals(lang: Lang): ReferenceTerminal[];
  findTerminal(id: number, lang: Lang): ReferenceTerminal | undefined;
  /** The working-day calendar: the law, the built-in years and the years entered in the console; follows each load. */
  readonly calendar: WorkCalendar;
  /** Terminals in a locality, or else in its region. */
  terminalsNear(kato: string, lang: Lang): Terminal[];
  /** True for a KATO code of a locality parcels go to and from. */
  isLocality(kato: string): boolean;
  localityName(kato: string, lang: Lang): string;
  /** City, town, village or station: decides the generic noun printed before or after a name. */
  localityKind(kato: string): LocalityKind | null;
  readonly localityCount: number;
  /** The carriers' stores and pickup points (issue 19): synced from the carriers, served from memory. */
  readonly pickupPoints: PickupPointStore;
  /** Changes with every load, so caches of answers know when to forget. */
  readonly version: number;
};

/**
 * Localities and street types change a few times a year, so they are served from memory: a keystroke in the
 * locality picker never waits for the database.
 */
export const createReferenceService = (db: Db): ReferenceService => {
  let index: LocalityIndex = buildLocalityIndex([]);
  let streetTypes: Array<{ id: number; code: string; name: Localized; abbr: Localized }> = [];
  let version = 0;
  let terminalRows: TerminalRow[] = [];
  let activeTerminals: TerminalRow[] = [];
  const live = createLiveCalendar();
  const points = createPickupPointStore(db, (kato, lang) => {
    const place = index.get(kato);
    return { locality: place?.names[lang] ?? kato, region: place?.context[lang] ?? '' };
  });
  const toStaffTerminal = (row: TerminalRow, lang: Lang): ReferenceTerminal => ({
    id: row.id,
    code: row.code,
    kato: row.kato,
    locality: index.get(row.kato)?.names[lang] ?? row.kato,
    address: row.address,
    hours: row.hours,
    maxWeightKg: row.maxWeightKg,
    maxSideCm: row.maxSideCm,
    active: row.active,
  });
  const toTerminal = (row: TerminalRow, lang: Lang): Terminal => {
    const place = index.get(row.kato);
    const locality = place?.names[lang] ?? row.kato;
    return {
      id: row.id,
      code: row.code,
      kato: row.kato,
      locality,
      region: place?.context[lang] ?? '',
      name: `Jetkiz ${locality}`,
      address: row.address[lang],
      hours: row.hours[lang],
      maxWeightKg: row.maxWeightKg,
      maxSideCm: row.maxSideCm,
    };
  };
  const reloadEditable = async () => {
    const [terminalList, years] = await Promise.all([
      referenceRepository.listTerminals(db),
      referenceRepository.listCalendarYears(db),
      points.reload(),
    ]);
    terminalRows = terminalList;
    activeTerminals = terminalList.filter((row) => row.active);
    live.use(years);
  };
  return {
    get version() {
      return version;
    },
    calendar: live.calendar,
    pickupPoints: points,
    get localityCount() {
      return index.size;
    },
    async load() {
      const [localityRows, streetTypeRows] = await Promise.all([
        referenceRepository.listLocalities(db),
        referenceRepository.listStreetTypes(db),
        reloadEditable(),
      ]);
      index = buildLocalityIndex(toLocalityEntries(localityRows));
      streetTypes = streetTypeRows.map((row) => ({
        id: row.id,
        code: row.code,
        name: { ru: row.nameRu, kk: row.nameKk, en: row.nameEn },
        abbr: { ru: row.abbrRu, kk: row.abbrKk, en: row.abbrEn },
      }));
      version++;
    },
    reloadEditable,
    // FROM and TO search the same localities for now; carrier coverage narrows them in the calculator.
    searchDirections: (query, lang) =>
      query.name === undefined || query.name.trim() === '' ? index.popular(lang) : index.search(query.name, lang),
    directionsKey: (query) =>
      query.name === undefined || query.name.trim() === '' ? 'popular' : `search:${index.queryKey(query.name)}`,
    listStreetTypes: (lang) => streetTypes.map((t) => ({ id: t.id, code: t.code, name: t.name[lang], abbr: t.abbr[lang] })),
    listTerminals: (lang) => activeTerminals.map((row) => toTerminal(row, lang)),
    listAllTerminals: (lang) => terminalRows.map((row) => toStaffTerminal(row, lang)),
    findTerminal(id, lang) {
      const row = terminalRows.find((r) => r.id === id);
      return row && toStaffTerminal(row, lang);
    },
    terminalsNear(kato, lang) {
      const here = activeTerminals.filter((row) => row.kato === kato);
      const region = kato.slice(0, 2);
      return (here.length > 0 ? here : activeTerminals.filter((row) => row.kato.slice(0, 2) === region)).map((row) =>
        toTerminal(row, lang),
      );
    },
    isLocality: (kato) => index.get(kato) !== undefined,
    localityName: (kato, lang) => index.get(kato)?.names[lang] ?? kato,
    localityKind: (kato) => index.get(kato)?.kind ?? null,
  };
};
