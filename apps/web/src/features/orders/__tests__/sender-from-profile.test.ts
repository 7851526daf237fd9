import { describe, expect, it } from 'vitest';
import { EMPTY_PARTY } from '../components/wizard/party-fields.tsx';
import { senderFromProfile } from '../components/wizard/wizard-form.ts';

const person = {
  userType: 'person' as const,
  firstName: 'Айгерім',
  lastName: 'Сәрсенова',
  iin: '850722400008',
  bin: null,
  name: null,
  phone: '77015554433',
  email: 'aigerim@mail.kz',
};
const company = {
  userType: 'company' as const,
  firstName: 'Ерлан',
  lastName: 'Ахметов',
  iin: null,
  bin: '150340012340',
  name: 'ТОО «Дала Логистик»',
  phone: '77017778899',
  email: 'office@dala.kz',
};
const typed = { ...EMPTY_PARTY, phone: '77010000001', companyName: 'Склад №2' };

describe('the sender filled from the account (order step 1)', () => {
  it.each([
    [
      'a person: name, IIN, phone, e-mail',
      person,
      'person',
      EMPTY_PARTY,
      {
        lastName: 'Сәрсенова',
        firstName: 'Айгерім',
        iinOrBin: '850722400008',
        phone: '+7 (701) 555 44 33',
        email: 'aigerim@mail.kz',
      },
    ],
    [
      'a company: name, BIN, phone, e-mail, and its contact’s name',
      company,
      'company',
      EMPTY_PARTY,
      {
        companyName: 'ТОО «Дала Логистик»',
        iinOrBin: '150340012340',
        phone: '+7 (701) 777 88 99',
        email: 'office@dala.kz',
        lastName: 'Ахметов',
        firstName: 'Ерлан',
      },
    ],
    [
      'a priority order: the company stays unnamed («Jetkiz Priority»)',
      company,
      'priority',
      EMPTY_PARTY,
      { companyName: '', lastName: '', firstName: '', iinOrBin: '150340012340', phone: '+7 (701) 777 88 99' },
    ],
    ['what the customer typed stays', company, 'company', typed, { companyName: 'Склад №2', phone: '77010000001' }],
  ] as const)('%s', (_, user, family, before, expected) => {
    expect(senderFromProfile(before, user, family)).toMatchObject(expected);
  });
});
