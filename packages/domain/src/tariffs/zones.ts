import { isKatoCode } from '../locality/kato.ts';

/**
 * Route zones of Jetkiz's grid: within one locality, within one region, to a neighbouring region, to a far
 * region. Regions are the first-level units of KATO (the AB part); the cities of republican significance count
 * as part of the region around them for neighbourhood.
 */
export type Zone = 'local' | 'region' | 'near' | 'far';
export const ZONES: readonly Zone[] = ['local', 'region', 'near', 'far'];

/**
 * Which regions share a border (НК РК 11-2025 codes). Written down once for the grid; approximate where the 2022
 * regions (Abai, Jetisu, Ulytau) redrew lines.
 */
const BORDERS: ReadonlyArray<readonly [string, string]> = [
  ['10', '63'],
  ['10', '55'],
  ['10', '35'],
  ['10', '33'],
  ['11', '59'],
  ['11', '55'],
  ['11', '35'],
  ['11', '39'],
  ['15', '27'],
  ['15', '23'],
  ['15', '47'],
  ['15', '39'],
  ['15', '43'],
  ['15', '62'],
  ['19', '33'],
  ['19', '31'],
  ['19', '35'],
  ['23', '27'],
  ['23', '47'],
  ['31', '61'],
  ['31', '35'],
  ['31', '62'],
  ['33', '35'],
  ['35', '55'],
  ['35', '62'],
  ['39', '59'],
  ['39', '62'],
  ['43', '61'],
  ['43', '62'],
  ['61', '62'],
];

/** The region a city of republican significance lies in, for neighbourhood. */
const ENCLOSING: Readonly<Record<string, string>> = { '71': '11', '75': '19', '79': '61' };

const neighbours = new Map<string, Set<string>>();
for (const [a, b] of BORDERS) {
  neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
  neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
}

export const areNeighbourRegions = (a: string, b: string): boolean => {
  const x = ENCLOSING[a] ?? a;
  const y = ENCLOSING[b] ?? b;
  return x === y || (neighbours.get(x)?.has(y) ?? false);
};

/** The zone of a route between two KATO codes; null when a code is not a KATO code. */
export const routeZone = (from: string, to: string): Zone | null => {
  if (!isKatoCode(from) || !isKatoCode(to)) return null;
  if (from === to) return 'local';
  const a = from.slice(0, 2);
  const b = to.slice(0, 2);
  if (a === b) return 'region';
  return areNeighbourRegions(a, b) ? 'near' : 'far';
};
