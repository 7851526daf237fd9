import { type CalcAnswer, CalcAnswerSchema, type TariffOffer } from '@jetkiz/contract';
import fc from 'fast-check';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { calcAnswerBytes } from '../calc.answer-bytes.ts';

/** What the route's schema serializer and Buffer.from give: the bytes calcAnswerBytes must equal. */
const bySchema = fastJson(CalcAnswerSchema as never) as (answer: CalcAnswer) => string;
const expected = (answer: CalcAnswer) => Buffer.from(bySchema(answer));

const tariff = (over: Partial<TariffOffer> = {}): TariffOffer => ({
  calculatorId: 'WzEsIlNURVBQRSJd.87s80BcwJQfZi1kxmfSDi7LARcGxftrcfZGpv-Rr5vU',
  carrier: { code: 'STEPPE', name: 'Steppe Express' },
  product: 'STEPPE_ECONOMY',
  serviceName: 'Эконом',
  type: 'standard',
  price: 7800,
  deliveryDays: 8,
  deliveryDaysMin: 5,
  deliveryDateFrom: '2026-12-14',
  deliveryDateTo: '2026-12-18',
  breakdown: {
    base: 5900.5,
    insurance: 100,
    services: [
      { code: 'PICKUP_ADDRESS', name: 'Забор груза от адреса', amount: 800 },
      { code: 'DELIVERY_ADDRESS', name: 'Мекенжайға дейін жеткізу', amount: 1000.25 },
    ],
    total: 7800.75,
  },
  ...over,
});
const answer = (over: Partial<CalcAnswer> = {}): CalcAnswer => ({
  calculatorId: tariff().calculatorId,
  pickupDate: '2026-12-07',
  weights: {
    physWeight: 12,
    volumetricWeight: 19.2,
    chargeableWeight: 20,
    volume: 0.096,
    placeCnt: 1,
    packs: [{ physWeight: 12, volumetricWeight: 19.2, chargeableWeight: 20, volume: 0.096, placeCnt: 1 }],
  },
  tariffs: [tariff(), tariff({ type: 'express', price: 12_700 })],
  notes: [],
  ...over,
});

describe('a calculation answer as bytes', () => {
  it.each<[string, CalcAnswer]>([
    ['a usual answer (Russian and Kazakh names)', answer()],
    ['no tariff at all', answer({ calculatorId: null, tariffs: [] })],
    [
      'a carrier left out, with a note',
      answer({ notes: [{ carrier: 'Altyn Cargo', message: 'Перевозчик не ответил вовремя' }] }),
    ],
    [
      'strings JSON escapes: quotes, backslashes, control characters, a lone surrogate',
      answer({
        tariffs: [
          tariff({
            carrier: { code: 'A"B', name: 'back\\slash\ttab' },
            serviceName: 'line\nbreak \ud800 alone',
            product: '\u007f DEL and é',
          }),
        ],
        notes: [{ carrier: '"', message: '\u0000' }],
      }),
    ],
    [
      'several packs, small and large numbers',
      answer({ weights: { ...answer().weights, physWeight: 1e-7, volume: 123456789.125 } }),
    ],
  ])('%s: the schema serializer’s bytes', (_name, given) => {
    expect(calcAnswerBytes(given)).toEqual(expected(given));
    // And the same again, now that its strings are known.
    expect(calcAnswerBytes(given)).toEqual(expected(given));
  });

  it('is the JSON of the answer, every field of the schema in it', () => {
    const given = answer({ notes: [{ carrier: 'Altyn Cargo', message: 'Тасымалдаушы уақытында жауап бермеді' }] });
    expect(JSON.parse(calcAnswerBytes(given).toString('utf8'))).toEqual(given);
  });

  it('equals the schema serializer for any answer', () => {
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    const money = fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true });
    const count = fc.integer({ min: 0, max: 10_000 });
    const id = fc.stringMatching(/^[\w-]{1,300}\.[\w-]{43}$/);
    const offer = fc.record({
      calculatorId: id,
      carrier: fc.record({ code: text, name: text }),
      product: text,
      serviceName: text,
      type: fc.constantFrom('standard', 'express', 'simple', 'complex' as const),
      price: money,
      deliveryDays: count,
      deliveryDaysMin: count,
      deliveryDateFrom: text,
      deliveryDateTo: text,
      breakdown: fc.record({
        base: money,
        insurance: money,
        services: fc.array(fc.record({ code: text, name: text, amount: money }), { maxLength: 4 }),
        total: money,
      }),
    });
    const pack = fc.record({
      physWeight: money,
      volumetricWeight: money,
      chargeableWeight: count,
      volume: money,
      placeCnt: count,
    });
    const answers = fc.record({
      calculatorId: fc.option(id, { nil: null }),
      pickupDate: text,
      weights: fc.record({
        physWeight: money,
        volumetricWeight: money,
        chargeableWeight: count,
        volume: money,
        placeCnt: count,
        packs: fc.array(pack, { maxLength: 3 }),
      }),
      tariffs: fc.array(offer, { maxLength: 6 }),
      notes: fc.array(fc.record({ carrier: text, message: text }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(answers, (given) => {
        expect(calcAnswerBytes(given as CalcAnswer)).toEqual(expected(given as CalcAnswer));
      }),
      { numRuns: 300 },
    );
  });

  it('writes a large answer (60 tariffs) as the schema serializer does', () => {
    const many = answer({ tariffs: Array.from({ length: 60 }, (_, i) => tariff({ price: i })) });
    expect(calcAnswerBytes(many)).toEqual(expected(many));
  });
});
