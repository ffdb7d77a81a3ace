// The seeded exposure table: complete, in range, curated where the surf world says so, and not
// stale against the coastline computation it was generated from.
import { describe, expect, it } from 'vitest'
import {
  exposureAt,
  REACHES_MIN_SHARE,
  swellWindowOf,
} from '../../../shared/domain/rating/exposure'
import { computeSpotExposure } from '../../conditions/geo/world-land'
import { COMPUTED_EXPOSURE } from './spot-exposure.computed'
import { EXPOSURE_CURATION, SPOT_CURATION, SPOT_EXPOSURE } from './spot-exposure'
import { SPOT_SEEDS } from './spots'

const share = (slug: string, deg: number) => exposureAt(SPOT_EXPOSURE[slug]!.byDirection, deg)

describe('seeded spot exposure', () => {
  it('covers every seeded spot with 36 shares in [0, 1] and the window they make', () => {
    expect(Object.keys(SPOT_EXPOSURE).sort()).toEqual(SPOT_SEEDS.map((s) => s.slug).sort())
    for (const [slug, exposure] of Object.entries(SPOT_EXPOSURE)) {
      expect(exposure.byDirection, slug).toHaveLength(36)
      for (const value of exposure.byDirection) {
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(1)
      }
      expect(exposure.swellWindow, slug).toEqual(swellWindowOf(exposure.byDirection))
      expect(exposure.swellWindow.length, slug).toBeGreaterThan(0)
      expect(exposure.source).toBe('computed')
    }
  })

  it('opens every spot toward the sea its seeded facing looks at', () => {
    // Rincon's cobblestone shore faces SSW, but the Channel Islands block that sea: its swell
    // arrives from the W–NW, round Point Conception (curated). Punta de Lobos' point faces WNW, but
    // guides give it an S–W window that a W swell shuts down: it lives on SW swell (curated).
    const closedAhead = SPOT_SEEDS.filter(
      (seed) => share(seed.slug, seed.beachFacingDegrees) < 0.25,
    ).map((seed) => seed.slug)
    expect(closedAhead).toEqual(['rincon', 'punta-de-lobos'])
  })

  it('says in its method which spots were curated, and only those', () => {
    for (const [slug, exposure] of Object.entries(SPOT_EXPOSURE)) {
      expect(exposure.method.includes('curated'), slug).toBe(slug in EXPOSURE_CURATION)
      expect(exposure.method).toMatch(/^coastline rays \(Natural Earth 1:10m\)/)
    }
  })

  it('keeps what surfers know about the named spots', () => {
    // A south swell is flat at Pipeline; a NNW swell comes from inland at Jeffreys Bay.
    expect(share('banzai-pipeline', 200)).toBeLessThan(REACHES_MIN_SHARE)
    expect(share('jeffreys-bay-supertubes', 340)).toBeLessThan(REACHES_MIN_SHARE)
    // Point breaks that live on wrapping swell.
    expect(share('jeffreys-bay-supertubes', 220)).toBeGreaterThanOrEqual(0.5)
    expect(share('snapper-rocks', 120)).toBeGreaterThanOrEqual(0.8)
    expect(share('malibu-surfrider-beach', 200)).toBeGreaterThanOrEqual(0.8)
    expect(share('rincon', 280)).toBeGreaterThanOrEqual(0.8)
    // Sheltered by islands.
    expect(share('rincon', 190)).toBeLessThan(0.2)
    expect(share('miami-beach-south-beach', 100)).toBeLessThan(share('miami-beach-south-beach', 30))
  })

  it('curates the documented big-wave minimums', () => {
    expect(SPOT_CURATION['waimea-bay']!.worksFromFt).toBe(15)
    expect(SPOT_CURATION.mavericks!.worksFromFt).toBe(12)
    expect(SPOT_CURATION['cocoa-beach-pier']).toEqual({ worksFromFt: null, bestTide: null })
  })

  it('matches a fresh computation from the coastline (rerun scripts/derive-exposure.ts if not)', () => {
    for (const slug of ['cocoa-beach-pier', 'banzai-pipeline']) {
      const seed = SPOT_SEEDS.find((s) => s.slug === slug)!
      const fresh = computeSpotExposure(seed.latitude, seed.longitude)
      expect(fresh.byDirection).toEqual(COMPUTED_EXPOSURE[slug]!.byDirection)
    }
  })
})
