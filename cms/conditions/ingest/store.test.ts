import { describe, expect, it } from 'vitest'
import { buildSpotRows } from './rows'
import { buildSpot } from './spot-series'
import { checkRows } from './store'
import { marineHours, spotOf, statesFor } from './test-support'

const NOW = new Date('2026-11-20T10:30:00.000Z')

describe('checkRows', () => {
  const spot = spotOf()
  const buoy = marineHours({ waveHeightFt: 7 }).slice(0, 12)
  const rows = buildSpotRows(buildSpot(spot, statesFor([spot], { buoy }), 'live'), NOW)

  it.each([
    ['surf_conditions', rows.conditions],
    ['surf_forecasts', rows.forecasts],
    ['surf_reports', rows.reports],
    ['surf_hourly', rows.hourly],
  ] as const)('should pass the %s rows a refresh builds', (name, list) => {
    expect(list.length).toBeGreaterThan(0)
    expect(() => checkRows(name, list as never)).not.toThrow()
  })

  it('should refuse a row the readers could not parse, naming the spot, date and field', () => {
    const [first] = rows.conditions
    const broken = { ...first, conditionRating: 'great' }
    expect(() => checkRows('surf_conditions', [broken] as never)).toThrow(
      new RegExp(`surf_conditions spot ${first?.spot} ${first?.date}: conditionRating`),
    )
    const [day] = rows.forecasts
    expect(() => checkRows('surf_forecasts', [{ ...day, confidence: 'high' }] as never)).toThrow(
      /surf_forecasts spot \d+ \d{4}-\d\d-\d\d: confidence/,
    )
  })
})
