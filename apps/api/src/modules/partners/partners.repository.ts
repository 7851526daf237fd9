import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type NewPartnerApplicationRow, type PartnerApplicationRow, partnerApplications } from './partners.tables.ts';

/** Storage of partner applications; every call takes the database or transaction it runs in. */
export const partnersRepository = {
  insert: async (db: Db | Tx, row: NewPartnerApplicationRow): Promise<PartnerApplicationRow> => {
    const [stored] = await db.insert(partnerApplications).values(row).returning();
    if (!stored) throw new Error('partner application was not stored');
    return stored;
  },
  /** The newest applications first, for the operator. */
  latest: (db: Db | Tx, limit: number): Promise<PartnerApplicationRow[]> =>
    db.select().from(partnerApplications).orderBy(desc(partnerApplications.createdAt)).limit(limit),
};
