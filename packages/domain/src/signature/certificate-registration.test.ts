import { describe, expect, it } from 'vitest';
import { entrepreneurName, nameCase, registrationFromCertificate } from './certificate-registration.ts';
import type { CertificateSubject } from './certificate-rules.ts';

const subject = (overrides: Partial<CertificateSubject> = {}): CertificateSubject => ({
  iin: '850722400008',
  bin: null,
  lastName: 'СӘРСЕНОВА',
  firstName: 'АЙГЕРІМ',
  patronymic: 'ҚАЙРАТҚЫЗЫ',
  commonName: 'СӘРСЕНОВА АЙГЕРІМ',
  organization: null,
  email: null,
  ...overrides,
});

describe('names from a certificate', () => {
  it.each([
    ['ИВАНОВ', 'Иванов'],
    ['СӘРСЕНОВА', 'Сәрсенова'],
    ['ӘЛІБЕК', 'Әлібек'],
    ['ҰЛЖАН', 'Ұлжан'],
    ['САРСЕНОВА-АХМЕТОВА', 'Сарсенова-Ахметова'],
    ['  ИВАН   ПЕТР ', 'Иван Петр'],
    ['SMITH', 'Smith'],
    ['Иванов', 'Иванов'],
  ])('%s → %s', (input, expected) => {
    expect(nameCase(input)).toBe(expected);
  });

  it('names an entrepreneur «ИП Фамилия Имя Отчество», without a missing part', () => {
    expect(entrepreneurName(subject())).toBe('ИП Сәрсенова Айгерім Қайратқызы');
    expect(entrepreneurName(subject({ patronymic: null }))).toBe('ИП Сәрсенова Айгерім');
    expect(entrepreneurName(subject({ patronymic: ' ', firstName: null }))).toBe('ИП Сәрсенова');
  });
});

describe('registration from a certificate', () => {
  it.each([
    [
      'entrepreneur (type 1): the holder IIN is the identifier',
      subject(),
      1,
      {
        bin: '850722400008',
        iin: '850722400008',
        name: 'ИП Сәрсенова Айгерім Қайратқызы',
        firstName: 'Айгерім',
        lastName: 'Сәрсенова',
        individual: true,
      },
    ],
    [
      'legal entity (type 2): the BIN and O=… as written',
      subject({ bin: '940140000385', organization: 'ТОО «Жеткіз Логистик»' }),
      2,
      {
        bin: '940140000385',
        iin: '850722400008',
        name: 'ТОО «Жеткіз Логистик»',
        firstName: 'Айгерім',
        lastName: 'Сәрсенова',
        individual: false,
      },
    ],
    [
      'a certificate without names leaves them empty',
      subject({ firstName: null, lastName: null, bin: '940140000385', organization: null }),
      2,
      { bin: '940140000385', iin: '850722400008', name: null, firstName: null, lastName: null, individual: false },
    ],
  ])('%s', (_, certificate, entityType, expected) => {
    expect(registrationFromCertificate(certificate, entityType)).toEqual(expected);
  });
});
