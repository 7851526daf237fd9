import { describe, expect, it } from 'vitest';
import {
  accountKindOf,
  checkAccountPhone,
  checkCompanyRegistration,
  checkPersonRegistration,
  checkSignIn,
  customerNumberOf,
  iinFixedByVerification,
} from './registration.ts';

const person = {
  firstName: 'Айгерім',
  lastName: 'Сәрсенова',
  username: '+7 (701) 123 45 67',
  email: 'aigerim@mail.kz',
  password: 'Qwerty12',
  confirmPassword: 'Qwerty12',
  iin: '850722400008',
};

describe('person registration (spec §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(checkPersonRegistration(person)).toEqual({});
  });

  it('names every problem at once', () => {
    expect(
      checkPersonRegistration({
        ...person,
        iin: '850722400009',
        firstName: '',
        lastName: 'Ә'.repeat(51),
        username: '+7 727 123 45 67',
        email: 'x',
        password: 'qwerty',
        confirmPassword: 'qwertY',
      }),
    ).toEqual({
      iin: { kind: 'iin', problem: 'checksum' },
      firstName: { kind: 'required', what: 'firstName' },
      lastName: { kind: 'exceeded', max: 50 },
      username: { kind: 'phone', problem: 'prefix' },
      email: { kind: 'email' },
      password: { kind: 'weakPassword' },
      confirmPassword: { kind: 'password', problem: 'mismatch' },
    });
    expect(checkPersonRegistration({})).toMatchObject({
      iin: { kind: 'required' },
      username: { kind: 'required' },
      password: { kind: 'password', problem: 'required' },
    });
  });
});

describe('company registration (spec §5)', () => {
  const company = {
    ...person,
    bin: '940140000385',
    entityType: 2,
    name: 'ТОО «Жеткіз»',
    legalAddress: 'г. Алматы, пр. Абая, 10',
  };

  it('takes a BIN for a legal entity and the owner IIN for an individual entrepreneur', () => {
    expect(checkCompanyRegistration(company)).toEqual({});
    expect(checkCompanyRegistration({ ...company, entityType: 1, bin: '850722400008' })).toEqual({});
    expect(checkCompanyRegistration({ ...company, entityType: 1, bin: '940140000385' })).toEqual({
      bin: { kind: 'iin', problem: 'centuryDigit' },
    });
    expect(checkCompanyRegistration({ ...company, bin: '940140000386' })).toEqual({ bin: { kind: 'bin', problem: 'checksum' } });
    expect(checkCompanyRegistration({ ...company, entityType: 3 })).toEqual({ entityType: { kind: 'entityType' } });
    expect(checkCompanyRegistration({ ...company, name: ' ', legalAddress: '' })).toEqual({
      name: { kind: 'required', what: 'organizationName' },
      legalAddress: { kind: 'required', what: 'legalAddress' },
    });
    // Spec §8: the missing-field messages of BIN, organisation name, surname, name and legal address.
    expect(checkCompanyRegistration({ entityType: 2 })).toMatchObject({
      bin: { kind: 'required', what: 'bin' },
      name: { kind: 'required', what: 'organizationName' },
      legalAddress: { kind: 'required', what: 'legalAddress' },
      lastName: { kind: 'required', what: 'lastName' },
      firstName: { kind: 'required', what: 'firstName' },
    });
  });
});

describe('the number a document names a customer by', () => {
  it.each([
    ['a legal entity', { userType: 'company', bin: '150340012340', iin: null }, { label: 'bin', number: '150340012340' }],
    [
      'an individual entrepreneur',
      { userType: 'company', bin: null, iin: '880425406781' },
      { label: 'iin', number: '880425406781' },
    ],
    ['a person', { userType: 'person', bin: null, iin: '900115300003' }, { label: 'iin', number: '900115300003' }],
    ['a person not yet with an IIN', { userType: 'person', bin: null, iin: null }, { label: 'iin', number: null }],
    // A person's account never shows a BIN, whatever a column holds.
    [
      'a person with a stray BIN',
      { userType: 'person', bin: '150340012340', iin: '900115300003' },
      { label: 'iin', number: '900115300003' },
    ],
  ] as const)('%s', (_, customer, named) => {
    expect(customerNumberOf(customer)).toEqual(named);
  });
});

describe('what kind of customer an account is', () => {
  it.each([
    ['a person', { userType: 'person', entityType: null }, 'person'],
    ['a person whatever a column holds', { userType: 'person', entityType: 1 }, 'person'],
    ['an individual entrepreneur', { userType: 'company', entityType: 1 }, 'entrepreneur'],
    ['a legal entity', { userType: 'company', entityType: 2 }, 'legalEntity'],
    ['a company from before entity types', { userType: 'company', entityType: null }, 'legalEntity'],
  ] as const)('%s', (_name, account, kind) => {
    expect(accountKindOf(account)).toBe(kind);
  });
});

describe('an IIN a digital signature fixed', () => {
  it.each([
    ['a verified entrepreneur', { userType: 'company', bin: null, iin: '880425406781', verified: true }, true],
    ['an entrepreneur not verified yet', { userType: 'company', bin: null, iin: '880425406781', verified: false }, false],
    [
      "a verified legal entity's owner (the BIN is the number)",
      { userType: 'company', bin: '940140000385', iin: '880425406781', verified: true },
      false,
    ],
    ['a person', { userType: 'person', bin: null, iin: '850722400008', verified: false }, false],
  ] as const)('%s', (_name, account, fixed) => {
    expect(iinFixedByVerification(account)).toBe(fixed);
  });
});

describe('the phone of an existing account: sign-in and recovery (spec §5, §8)', () => {
  it.each([
    ['', { kind: 'required' }],
    ['   ', { kind: 'required' }],
    ['+7 (', { kind: 'required' }],
    ['+7 ()  ', { kind: 'required' }],
    ['+7 (7', { kind: 'invalidPhone' }],
    ['12345', { kind: 'invalidPhone' }],
    ['abc', { kind: 'invalidPhone' }],
    ['+7 (727) 770 61 23', { kind: 'invalidPhone' }],
    ['+7 (701) 123 45 67', null],
    ['87011234567', null],
    [undefined, { kind: 'required' }],
  ] as const)('%j → %j', (input, issue) => {
    expect(checkAccountPhone(input)).toEqual(issue);
  });
});

describe('sign-in: phone and password required (spec §5)', () => {
  it.each([
    [
      { userName: '', password: '' },
      { userName: { kind: 'required' }, password: { kind: 'password', problem: 'required' } },
    ],
    [{ userName: '  ', password: 'x' }, { userName: { kind: 'required' } }],
    [{ userName: '77011234567' }, { password: { kind: 'password', problem: 'required' } }],
    // A wrong phone is a wrong login, told apart from nothing: the server looks it up as typed.
    [{ userName: '{}', password: 'x' }, {}],
    [{ userName: '77011234567', password: ' ' }, {}],
  ] as const)('%j → %j', (input, issues) => {
    expect(checkSignIn(input)).toEqual(issues);
  });
});
