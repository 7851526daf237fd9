/**
 * Reference data: KATO localities, street types, terminals and the working-day calendar, and the version stamp of
 * the editable reference data that keeps every instance's copy current.
 * Owns the tables `localities`, `street_types`, `terminals`, `pickup_points`, `calendar_years`, `reference_version`,
 * `reference_imports` (the last is the checksum ledger of seed files, written by db/seed-file.ts through db/schema.ts).
 */
export { calendarRoutes } from './calendar.routes.ts';
export {
  bumpReferenceVersion,
  type Change,
  createReferenceEditing,
  createReferenceWatcher,
  type ReferenceEditing,
  type ReferenceWatcher,
} from './reference.editing.ts';
export { referenceOperatorRoutes } from './reference.operator-routes.ts';
export type { PickupPointInput, PickupPointRow, PickupPointSource } from './reference.pickup-points.ts';
export { referenceRoutes } from './reference.routes.ts';
export { seedLocalities, seedStreetTypes, seedTerminals } from './reference.seed.ts';
export { createReferenceService, type ReferenceService } from './reference.service.ts';
