/** Terminal addresses: the list by region, the map (when a tile server is configured), routes, «send from here». */

export { getPickupPointsQueryOptions } from './api/pickup-points.ts';
export { TerminalsPage } from './components/terminals-page.tsx';
export { placeOf, regionOf, route2gis, routeYandex } from './lib/places.ts';
