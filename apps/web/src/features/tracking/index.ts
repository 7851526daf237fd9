/** The tracking feature as other features and the routes see it. */
export { getTrackQueryOptions } from './api/tracking.ts';
export { Milestones } from './components/milestones.tsx';
export { TrackResult } from './components/track-result.tsx';
export { TrackSearch } from './components/track-search.tsx';
export { TrackTimeline } from './components/track-timeline.tsx';
export { isBadTrackNumber, normalizeTrackNumber } from './lib/track-number.ts';
