import type { Localized } from '../i18n/lang.ts';
import { transliterate } from '../text/transliterate.ts';

/**
 * KATO, the official administrative-territorial classifier (НК РК 11-2025): 9 digits AB CD EF HIJ —
 * oblast or city of republican significance / district or city of oblast significance / rural okrug or
 * administration / settlement. Codes are strings: leading zeros are not expected today, but codes are names,
 * not numbers.
 */
export type KatoLevel = 'oblast' | 'district' | 'sub_district' | 'settlement';
export type KatoRow = {
  kato: string;
  level: KatoLevel;
  /** The workbook's `k` column: 0 republic or oblast, 1 urban, 2 rural, 3 and 4 administrations. */
  typeCode: number;
  nameRu: string;
  nameKk: string;
};

/** What kind of place a locality is; decides its rank in search and how its name is written. */
export type LocalityKind = 'republic_city' | 'regional_centre' | 'city' | 'town' | 'village' | 'station';

export const KATO_LEVELS: readonly KatoLevel[] = ['oblast', 'district', 'sub_district', 'settlement'];

/** The cities of republican significance and the seats of the 17 oblasts (НК РК 11-2025 codes). */
export const REGIONAL_CENTRE_KATO: ReadonlySet<string> = new Set([
  '101010000', // Семей, Abai
  '111010000', // Кокшетау, Akmola
  '151010000', // Актобе
  '191010000', // Қонаев, Almaty oblast
  '231010000', // Атырау
  '271010000', // Уральск, West Kazakhstan
  '311010000', // Тараз, Jambyl
  '331010000', // Талдыкорган, Jetisu
  '351010000', // Караганда
  '391010000', // Костанай
  '431010000', // Кызылорда
  '471010000', // Актау, Mangystau
  '551010000', // Павлодар
  '591010000', // Петропавловск, North Kazakhstan
  '611010000', // Туркестан
  '621010000', // Жезказган, Ulytau
  '631010000', // Усть-Каменогорск, East Kazakhstan
]);

/** English names of the first-level units, keyed by the AB part of the code. */
const REGION_EN: Readonly<Record<string, string>> = {
  '10': 'Abai Region',
  '11': 'Akmola Region',
  '15': 'Aktobe Region',
  '19': 'Almaty Region',
  '23': 'Atyrau Region',
  '27': 'West Kazakhstan Region',
  '31': 'Jambyl Region',
  '33': 'Jetisu Region',
  '35': 'Karaganda Region',
  '39': 'Kostanay Region',
  '43': 'Kyzylorda Region',
  '47': 'Mangystau Region',
  '55': 'Pavlodar Region',
  '59': 'North Kazakhstan Region',
  '61': 'Turkistan Region',
  '62': 'Ulytau Region',
  '63': 'East Kazakhstan Region',
  '71': 'Astana',
  '75': 'Almaty',
  '79': 'Shymkent',
};

export const isKatoCode = (value: unknown): value is string => typeof value === 'string' && /^\d{9}$/.test(value);

/**
 * Codes that may be the parent of `code`, nearest first: zero HIJ, then EF+HIJ, then CD+EF+HIJ.
 * The parent is the first of these that exists in the classifier (checked over the whole file).
 */
export const katoParentCandidates = (code: string): string[] => {
  if (!isKatoCode(code)) return [];
  const candidates = [`${code.slice(0, 6)}000`, `${code.slice(0, 4)}00000`, `${code.slice(0, 2)}0000000`];
  return [...new Set(candidates)].filter((candidate) => candidate !== code);
};

export const resolveKatoParent = (code: string, exists: (candidate: string) => boolean): string | null =>
  katoParentCandidates(code).find(exists) ?? null;

/** The first-level unit (oblast or city of republican significance) a code belongs to. */
export const katoRegionCode = (code: string): string | null => (isKatoCode(code) ? `${code.slice(0, 2)}0000000` : null);

/**
 * Which rows are places a parcel can be sent from or to: cities, towns, villages and railway stations.
 * Administrative units (oblasts, districts, okrugs, city administrations), city districts and the
 * uninhabited points of the classifier (winter camps, farms, sites, shepherds' houses) are not.
 */
export const classifyLocality = (row: KatoRow): LocalityKind | null => {
  const ru = row.nameRu.trim();
  if (row.level === 'oblast') return row.typeCode === 1 ? 'republic_city' : null;
  if (row.level === 'district') return null;
  if (/^г\./.test(ru)) return REGIONAL_CENTRE_KATO.has(row.kato) ? 'regional_centre' : 'city';
  if (/^(п|пгт)\./.test(ru)) return 'town';
  if (/^с\./.test(ru)) return 'village';
  if (row.level === 'settlement' && /^(ст|рзд)\./.test(ru)) return 'station';
  return null;
};

const squeeze = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Russian name without the workbook's abbreviations: «г.Семей» → «Семей», «ст.Акбулак» → «станция Акбулак». */
export const localityNameRu = (nameRu: string): string => {
  const s = squeeze(nameRu);
  if (/^ст\./.test(s)) return squeeze(`станция ${s.slice(3)}`);
  if (/^рзд\./.test(s)) return squeeze(`разъезд ${s.slice(4)}`);
  return squeeze(s.replace(/^(г|с|п|пгт)\.\s*/, ''));
};

/** Kazakh name without the workbook's abbreviations: «Семей қ.» → «Семей», «Ақбұлақ ст.» → «Ақбұлақ станциясы». */
export const localityNameKk = (nameKk: string): string => {
  const s = squeeze(nameKk);
  if (/^рзд\./.test(s)) return squeeze(`${s.slice(4)} разъезі`);
  if (/\sст\.$/.test(s)) return `${s.slice(0, -4).trim()} станциясы`;
  return squeeze(s.replace(/\s+(қ|а|к|ауылы|кенті)\.?$/, ''));
};

/** Names of a locality in every interface language; English is transliterated from the Russian name. */
export const localityNames = (row: KatoRow): Localized => {
  const ru = localityNameRu(row.nameRu);
  const kk = localityNameKk(row.nameKk);
  const en = /^станция /.test(ru)
    ? `${transliterate(ru.slice(8))} station`
    : /^разъезд /.test(ru)
      ? `${transliterate(ru.slice(8))} siding`
      : transliterate(ru);
  return { ru, kk, en };
};

/**
 * Names of an administrative unit used as context beside a locality («Абайский район, область Абай»).
 * City administrations read as the city itself.
 */
export const adminUnitNames = (row: KatoRow): Localized => {
  const ru = squeeze(row.nameRu);
  const kk = squeeze(row.nameKk);
  if (row.level === 'oblast') {
    return {
      ru: row.typeCode === 1 ? localityNameRu(ru) : ru,
      kk: row.typeCode === 1 ? localityNameKk(kk) : kk,
      en: REGION_EN[row.kato.slice(0, 2)] ?? transliterate(ru),
    };
  }
  const cityAdmin = /\s+Г\.А\.$/.exec(ru);
  if (cityAdmin) {
    const city = ru.slice(0, cityAdmin.index);
    const cityKk = kk.replace(/\s+Қ\.Ә\.$/, '');
    return { ru: `г. ${city}`, kk: `${cityKk} қаласы`, en: `${transliterate(city)} city` };
  }
  const districtKk = /\s+ауданы$/.exec(kk);
  return {
    ru,
    kk,
    en: districtKk ? `${transliterate(kk.slice(0, districtKk.index))} District` : transliterate(ru),
  };
};
