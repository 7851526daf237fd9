import type { CustomerBlockSchema, CustomerListItem, CustomerSearchQuery } from '@jetkiz/contract';
import { accountKindOf, type BlockCategory, customerNumberOf, isLang, type Lang } from '@jetkiz/domain';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Tx } from '../../db/client.ts';
import { containsText, escapeLike } from '../../db/text-search.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from './identity.repository.ts';
import { sessions, users } from './identity.tables.ts';

/**
 * The operator console's side of identity (issue 18): customers found by phone, IIN/BIN or name, their recent
 * sign-ins, and the block (a category and a reason) and its lifting, inside the caller's transaction so the SMS
 * that tells the customer is queued with it. Customers are accounts of their own: company employees are not listed
 * (a company's block covers its employees, whose tokens name the organisation).
 */

const blockOf = (u: UserRow): Static<typeof CustomerBlockSchema> | null =>
  u.blockedAt && u.blockReason
    ? {
        category: u.blockCategory === 'breach' || u.blockCategory === 'debt' ? u.blockCategory : null,
        reason: u.blockReason,
        since: u.blockedAt.toISOString(),
      }
    : null;

export const customerItem = (u: UserRow): CustomerListItem => {
  const userType = u.userType === 'company' ? 'company' : 'person';
  const number = customerNumberOf({ userType, bin: u.bin, iin: u.iin });
  return {
    id: u.id,
    userType,
    kind: accountKindOf(u),
    name: userType === 'company' && u.companyName ? u.companyName : [u.lastName, u.firstName].filter(Boolean).join(' '),
    phone: u.phone,
    iinOrBin: number.number,
    numberLabel: number.label,
    status: u.status,
    blocked: blockOf(u),
    createdAt: u.createdAt.toISOString(),
  };
};

/** What a search text matches: digits a phone or an IIN/BIN (their start), words a name (a company's or a person's). */
const searchOf = (q: string): SQL | undefined => {
  const text = q.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const match: SQL[] = [];
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(text)) {
    // A phone is stored as 7XXXXXXXXXX: «8 701…» and «+7 701…» mean the same number.
    const phone = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
    match.push(ilike(users.phone, `%${escapeLike(phone)}%`));
    match.push(ilike(users.iin, `${escapeLike(digits)}%`), ilike(users.bin, `${escapeLike(digits)}%`));
  } else {
    match.push(
      containsText(users.companyName, text),
      containsText(sql`${users.lastName} || ' ' || ${users.firstName}`, text),
      containsText(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
    );
  }
  return or(...match);
};

export const createIdentityOperator = (deps: { db: Db; now: () => number }) => {
  const { db, now } = deps;

  const customerRow = async (tx: Db | Tx, id: string, lock = false): Promise<UserRow> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND');
    const query = tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.organizationId)));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    /** Customers, newest first: by phone, IIN/BIN or name, blocked or not. */
    async searchCustomers(query: CustomerSearchQuery) {
      const page = query.page ?? 0;
      const size = query.itemsPerPage ?? 25;
      const parts: (SQL | undefined)[] = [isNull(users.organizationId), searchOf(query.q ?? '')];
      if (query.blocked === true) parts.push(isNotNull(users.blockedAt));
      if (query.blocked === false) parts.push(isNull(users.blockedAt));
      const where = and(...parts);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { content: rows.map(customerItem), totalElements: totals[0]?.n ?? 0, page, itemsPerPage: size };
    },

    /** A customer as the console's lists show them. */
    item: customerItem,

    /** Customers by id (the console's order lists name whose each order is); unknown ids are left out. */
    async byIds(ids: string[]) {
      if (ids.length === 0) return new Map<string, CustomerListItem>();
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((u) => [u.id, customerItem(u)]));
    },

    /** A customer's account (not a company employee's), or NOT_FOUND. */
    customer: (id: string, tx?: Tx) => customerRow(tx ?? db, id),

    /** The language the customer reads their SMS in. */
    langOf: (u: UserRow): Lang => (isLang(u.lang) ? u.lang : 'ru'),

    /**
     * The newest sign-ins of the account (each a session family: when it began and whether it is still alive); a
     * company's include its employees'.
     */
    async signIns(userId: string, limit = 10) {
      const alive = sql<boolean>`bool_or(${sessions.revokedAt} is null and ${sessions.usedAt} is null and ${sessions.expiresAt} > now())`;
      const rows = await db
        .select({ at: sql<Date>`min(${sessions.createdAt})`, active: alive })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(or(eq(users.id, userId), eq(users.organizationId, userId)))
        .groupBy(sessions.familyId)
        .orderBy(desc(sql`min(${sessions.createdAt})`))
        .limit(limit);
      return rows.map((r) => ({ at: new Date(r.at).toISOString(), active: Boolean(r.active) }));
    },

    /** Blocks a customer, in the caller's transaction: the row before and after. A second block is refused. */
    async block(tx: Tx, id: string, category: BlockCategory, reason: string) {
      const before = await customerRow(tx, id, true);
      if (before.blockedAt) throw new AppError('CUSTOMER_ALREADY_BLOCKED');
      const [after] = await tx
        .update(users)
        .set({ blockedAt: new Date(now()), blockReason: reason.trim(), blockCategory: category, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return { before, after: after as UserRow };
    },

    /** Lifts a customer's block, in the caller's transaction. Lifting none is refused. */
    async unblock(tx: Tx, id: string) {
      const before = await customerRow(tx, id, true);
      if (!before.blockedAt) throw new AppError('CUSTOMER_NOT_BLOCKED');
      const [after] = await tx
        .update(users)
        .set({ blockedAt: null, blockReason: null, blockCategory: null, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return { before, after: after as UserRow };
    },
  };
};

export type IdentityOperator = ReturnType<typeof createIdentityOperator>;
