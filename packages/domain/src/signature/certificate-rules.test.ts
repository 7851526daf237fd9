import { describe, expect, it } from 'vitest';
import {
  type CertificateSubject,
  checkCertificatePurpose,
  dnAttributeName,
  keyUsersOf,
  KEY_USAGE_OIDS as O,
  parseDistinguishedName,
  readCertificateSubject,
} from './certificate-rules.ts';

const dn = (text: string) => readCertificateSubject(parseDistinguishedName(text));

describe('reading the subject of a Kazakh certificate', () => {
  it.each<[string, Partial<CertificateSubject>]>([
    [
      'CN=ИВАНОВ ИВАН, SURNAME=ИВАНОВ, SERIALNUMBER=IIN880101300123, C=KZ, G=ИВАНОВИЧ, E=ivan@example.kz',
      { iin: '880101300123', bin: null, lastName: 'ИВАНОВ', firstName: 'ИВАН', patronymic: 'ИВАНОВИЧ', email: 'ivan@example.kz' },
    ],
    [
      'CN=СЕРІКОВА ӘЙГЕРІМ,SURNAME=СЕРІКОВА,SERIALNUMBER=IIN900202400456,C=KZ,L=АСТАНА,ST=АСТАНА,O=ТОО \\"Жеткіз\\"\\, филиал,OU=BIN123456789012,G=ҚАЙРАТҚЫЗЫ',
      {
        iin: '900202400456',
        bin: '123456789012',
        lastName: 'СЕРІКОВА',
        firstName: 'ӘЙГЕРІМ',
        organization: 'ТОО "Жеткіз", филиал',
      },
    ],
    [
      '2.5.4.3=ПЕТРОВ ПЁТР, 2.5.4.5=IIN770707300789, 2.5.4.42=ПЕТРОВИЧ',
      { iin: '770707300789', lastName: 'ПЕТРОВ', patronymic: 'ПЕТРОВИЧ' },
    ],
    ['CN=ТОО ФИРМА, SERIALNUMBER=BIN123456789012', { iin: null, bin: '123456789012', lastName: 'ТОО' }],
    ['CN=X, SERIALNUMBER=IIN12345, OU=BINabc', { iin: null, bin: null }],
    ['', { iin: null, bin: null, commonName: null }],
    ['garbage without equals', { iin: null, commonName: null }],
  ])('%s', (text, expected) => {
    expect(dn(text)).toMatchObject(expected);
  });
});

describe('naming a DN attribute', () => {
  it.each([
    ['2.5.4.5', 'SERIALNUMBER'],
    ['2.5.4.42', 'G'],
    ['givenName', 'G'],
    ['1.2.840.113549.1.9.1', 'E'],
    [' ou ', 'OU'],
    ['2.5.4.99', '2.5.4.99'],
  ])('%s → %s', (type, name) => {
    expect(dnAttributeName(type)).toBe(name);
  });
});

const legal = (extra: string[]) => [O.signing, O.legalEntity, ...extra];
const personSubject = dn('CN=ИВАНОВ ИВАН, SERIALNUMBER=IIN880101300123');
const companySubject = dn('CN=ИВАНОВ ИВАН, SERIALNUMBER=IIN880101300123, OU=BIN123456789012');

describe('what a certificate may sign', () => {
  it.each([
    [
      'entrepreneur registers with an individual signing key',
      [O.signing, O.individual],
      personSubject,
      'registerEntrepreneur',
      null,
    ],
    [
      'entrepreneur with an authentication key',
      [O.authentication, O.individual],
      personSubject,
      'registerEntrepreneur',
      'notSigningKey',
    ],
    [
      'entrepreneur with a legal entity key',
      legal([O.head]),
      companySubject,
      'registerEntrepreneur',
      'entrepreneurCertificateRequired',
    ],
    [
      'legal entity registers with an individual key',
      [O.signing, O.individual],
      personSubject,
      'registerLegalEntity',
      'legalEntityCertificateRequired',
    ],
    ['legal entity registers with a head key', legal([O.head]), companySubject, 'registerLegalEntity', null],
    ['legal entity registers with a plain employee key', legal([O.employee]), companySubject, 'registerLegalEntity', null],
    ['legal entity key without a BIN', legal([O.head]), personSubject, 'registerLegalEntity', 'noIdentifier'],
    ['head signs for the company', legal([O.head]), companySubject, 'signForCompany', null],
    ['signing right signs for the company', legal([O.signingRight]), companySubject, 'signForCompany', null],
    ['plain employee signs for the company', legal([O.employee]), companySubject, 'signForCompany', 'noSigningRight'],
    ['entrepreneur signs their act', [O.signing, O.individual], personSubject, 'signForEntrepreneur', null],
    [
      'entrepreneur signs their act with a legal entity key',
      legal([O.head]),
      companySubject,
      'signForEntrepreneur',
      'entrepreneurCertificateRequired',
    ],
    [
      'entrepreneur signs their act with an authentication key',
      [O.authentication, O.individual],
      personSubject,
      'signForEntrepreneur',
      'notSigningKey',
    ],
    [
      'individual signs for a company',
      [O.signing, O.individual],
      personSubject,
      'signForCompany',
      'legalEntityCertificateRequired',
    ],
  ] as const)('%s', (_name, ekuOids, subject, purpose, problem) => {
    expect(checkCertificatePurpose({ ekuOids, subject }, purpose)).toEqual(problem ? { ok: false, problem } : { ok: true });
  });

  it('names the key users of a head of a legal entity', () => {
    expect(keyUsersOf(legal([O.head]))).toEqual(['legalEntity', 'head']);
  });
});
