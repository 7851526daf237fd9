import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type NewSignatureRow, type SignatureRow, signatures } from './signatures.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Storage of accepted signatures (append-only); every call takes the database or transaction it runs in. */
export const signaturesRepository = {
  insert: async (db: Db | Tx, row: NewSignatureRow): Promise<{ id: string }> => {
    const [stored] = await db.insert(signatures).values(row).returning({ id: signatures.id });
    if (!stored) throw new Error('signature was not stored');
    return stored;
  },
  byId: async (db: Db | Tx, id: string): Promise<SignatureRow | null> => {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(signatures).where(eq(signatures.id, id)).limit(1);
    return row ?? null;
  },
};
