import { seedOwnTariffs, seedProducts, seedServices } from '../modules/calc/index.ts';
import { seedPromoCodes } from '../modules/payments/index.ts';
import { seedLocalities, seedStreetTypes, seedTerminals } from '../modules/reference/index.ts';
import type { Db } from './client.ts';

/** Brings reference data up to the files in the repo; each import is skipped when its file has not changed. */
export const runSeeds = async (db: Db) => ({
  localities: await seedLocalities(db),
  streetTypes: await seedStreetTypes(db),
  terminals: await seedTerminals(db),
  tariffs: await seedOwnTariffs(db),
  products: await seedProducts(db),
  services: await seedServices(db),
  promoCodes: await seedPromoCodes(db),
});
