// The world map's land, drawn once per process from Natural Earth (world-atlas, 1:110m) into one
// SVG path on an equirectangular grid of 1000 × 500: longitude and latitude map linearly onto
// width and height, so a marker placed by percentages (shared/domain/view/map-geometry) lands on it.
import { geoEquirectangular, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import { readWorldLand } from '../../../../cms/conditions'

export const WORLD_WIDTH = 1000
export const WORLD_HEIGHT = 500

let cached: string | undefined

/** The land outline as an SVG path `d`, computed on first use. */
export function worldLandPath(): string {
  if (cached !== undefined) return cached
  const topology = readWorldLand('110m')
  const projection = geoEquirectangular()
    .scale(WORLD_WIDTH / (2 * Math.PI))
    .translate([WORLD_WIDTH / 2, WORLD_HEIGHT / 2])
  // One decimal is a tenth of a pixel at 1000 px wide: finer only makes the HTML heavier.
  cached = geoPath(projection).digits(1)(feature(topology, topology.objects.land)) ?? ''
  return cached
}
