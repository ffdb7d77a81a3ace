// Which seeded spot a request is for. The sample server is asked by coordinates (Open-Meteo), by
// buoy (NDBC), by marine zone (the Coastal Waters Forecast) or by grid cell (NWS, nws.ts): each is
// mapped back to the seeded spots so their directions can be physical (sea-state.ts). Anything
// else, a point far from every seeded spot for one, keeps the generic per-point answers.
import { greatCircleKm } from '../../../../shared/domain/units/geo'
import { MARINE_ZONES } from '../../../seed/data/marine-zones'
import { SPOT_EXPOSURE } from '../../../seed/data/spot-exposure'
import type { SpotSeed } from '../../../seed/data/spots'
import { SPOT_SEEDS } from '../../../seed/data/spots'
import { pointSeed } from './open-meteo-variables'
import type { Place } from './sea-state'

/** A request farther than this from every seeded spot is not one of theirs. */
export const NEAR_SPOT_KM = 5

/**
 * The seeded spot as a place, with its exposure read from SPOT_EXPOSURE (null when it has none).
 * Its seed is its Open-Meteo Marine cell's, so every source (Marine, the NWS water cell, the buoy)
 * gives the spot's swell the same direction at the same hour.
 */
export function placeOf(seed: SpotSeed): Place | null {
  const exposure = SPOT_EXPOSURE[seed.slug]
  if (!exposure) return null
  const { slug, latitude, longitude } = seed
  const { seed: cellSeed } = pointSeed('marine', latitude, longitude)
  return { slug, latitude, longitude, seed: cellSeed, byDirection: exposure.byDirection }
}

const places = (seeds: readonly SpotSeed[]) => seeds.flatMap((s) => placeOf(s) ?? [])

const distanceKm = (lat: number, lon: number, seed: SpotSeed) =>
  greatCircleKm(lat, lon, seed.latitude, seed.longitude)

/** The seeded spot nearest a point, when within NEAR_SPOT_KM of its water point. */
export function placeNear(lat: number, lon: number): Place | null {
  let best: SpotSeed | null = null
  for (const seed of SPOT_SEEDS) {
    if (distanceKm(lat, lon, seed) > NEAR_SPOT_KM) continue
    if (!best || distanceKm(lat, lon, seed) < distanceKm(lat, lon, best)) best = seed
  }
  return best ? placeOf(best) : null
}

/** The seeded spots a buoy serves (several share one: the North Shore's 51201). */
export function placesOfBuoy(station: string): Place[] {
  return places(SPOT_SEEDS.filter((s) => s.ndbcBuoy?.toUpperCase() === station.toUpperCase()))
}

/** The seeded spots in a marine zone. */
export function placesOfZone(zone: string): Place[] {
  return places(SPOT_SEEDS.filter((s) => MARINE_ZONES[s.slug]?.zone === zone))
}
