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

/**
 * A shipment given by its totals alone (spec §5: the weight when there are no packs; the priority calculation's
 * volume and places too) as packs of its places. Each place is weighed on its own (`orderWeights`), so an even split
 * rounded up place by place charged 10 kg in 3 places as 12 kg. The places carry whole kilograms instead, but the
 * last, which takes the rest: together they are charged the total rounded up (10 kg → 3 + 3 + 4; 10.5 kg → 3 + 3 +
 * 4.5, charged 11). Under a kilogram a place, each place is still charged its kilogram. The volume is shared evenly,
 * each place a cube of its part.
 */
export const packsOfShipment = (totalKg: number, places: number, totalVolumeM3 = 0): Pack[] => {
  const side = Math.cbrt((totalVolumeM3 * 1_000_000) / places) || 0.0001;
  const cube = { length: side, width: side, height: side };
  const whole = Math.floor(clean(totalKg / places));
  const last = clean(totalKg - whole * (places - 1), 3);
  if (places === 1 || whole < 1 || last === whole) return [{ ...cube, physWeight: totalKg / places, placeCnt: places }];
  return [
    { ...cube, physWeight: whole, placeCnt: places - 1 },
    { ...cube, physWeight: last, placeCnt: 1 },
  ];
};

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
