// The sample server's physics on made-up windows: swells stay inside whatever window a spot has
// (narrow, split in two, open all round), and the wind sea grows with wind and fetch.
import { describe, expect, it } from 'vitest'
import { exposureAt, REACHES_MIN_SHARE } from '../../../../shared/domain/rating/exposure'
import { angularDistance } from '../../../../shared/domain/rating/wind'
import { compassToDegrees } from '../units'
import type { Place } from './sea-state'
import {
  fetchMetres,
  openCompassPoint,
  sharedExposure,
  swellDirectionAt,
  windSea,
  windSeaAt,
  windSeaDirectionAt,
  windowQuantile,
} from './sea-state'

/** 36 shares: `open` maps a bin index (from i × 10°) to its share, the rest closed. */
const shares = (open: Record<number, number>) => Array.from({ length: 36 }, (_, i) => open[i] ?? 0)

const WINDOWS = {
  // A point break open only from SSW to SW (200–220°), best at 210°.
  narrow: shares({ 20: 0.5, 21: 0.9, 22: 0.4 }),
  // A headland beach open to the NW and, past an island, to the S.
  split: shares({ 31: 0.6, 32: 1, 33: 0.7, 17: 0.3, 18: 0.5 }),
  // An island reef: something reaches from everywhere, most from the N.
  island: Array.from(
    { length: 36 },
    (_, i) => 0.2 + 0.8 * Math.max(0, Math.cos((i * Math.PI) / 18)),
  ),
}

describe('swell directions', () => {
  it.each(Object.entries(WINDOWS))(
    'should keep every hour of both trains inside a %s window',
    (_, byDirection) => {
      for (let hour = 490_000; hour < 490_000 + 24 * 30; hour++) {
        for (const train of ['primary', 'secondary'] as const) {
          const deg = swellDirectionAt(byDirection, 12345, hour, train)
          expect(deg).not.toBeNull()
          expect(exposureAt(byDirection, deg ?? 0)).toBeGreaterThanOrEqual(REACHES_MIN_SHARE)
        }
      }
    },
  )

  it('should prefer the directions of larger share', () => {
    const byDirection = WINDOWS.narrow
    const median = windowQuantile(byDirection, 0.5) ?? 0
    expect(angularDistance(median, 210)).toBeLessThanOrEqual(5)
    expect(windowQuantile(byDirection, 0.01)).toBeGreaterThanOrEqual(195)
    expect(windowQuantile(byDirection, 0.99)).toBeLessThanOrEqual(225)
  })

  it('should turn smoothly from hour to hour', () => {
    let previous = swellDirectionAt(WINDOWS.island, 7, 0, 'primary') ?? 0
    for (let hour = 1; hour < 24 * 30; hour++) {
      const deg = swellDirectionAt(WINDOWS.island, 7, hour, 'primary') ?? 0
      expect(angularDistance(deg, previous)).toBeLessThanOrEqual(10)
      previous = deg
    }
  })

  it('should have no direction for a spot nothing reaches', () => {
    expect(swellDirectionAt(shares({}), 1, 1, 'primary')).toBeNull()
  })

  it('should share only what reaches every spot of a buoy, else the first spot keeps its own', () => {
    const place = (byDirection: number[]): Place => ({
      slug: 'x',
      latitude: 0,
      longitude: 0,
      seed: 1,
      byDirection,
    })
    const both = sharedExposure([place(WINDOWS.narrow), place(shares({ 19: 1, 20: 1, 21: 0.3 }))])
    expect(both.findIndex((s) => s > 0)).toBe(20)
    expect(both.filter((s) => s > 0)).toEqual([0.5, 0.3])
    const apart = sharedExposure([place(WINDOWS.narrow), place(shares({ 0: 1 }))])
    expect(apart).toBe(WINDOWS.narrow)
  })

  it('should write a direction as an open compass word', () => {
    const word = openCompassPoint(WINDOWS.narrow, 200)
    expect(word).toBe('SSW')
    expect(exposureAt(WINDOWS.narrow, compassToDegrees(word) ?? 0)).toBeGreaterThan(0.1)
    // 180° (S) is closed in the narrow window, so 190° is written SSW, not S.
    expect(openCompassPoint(WINDOWS.narrow, 190)).toBe('SSW')
  })
})

describe('wind sea', () => {
  it('should come from within 30° of where the wind blows from', () => {
    for (let hour = 0; hour < 500; hour++)
      expect(angularDistance(windSeaDirectionAt(350, 9, hour), 350)).toBeLessThanOrEqual(20)
  })

  it('should follow the fetch-limited growth law and stop at a fully developed sea', () => {
    // 15 kt (7.72 m/s): off the land 0.09 m at ~1 s; from open ocean 1.48 m at 6.4 s (capped).
    const offLand = windSea(7.72, 500)
    expect(offLand.heightM).toBeCloseTo(0.088, 2)
    expect(offLand.periodS).toBe(1)
    const ocean = windSea(7.72, 300_000)
    expect(ocean.heightM).toBeCloseTo(1.48, 2)
    expect(ocean.periodS).toBeCloseTo(6.4, 1)
    // 10 m/s over 10 km: g·H/U² = 1.6e-3 · √(g·F/U²) → 0.51 m; g·T/U = 0.2857 · ∛(g·F/U²) → 2.9 s.
    const mid = windSea(10, 10_000)
    expect(mid.heightM).toBeCloseTo(0.51, 2)
    expect(mid.periodS).toBeCloseTo(2.9, 1)
    expect(windSea(0, 300_000)).toEqual({ heightM: 0, periodS: 1 })
  })

  it('should grow with wind speed and with fetch', () => {
    const heights = [5, 10, 15, 20].map((ms) => windSea(ms, 20_000).heightM)
    expect([...heights].sort((a, b) => a - b)).toEqual(heights)
    expect(fetchMetres(0)).toBe(500)
    expect(fetchMetres(1)).toBe(300_000)
    expect(fetchMetres(0.5)).toBeCloseTo(12_247, -1)
  })

  it('should make an offshore wind a small sea and an onshore one a big sea at the same speed', () => {
    const westFacing = shares({ 24: 0.3, 25: 0.6, 26: 0.9, 27: 1, 28: 0.9, 29: 0.6, 30: 0.3 })
    const onshore = windSeaAt(westFacing, 30, 270)
    const offshore = windSeaAt(westFacing, 30, 90)
    expect(offshore.heightM).toBeLessThan(0.1)
    expect(onshore.heightM).toBeGreaterThan(5 * offshore.heightM)
  })
})
