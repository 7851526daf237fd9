import {
  CALENDAR_YEAR_MESSAGES,
  type CalendarYearBody,
  type ReferenceCalendarYear,
  type ReferenceTerminal,
  type ReferenceTerminalBody,
} from '@jetkiz/contract';
import { type CalendarYear, calendarYearProblems, KZ_CALENDAR, type Lang } from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { referenceRepository as repo } from './reference.repository.ts';
import type { ReferenceService } from './reference.service.ts';

/** Raises the reference version inside another module's edit (tariffs, services, promo codes). */
export const bumpReferenceVersion = (tx: Tx): Promise<number> => repo.bumpVersion(tx);

/** A change's facts for the audit log. */
export type Change<T> = { before: T | null; after: T };

/**
 * The console's edits of terminals and calendar years. Each runs in one transaction that also raises the reference
 * version, then `changed()` reloads this instance at once; the others see the new version within their poll.
 */
export const createReferenceEditing = (deps: { db: Db; reference: ReferenceService; changed: () => Promise<void> }) => {
  const { db, reference, changed } = deps;

  const calendarYear = async (year: number): Promise<ReferenceCalendarYear> => {
    const entered = (await repo.listCalendarYears(db)).find((y) => y.year === year);
    const data = entered?.data ?? KZ_CALENDAR.years[String(year)];
    return { year, edited: entered !== undefined, kurbanAit: data?.kurbanAit ?? null, transfers: data?.transfers ?? [] };
  };

  return {
    async updateTerminal(id: number, body: ReferenceTerminalBody, lang: Lang): Promise<Change<ReferenceTerminal>> {
      const before = await db.transaction(async (tx) => {
        const row = await repo.findTerminalForUpdate(tx, id);
        if (!row) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
        await repo.updateTerminal(tx, id, body);
        await repo.bumpVersion(tx);
        return row;
      });
      await changed();
      const after = reference.findTerminal(id, lang);
      if (!after) throw new AppError('REFERENCE_ITEM_NOT_FOUND');
      const { address, hours, maxWeightKg, maxSideCm, active } = before;
      return { before: { ...after, address, hours, maxWeightKg, maxSideCm, active }, after };
    },

    calendarYear,

    async updateCalendarYear(year: number, body: CalendarYearBody, _lang: Lang): Promise<Change<ReferenceCalendarYear>> {
      // null (or '' as the request's type coercion may hand null over): the year's Kurban Ait is not known yet.
      const data: CalendarYear = { ...(body.kurbanAit && { kurbanAit: body.kurbanAit }), transfers: body.transfers };
      const problems = calendarYearProblems(year, data);
      if (problems.length > 0) {
        throw new AppError('CALENDAR_YEAR_INVALID', {
          fields: Object.fromEntries(problems.map((p) => [p.field, CALENDAR_YEAR_MESSAGES[p.problem]])),
        });
      }
      const before = await calendarYear(year);
      await db.transaction(async (tx) => {
        await repo.upsertCalendarYear(tx, year, data);
        await repo.bumpVersion(tx);
      });
      await changed();
      return { before, after: await calendarYear(year) };
    },
  };
};
export type ReferenceEditing = ReturnType<typeof createReferenceEditing>;

/**
 * Keeps this instance's copy of the reference data current: reads the version stamp every `pollMs` (one indexed
 * single-row read) and, when it moved, runs `reload`. `check()` does the same at once (after an edit here).
 */
export const createReferenceWatcher = (deps: {
  db: Db;
  pollMs: number;
  reload: () => Promise<void>;
  log: { error(obj: object, msg: string): void };
}) => {
  let seen: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = async (): Promise<void> => {
    const version = await repo.readVersion(deps.db);
    if (version === seen) return;
    await deps.reload();
    seen = version;
  };
  /** One check at a time: a slow reload is not started twice. */
  const checkOnce = (): Promise<void> => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    /** Remembers the version the data just loaded at start came from, then polls. */
    async start() {
      seen = await repo.readVersion(deps.db);
      timer = setInterval(() => {
        checkOnce().catch((error: unknown) => deps.log.error({ err: error }, 'reference data reload failed'));
      }, deps.pollMs);
      timer.unref();
    },
    check: async () => {
      // An edit's own check runs after any check already under way, so it sees the edit's version.
      await running?.catch(() => undefined);
      await checkOnce();
    },
    stop() {
      clearInterval(timer);
    },
  };
};
export type ReferenceWatcher = ReturnType<typeof createReferenceWatcher>;
