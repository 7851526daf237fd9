import { percentToBasisPoints, tengeToTiyn } from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { importSeedFile, parseCsv, SeedDataError } from '../../db/seed-file.ts';
import { promoCodes } from './payments.tables.ts';

/**
 * The launch campaign's promo codes from `seed-data/promo-codes.csv` (percent, or tenge for a fixed sum). A code
 * already in the table is left as it is: its uses and the operator's changes are never overwritten.
 */
export const seedPromoCodes = (db: Db) =>
  importSeedFile(
    db,
    'promo-codes.csv',
    (text) =>
      parseCsv(text).map((r) => {
        const kind: 'percent' | 'fixed' | undefined = r.kind === 'percent' || r.kind === 'fixed' ? r.kind : undefined;
        const value = Number(r.value);
        // A percentage is kept in basis points (10 % → 1 000), a fixed sum in tiyn: both through the domain's rules.
        const stored = kind === 'percent' ? percentToBasisPoints(value) : tengeToTiyn(r.value);
        const amount = typeof stored === 'number' ? stored : stored.ok ? stored.value : 0;
        if (!kind || !(value > 0) || !(amount > 0)) throw new SeedDataError(`promo-codes.csv: bad code ${r.code}`);
        return {
          code: (r.code ?? '').toUpperCase(),
          kind: kind as 'percent' | 'fixed',
          value: amount,
          validFrom: r.valid_from ?? '',
          validTo: r.valid_to ?? '',
          maxUses: r.max_uses ? Number(r.max_uses) : null,
          perCustomer: r.per_customer ? Number(r.per_customer) : null,
        };
      }),
    async (tx, rows) => {
      if (rows.length > 0) await tx.insert(promoCodes).values(rows).onConflictDoNothing({ target: promoCodes.code });
    },
  );
