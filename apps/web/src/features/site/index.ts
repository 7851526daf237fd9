/** Site-wide public settings the pages read (map tile server, carriers). */
export { getPublicConfigQueryOptions } from './api/public-config.ts';
