import { describe, expect, it } from 'vitest'
import { RATINGS, type Rating } from '../../../../shared/domain/rating/ratings'
import { ZOOM_MAX } from '../../../../shared/domain/view/map-geometry'
import {
  CLUSTER_ABOVE,
  clusterLabel,
  clusterSpots,
  clusterZoom,
  mapZoomFor,
  type MapCluster,
} from './map-clusters'
import { testSpot } from './map-spot.fixture'

const spot = (id: number, latitude: number, longitude: number, rating: Rating | null) =>
  testSpot(id, rating, latitude, longitude)

// 120 spots within a tenth of a degree of 60°N 5°E, and 18 spread 20° apart along the equator.
const PACKED = Array.from({ length: 120 }, (_, i) =>
  spot(i + 1, 60 + (i % 10) * 0.01, 5 + Math.floor(i / 10) * 0.01, i % 3 ? 'good' : null),
)
const SPREAD = Array.from({ length: 18 }, (_, i) => spot(1000 + i, 0, -170 + i * 20, 'epic'))
const WIDTH = 900

const clustersOf = (items: ReturnType<ReturnType<typeof clusterSpots>['markers']>) =>
  items.flatMap((m) => (m.kind === 'cluster' ? [m.cluster] : []))

describe('clusterSpots', () => {
  it('should draw every spot as its own marker up to 100 spots', () => {
    const few = [...PACKED.slice(0, CLUSTER_ABOVE - 18), ...SPREAD]
    const markers = clusterSpots(few).markers(1, WIDTH)
    expect(markers).toHaveLength(CLUSTER_ABOVE)
    expect(markers.every((m) => m.kind === 'spot')).toBe(true)
  })

  it('should gather close spots into a cluster that counts each rating, and keep lone ones', () => {
    const markers = clusterSpots([...PACKED, ...SPREAD]).markers(1, WIDTH)
    const [cluster, ...others] = clustersOf(markers)
    expect(others).toEqual([])
    expect(cluster?.count).toBe(120)
    expect(cluster?.counts).toMatchObject({ good: 80, unrated: 40, epic: 0 })
    // Placed on the drawn (equirectangular) map where its spots are, not Mercator's latitude.
    expect(cluster?.latitude).toBeCloseTo(60.045, 1)
    expect(cluster?.longitude).toBeCloseTo(5.055, 1)
    const lone = markers.filter((m) => m.kind === 'spot')
    expect(lone).toHaveLength(18)
  })

  it('should draw every spot at 4×, where a cluster could not zoom in further', () => {
    const markers = clusterSpots([...PACKED, ...SPREAD]).markers(ZOOM_MAX, WIDTH)
    expect(markers).toHaveLength(138)
    expect(clustersOf(markers)).toEqual([])
  })

  it('should draw every spot before the surface is measured (the server render)', () => {
    expect(clusterSpots([...PACKED, ...SPREAD]).markers(1, 0)).toHaveLength(138)
  })

  it("should answer a zoom past the current one for a cluster's expansion", () => {
    const clusters = clusterSpots([...PACKED, ...SPREAD])
    const [cluster] = clustersOf(clusters.markers(1, WIDTH))
    expect(clusters.expansionZoom(cluster?.id ?? -1, WIDTH)).toBeGreaterThan(1)
  })
})

describe('clusterZoom and mapZoomFor', () => {
  it("should map a drawn world's width to supercluster's 256 px tiles and back", () => {
    expect(clusterZoom(200)).toBe(0)
    expect(clusterZoom(900)).toBe(1)
    expect(clusterZoom(3600)).toBe(3)
    expect(mapZoomFor(2, 1024)).toBe(1)
  })
})

describe('clusterLabel', () => {
  it('should say the count and each rating in words, best first, unknown last', () => {
    const counts = Object.fromEntries([...RATINGS, 'unrated'].map((k) => [k, 0]))
    const cluster: MapCluster = {
      id: 1,
      count: 12,
      latitude: 0,
      longitude: 0,
      counts: { ...counts, good: 3, rideable: 8, unrated: 1 } as MapCluster['counts'],
    }
    expect(clusterLabel(cluster)).toBe('12 spots: 3 GOOD, 8 RIDEABLE, 1 unknown')
  })
})
