/**
 * The named string formats of the contract (`Type.String({ format: 'iin' })`). The API checks them with
 * the domain's own functions and explains a failure with the message of the domain's reason; both lists
 * are here so that a contract field and its message cannot drift apart. No TypeBox here.
 */
import {
  almatyDayRange,
  checkBin,
  checkIin,
  checkPhone,
  checkTrackNumber,
  isIsoDate,
  isKatoCode,
  isValidEmail,
  isValidPostalIndex,
  isValidStreetName,
  type Localized,
} from '@jetkiz/domain';
import {
  BIN_MESSAGES,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  EMAIL_MESSAGE,
  ID_MESSAGE,
  IIN_MESSAGES,
  LIST_DAY_MESSAGE,
  PHONE_MESSAGES,
  POSTAL_INDEX_MESSAGE,
  STREET_NAME_MESSAGE,
  TRACK_MESSAGES,
  trackNumberMessage,
  YEAR_RANGE_MESSAGE,
} from './validation-messages.ts';

export type FormatRule = {
  /** True when the value is acceptable. */
  validate(value: string): boolean;
  /** Why it is not, in each language. */
  explain(value: string): Localized;
};

const KATO_MESSAGE: Localized = { ru: 'Неверный код КАТО', kk: 'ҚАТО коды қате', en: 'Invalid KATO code' };

/** The years a date on the wire may name: the service's life, with room; beyond them a date is a typo or an attack. */
export const YEARS = { min: 2000, max: 2100 } as const;
const yearOf = (iso: string) => Number(iso.slice(0, 4));
const inYears = (iso: string) => yearOf(iso) >= YEARS.min && yearOf(iso) <= YEARS.max;

/** A UUID in its canonical text (what PostgreSQL's uuid type reads); 36 dashes are not one. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** An instant in ISO 8601 with its offset (2026-11-23T10:00:00Z, …+05:00), within YEARS. */
const isInstant = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value) &&
  isIsoDate(value.slice(0, 10)) &&
  inYears(value) &&
  !Number.isNaN(Date.parse(value));

const ALMATY_OFFSET_MS = 5 * 3_600_000;

/** A list filter's day (YYYY-MM-DD, or DD.MM.YYYY with or without a time, as the domain reads it) within YEARS. */
const isListDay = (value: string): boolean => {
  const range = almatyDayRange(value);
  return range !== null && inYears(new Date(range.from.getTime() + ALMATY_OFFSET_MS).toISOString());
};
export const FORMAT_RULES = {
  iin: {
    validate: (v) => checkIin(v).ok,
    explain: (v) => {
      const r = checkIin(v);
      return r.ok ? IIN_MESSAGES.checksum : IIN_MESSAGES[r.problem];
    },
  },
  bin: {
    validate: (v) => checkBin(v).ok,
    explain: (v) => {
      const r = checkBin(v);
      return r.ok ? BIN_MESSAGES.checksum : BIN_MESSAGES[r.problem];
    },
  },
  phone: {
    validate: (v) => checkPhone(v).ok,
    explain: (v) => {
      const r = checkPhone(v);
      return r.ok ? PHONE_MESSAGES.format : PHONE_MESSAGES[r.problem];
    },
  },
  email: { validate: isValidEmail, explain: () => EMAIL_MESSAGE },
  'street-name': { validate: isValidStreetName, explain: () => STREET_NAME_MESSAGE },
  'postal-index': { validate: isValidPostalIndex, explain: () => POSTAL_INDEX_MESSAGE },
  'track-number': {
    validate: (v) => checkTrackNumber(v).ok,
    explain: (v) => {
      const r = checkTrackNumber(v);
      return r.ok ? TRACK_MESSAGES.empty : trackNumberMessage(r);
    },
  },
  'iso-date': {
    validate: (v) => isIsoDate(v) && inYears(v),
    explain: (v) => (isIsoDate(v) ? YEAR_RANGE_MESSAGE : DATE_MESSAGE),
  },
  'date-time': { validate: isInstant, explain: () => DATE_TIME_MESSAGE },
  'list-day': { validate: isListDay, explain: () => LIST_DAY_MESSAGE },
  kato: { validate: isKatoCode, explain: () => KATO_MESSAGE },
  uuid: { validate: isUuid, explain: () => ID_MESSAGE },
  /** A document of an order: `<order id>.<type>` (the file list gives them). */
  'file-id': {
    validate: (v) => /^[^.]+\.[a-z0-9]{1,20}$/.test(v) && isUuid(v.split('.')[0] as string),
    explain: () => ID_MESSAGE,
  },
} as const satisfies Record<string, FormatRule>;

export type FormatName = keyof typeof FORMAT_RULES;
