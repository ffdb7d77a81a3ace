// Distances on the Earth's surface, for "how far is this grid cell, buoy or station from the spot".

const EARTH_RADIUS_KM = 6371

export type LatLon = { latitude: number; longitude: number }

/** Great-circle (haversine) distance between two points in km. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Great-circle (haversine) distance between two points in km, to 0.1 km. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const km = greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude)
  return Math.round(km * 10) / 10
}
