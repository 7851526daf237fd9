import type { PickupPoint } from '@jetkiz/contract';
import {
  isKatoCode,
  type Lang,
  type Localized,
  PICKUP_POINT_KINDS,
  type PickupPointKind,
  type PublishedPoint,
} from '@jetkiz/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { referenceRepository } from './reference.repository.ts';
import { pickupPoints } from './reference.tables.ts';

export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** A point as a carrier publishes it (the domain's shape; the reference module imports no adapter). */
export type PickupPointInput = PublishedPoint;
/** One carrier's list of points, fetched on demand. */
export type PickupPointSource = { carrier: string; name: string; fetch: () => Promise<PickupPointInput[]> };

const localized = (v: unknown): v is Localized =>
  typeof v === 'object' && v !== null && ['ru', 'kk', 'en'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string');

/** A carrier's point we can show and deliver to; anything else in its list is left out. */
const usable = (p: PickupPointInput): boolean =>
  typeof p.code === 'string' &&
  p.code.length > 0 &&
  p.code.length <= 60 &&
  PICKUP_POINT_KINDS.includes(p.kind as PickupPointKind) &&
  isKatoCode(p.kato) &&
  localized(p.name) &&
  localized(p.address) &&
  localized(p.hours) &&
  Number.isFinite(p.maxWeightKg) &&
  p.maxWeightKg > 0 &&
  Number.isFinite(p.maxSideCm) &&
  p.maxSideCm > 0;

const sameAs = (row: PickupPointRow, p: PickupPointInput) =>
  row.active &&
  row.kind === p.kind &&
  row.kato === p.kato &&
  row.maxWeightKg === p.maxWeightKg &&
  row.maxSideCm === p.maxSideCm &&
  JSON.stringify([row.name, row.address, row.hours]) === JSON.stringify([p.name, p.address, p.hours]);

const repo = {
  list: (db: Db | Tx): Promise<PickupPointRow[]> => db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)),
  /** The carrier's list as it is now: new and changed points written, points it dropped switched off. */
  async replace(tx: Tx, carrier: string, points: PickupPointInput[]) {
    if (points.length > 0) {
      await tx
        .insert(pickupPoints)
        .values(points.map((p) => ({ ...p, carrier, active: true })))
        .onConflictDoUpdate({
          target: [pickupPoints.carrier, pickupPoints.code],
          set: {
            kind: sql`excluded.kind`,
            kato: sql`excluded.kato`,
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            hours: sql`excluded.hours`,
            maxWeightKg: sql`excluded.max_weight_kg`,
            maxSideCm: sql`excluded.max_side_cm`,
            active: true,
            updatedAt: sql`now()`,
          },
        });
    }
    const codes = points.map((p) => p.code);
    await tx
      .update(pickupPoints)
      .set({ active: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(pickupPoints.carrier, carrier),
          eq(pickupPoints.active, true),
          ...(codes.length ? [notInArray(pickupPoints.code, codes)] : []),
        ),
      );
  },
};

/**
 * The carriers' stores and pickup points, kept in the database and served from memory (issue 19). `sync` asks each
 * carrier for its list and writes what changed (raising the reference version, so other instances reload); a
 * carrier that does not answer keeps its last list.
 */
export const createPickupPointStore = (db: Db, place: (kato: string, lang: Lang) => { locality: string; region: string }) => {
  let rows: PickupPointRow[] = [];
  const carrierNames = new Map<string, string>();
  const view = (row: PickupPointRow, lang: Lang): PickupPoint => ({
    id: row.id,
    carrier: { code: row.carrier, name: carrierNames.get(row.carrier) ?? row.carrier },
    code: row.code,
    kind: row.kind as PickupPointKind,
    kato: row.kato,
    ...place(row.kato, lang),
    name: row.name[lang],
    address: row.address[lang],
    hours: row.hours[lang],
    maxWeightKg: row.maxWeightKg,
    maxSideCm: row.maxSideCm,
  });
  const reload = async () => {
    rows = await repo.list(db);
  };
  return {
    reload,
    async sync(sources: PickupPointSource[], log?: { warn(details: object, message: string): void }) {
      let changed = false;
      for (const source of sources) {
        carrierNames.set(source.carrier, source.name);
        let points: PickupPointInput[];
        try {
          points = (await source.fetch()).filter(usable);
        } catch (error) {
          log?.warn({ carrier: source.carrier, err: error }, 'pickup points not fetched; the last list stays');
          continue;
        }
        const current = rows.filter((r) => r.carrier === source.carrier && r.active);
        const same =
          current.length === points.length && points.every((p) => current.some((r) => r.code === p.code && sameAs(r, p)));
        if (same) continue;
        await db.transaction(async (tx) => {
          await repo.replace(tx, source.carrier, points);
          await referenceRepository.bumpVersion(tx);
        });
        changed = true;
      }
      if (changed) await reload();
      return changed;
    },
    /** The active points, by locality, kind and carrier when asked. */
    list: (query: { kato?: string | undefined; kind?: string | undefined; carrier?: string | undefined }, lang: Lang) =>
      rows
        .filter(
          (r) =>
            r.active &&
            (!query.kato || r.kato === query.kato) &&
            (!query.kind || r.kind === query.kind) &&
            (!query.carrier || r.carrier === query.carrier),
        )
        .map((r) => view(r, lang)),
    /** One point (also switched off: orders name it), with its limits; undefined when there is none. */
    find: (id: number) => rows.find((r) => r.id === id),
    view,
  };
};

export type PickupPointStore = ReturnType<typeof createPickupPointStore>;
