// Natural Earth land (1:10m, public domain) from the world-atlas package (ISC), indexed once per
// process on first use: the coastline behind isOnLand, distanceToCoastKm and spot exposure. The
// file is read then (world-atlas-file.ts) and only the index is kept (~50 MB); a process that
// never asks (no spot created, no admin map) holds none of it.
import { feature } from 'topojson-client'
import type { SpotExposure } from '../../../shared/domain/rating/exposure'
import { computeExposure, toSpotExposure } from './exposure'
import type { ComputedExposure } from './exposure'
import { createLandIndex } from './land'
import { readWorldLand } from './world-atlas-file'
import type { LandIndex } from './land'

let cached: LandIndex | undefined

/** The Natural Earth 1:10m land index (built on first call, ~1 s, then kept). */
export function worldLand(): LandIndex {
  if (cached) return cached
  const topology = readWorldLand('10m')
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
