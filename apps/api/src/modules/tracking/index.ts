/**
 * Tracking: carriers' events (webhook and polling) in one vocabulary, the order's status from them, SMS at
 * hand-over, arrival and delivery, and the public tracking read (by track number only, unknown numbers counted per
 * address) from `order_tracking_view`, which the orders module publishes and migrates (never the `orders` table).
 * Owns `tracking_events` and `tracking_misses`.
 */
export { trackingRoutes } from './tracking.routes.ts';
export { createTrackingService, type TrackingService } from './tracking.service.ts';
