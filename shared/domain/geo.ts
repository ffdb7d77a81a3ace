// Distances on the Earth's surface, for "how far is this grid cell, buoy or station from the spot".

const EARTH_RADIUS_KM = 6371

export type LatLon = { latitude: number; longitude: number }

/** Great-circle (haversine) distance between two points in km, to 0.1 km. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
  return Math.round(km * 10) / 10
}
