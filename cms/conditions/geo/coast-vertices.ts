// Every vertex of Natural Earth's 1:50m land rings north of Antarctica, in file order: points on
// real coasts for the catalogue bench (bench/catalogue.ts) and the import tests' files.
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import { greatCircleKm } from '../../../shared/domain/units/geo'
import { readWorldLand } from './world-atlas-file'
import { distanceToCoastKm, isOnLand } from './world-land'

/** [longitude, latitude] of each vertex. */
export function coastVertices(): [number, number][] {
  const topology = readWorldLand('50m')
  const land = feature(topology, topology.objects.land) as unknown as {
    features: Feature<Polygon | MultiPolygon>[]
  }
  const out: [number, number][] = []
  for (const f of land.features) {
    const polygons =
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates
    for (const polygon of polygons)
      for (const ring of polygon)
        for (const [lon = 0, lat = 0] of ring) if (lat > -60) out.push([lon, lat])
  }
  return out
}

type Box = { west: number; south: number; east: number; north: number }

/**
 * Up to n points in the water within 3 km of a coast (1:10m land), spread along the 1:50m
 * coastline (inside `within` when given), each more than `apartKm` (5) from the others and from
 * every `avoid` spot: ~1 km off a coast vertex, seaward. [longitude, latitude], 4 decimals.
 */
export function coastPoints(
  n: number,
  avoid: readonly { latitude: number; longitude: number }[],
  options: { within?: Box; apartKm?: number } = {},
): [number, number][] {
  const { within, apartKm = 5 } = options
  const vertices = coastVertices().filter(
    ([lon, lat]) =>
      !within ||
      (lon >= within.west && lon <= within.east && lat >= within.south && lat <= within.north),
  )
  const chosen: [number, number][] = []
  const far = (lat: number, lon: number) =>
    avoid.every((s) => greatCircleKm(lat, lon, s.latitude, s.longitude) > apartKm) &&
    chosen.every(([x, y]) => greatCircleKm(lat, lon, y, x) > apartKm)
  const step = Math.max(1, Math.floor(vertices.length / (n * 4)))
  for (let i = 0; i < vertices.length && chosen.length < n; i += step) {
    const [lon, lat] = vertices[i] ?? [0, 0]
    for (const [dLon, dLat] of [
      [0.012, 0],
      [-0.012, 0],
      [0, 0.009],
      [0, -0.009],
    ] as const) {
      const x = Math.round((lon + dLon) * 1e4) / 1e4
      const y = Math.round((lat + dLat) * 1e4) / 1e4
      if (Math.abs(x) > 180 || isOnLand(y, x) || distanceToCoastKm(y, x) > 3) continue
      if (!far(y, x)) continue
      chosen.push([x, y])
      break
    }
  }
  return chosen
}
