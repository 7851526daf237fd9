import 'leaflet/dist/leaflet.css';
import type { PickupPoint, Terminal } from '@jetkiz/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { placeOf, placeOfPoint } from '../lib/places.ts';

/**
 * The terminals on a Leaflet map with the configured tile server. Loaded only when a tile server is set (this
 * module, Leaflet and its styles are a chunk of their own). Markers are drawn as circles, so no image is fetched
 * from anywhere but the tile server; a marker's popup names the terminal and its address. The carriers' stores and
 * pickup points (issue 19) are drawn beside their city's terminal in another colour, their popup naming the carrier,
 * the point, its address and hours.
 */
const TerminalsMap = ({
  terminals,
  pickupPoints = [],
  pointLabel,
  tileUrl,
  attribution,
  label,
  onSelect,
}: {
  terminals: Terminal[];
  pickupPoints?: PickupPoint[];
  /** The popup's first line of a point: its carrier and kind. */
  pointLabel?: (point: PickupPoint) => string;
  tileUrl: string;
  attribution: string | null;
  label: string;
  onSelect?: (terminal: Terminal) => void;
}) => {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(tileUrl, { maxZoom: 18, attribution: attribution ?? '' }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const terminal of terminals) {
      const place = placeOf(terminal);
      if (!place) continue;
      points.push([place.lat, place.lon]);
      const marker = L.circleMarker([place.lat, place.lon], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: '#0a6fa8',
        fillOpacity: 1,
      }).addTo(map);
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = terminal.locality;
      popup.append(name, document.createElement('br'), terminal.address);
      marker.bindPopup(popup);
      marker.on('click', () => onSelect?.(terminal));
    }
    const byCity = new Map<string, number>();
    for (const point of pickupPoints) {
      const index = byCity.get(point.kato) ?? 0;
      byCity.set(point.kato, index + 1);
      const place = placeOfPoint(point, index, terminals);
      if (!place) continue;
      const marker = L.circleMarker([place.lat, place.lon], {
        radius: 7,
        color: '#ffffff',
        weight: 2,
        fillColor: point.kind === 'store' ? '#8c3a9c' : '#0b7a5c',
        fillOpacity: 1,
      }).addTo(map);
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = pointLabel?.(point) ?? point.carrier.name;
      popup.append(name, document.createElement('br'), point.name, document.createElement('br'), point.address);
      popup.append(document.createElement('br'), point.hours);
      marker.bindPopup(popup);
    }
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
    else map.setView([48, 67], 4);
    return () => {
      map.remove();
    };
  }, [terminals, pickupPoints, pointLabel, tileUrl, attribution, onSelect]);
  return <section ref={element} aria-label={label} style={{ height: 420, borderRadius: 12, zIndex: 0 }} />;
};
export default TerminalsMap;
