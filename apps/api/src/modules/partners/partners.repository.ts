import { PARTNER_APPLICATION_PENDING_STATUSES } from '@jetkiz/domain';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type NewPartnerApplicationRow, type PartnerApplicationRow, partnerApplications } from './partners.tables.ts';

/** Storage of partner applications; every call takes the database or transaction it runs in. */
export const partnersRepository = {
  insert: async (db: Db | Tx, row: NewPartnerApplicationRow): Promise<PartnerApplicationRow> => {
    const [stored] = await db.insert(partnerApplications).values(row).returning();
    if (!stored) throw new Error('partner application was not stored');
    return stored;
  },
  /** The applications still waiting for the operator that share the phone or (when given) the BIN/IIN. */
  waitingLike: (db: Db | Tx, phone: string, bin: string | null) =>
    db
      .select({ phone: partnerApplications.phone, bin: partnerApplications.bin, status: partnerApplications.status })
      .from(partnerApplications)
      .where(
        and(
          inArray(partnerApplications.status, [...PARTNER_APPLICATION_PENDING_STATUSES]),
          bin === null
            ? eq(partnerApplications.phone, phone)
            : or(eq(partnerApplications.phone, phone), eq(partnerApplications.bin, bin)),
        ),
      ),
  /** The newest applications first, for the operator. */
  latest: (db: Db | Tx, limit: number): Promise<PartnerApplicationRow[]> =>
    db.select().from(partnerApplications).orderBy(desc(partnerApplications.createdAt)).limit(limit),
};
