/**
 * Weights of spec §9: volumetric weight = length × width × height in metres × 200 (1 m³ = 200 kg);
 * chargeable weight = the greater of physical and volumetric, rounded up to a whole kilogram.
 * Dimensions are in centimetres, weights in kilograms.
 */
export const VOLUMETRIC_KG_PER_M3 = 200;
/** Limits of one place: what a courier van takes. */
export const PACK_LIMITS = { maxSideCm: 600, maxWeightKg: 20_000, maxPlaces: 999 } as const;

export type Pack = { length: number; width: number; height: number; physWeight: number; placeCnt: number };
export type PackProblem = 'required' | 'notANumber' | 'notPositive' | 'tooLarge' | 'notWhole';
export type PackField = keyof Pack;

export type PackWeights = {
  /** One place. */
  volumeM3: number;
  volumetricWeight: number;
  chargeableWeight: number;
  /** All places of the pack. */
  totalPhysWeight: number;
  totalVolumetricWeight: number;
  totalChargeableWeight: number;
  totalVolumeM3: number;
};

/** Rounds away floating-point noise (0.1 + 0.2) before comparing or rounding up. */
const clean = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

export const volumeM3 = (lengthCm: number, widthCm: number, heightCm: number): number =>
  clean((lengthCm * widthCm * heightCm) / 1_000_000);

export const volumetricWeightKg = (lengthCm: number, widthCm: number, heightCm: number): number =>
  clean(volumeM3(lengthCm, widthCm, heightCm) * VOLUMETRIC_KG_PER_M3, 3);

export const chargeableWeightKg = (physWeightKg: number, volumetricKg: number): number =>
  Math.ceil(clean(Math.max(physWeightKg, volumetricKg, 0)));

/** Each field of a pack that is missing or out of range, so the form can flag them one by one (spec §5). */
export const checkPack = (input: Partial<Record<PackField, unknown>>): Partial<Record<PackField, PackProblem>> => {
  const problems: Partial<Record<PackField, PackProblem>> = {};
  const check = (field: PackField, max: number, whole = false) => {
    const value = input[field];
    if (value === undefined || value === null || value === '') problems[field] = 'required';
    else if (typeof value !== 'number' || !Number.isFinite(value)) problems[field] = 'notANumber';
    else if (value <= 0) problems[field] = 'notPositive';
    else if (value > max) problems[field] = 'tooLarge';
    else if (whole && !Number.isInteger(value)) problems[field] = 'notWhole';
  };
  check('length', PACK_LIMITS.maxSideCm);
  check('width', PACK_LIMITS.maxSideCm);
  check('height', PACK_LIMITS.maxSideCm);
  check('physWeight', PACK_LIMITS.maxWeightKg);
  check('placeCnt', PACK_LIMITS.maxPlaces, true);
  return problems;
};

/** Weights of one pack (a kind of box) and of all its places. */
export const packWeights = (pack: Pack): PackWeights => {
  const volume = volumeM3(pack.length, pack.width, pack.height);
  const volumetric = volumetricWeightKg(pack.length, pack.width, pack.height);
  const chargeable = chargeableWeightKg(pack.physWeight, volumetric);
  return {
    volumeM3: volume,
    volumetricWeight: volumetric,
    chargeableWeight: chargeable,
    totalPhysWeight: clean(pack.physWeight * pack.placeCnt, 3),
    totalVolumetricWeight: clean(volumetric * pack.placeCnt, 3),
    totalChargeableWeight: chargeable * pack.placeCnt,
    totalVolumeM3: clean(volume * pack.placeCnt),
  };
};

export type OrderWeights = {
  packs: PackWeights[];
  placeCnt: number;
  physWeight: number;
  volumetricWeight: number;
  chargeableWeight: number;
  volumeM3: number;
};

/** The order: each place is weighed on its own, and the order pays for the sum of the places. */
export const orderWeights = (packs: readonly Pack[]): OrderWeights => {
  const each = packs.map(packWeights);
  return {
    packs: each,
    placeCnt: packs.reduce((n, p) => n + p.placeCnt, 0),
    physWeight: clean(
      each.reduce((n, p) => n + p.totalPhysWeight, 0),
      3,
    ),
    volumetricWeight: clean(
      each.reduce((n, p) => n + p.totalVolumetricWeight, 0),
      3,
    ),
    chargeableWeight: each.reduce((n, p) => n + p.totalChargeableWeight, 0),
    volumeM3: clean(each.reduce((n, p) => n + p.totalVolumeM3, 0)),
  };
};

/** The side, in cm, `shipmentOfTotals` gives the places of a shipment by weight alone: nobody gave their size. */
export const SIZELESS_SIDE_CM = 0.0001;

/**
 * A place whose size nobody gave (a shipment by weight alone): a page lists its weight and count, not «0×0×0 см ·
 * 0 м³», which reads as a parcel of no size.
 */
export const isSizelessPack = (pack: { length: number; width: number; height: number }): boolean =>
  pack.length <= SIZELESS_SIDE_CM && pack.width <= SIZELESS_SIDE_CM && pack.height <= SIZELESS_SIDE_CM;

/**
 * A shipment given by its totals alone (spec §5: the weight when there are no packs; the priority calculation's
 * volume and places too) is weighed as a whole: its chargeable weight is the greater of its weight and its
 * volumetric weight, rounded up once (spec §9). Split evenly into its places and each place rounded up, as packs are,
 * 10 kg in 3 places was charged 12 kg. Its places are one pack of even shares (the papers list them so), each a cube
 * of its part of the volume.
 */
export const shipmentOfTotals = (
  totalKg: number,
  places: number,
  totalVolumeM3 = 0,
): { packs: Pack[]; weights: OrderWeights } => {
  const side = Math.cbrt((totalVolumeM3 * 1_000_000) / places) || SIZELESS_SIDE_CM;
  const pack: Pack = { length: side, width: side, height: side, physWeight: totalKg / places, placeCnt: places };
  const each = orderWeights([pack]);
  const chargeable = chargeableWeightKg(each.physWeight, each.volumetricWeight);
  return {
    packs: [pack],
    weights: {
      ...each,
      chargeableWeight: chargeable,
      packs: each.packs.map((p) => ({ ...p, totalChargeableWeight: chargeable })),
    },
  };
};
