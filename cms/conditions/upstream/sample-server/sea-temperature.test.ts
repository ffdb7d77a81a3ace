import { describe, expect, it } from 'vitest'
import { SPOT_SEEDS } from '../../../seed/data/spots'
import { samplesDir } from './samples'
import { bandClimatologyC, coastOf, COASTS, seaSurfaceTemperatureC } from './sea-temperature'

const dir = samplesDir({})
const at = (iso: string) => Date.parse(iso)

describe('sample sea-surface temperature', () => {
  it('should give every coast twelve monthly means of liquid sea water', () => {
    for (const coast of COASTS) {
      expect(coast.monthlyC, coast.name).toHaveLength(12)
      for (const c of coast.monthlyC) expect(c).toBeGreaterThan(0)
      for (const c of coast.monthlyC) expect(c).toBeLessThan(32)
    }
  })

  it('should put every seeded spot on a coast of the climatology', () => {
    for (const seed of SPOT_SEEDS)
      expect(coastOf(seed.latitude, seed.longitude), seed.slug).not.toBeNull()
  })

  it('should read the recording at its own point in its month, and the climatology otherwise', () => {
    // The North Sea recording (2026-10-03): sea_surface_temperature 18.4 °C every step.
    expect(seaSurfaceTemperatureC(53.04, 3.96, at('2026-10-20T12:00:00Z'), dir)).toBeCloseTo(18.4)
    const march = seaSurfaceTemperatureC(53.04, 3.96, at('2027-03-15T12:00:00Z'), dir)
    expect(march).not.toBeCloseTo(18.4)
    expect(march).toBeLessThan(12)
  })

  it('should read a coast between mid-month values', () => {
    const rye = (iso: string) => seaSurfaceTemperatureC(43.0, -70.75, at(iso), dir)
    // December's mean is 45 °F (7 °C), January's 41 °F (5 °C): New Year's Eve lies between.
    expect(rye('2026-12-15T12:00:00Z')).toBeCloseTo(7, 0)
    expect(rye('2026-12-31T12:00:00Z')).toBeGreaterThan(5)
    expect(rye('2026-12-31T12:00:00Z')).toBeLessThan(rye('2026-12-15T12:00:00Z'))
  })

  it('should keep the band rule warm at the equator, cold toward the poles, seasons opposite', () => {
    expect(bandClimatologyC(0, 0)).toBeGreaterThan(27)
    expect(bandClimatologyC(60, 0)).toBeLessThan(5)
    expect(bandClimatologyC(45, 7)).toBeGreaterThan(bandClimatologyC(45, 1) + 8)
    expect(bandClimatologyC(-45, 1)).toBeGreaterThan(bandClimatologyC(-45, 7) + 8)
  })
})
