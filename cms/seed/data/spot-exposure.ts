// PROVISIONAL (replaced by the coastline computation of issue 27): each seeded spot's exposure by
// arrival direction, here only a cosine lobe around its facing so the rating code has the shape
// it will get.
import { EXPOSURE_BINS, EXPOSURE_STEP_DEG, swellWindowOf } from '../../../shared/domain/exposure'
import type { SpotExposure } from '../../../shared/domain/exposure'
import { angularDistance } from '../../../shared/domain/wind'
import { SPOT_SEEDS } from './spots'

function lobe(facingDeg: number): SpotExposure {
  const byDirection = Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const off = angularDistance(i * EXPOSURE_STEP_DEG, facingDeg)
    return off >= 90 ? 0 : Math.round(Math.cos((off * Math.PI) / 180) * 100) / 100
  })
  return {
    byDirection,
    swellWindow: swellWindowOf(byDirection),
    source: 'computed',
    method: 'provisional',
  }
}

/** Exposure per seeded spot, by slug. */
export const SPOT_EXPOSURE: Record<string, SpotExposure> = Object.fromEntries(
  SPOT_SEEDS.map((seed) => [seed.slug, lobe(seed.beachFacingDegrees)]),
)

/** What a spot needs that the coastline cannot tell (curated, each value with a `// why`). */
export type SpotCuration = {
  /** Breaking height (ft) below which the spot does not break; null when not documented. */
  worksFromFt: number | null
  /** The tide the spot works best on, in words ('mid to high'); null when not documented. */
  bestTide: string | null
}

/** PROVISIONAL: nothing curated yet. */
export const SPOT_CURATION: Record<string, SpotCuration> = Object.fromEntries(
  SPOT_SEEDS.map((seed) => [seed.slug, { worksFromFt: null, bestTide: null }]),
)
