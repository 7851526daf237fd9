/** Tracking: a parcel's milestones and events by its track number. */
export { getTrackQueryOptions } from './api/tracking.ts';
export { Milestones, TrackTimeline } from './components/track-timeline.tsx';
