/**
 * Tracking: carriers' events (webhook and polling) in one vocabulary, the order's status from them, SMS at
 * hand-over, arrival and delivery, and the public tracking read. Owns `tracking_events`.
 */
export { trackingRoutes } from './tracking.routes.ts';
export { createTrackingService, type TrackingService } from './tracking.service.ts';
