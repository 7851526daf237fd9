import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const calendar = (query: Record<string, string>, lang = 'RU') =>
  t.app.inject({ method: 'GET', url: '/api/order/public/calendar', query, headers: { 'accept-language': lang } });

describe('GET /api/order/public/calendar', () => {
  it('lists the days off of Nauryz 2026 with their names in the caller language', async () => {
    const response = await calendar({ from: '2026-03-20', to: '2026-03-26' }, 'KZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-03-20',
      to: '2026-03-26',
      complete: true,
      days: [
        { date: '2026-03-21', kind: 'holiday', name: 'Наурыз мейрамы' },
        { date: '2026-03-22', kind: 'holiday', name: 'Наурыз мейрамы' },
        { date: '2026-03-23', kind: 'holiday', name: 'Наурыз мейрамы' },
        { date: '2026-03-24', kind: 'movedHoliday', name: 'Наурыз мейрамы: ауыстырылған демалыс' },
        { date: '2026-03-25', kind: 'movedHoliday', name: 'Наурыз мейрамы: ауыстырылған демалыс' },
      ],
    });
  });

  it('covers a whole year: 104 weekend days and the official 2025 days off', async () => {
    const body = (await calendar({ from: '2025-01-01', to: '2025-12-31' }, 'EN')).json();
    const weekdaysOff = body.days.filter((d: { date: string }) => ![0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(weekdaysOff).toHaveLength(16);
    expect(body.days.find((d: { date: string }) => d.date === '2025-01-03')).toEqual({
      date: '2025-01-03',
      kind: 'transfer',
      name: 'Day off moved by the Government',
    });
    expect(body.days.some((d: { date: string }) => d.date === '2025-01-05')).toBe(false);
  });

  it('says when a year has no published data yet', async () => {
    expect((await calendar({ from: '2030-01-01', to: '2030-01-31' })).json().complete).toBe(false);
  });

  it.each([
    [{ from: '2026-01-01', to: '2027-06-01' }, 'RU', { to: 'Период — не больше года' }],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'EN', { to: 'The end date is before the start date' }],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'EN', { from: 'A date as YYYY-MM-DD' }],
    [{ from: '01.01.2026', to: '2026-03-01' }, 'KZ', { from: 'Күн ЖЖЖЖ-АА-КК пішімінде' }],
    [{ to: '2026-03-01' }, 'RU', { from: 'Обязательное поле' }],
  ])('refuses %j with the error shape', async (query, lang, fields) => {
    const response = await calendar(query, lang);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', fields });
  });
});
