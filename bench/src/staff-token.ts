import { randomInt } from 'node:crypto';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createOperatorService } from '../../apps/api/src/modules/operator/index.ts';

/**
 * A staff token the bench's server accepts: an operator made through the operator module's service on the server's
 * database, with an open session, signed with the key the server derives from the same settings and data dir.
 */
export const benchStaffToken = async (env: Record<string, string>): Promise<string> => {
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    const operator = createOperatorService({ db: database.db, config: config.operator });
    const phone = `7749${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const { staff } = await operator.createStaff({ phone, name: 'Бенч Оператор', role: 'viewer' });
    return (await operator.openSessionFor(staff.staffId)).token;
  } finally {
    await database.close();
  }
};
