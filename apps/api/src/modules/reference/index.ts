/**
 * Reference data: KATO localities, street types, terminals and the working-day calendar.
 * Owns the tables `localities`, `street_types`, `terminals`, `reference_imports` (the last is the checksum ledger
 * of seed files, written by db/seed-file.ts through db/schema.ts).
 */
export { calendarRoutes } from './calendar.routes.ts';
export { referenceRoutes } from './reference.routes.ts';
export { seedLocalities, seedStreetTypes, seedTerminals } from './reference.seed.ts';
export { createReferenceService, type ReferenceService } from './reference.service.ts';
