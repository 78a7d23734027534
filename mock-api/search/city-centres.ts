/** A point on Earth, in degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/**
 * The centre of every city the chain has a hotel in (its city hall or central square), which a hotel's
 * distance on the results list is measured from. Keyed by the city as `hotels.city` spells it; a test
 * checks that every seeded hotel's city is here.
 */
export const CITY_CENTRES: ReadonlyMap<string, GeoPoint> = new Map([
  ['Amsterdam', { latitude: 52.3731, longitude: 4.8926 }],
  ['Bangkok', { latitude: 13.7563, longitude: 100.5018 }],
  ['Berlin', { latitude: 52.52, longitude: 13.405 }],
  ['Cape Town', { latitude: -33.9249, longitude: 18.4241 }],
  ['Chicago', { latitude: 41.8837, longitude: -87.6319 }],
  ['Dubai', { latitude: 25.2048, longitude: 55.2708 }],
  ['Istanbul', { latitude: 41.0082, longitude: 28.9784 }],
  ['Lisbon', { latitude: 38.7077, longitude: -9.1365 }],
  ['London', { latitude: 51.5074, longitude: -0.1278 }],
  ['Mexico City', { latitude: 19.4326, longitude: -99.1332 }],
  ['Mumbai', { latitude: 18.9388, longitude: 72.8354 }],
  ['New York', { latitude: 40.7128, longitude: -74.006 }],
  ['Paris', { latitude: 48.8566, longitude: 2.3522 }],
  ['Rome', { latitude: 41.8933, longitude: 12.4829 }],
  ['San Francisco', { latitude: 37.7793, longitude: -122.4193 }],
  ['Seoul', { latitude: 37.5665, longitude: 126.978 }],
  ['Shanghai', { latitude: 31.2304, longitude: 121.4737 }],
  ['Singapore', { latitude: 1.2931, longitude: 103.852 }],
  ['Sydney', { latitude: -33.8731, longitude: 151.2065 }],
  ['São Paulo', { latitude: -23.5505, longitude: -46.6333 }],
  ['Tokyo', { latitude: 35.6812, longitude: 139.7671 }],
  ['Toronto', { latitude: 43.6532, longitude: -79.3832 }],
]);

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (the haversine formula). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
