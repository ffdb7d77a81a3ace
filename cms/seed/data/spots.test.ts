import { describe, expect, it } from 'vitest'
import { CAM_SEEDS } from './cams'
import { BLOG_SEEDS, SHAPER_SEEDS, WHO_WE_ARE } from './editorial'
import { classifyWindAt, shoreFacing } from '../../../shared/domain/rating/wind'
import { SPOT_SEEDS } from './spots'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

describe('SPOT_SEEDS', () => {
  it('should list 49 spots', () => {
    expect(SPOT_SEEDS).toHaveLength(49)
  })

  it('should have unique slugs and names', () => {
    expect(new Set(SPOT_SEEDS.map((spot) => spot.slug)).size).toBe(SPOT_SEEDS.length)
    expect(new Set(SPOT_SEEDS.map((spot) => spot.name)).size).toBe(SPOT_SEEDS.length)
  })

  it.each(SPOT_SEEDS)('should give $name a kebab-case slug', ({ slug }) => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it.each(SPOT_SEEDS)('should give $name coordinates in range', (spot) => {
    expect(spot.latitude).toBeGreaterThanOrEqual(-90)
    expect(spot.latitude).toBeLessThanOrEqual(90)
    expect(spot.longitude).toBeGreaterThanOrEqual(-180)
    expect(spot.longitude).toBeLessThanOrEqual(180)
  })

  it.each(SPOT_SEEDS)('should give $name a facing between 0 and 359', (spot) => {
    expect(Number.isInteger(spot.beachFacingDegrees)).toBe(true)
    expect(spot.beachFacingDegrees).toBeGreaterThanOrEqual(0)
    expect(spot.beachFacingDegrees).toBeLessThanOrEqual(359)
  })

  it.each(SPOT_SEEDS)('should give $name an offshore sector off the land', (spot) => {
    const shore = {
      ...shoreFacing(0),
      offshoreFromDeg: spot.offshoreFromDegrees,
      offshoreToDeg: spot.offshoreToDegrees,
    }
    const width = (((spot.offshoreToDegrees - spot.offshoreFromDegrees) % 360) + 360) % 360
    expect(width).toBeGreaterThanOrEqual(60)
    expect(width).toBeLessThanOrEqual(150)
    // Straight off the land is offshore; straight in from the sea is onshore.
    expect(classifyWindAt((spot.beachFacingDegrees + 180) % 360, shore)).toBe('offshore')
    expect(classifyWindAt(spot.beachFacingDegrees, shore)).toBe('onshore')
  })

  it.each([
    ['jeffreys-bay-supertubes', 270, 135],
    ['uluwatu', 135, 240],
    ['g-land-grajagan', 135, 225],
    ['snapper-rocks', 135, 20],
    ['banzai-pipeline', 90, 315],
  ])(
    'should call the classic offshore of %s (wind from %d°) offshore, facing %d°',
    (slug, wind, facing) => {
      const spot = SPOT_SEEDS.find((s) => s.slug === slug)
      expect(spot?.beachFacingDegrees).toBe(facing)
      const shore = {
        ...shoreFacing(0),
        offshoreFromDeg: spot?.offshoreFromDegrees ?? 0,
        offshoreToDeg: spot?.offshoreToDegrees ?? 0,
      }
      expect(classifyWindAt(wind, shore)).toBe('offshore')
    },
  )

  it.each(SPOT_SEEDS.filter((spot) => spot.isUS))(
    'should give US spot $name a tide station and a nearby land point',
    (spot) => {
      expect(spot.tideStation).toMatch(/^\d{7}$/)
      expect(spot.landLatitude).not.toBeNull()
      expect(spot.landLongitude).not.toBeNull()
      // The land point is for the NWS grid cell of the same beach: within about 3 km.
      expect(Math.abs((spot.landLatitude ?? 0) - spot.latitude)).toBeLessThan(0.03)
      expect(Math.abs((spot.landLongitude ?? 0) - spot.longitude)).toBeLessThan(0.03)
    },
  )

  it.each(SPOT_SEEDS.filter((spot) => !spot.isUS))(
    'should leave the US-only fields of $name empty',
    (spot) => {
      // Outside the US a tide station is a tide-database id (harmonic tides), or none.
      expect(spot.tideStation ?? 'none/').toMatch(/^[a-z]+\//)
      expect(spot.ndbcBuoy).toBeNull()
      expect(spot.landLatitude).toBeNull()
      expect(spot.landLongitude).toBeNull()
    },
  )

  it.each(SPOT_SEEDS)('should describe $name in 2 to 4 sentences', (spot) => {
    const sentences = spot.description.split(/(?<=[.!?])\s+/).filter(Boolean)
    expect(sentences.length).toBeGreaterThanOrEqual(2)
    expect(sentences.length).toBeLessThanOrEqual(4)
  })

  it.each(SPOT_SEEDS)('should give $name a valid IANA time zone', (spot) => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: spot.timeZone })).not.toThrow()
  })
})

describe('CAM_SEEDS', () => {
  it('should have exactly three cams, each for a seeded spot', () => {
    const names = new Set(SPOT_SEEDS.map((spot) => spot.name))
    expect(CAM_SEEDS).toHaveLength(3)
    for (const cam of CAM_SEEDS) expect(names.has(cam.spotName)).toBe(true)
  })

  it('should cover Miami Beach, Sayulita and Rye Rocks', () => {
    expect(CAM_SEEDS.map((cam) => cam.spotName).sort()).toEqual([
      'Miami Beach (South Beach)',
      'Rye Rocks',
      'Sayulita',
    ])
  })

  it.each(CAM_SEEDS)('should link $title to an https page', (cam) => {
    expect(new URL(cam.url).protocol).toBe('https:')
  })
})

describe('editorial seeds', () => {
  it('should feature two shapers on different 2026 dates before November', () => {
    expect(SHAPER_SEEDS).toHaveLength(2)
    const dates = SHAPER_SEEDS.map((shaper) => shaper.date)
    expect(new Set(dates).size).toBe(2)
    for (const date of dates) {
      expect(date).toMatch(ISO_DATE)
      expect(date >= '2026-01-01' && date < '2026-11-01').toBe(true)
    }
  })

  it('should give each shaper 3 to 5 highlights', () => {
    for (const shaper of SHAPER_SEEDS) {
      expect(shaper.highlights.length).toBeGreaterThanOrEqual(3)
      expect(shaper.highlights.length).toBeLessThanOrEqual(5)
    }
  })

  it('should feature two blog companies with dated stories and https links', () => {
    expect(BLOG_SEEDS).toHaveLength(2)
    for (const story of BLOG_SEEDS) {
      expect(story.date).toMatch(ISO_DATE)
      expect(new URL(story.siteUrl).protocol).toBe('https:')
    }
  })

  it("should end Who We Are with 'Enjoy the ride'", () => {
    expect(WHO_WE_ARE.paragraphs.at(-1)).toMatch(/Enjoy the ride$/)
  })
})
