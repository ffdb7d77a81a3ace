// Which markers the map draws at a view: every spot when few are loaded, else supercluster's
// clusters (each with its count per rating) and lone spots. The map is equirectangular while
// supercluster clusters on Web Mercator, so each spot is handed over at the latitude whose Mercator
// y is the spot's place down the drawn map: the clustering distances are then the map's own.
import Supercluster from 'supercluster'
import { RATINGS, RATING_LABELS, type Rating } from '../../../../shared/domain/rating/ratings'
import { ZOOM_MAX } from '../../../../shared/domain/view/map-geometry'
import type { MapSpot } from './map-spot'

/** Up to this many spots in view every one is its own marker (the 49 featured spots, say). */
export const CLUSTER_ABOVE = 100
/** Markers closer than about this many px (between 1 and 2 times it) gather into a cluster. */
export const CLUSTER_RADIUS_PX = 22
const TILE_PX = 256

export type ClusterCounts = Record<Rating | 'unrated', number>

export type MapCluster = {
  id: number
  count: number
  latitude: number
  longitude: number
  counts: ClusterCounts
}

export type MarkerItem = { kind: 'spot'; spot: MapSpot } | { kind: 'cluster'; cluster: MapCluster }

type Props = ClusterCounts

const emptyCounts = (): ClusterCounts =>
  Object.fromEntries([...RATINGS, 'unrated'].map((k) => [k, 0])) as ClusterCounts

/** The latitude whose Web Mercator y is `yShare` (0 top, 1 bottom) of the world. */
const mercatorLatitude = (yShare: number) =>
  (Math.asin(Math.tanh(2 * Math.PI * (0.5 - yShare))) * 180) / Math.PI

/** The inverse: the drawn map's latitude for a Mercator latitude supercluster answers. */
const mapLatitude = (mercatorLat: number) => {
  const yShare = 0.5 - Math.atanh(Math.sin((mercatorLat * Math.PI) / 180)) / (2 * Math.PI)
  return 90 - yShare * 180
}

/** supercluster's integer zoom for a world drawn `worldPx` wide (its tiles are 256 px). */
export function clusterZoom(worldPx: number): number {
  return Math.max(0, Math.floor(Math.log2(worldPx / TILE_PX)))
}

/** The map's zoom at which supercluster's zoom `z` starts, for a surface `width` px wide. */
export function mapZoomFor(z: number, width: number): number {
  return (TILE_PX * 2 ** z) / width
}

export type SpotClusters = {
  /** The markers for a view: `zoom` is the map's, `width` the surface's px. */
  markers: (zoom: number, width: number) => MarkerItem[]
  /** The map zoom at which a cluster splits, for a surface `width` px wide. */
  expansionZoom: (clusterId: number, width: number) => number
}

/** Clusters of these spots (the ones the legend shows); cheap to ask once built. */
export function clusterSpots(spots: readonly MapSpot[]): SpotClusters {
  const byId = new Map(spots.map((s) => [s.id, s]))
  const index = new Supercluster<{ id: number } & Props, Props>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_PX,
    // The map's widest world (4× a wide screen) is supercluster's zoom 4 or 5.
    maxZoom: 6,
    map: ({ id: _id, ...counts }) => counts,
    reduce: (acc, p) => {
      for (const key of Object.keys(acc) as (keyof Props)[]) acc[key] += p[key]
    },
  })
  const few = spots.length <= CLUSTER_ABOVE
  if (!few) {
    index.load(
      spots.map((s) => {
        const counts = emptyCounts()
        counts[s.rating ?? 'unrated'] = 1
        const yShare = (90 - s.latitude) / 180
        return {
          type: 'Feature' as const,
          properties: { id: s.id, ...counts },
          geometry: {
            type: 'Point' as const,
            coordinates: [s.longitude, mercatorLatitude(yShare)],
          },
        }
      }),
    )
  }
  const everySpot = (): MarkerItem[] => spots.map((spot) => ({ kind: 'spot', spot }))
  return {
    markers(zoom, width) {
      // At 4× the map can zoom no further, so a cluster could not open: every spot is drawn.
      // Before the surface is measured (the server's render) every spot is drawn too.
      if (few || zoom >= ZOOM_MAX || width <= 0) return everySpot()
      return index
        .getClusters([-180, -90, 180, 90], clusterZoom(width * zoom))
        .flatMap((f): MarkerItem[] => {
          const [longitude = 0, lat = 0] = f.geometry.coordinates
          const p = f.properties
          if (!('cluster' in p) || !p.cluster) {
            const spot = byId.get((p as { id: number }).id)
            return spot ? [{ kind: 'spot' as const, spot }] : []
          }
          const counts = emptyCounts()
          for (const key of Object.keys(counts) as (keyof Props)[]) counts[key] = p[key]
          const cluster = {
            id: p.cluster_id,
            count: p.point_count,
            latitude: mapLatitude(lat),
            longitude,
            counts,
          }
          return [{ kind: 'cluster' as const, cluster }]
        })
    },
    expansionZoom(clusterId, width) {
      return mapZoomFor(index.getClusterExpansionZoom(clusterId), width)
    },
  }
}

/** A cluster's name: "12 spots: 3 GOOD, 9 FAIR", best rating first, unrated last. */
export function clusterLabel(cluster: MapCluster): string {
  const parts = [
    ...RATINGS.filter((r) => cluster.counts[r] > 0).map(
      (r) => `${cluster.counts[r]} ${RATING_LABELS[r]}`,
    ),
    ...(cluster.counts.unrated > 0 ? [`${cluster.counts.unrated} unknown`] : []),
  ]
  return `${cluster.count} spots: ${parts.join(', ')}`
}
