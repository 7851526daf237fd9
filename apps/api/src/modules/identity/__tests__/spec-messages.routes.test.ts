import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

/** Spec §8's messages the API answers (issue 19): each test fails when its words disappear from the answer. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: object, lang: 'RU' | 'KZ' | 'EN') =>
  t.app.inject({ method: 'POST', url: `/api/identity${url}`, payload: body, headers: { 'accept-language': lang } });

describe('«invalid phone» on recovery', () => {
  it.each([
    ['RU', 'Неверный телефон'],
    ['KZ', 'Телефон нөмірі қате'],
    ['EN', 'Invalid phone number'],
  ] as const)('names the phone of a recovery that is not a number (%s)', async (lang, message) => {
    const answer = await post('/public/change-password', { newPassword: 'Qwerty12', phoneNumber: '12345' }, lang);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { phoneNumber: message } });
  });

  it.each([
    ['RU', 'Обязательное поле'],
    ['KZ', 'Міндетті өріс'],
    ['EN', 'This field is required'],
  ] as const)('a recovery with the phone left empty asks for it instead of calling it invalid (%s)', async (lang, message) => {
    const answer = await post('/public/change-password', { newPassword: 'Qwerty12', phoneNumber: '' }, lang);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { phoneNumber: message } });
  });

  it('registration keeps the words for a new number: format, then a Kazakhstan cell phone', async () => {
    const body = {
      firstName: 'Айгерім',
      lastName: 'Сәрсенова',
      email: 'a@mail.kz',
      password: 'Qwerty12',
      confirmPassword: 'Qwerty12',
      iin: '850722400008',
    };
    const short = await post('/public/registration/register-person', { ...body, username: '+7 (701) 12' }, 'RU');
    expect(short.json().fields).toEqual({ username: 'Неверный формат номера телефона' });
    const landline = await post('/public/registration/register-person', { ...body, username: '+7 (727) 770 61 23' }, 'RU');
    expect(landline.json().fields).toEqual({ username: 'Введите корректный номер сотового телефона Казахстана' });
  });
});

describe('the missing-field messages of company registration', () => {
  it.each([
    [
      'RU',
      {
        bin: 'Введите БИН',
        name: 'Введите наименование организации',
        legalAddress: 'Введите юридический адрес',
        lastName: 'Введите фамилию',
        firstName: 'Введите имя',
      },
    ],
    [
      'KZ',
      {
        bin: 'БСН енгізіңіз',
        name: 'Ұйымның атауын енгізіңіз',
        legalAddress: 'Заңды мекенжайды енгізіңіз',
        lastName: 'Тегіңізді енгізіңіз',
        firstName: 'Атыңызды енгізіңіз',
      },
    ],
    [
      'EN',
      {
        bin: 'Enter the BIN',
        name: 'Enter the organisation’s name',
        legalAddress: 'Enter the legal address',
        lastName: 'Enter the last name',
        firstName: 'Enter the first name',
      },
    ],
  ] as const)('names each empty field (%s), and registers nobody', async (lang, fields) => {
    const answer = await post(
      '/public/registration/register-company',
      {
        bin: '',
        entityType: 2,
        name: '',
        legalAddress: ' ',
        firstName: '',
        lastName: '',
        username: '77706500001',
        email: 'office@dala.kz',
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
      },
      lang,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION', fields });
  });
});

describe('sign-in: phone and password required (spec §5)', () => {
  it.each([
    ['RU', 'Обязательное поле', 'Введите пароль'],
    ['KZ', 'Міндетті өріс', 'Құпиясөзді енгізіңіз'],
    ['EN', 'This field is required', 'Enter the password'],
  ] as const)('an empty sign-in names both fields, not «wrong phone or password» (%s)', async (lang, required, password) => {
    const answer = await post('/public/auth', { userName: '', password: '', userType: 'person' }, lang);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION', fields: { userName: required, password } });
  });

  it('a phone without its password is asked for the password, and is no failed guess', async () => {
    for (let i = 0; i < 8; i++) {
      const answer = await post('/public/auth', { userName: '77015550000', password: '', userType: 'person' }, 'EN');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ password: 'Enter the password' });
    }
  });
});
