import type { AuditAction, AuditEntry, AuditTargetType, StaffRole } from '@jetkiz/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditRow, auditLog } from './operator.tables.ts';

/**
 * The append-only audit log (issue 18): who (a snapshot of the staff member), when, what (the route's operationId or
 * a sign-in step), to what, before and after, why, and how it ended. `record` only inserts; the table's trigger
 * refuses UPDATE and DELETE, so nothing here could change a line even by mistake.
 */

export type AuditActor = { staffId: string; name: string; role: StaffRole };

export type AuditRecord = {
  staff: AuditActor | null;
  action: AuditAction;
  targetType?: AuditTargetType | null | undefined;
  targetId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
  outcome: 'done' | 'refused';
  errorCode?: string | null | undefined;
  ip?: string | null | undefined;
  requestId?: string | null | undefined;
};

export type AuditFilters = {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  outcome?: 'done' | 'refused' | undefined;
  /** First and last day, Asia/Almaty (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
};
export type AuditQuery = AuditFilters & { page?: number | undefined; itemsPerPage?: number | undefined };

/** Midnight in Almaty (UTC+5 all year since 2024) of a day, and of the day after. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const whereOf = (filters: AuditFilters): SQL | undefined =>
  and(
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.outcome ? eq(auditLog.outcome, filters.outcome) : undefined,
    filters.from ? gte(auditLog.at, dayStart(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, nextDayStart(filters.to)) : undefined,
  );

export const auditEntryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  staffId: row.staffId,
  staffName: row.staffName,
  staffRole: row.staffRole as StaffRole | null,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  outcome: row.outcome as 'done' | 'refused',
  errorCode: row.errorCode,
  ip: row.ip,
  requestId: row.requestId,
});

/**
 * Text PostgreSQL can keep: a NUL (which text and jsonb refuse) as U+FFFD. A refused call's line carries the caller's
 * raw input (the path's id, the body's reason) before any check, and an insert that failed on a NUL left the attempt
 * out of the log: a staff member could try a forbidden write unseen by ending the target's id in %00.
 */
const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text);
const storableOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : storable(text));

/** JSON-safe: bigint as a string, Dates as ISO text, undefined as null, strings storable. */
const plain = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(
        JSON.stringify(value, (_key, v) =>
          typeof v === 'bigint' ? v.toString() : typeof v === 'string' ? storable(v) : (v as unknown),
        ),
      );

export const createAuditLog = (deps: { db: Db; clock?: () => number }) => {
  const now = deps.clock ?? Date.now;
  return {
    /** Adds one line; `db` may be a transaction, so a change and its line commit together. */
    async record(entry: AuditRecord, db: Db = deps.db): Promise<void> {
      await db.insert(auditLog).values({
        at: new Date(now()),
        staffId: entry.staff?.staffId ?? null,
        staffName: entry.staff?.name ?? null,
        staffRole: entry.staff?.role ?? null,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: storableOrNull(entry.targetId),
        before: plain(entry.before),
        after: plain(entry.after),
        reason: storableOrNull(entry.reason),
        outcome: entry.outcome,
        errorCode: entry.errorCode ?? null,
        ip: entry.ip ?? null,
        requestId: entry.requestId ?? null,
      });
    },

    /** A page of lines, newest first. */
    async search(query: AuditQuery) {
      const page = query.page ?? 0;
      const itemsPerPage = query.itemsPerPage ?? 25;
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(itemsPerPage)
          .offset(page * itemsPerPage),
        deps.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { content: rows.map(auditEntryOf), totalElements: total?.n ?? 0, page, itemsPerPage };
    },

    /** Every line the filters select, newest first, at most `limit`. */
    async list(filters: AuditFilters, limit: number): Promise<AuditEntry[]> {
      const rows = await deps.db
        .select()
        .from(auditLog)
        .where(whereOf(filters))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      return rows.map(auditEntryOf);
    },
  };
};

export type AuditLog = ReturnType<typeof createAuditLog>;
