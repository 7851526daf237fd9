import { ERRORS, PARTNER_DUPLICATE_FIELDS } from '@jetkiz/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { partnerApplications } from '../partners.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/partner/public/application';
const apply = (payload: Record<string, unknown>, lang = 'RU', from = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: from, headers: { 'accept-language': lang } });
const valid = {
  name: 'Айгерим Сапарова',
  phone: '+7 (702) 011-22-33',
  email: 'shop@example.kz',
  city: 'Алматы',
};

describe('POST /api/partner/public/application', () => {
  it('stores an application for the operator: 201, the phone normalised, the language kept', async () => {
    const response = await apply({ ...valid, company: ' ТОО «Дүкен» ', message: 'Продаём на маркетплейсе' }, 'KZ');
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    const [row] = await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(row).toMatchObject({
      name: 'Айгерим Сапарова',
      company: 'ТОО «Дүкен»',
      bin: null,
      phone: '77020112233',
      email: 'shop@example.kz',
      city: 'Алматы',
      message: 'Продаём на маркетплейсе',
      lang: 'kk',
      status: 'new',
    });
  });

  it.each([
    ['RU', { phone: '' }, { phone: 'Обязательное поле' }],
    ['EN', { email: 'shop@' }, { email: 'Enter a valid e-mail address' }],
    ['KZ', { name: ' ', city: '' }, { name: 'Міндетті өріс', city: 'Міндетті өріс' }],
  ])('answers 400 VALIDATION naming each bad field in the caller language (%s)', async (lang, change, fields) => {
    const response = await apply({ ...valid, ...change }, lang);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION');
    expect(body.fields).toEqual(fields);
  });

  it('refuses a BIN that is not one, and a missing field by the schema', async () => {
    const bad = await apply({ ...valid, bin: '111111111111' }, 'EN');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['bin']);
    // A BIN one digit short is told in the BIN's words, not the IIN's.
    for (const [lang, message] of [
      ['RU', 'БИН должен состоять из 12 цифр'],
      ['KZ', 'БСН 12 цифрдан тұруы керек'],
      ['EN', 'The BIN must have 12 digits'],
    ] as const) {
      const short = await apply({ ...valid, bin: '94014000038' }, lang);
      expect(short.statusCode).toBe(400);
      expect(short.json().fields).toEqual({ bin: message });
    }
    const missing = await t.app.inject({ method: 'POST', url: URL, payload: { name: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('VALIDATION');
  });

  it('keeps nothing when the hidden honeypot field is filled, yet answers as if it did', async () => {
    const before = await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.email, 'bot@example.kz'));
    const response = await apply({ ...valid, email: 'bot@example.kz', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const after = await t.database.db.select().from(partnerApplications).where(eq(partnerApplications.email, 'bot@example.kz'));
    expect(after).toHaveLength(before.length);
  });
});

describe('an application repeating one still waiting for the operator', () => {
  const rows = (phone: string) => t.database.db.select().from(partnerApplications).where(eq(partnerApplications.phone, phone));

  it('is refused with a 409 in the caller language, said under the phone, storing nothing', async () => {
    const first = { ...valid, phone: '+7 702 011 30 01' };
    expect((await apply(first)).statusCode).toBe(201);
    for (const [lang, message, field] of [
      [
        'RU',
        'Ваша заявка уже получена и ждёт ответа: менеджер свяжется с вами в рабочие дни',
        'Заявка с этого номера уже отправлена и ждёт ответа',
      ],
      [
        'KZ',
        'Өтініміңіз қабылданған және жауап күтуде: менеджер жұмыс күндері сізбен хабарласады',
        'Осы нөмірден өтінім жіберіліп қойған, ол жауап күтуде',
      ],
      [
        'EN',
        'Your application has already been received and is awaiting an answer: a manager will contact you on a working day',
        'An application from this number has already been sent and is awaiting an answer',
      ],
    ] as const) {
      // The same number written another way is the same number.
      const again = await apply({ ...first, phone: '87020113001', name: 'Другое имя' }, lang);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        errorCode: 'PARTNER_APPLICATION_PENDING',
        message,
        messageTexts: ERRORS.PARTNER_APPLICATION_PENDING.message,
        fields: { phone: field },
        // In every language too, for a page switched to another one.
        fieldTexts: { phone: PARTNER_DUPLICATE_FIELDS.phone },
      });
    }
    expect(await rows('77020113001')).toHaveLength(1);
  });

  it('is refused by the same BIN from another phone, under the BIN', async () => {
    const bin = '940140000385';
    expect((await apply({ ...valid, phone: '+7 702 011 30 02', bin })).statusCode).toBe(201);
    const again = await apply({ ...valid, phone: '+7 702 011 30 03', bin }, 'EN');
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({
      bin: 'An application with this BIN or IIN has already been sent and is awaiting an answer',
    });
    expect(await rows('77020113003')).toHaveLength(0);
  });

  it('is stored once when sent twice at the same moment (a double submit)', async () => {
    const twice = { ...valid, phone: '+7 702 011 30 04' };
    const answers = await Promise.all([apply(twice), apply(twice)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rows('77020113004')).toHaveLength(1);
  });

  it('is taken again once the operator has answered the first', async () => {
    const phone = '+7 702 011 30 05';
    const first = await apply({ ...valid, phone });
    await t.database.db
      .update(partnerApplications)
      .set({ status: 'contacted' })
      .where(eq(partnerApplications.id, first.json().id));
    expect((await apply({ ...valid, phone })).statusCode).toBe(201);
  });
});

describe('partner applications are rate limited per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ database: t.database, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 RATE_LIMITED in the caller language past the limit; another address has its own', async () => {
    // Each from a phone of its own: one phone's second application while the first waits is a 409 (above).
    let seq = 0;
    const send = (from: string, lang = 'RU') =>
      limited.app.inject({
        method: 'POST',
        url: URL,
        payload: { ...valid, phone: `+7 702 011 40 ${String(++seq).padStart(2, '0')}` },
        remoteAddress: from,
        headers: { 'accept-language': lang },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await send('10.9.9.9', 'EN');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'Too many requests. Please try again later' });
    expect((await send('10.9.9.10')).statusCode).toBe(201);
  });
});

describe('GET /api/site/public/config', () => {
  it('tells the web there is no tile server by default (the terminals list alone)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/public/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mapTileUrl: null, mapAttribution: null });
    // The carriers home shows, by display name only (never their URLs).
    expect(response.json().carriers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Steppe Express' }),
        expect.objectContaining({ name: 'Altyn Cargo' }),
      ]),
    );
    expect(response.body).not.toContain('http');
  });

  it('passes a configured tile server on, and lets the page load its tiles', async () => {
    const mapped = await buildTestApp({
      database: t.database,
      env: { MAP_TILE_URL: 'https://tiles.example.kz/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© OpenStreetMap' },
    });
    try {
      const response = await mapped.app.inject({ method: 'GET', url: '/api/site/public/config' });
      expect(response.json()).toMatchObject({
        mapTileUrl: 'https://tiles.example.kz/{z}/{x}/{y}.png',
        mapAttribution: '© OpenStreetMap',
      });
      const page = await mapped.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.kz");
    } finally {
      await mapped.close();
    }
  });
});
