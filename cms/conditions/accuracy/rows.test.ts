import { describe, expect, it } from 'vitest'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import { buildSpotRows } from '../ingest/rows'
import { buildSpot } from '../ingest/spot-series'
import { spotOf, statesFor } from '../ingest/test-support'
import { spotAccuracyRows } from './rows'

// Noon in Los Angeles on 2026-11-21; the test states hold 2026-11-20 00Z … 2026-11-22 23Z.
const now = new Date('2026-11-21T20:00:00.000Z')
const spot = spotOf()
// The buoy measured 3 ft from 02:00 to 11:00 LA time; the models say 4 ft throughout.
const buoy = hoursFrom('2026-11-21T10:00:00.000Z', 10, { waveHeightFt: 3, wavePeriodS: 14 })
const states = statesFor([spot], { buoy })
const forecasts = buildSpotRows(buildSpot(spot, states, 'live'), now).forecasts
const rows = spotAccuracyRows({ spot, states, forecasts, now, mode: 'live' })

describe('spotAccuracyRows', () => {
  it("should archive today's forecast days from lead day 0, issued on the spot's date", () => {
    expect(rows.archive.map((r) => [r.issueDate, r.forecastDate, r.leadDay])).toEqual([
      ['2026-11-21', '2026-11-21', 0],
      ['2026-11-21', '2026-11-22', 1],
    ])
    expect(rows.archive[0]).toMatchObject({ issuedAt: now.toISOString(), windClass: 'offshore' })
  })

  it("should archive the model's height, not the buoy's hours that replaced it on the page", () => {
    expect(rows.archive[0]?.heightFt).toBe(4)
  })

  it('should keep the buoy hours as buoy observations, labelled with the buoy', () => {
    const observed = rows.observations.filter((o) => o.kind === 'buoy')
    expect(observed).toHaveLength(10)
    expect(observed[0]).toMatchObject({
      waveHeightFt: 3,
      periodS: 14,
      date: '2026-11-21',
      source: 'NOAA NDBC buoy 46053',
    })
  })

  it("should keep the models' last 24 hours as analysis, never as observed", () => {
    const analysis = rows.observations.filter((o) => o.kind === 'analysis')
    expect(analysis).toHaveLength(24)
    expect(analysis.every((o) => o.source === 'Open-Meteo model analysis')).toBe(true)
    expect(analysis.every((o) => Date.parse(o.time) <= now.getTime())).toBe(true)
  })

  it('should mark 06:00–18:00 local hours as daylight', () => {
    const hour = (iso: string) =>
      rows.observations.find((o) => o.kind === 'analysis' && o.time === iso)
    expect(hour('2026-11-21T14:00:00.000Z')?.isDaylight).toBe(true) // 06:00 LA
    expect(hour('2026-11-21T13:00:00.000Z')?.isDaylight).toBe(false) // 05:00 LA
  })
})
