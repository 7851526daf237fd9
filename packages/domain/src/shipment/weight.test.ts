import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeableWeightKg,
  checkPack,
  isSizelessPack,
  orderWeights,
  packWeights,
  shipmentOfTotals,
  volumeM3,
  volumetricWeightKg,
} from './weight.ts';

describe('weights (spec §9)', () => {
  it.each([
    [100, 100, 100, 1, 200],
    [50, 40, 30, 0.06, 12],
    [10, 10, 10, 0.001, 0.2],
    [30, 20, 10, 0.006, 1.2],
  ])('%i×%i×%i cm → %f m³, volumetric %f kg', (l, w, h, volume, volumetric) => {
    expect(volumeM3(l, w, h)).toBe(volume);
    expect(volumetricWeightKg(l, w, h)).toBe(volumetric);
  });

  it.each([
    [5, 12, 12],
    [12.1, 12, 13],
    [0.3, 0.2, 1],
    [2, 1.2, 2],
    [0.1 + 0.2, 0, 1],
    [3, 3.0000000001, 3],
  ])('physical %f, volumetric %f → chargeable %i', (phys, vol, chargeable) => {
    expect(chargeableWeightKg(phys, vol)).toBe(chargeable);
  });

  it('weighs each place and the order as the sum of places', () => {
    const order = orderWeights([
      { length: 50, width: 40, height: 30, physWeight: 5, placeCnt: 2 },
      { length: 10, width: 10, height: 10, physWeight: 0.5, placeCnt: 3 },
    ]);
    expect(order.packs[0]).toMatchObject({
      volumetricWeight: 12,
      chargeableWeight: 12,
      totalChargeableWeight: 24,
      totalPhysWeight: 10,
    });
    expect(order.packs[1]).toMatchObject({ chargeableWeight: 1, totalChargeableWeight: 3 });
    expect(order).toMatchObject({ placeCnt: 5, chargeableWeight: 27, physWeight: 11.5, volumetricWeight: 24.6, volumeM3: 0.123 });
  });

  it('chargeable weight is whole and never below the physical or the volumetric weight', () => {
    const side = fc.double({ min: 0.1, max: 600, noNaN: true });
    fc.assert(
      fc.property(
        side,
        side,
        side,
        fc.double({ min: 0.01, max: 20_000, noNaN: true }),
        fc.integer({ min: 1, max: 999 }),
        (l, w, h, phys, places) => {
          const p = packWeights({ length: l, width: w, height: h, physWeight: phys, placeCnt: places });
          return (
            Number.isInteger(p.chargeableWeight) &&
            p.chargeableWeight >= phys - 1e-9 &&
            p.chargeableWeight >= p.volumetricWeight - 1e-6 &&
            p.totalChargeableWeight === p.chargeableWeight * places
          );
        },
      ),
    );
  });

  it('names each missing or bad field of a pack', () => {
    expect(checkPack({ length: 10, width: 10, height: 10, physWeight: 1, placeCnt: 1 })).toEqual({});
    expect(checkPack({ length: 10, width: 0, physWeight: -1, placeCnt: 1.5 })).toEqual({
      width: 'notPositive',
      height: 'required',
      physWeight: 'notPositive',
      placeCnt: 'notWhole',
    });
    // «abc» typed into a size reaches the rule as NaN or as text: not a number, which «greater than zero» did not say.
    expect(checkPack({ length: 601, width: Number.NaN, height: 'abc', physWeight: 1e9, placeCnt: 1000 })).toEqual({
      length: 'tooLarge',
      width: 'notANumber',
      height: 'notANumber',
      physWeight: 'tooLarge',
      placeCnt: 'tooLarge',
    });
  });
});

describe('a shipment given by its totals alone, weighed as a whole', () => {
  it.each([
    // total kg, places, m³, charged kg
    [10, 3, 0, 10],
    [10.5, 3, 0, 11],
    [7, 3, 0, 7],
    [12, 1, 0, 12],
    [0.4, 1, 0, 1],
    [2, 3, 0, 2],
    // By volume: 0.05 m³ is 10 kg, in 3 places not 3 × 4 kg.
    [10, 3, 0.05, 10],
    [5, 3, 0.05, 10],
    [10, 3, 0.3, 60],
  ])('%s kg in %s places, %s m³, is charged %s kg', (totalKg, places, volume, charged) => {
    const { packs, weights } = shipmentOfTotals(totalKg, places, volume);
    expect(weights.chargeableWeight).toBe(charged);
    expect(weights.packs.map((p) => p.totalChargeableWeight)).toEqual([charged]);
    expect(weights.placeCnt).toBe(places);
    expect(weights.physWeight).toBeCloseTo(totalKg, 3);
    expect(weights.volumeM3).toBeCloseTo(volume, 4);
    // The places are even shares, as the papers list them.
    expect(packs).toHaveLength(1);
    expect(packs[0]?.placeCnt).toBe(places);
  });
});

describe('a place whose size nobody gave', () => {
  it.each([
    [5, 2, 0, true],
    [5, 1, 0.05, false],
  ])('%s kg in %s places, %s m³: sizeless %s', (totalKg, places, volume, sizeless) => {
    const [pack] = shipmentOfTotals(totalKg, places, volume).packs;
    expect(pack && isSizelessPack(pack)).toBe(sizeless);
  });

  it.each([
    [{ length: 30, width: 20, height: 10 }, false],
    [{ length: 0.5, width: 0.5, height: 0.5 }, false],
    [{ length: 0.0001, width: 0.0001, height: 0.0001 }, true],
  ])('%o is sizeless: %s', (pack, sizeless) => {
    expect(isSizelessPack(pack)).toBe(sizeless);
  });
});
