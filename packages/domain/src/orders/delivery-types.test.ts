import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TYPE_CODES,
  DELIVERY_TYPE_RULES,
  DELIVERY_TYPES,
  type DeliveryTypeFacts,
  defaultDeliveryType,
  deliveryTypeProblems,
  deliveryTypesFor,
  pointFitProblem,
  returnRefusal,
} from './delivery-types.ts';

const ALMATY = '750000000';
const ASTANA = '710000000';
/** A partner carrier's quote from an Almaty door to an Astana door. */
const door: DeliveryTypeFacts = {
  fromAddress: true,
  toAddress: true,
  ownFleet: false,
  carrier: 'STEPPE',
  fromKato: ALMATY,
  toKato: ASTANA,
  point: null,
};
const toPoint = { ...door, toAddress: false };
const own = { ...door, ownFleet: true, carrier: 'JETKIZ' };
const store = { kind: 'store' as const, carrier: 'STEPPE', kato: ASTANA };
const pvz = { kind: 'pickupPoint' as const, carrier: 'STEPPE', kato: ASTANA };

describe('delivery types of spec §3', () => {
  it('names all nine in ru, kk and en, Kazakh differing from Russian', () => {
    expect(DELIVERY_TYPE_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const code of DELIVERY_TYPE_CODES) {
      const { name } = DELIVERY_TYPE_RULES[code];
      for (const lang of ['ru', 'kk', 'en'] as const) expect(name[lang].trim()).not.toBe('');
      expect(name.kk).not.toBe(name.ru);
    }
    expect(DELIVERY_TYPES).toMatchObject({ 1: 'PickUp', 2: 'Delivery', 6: 'Shop', 7: 'AgentPvz', 8: 'Return' });
  });

  it.each([
    // code, facts, problems
    [1, door, { deliveryType: 'needsTerminal' }],
    [1, toPoint, {}],
    [2, door, {}],
    [2, toPoint, { deliveryType: 'needsDoor' }],
    [3, door, {}],
    [3, own, { deliveryType: 'needsPartner' }],
    [4, door, { deliveryType: 'needsSameLocality' }],
    [4, { ...door, toKato: ALMATY }, {}],
    [5, door, {}],
    [5, { ...door, toKato: ALMATY }, { deliveryType: 'needsOtherLocality' }],
    [6, door, { deliveryType: 'needsTerminal' }],
    [6, toPoint, { pickupPointId: 'needsPoint' }],
    [6, { ...toPoint, point: store }, {}],
    [6, { ...toPoint, point: pvz }, { pickupPointId: 'wrongPointKind' }],
    [7, { ...toPoint, point: pvz }, {}],
    [7, { ...toPoint, point: { ...pvz, kato: ALMATY } }, { pickupPointId: 'pointNotHere' }],
    [7, { ...toPoint, point: { ...pvz, carrier: 'ALTYN' } }, { pickupPointId: 'pointOfOtherCarrier' }],
    // Jetkiz's own fleet delivers to any carrier's point, as an agent.
    [7, { ...own, toAddress: false, point: { ...pvz, carrier: 'ALTYN' } }, {}],
    [2, { ...door, point: pvz }, { pickupPointId: 'pointNotAllowed' }],
    [8, door, { deliveryType: 'returnOnly' }],
    [8, { ...door, viaReturn: true }, {}],
    [9, door, { deliveryType: 'needsOwnFleet' }],
    [9, own, {}],
    [0, door, { deliveryType: 'unknown' }],
    [10, door, { deliveryType: 'unknown' }],
  ])('type %i with %j → %j', (code, facts, problems) => {
    expect(deliveryTypeProblems(code, facts)).toEqual(problems);
  });

  it('offers the types that fit the quote (never Return)', () => {
    expect(deliveryTypesFor(door)).toEqual([2, 3, 5]);
    expect(deliveryTypesFor(toPoint)).toEqual([1, 3, 5, 6, 7]);
    expect(deliveryTypesFor({ ...own, toKato: ALMATY })).toEqual([2, 4, 9]);
  });

  it.each([
    [true, 2],
    [false, 1],
  ])('an order naming no type gets the one of its far end (to address %s → %i)', (toAddress, code) => {
    expect(defaultDeliveryType(toAddress)).toBe(code);
  });
});

describe('a parcel and a pickup point’s limits', () => {
  const limits = { maxWeightKg: 15, maxSideCm: 60 };
  it.each([
    [[{ length: 30, width: 20, height: 10, physWeight: 2 }], null],
    [[{ length: 60, width: 60, height: 60, physWeight: 15 }], null],
    [[{ length: 30, width: 20, height: 10, physWeight: 15.1 }], 'tooHeavy'],
    [[{ length: 10, width: 61, height: 10, physWeight: 1 }], 'tooLarge'],
    [
      [
        { length: 10, width: 10, height: 10, physWeight: 1 },
        { length: 10, width: 10, height: 80, physWeight: 1 },
      ],
      'tooLarge',
    ],
  ])('%j → %s', (packs, problem) => {
    expect(pointFitProblem(packs, limits)).toBe(problem);
  });
});

describe('returning an order', () => {
  it.each([
    [{ status: 'delivered', deliveryType: 2, returnedBy: null }, null],
    [{ status: 'delivered', deliveryType: null, returnedBy: null }, null],
    [{ status: 'in_transit', deliveryType: 2, returnedBy: null }, 'notDelivered'],
    [{ status: 'formed', deliveryType: 2, returnedBy: null }, 'notDelivered'],
    [{ status: 'cancelled', deliveryType: 2, returnedBy: null }, 'notDelivered'],
    [{ status: 'delivered', deliveryType: 2, returnedBy: 'r-1' }, 'alreadyReturned'],
    [{ status: 'delivered', deliveryType: 8, returnedBy: null }, 'isReturn'],
  ] as const)('%j → %s', (order, refusal) => {
    expect(returnRefusal(order)).toBe(refusal);
  });
});
