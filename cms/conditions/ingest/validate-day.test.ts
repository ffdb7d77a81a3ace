import { describe, expect, it } from 'vitest'
import { pointKey } from './fetch-open-meteo'
import { MARINE_BEST_MATCH } from './provenance'
import { buildSpot } from './spot-series'
import { marineHours, spotOf, statesFor } from './test-support'
import { validateDay } from './validate-day'

describe('validateDay', () => {
  it('should check the NWS waves shown against Open-Meteo, and the wind against NWS', () => {
    const spot = spotOf({ ndbcBuoy: null })
    const nws = marineHours({ waveHeightFt: 4.3, windSpeedMph: 7, windDirectionDeg: 80 })
    const built = buildSpot(spot, statesFor([spot], { nws }), 'live')
    const result = validateDay(built, '2026-11-20')
    expect(result?.sources.primary.name).toBe('As shown: NOAA NWS grid LOX/99,70')
    expect(result?.sources.primary.provenance?.provider).toBe('nws')
    expect(result?.sources.secondary.name).toBe(
      `Open-Meteo ${MARINE_BEST_MATCH} + NOAA NWS grid LOX/99,70 wind`,
    )
    expect(result?.result.compared).toEqual(
      expect.arrayContaining(['waveHeight', 'wavePeriod', 'windSpeed']),
    )
    expect(result?.result.isValid).toBe(true)
  })

  it('should check the Open-Meteo waves shown against GFS-Wave outside the US (no second wind)', () => {
    const spot = spotOf({ isUS: false })
    const result = validateDay(buildSpot(spot, statesFor([spot]), 'live'), '2026-11-21')
    expect(result?.sources.secondary.name).toBe('Open-Meteo NCEP GFS-Wave 0.25°')
    expect(result?.result.compared).toEqual(
      expect.arrayContaining(['waveHeight', 'wavePeriod', 'waveDirection']),
    )
    expect(result?.result.compared).not.toContain('windSpeed')
  })

  it('should compare period with period of the same kind: total sea when one side has no swell', () => {
    const spot = spotOf({ isUS: false })
    const states = statesFor([spot])
    const marine = states['open-meteo-marine'].entries.get(pointKey(spot))
    // Only ECMWF WAM (total sea, no swell split) is left as the independent model.
    if (marine) delete marine.value.models.ncep_gfswave025
    const result = validateDay(buildSpot(spot, states, 'live'), '2026-11-21')
    expect(result?.sources.secondary.name).toBe('Open-Meteo ECMWF WAM 0.25°')
    // Shown: swell 13 s, total sea 12 s; ECMWF: total sea 12 s. Compared: 12 with 12.
    expect(result?.result.validationNotes).toContain(
      'Period: 12 s vs 12 s (difference 0 s, within the 2 s limit)',
    )
  })

  it('should give nothing when there is no independent source', () => {
    const lone = spotOf({ isUS: false })
    expect(
      validateDay(buildSpot(lone, statesFor([lone], { models: false }), 'live'), '2026-11-21'),
    ).toBeNull()
  })
})
