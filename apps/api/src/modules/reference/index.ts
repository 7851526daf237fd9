/**
 * Reference data: KATO localities, street types (later terminals, products, holidays).
 * Owns the tables `localities`, `street_types`, `reference_imports`.
 */
export { referenceRoutes } from './reference.routes.ts';
export { seedLocalities, seedStreetTypes } from './reference.seed.ts';
export { createReferenceService, type ReferenceService } from './reference.service.ts';
