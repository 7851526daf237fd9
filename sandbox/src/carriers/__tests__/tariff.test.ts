import { describe, expect, it } from 'vitest';
import { altynSandbox, steppeSandbox } from '../../index.ts';
import { STEPPE } from '../grids.ts';
import { carrierPrice, carrierZone } from '../tariff.ts';

const ALMATY = '750000000';
const ALMATY_DISTRICT = '751110000';
const ALMATY_REGION = '195020100';
const ASTANA = '710000000';
const KARAGANDA = '351010000';

describe('the sandbox carriers price by their own tariff, not by Jetkiz domain pricing', () => {
  it.each([
    [ALMATY, ALMATY, 'local'],
    [ALMATY, ALMATY_DISTRICT, 'region'],
    [ALMATY, ALMATY_REGION, 'near'],
    [ASTANA, KARAGANDA, 'near'],
    [ALMATY, ASTANA, 'far'],
    [ALMATY, '12345678', null],
    [undefined, ASTANA, null],
  ])('%s → %s is %s', (from, to, zone) => {
    expect(carrierZone(from, to)).toBe(zone);
  });

  const economyFar = STEPPE[0]?.zones.far;
  it.each([
    [0.5, 1_900],
    [1, 1_900],
    [1.01, 2_800],
    [12, 5_900],
    [20, 5_900],
    [20.5, 5_900 + 240],
    [33, 5_900 + 13 * 240],
    [300, 5_900 + 280 * 240],
    [301, null],
    [0, null],
    [Number.NaN, null],
  ])('Steppe Economy, far, %s kg: %s ₸', (kg, tenge) => {
    expect(carrierPrice(economyFar, kg, 300)).toBe(tenge);
  });

  it.each([
    ['Steppe', steppeSandbox, ALMATY, ASTANA, 12, { STEPPE_ECONOMY: 5_900, STEPPE_EXPRESS: 7_440 }],
    ['Steppe', steppeSandbox, ALMATY, ALMATY_DISTRICT, 3, { STEPPE_ECONOMY: 1_700, STEPPE_EXPRESS: 2_900 }],
    ['Steppe', steppeSandbox, ALMATY, ALMATY_REGION, 150, { STEPPE_ECONOMY: 29_300 }],
    ['Steppe', steppeSandbox, KARAGANDA, KARAGANDA, 1, {}],
    ['Altyn', altynSandbox, ALMATY, ASTANA, 12, { ALTYN_CARGO: 6_900 }],
    ['Altyn', altynSandbox, ALMATY, ALMATY_REGION, 150, { ALTYN_CARGO: 27_400 }],
    ['Altyn', altynSandbox, ALMATY, ALMATY_DISTRICT, 3, { ALTYN_CARGO: 4_500 }],
  ])('%s answers %s → %s, %s kg with the prices it always had', async (_name, make, fromKato, toKato, kg, prices) => {
    const app = make({ webhookSecret: 'test' });
    const response = await app.inject({ method: 'POST', url: '/api/v1/rates', payload: { fromKato, toKato, chargeableKg: kg } });
    await app.close();
    const rates = (response.json() as { rates: Array<{ code: string; price: number }> }).rates;
    expect(Object.fromEntries(rates.map((r) => [r.code, r.price]))).toEqual(prices);
  });
});
