import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/helper.ts';
import { buildApp } from '../app.ts';

describe('named formats of the contract', () => {
  it('checks fields with the domain rules and explains each failure by its reason, in the caller language', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    app.post(
      '/api/probe',
      {
        schema: {
          body: Type.Object({
            iin: Type.Optional(Type.String({ format: 'iin' })),
            bin: Type.Optional(Type.String({ format: 'bin' })),
            phone: Type.Optional(Type.String({ format: 'phone' })),
            email: Type.Optional(Type.String({ format: 'email' })),
            street: Type.Optional(Type.String({ format: 'street-name' })),
            track: Type.Optional(Type.String({ format: 'track-number' })),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    const probe = (payload: object, lang = 'RU') =>
      app.inject({ method: 'POST', url: '/api/probe', payload, headers: { 'accept-language': lang } });

    expect(
      (
        await probe({
          iin: '900115300003',
          bin: '940140000385',
          phone: '+7 701 123 45 67',
          email: 'a@b.kz',
          street: 'Әл-Фараби',
          track: 'JK473124829KZ',
        })
      ).statusCode,
    ).toBe(200);
    const cases: Array<[object, string, Record<string, string>]> = [
      [{ iin: '900115300004' }, 'RU', { iin: 'Неверный ИИН' }],
      [{ iin: '111111123456' }, 'EN', { iin: 'Invalid IIN: one digit repeats 7 times in a row' }],
      [{ iin: '901315300003' }, 'KZ', { iin: 'ЖСН қате: мұндай туған күн жоқ' }],
      [{ bin: '940140000386' }, 'RU', { bin: 'Неверный БИН' }],
      [{ phone: '+7 727 123 45 67' }, 'RU', { phone: 'Введите корректный номер сотового телефона Казахстана' }],
      [{ phone: '12345' }, 'EN', { phone: 'Invalid phone number format' }],
      [{ email: 'not-an-email' }, 'KZ', { email: 'Электрондық пошта мекенжайын дұрыс енгізіңіз' }],
      [{ street: 'Abay street' }, 'EN', { street: 'Use Cyrillic letters, digits, № / ( ) . - and spaces' }],
      [{ track: 'JK473124828KZ' }, 'RU', { track: 'В трек-номере опечатка: проверьте цифры' }],
    ];
    for (const [payload, lang, fields] of cases) {
      const response = await probe(payload, lang);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', fields });
    }
    const many = await probe({ iin: '123', phone: 'x', email: 'y' }, 'EN');
    expect(Object.keys(many.json().fields).sort()).toEqual(['email', 'iin', 'phone']);
    await app.close();
    await database.close();
  });
});
