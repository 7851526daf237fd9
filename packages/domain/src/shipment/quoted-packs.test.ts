import { describe, expect, it } from 'vitest';
import { isUnmeasuredPack, quotedPacksOf, quotedPacksText } from './quoted-packs.ts';
import { shipmentOfTotals } from './weight.ts';

describe('the packs a quote records', () => {
  const box = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 3 };

  it.each([
    [[box], false, '30x20x10x2x3'],
    [[box, { ...box, placeCnt: 1 }], false, '30x20x10x2x3;30x20x10x2x1'],
    [[{ length: 1, width: 1, height: 1, physWeight: 2.5, placeCnt: 2 }], true, '1x1x1x2.5x2xt'],
    [[], false, ''],
  ])('%j (of the totals: %s) reads %s, and back', (packs, fromTotals, text) => {
    expect(quotedPacksText(packs, fromTotals)).toBe(text);
    expect(quotedPacksOf(text)).toEqual(packs.map((p) => ({ ...p, ...(fromTotals && { fromTotals: true }) })));
  });

  it.each([
    ['30x20x10x2x3', [{ ...box }]],
    ['30x20x10x2', [{ ...box, placeCnt: 1 }]],
    ['30x20x10x2x0', [{ ...box, placeCnt: 1 }]],
    ['30x20x10x2x3xq', [{ ...box }]],
  ])('%s, as quotes before the mark wrote it, reads %j', (text, packs) => {
    expect(quotedPacksOf(text)).toEqual(packs);
  });

  it.each([
    ['measured', box, false],
    ['a cube of the totals', { ...shipmentOfTotals(5, 2, 0.1).packs[0], fromTotals: true }, true],
    ['of no size, kept before the mark', shipmentOfTotals(5, 2).packs[0], true],
    ['a real cube someone measured', { length: 40, width: 40, height: 40, physWeight: 3, placeCnt: 1 }, false],
  ])('a place %s is unmeasured: %s', (_what, pack, unmeasured) => {
    expect(isUnmeasuredPack(pack as Parameters<typeof isUnmeasuredPack>[0])).toBe(unmeasured);
  });
});
