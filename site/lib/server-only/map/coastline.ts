// The admin spot map's coast (GET /api/admin/coastline): Natural Earth land (world-atlas, public
// domain) drawn into one SVG path for a view of cms/admin/map-view, 1:110m for the world and
// 1:10m close in. No tile server exists offline, so the server draws the coast itself; only the
// land polygons that reach the view are projected.
import { geoBounds, geoPath } from 'd3-geo'
import type { Feature, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { Coastline } from '../../../../shared/contracts/spot-proposal'
import type { MapView } from '../../../../cms/admin'
import { readWorldLand } from '../../../../cms/conditions'
import { landResolution, normaliseView, viewProjection } from '../../../../cms/admin'

type Resolution = Coastline['resolution']
type Piece = { polygon: Feature<Polygon>; west: number; south: number; east: number; north: number }

const pieces = new Map<Resolution, Promise<Piece[]>>()

async function loadPieces(resolution: Resolution): Promise<Piece[]> {
  const topology = readWorldLand(resolution)
  const land = feature(topology, topology.objects.land)
  const features = 'features' in land ? land.features : [land]
  return features.flatMap((f) => {
    const g = f.geometry
    const polygons =
      g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []
    return polygons.map((coordinates) => {
      const polygon: Feature<Polygon> = {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates },
      }
      const [[west, south], [east, north]] = geoBounds(polygon)
      // A polygon across the date line has west > east: it may be anywhere in longitude.
      return west <= east
        ? { polygon, west, south, east, north }
        : { polygon, west: -540, south, east: 540, north }
    })
  })
}

const overlaps = (p: Piece, west: number, east: number) =>
  [-360, 0, 360].some((shift) => p.west + shift <= east && p.east + shift >= west)

/** The land in the view as one SVG path (pixels of the view, one decimal). */
export async function coastlinePath(given: MapView): Promise<Coastline> {
  const view = normaliseView(given)
  const resolution = landResolution(view.zoom)
  let loading = pieces.get(resolution)
  if (!loading) {
    loading = loadPieces(resolution)
    pieces.set(resolution, loading)
  }
  const all = await loading
  const projection = viewProjection(view)
  const corners = [projection.invert?.([0, 0]), projection.invert?.([view.width, view.height])]
  const [nw, se] = corners
  const wholeWorld = view.zoom <= 2 || !nw || !se
  const inView = wholeWorld
    ? all
    : all.filter((p) => p.north >= se[1] && p.south <= nw[1] && overlaps(p, nw[0], se[0]))
  const draw = geoPath(projection).digits(1)
  const d = inView.map((p) => draw(p.polygon) ?? '').join('')
  return { d, resolution }
}
