import { ENTITY_TYPES } from '../identity/registration.ts';
import type { CertificateSubject } from './certificate-rules.ts';

/**
 * What a company registered by certificate (issue 16) takes from the verified certificate instead of the form: its
 * identifier, its name and the contact's names. Certificates write names in capitals («ИВАНОВ ИВАН»); an account
 * keeps them as a person writes them («Иванов Иван»).
 */

/** «ИВАНОВ», «САРСЕНОВА-АХМЕТОВА», «ӘЛІБЕК» → «Иванов», «Сарсенова-Ахметова», «Әлібек»; each word and part of it. */
export const nameCase = (value: string): string =>
  value
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part ? part.charAt(0).toLocaleUpperCase('ru') + part.slice(1).toLocaleLowerCase('ru') : part))
        .join('-'),
    )
    .join(' ');

/**
 * The organisation name of an individual entrepreneur registered by certificate: «ИП Фамилия Имя Отчество», the
 * form of the state business registry, kept the same in every language of the cabinet (the name is a requisite
 * printed on documents, not a translated label).
 */
export const entrepreneurName = (subject: Pick<CertificateSubject, 'lastName' | 'firstName' | 'patronymic'>): string =>
  ['ИП', subject.lastName, subject.firstName, subject.patronymic]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part, i) => (i === 0 ? part : nameCase(part)))
    .join(' ');

export type CertificateRegistration = {
  /** Entity type 2: the certificate BIN; type 1: the holder IIN (an entrepreneur is identified by it). */
  bin: string | null;
  iin: string | null;
  /** Type 2: O=…; type 1: «ИП Фамилия Имя». */
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  /** An individual's certificate (type 1), not a legal entity's. */
  individual: boolean;
};

/** The account's requisites and contact names for an entity type, from a certificate already verified for it. */
export const registrationFromCertificate = (subject: CertificateSubject, entityType: number): CertificateRegistration => {
  const entrepreneur = entityType === ENTITY_TYPES.individualEntrepreneur;
  return {
    bin: entrepreneur ? subject.iin : subject.bin,
    iin: subject.iin,
    name: entrepreneur ? entrepreneurName(subject) : subject.organization,
    firstName: subject.firstName ? nameCase(subject.firstName) : null,
    lastName: subject.lastName ? nameCase(subject.lastName) : null,
    individual: entrepreneur,
  };
};
