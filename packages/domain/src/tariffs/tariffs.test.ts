import { describe, expect, it } from 'vitest';
import { createWorkCalendar } from '../calendar/work-calendar.ts';
import { basePrice, deliveryWindow, priceBreakdown, type ZoneRate } from './tariff.ts';
import { areNeighbourRegions, routeZone } from './zones.ts';

describe('route zones', () => {
  it.each([
    ['750000000', '750000000', 'local'],
    ['351010000', '353230100', 'region'],
    ['750000000', '191010000', 'near'],
    ['750000000', '710000000', 'far'],
    ['710000000', '351010000', 'near'],
    ['790000000', '611010000', 'near'],
    ['271010000', '631010000', 'far'],
    ['bad', '750000000', null],
  ])('%s → %s: %s', (from, to, zone) => {
    expect(routeZone(from, to)).toBe(zone);
  });

  it('is symmetric', () => {
    const codes = [
      '10',
      '11',
      '15',
      '19',
      '23',
      '27',
      '31',
      '33',
      '35',
      '39',
      '43',
      '47',
      '55',
      '59',
      '61',
      '62',
      '63',
      '71',
      '75',
      '79',
    ];
    for (const a of codes) for (const b of codes) expect(areNeighbourRegions(a, b)).toBe(areNeighbourRegions(b, a));
  });
});

const rate: ZoneRate = {
  brackets: [
    { upToKg: 1, price: 150_000 },
    { upToKg: 5, price: 250_000 },
    { upToKg: 10, price: 350_000 },
  ],
  perKgAbove: 30_000,
  daysMin: 2,
  daysMax: 3,
};

describe('tariff pricing', () => {
  it.each([
    [1, 150_000],
    [5, 250_000],
    [6, 350_000],
    [10, 350_000],
    [11, 380_000],
    [25, 800_000],
    [0, null],
    [501, null],
  ])('%i kg → %s tiyn', (kg, price) => {
    expect(basePrice(rate, kg, 500)).toBe(price);
  });

  it('adds insurance and services to the base', () => {
    expect(
      priceBreakdown(350_000, null, [
        { code: 'FRAGILE', name: { ru: '', kk: '', en: '' }, basisPointsOfBase: 2_000 },
        { code: 'SMS', name: { ru: '', kk: '', en: '' }, fixed: 10_000 },
      ]),
    ).toEqual({
      base: 350_000,
      insurance: 10_000,
      services: [
        { code: 'FRAGILE', amount: 70_000 },
        { code: 'SMS', amount: 10_000 },
      ],
      total: 440_000,
    });
    expect(priceBreakdown(350_000, 100_000_000, []).insurance).toBe(500_000);
  });

  it('counts working days from the pickup date, one more in winter', () => {
    const calendar = createWorkCalendar();
    expect(deliveryWindow(rate, '2026-07-01', calendar)).toEqual({
      daysMin: 2,
      daysMax: 3,
      from: '2026-07-03',
      to: '2026-07-07',
    });
    expect(deliveryWindow(rate, '2027-01-13', calendar)).toEqual({
      daysMin: 3,
      daysMax: 4,
      from: '2027-01-18',
      to: '2027-01-19',
    });
  });
});
