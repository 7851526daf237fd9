/**
 * The named string formats of the contract (`Type.String({ format: 'iin' })`). The API checks them with
 * the domain's own functions and explains a failure with the message of the domain's reason; both lists
 * are here so that a contract field and its message cannot drift apart. No TypeBox here.
 */
import {
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
  EMAIL_MESSAGE,
  IIN_MESSAGES,
  PHONE_MESSAGES,
  POSTAL_INDEX_MESSAGE,
  STREET_NAME_MESSAGE,
  TRACK_MESSAGES,
} from './validation-messages.ts';

export type FormatRule = {
  /** True when the value is acceptable. */
  validate(value: string): boolean;
  /** Why it is not, in each language. */
  explain(value: string): Localized;
};

const KATO_MESSAGE: Localized = { ru: 'Неверный код КАТО', kk: 'ҚАТО коды қате', en: 'Invalid KATO code' };

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
      return r.ok ? TRACK_MESSAGES.format : TRACK_MESSAGES[r.problem];
    },
  },
  'iso-date': { validate: isIsoDate, explain: () => DATE_MESSAGE },
  kato: { validate: isKatoCode, explain: () => KATO_MESSAGE },
} as const satisfies Record<string, FormatRule>;

export type FormatName = keyof typeof FORMAT_RULES;
