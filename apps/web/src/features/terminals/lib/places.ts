import type { Terminal } from '@jetkiz/contract';

/**
 * Where each terminal stands, by terminal code: the centre of its city (WGS 84), close enough to place a marker
 * and to start a route in a maps app. The terminals' own answer has no coordinates yet; when it has, this goes.
 */
const COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  ALA: [43.2389, 76.8897],
  AST: [51.1694, 71.4491],
  SHY: [42.3417, 69.5901],
  SEM: [50.4111, 80.2275],
  KOK: [53.2833, 69.3833],
  AKT: [50.2839, 57.167],
  KON: [43.8667, 77.0667],
  ATY: [47.1167, 51.8833],
  URA: [51.2333, 51.3667],
  TAR: [42.9, 71.3667],
  TAL: [45.0156, 78.3739],
  KAR: [49.8047, 73.1094],
  KOS: [53.2144, 63.6246],
  KZO: [44.8528, 65.5092],
  AKU: [43.65, 51.15],
  PAV: [52.2873, 76.9674],
  PET: [54.8667, 69.15],
  TUR: [43.3, 68.25],
  ZHE: [47.7833, 67.7667],
  UKA: [49.95, 82.6167],
};

export type Place = { lat: number; lon: number };

export const placeOf = (terminal: Pick<Terminal, 'code'>): Place | null => {
  const c = COORDINATES[terminal.code];
  return c ? { lat: c[0], lon: c[1] } : null;
};

/**
 * Where a carrier's store or pickup point is drawn: beside its city's terminal (the points' answer has no
 * coordinates either), each a little apart from the others of that city so none hides another. Null when no
 * terminal stands in its locality.
 */
export const placeOfPoint = (point: Pick<Terminal, 'kato'>, index: number, terminals: ReadonlyArray<Terminal>): Place | null => {
  const terminal = terminals.find((x) => x.kato === point.kato);
  const city = terminal ? placeOf(terminal) : null;
  if (!city) return null;
  const turn = ((index + 1) * 2 * Math.PI) / 6;
  return { lat: city.lat + 0.012 * Math.sin(turn), lon: city.lon + 0.018 * Math.cos(turn) };
};

/** A route to the terminal in 2GIS, from wherever the person is. */
export const route2gis = (t: Pick<Terminal, 'code' | 'locality' | 'address'>): string => {
  const p = placeOf(t);
  return p
    ? `https://2gis.kz/directions/points/%7C${p.lon}%2C${p.lat}`
    : `https://2gis.kz/search/${encodeURIComponent(`${t.locality}, ${t.address}`)}`;
};

/** A route to the terminal in Yandex Maps, by car, from the person's location. */
export const routeYandex = (t: Pick<Terminal, 'code' | 'locality' | 'address'>): string => {
  const p = placeOf(t);
  return p
    ? `https://yandex.kz/maps/?rtext=~${p.lat}%2C${p.lon}&rtt=auto`
    : `https://yandex.kz/maps/?text=${encodeURIComponent(`${t.locality}, ${t.address}`)}`;
};

/**
 * The heading a terminal is grouped under, in one style: «Акмолинская область», and for a city of republican
 * significance (Astana, Almaty, Shymkent: no region) the city named as one («г. Алматы», «Алматы қаласы»), so it
 * is not mistaken for the region of the same name.
 */
export const regionOf = (t: Pick<Terminal, 'region' | 'locality'>, city: (name: string) => string): string =>
  t.region.trim() || city(t.locality);
