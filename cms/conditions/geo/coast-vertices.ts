// Every vertex of Natural Earth's 1:50m land rings north of Antarctica, in file order: points on
// real coasts for the catalogue bench (bench/catalogue.ts) and the import test's files.
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import { readWorldLand } from './world-atlas-file'

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
