import { isSizelessPack, type Pack } from './weight.ts';

/**
 * A pack as a quote records it and an order keeps it. `fromTotals`: the shipment was given by its totals (a weight,
 * places and perhaps a volume: spec §5's calculation without packs), and this pack is `shipmentOfTotals`'s even share
 * of them: its «size» is a cube worked out from the volume, or none at all, not a place anybody measured.
 */
export type QuotedPack = Pack & { fromTotals?: boolean };

/** The mark after a pack's five numbers that says it came from the totals. */
const FROM_TOTALS = 't';

/**
 * The packs as a quote signs them: L×W×H×kg×places, `;` between sizes, and `xt` after a pack of the totals («36.84x
 * 36.84x36.84x2.5x2xt»). A reader that knows only five numbers reads such a pack as before.
 */
export const quotedPacksText = (packs: readonly Pack[], fromTotals = false): string =>
  packs
    .map((p) => `${p.length}x${p.width}x${p.height}x${p.physWeight}x${p.placeCnt}${fromTotals ? `x${FROM_TOTALS}` : ''}`)
    .join(';');

/** The packs of a quote's text (`quotedPacksText`); a missing number is 0, a missing count 1. */
export const quotedPacksOf = (text: string): QuotedPack[] =>
  text
    .split(';')
    .filter(Boolean)
    .map((pack) => {
      const parts = pack.split('x');
      const [length = 0, width = 0, height = 0, physWeight = 0, placeCnt = 1] = parts.slice(0, 5).map(Number);
      return {
        length,
        width,
        height,
        physWeight,
        placeCnt: placeCnt || 1,
        ...(parts[5] === FROM_TOTALS && { fromTotals: true }),
      };
    });

/**
 * A place nobody measured: one of a shipment given by its totals, or (orders kept before the mark) one of no size.
 * Papers and pages give its weight (and the shipment's volume), never the cube `shipmentOfTotals` made up for it:
 * a priority order of 5 kg and 0.1 m³ in 2 places printed «36,84×36,84×36,84 см» for each.
 */
export const isUnmeasuredPack = (pack: { length: number; width: number; height: number; fromTotals?: boolean }): boolean =>
  pack.fromTotals === true || isSizelessPack(pack);
