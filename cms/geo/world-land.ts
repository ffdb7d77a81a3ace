// Natural Earth land (1:10m, public domain) from the world-atlas package (ISC), indexed once per
// process on first use: the coastline behind isOnLand, distanceToCoastKm and spot exposure.
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import land from 'world-atlas/land-10m.json' with { type: 'json' }
import type { SpotExposure } from '../../shared/domain/exposure'
import { computeExposure, toSpotExposure } from './exposure'
import type { ComputedExposure } from './exposure'
import { createLandIndex } from './land'
import type { LandIndex } from './land'

let cached: LandIndex | undefined

/** The Natural Earth 1:10m land index (built on first call, ~1 s, then kept). */
export function worldLand(): LandIndex {
  if (cached) return cached
  const topology = land as unknown as Topology<{ land: GeometryCollection }>
  cached = createLandIndex(feature(topology, topology.objects.land))
  return cached
}

/** True when the point is on land in Natural Earth 1:10m. */
export function isOnLand(lat: number, lon: number): boolean {
  return worldLand().isOnLand(lat, lon)
}

/** Distance (km) to the nearest Natural Earth 1:10m coastline. */
export function distanceToCoastKm(lat: number, lon: number): number {
  return worldLand().distanceToCoastKm(lat, lon)
}

/** A spot's exposure computed from the Natural Earth coastline, with its facing and fetches. */
export function computeSpotExposure(
  lat: number,
  lon: number,
): ComputedExposure & { exposure: SpotExposure } {
  const computed = computeExposure(worldLand(), { lat, lon })
  return { ...computed, exposure: toSpotExposure(computed.byDirection) }
}
