import { describe, expect, it } from 'vitest'
import { buildSpot } from './spot-series'
import { marineHours, spotOf, statesFor } from './test-support'
import { validateDay } from './validate-day'

describe('validateDay', () => {
  const spot = spotOf()
  // The buoy observed only the first 12 hours (2026-11-19 16:00 to 04:00 on the 20th, California).
  const buoy = marineHours({ waveHeightFt: 4.1 }).slice(0, 12)
  const built = buildSpot(spot, statesFor([spot], { buoy }), 'live')

  it('should compare the buoy with the models on a date it observed', () => {
    const result = validateDay(built, '2026-11-19')
    expect(result?.sources.primary.name).toBe('NOAA NDBC buoy 46053')
    expect(result?.sources.secondary.name).toBe('Open-Meteo Marine + Forecast')
    expect(result?.result.isValid).toBe(true)
    expect(result?.recommendations).toEqual([
      'Sources agree within every threshold; no action needed.',
    ])
  })

  it('should compare the two wave models on a date the buoy cannot see', () => {
    const result = validateDay(built, '2026-11-21')
    expect(result?.sources.primary.name).toContain('ECMWF WAM')
    expect(result?.result.compared).toEqual(['waveHeight', 'wavePeriod', 'waveDirection'])
    expect(result?.sources.primary.provenance.model).toBe('ECMWF WAM 0.25°')
  })

  it('should give nothing when there is no second source', () => {
    const lone = spotOf({ isUS: false })
    expect(
      validateDay(buildSpot(lone, statesFor([lone], { models: false }), 'live'), '2026-11-21'),
    ).toBeNull()
  })
})
