import { describe, expect, it } from 'vitest'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import { spotOf, statesFor } from '../ingest/test-support'
import { buoyForecastRows } from './buoys'

// 20:00 UTC on 2026-11-21; the test states hold 2026-11-20 00Z … 2026-11-22 23Z, the models
// saying 4 ft throughout, the buoy 3 ft for ten hours before the run.
const now = new Date('2026-11-21T20:00:00.000Z')
const spot = spotOf()
const buoy = hoursFrom('2026-11-21T10:00:00.000Z', 10, { waveHeightFt: 3, wavePeriodS: 14 })
const states = statesFor([spot], { buoy })

describe('buoyForecastRows', () => {
  const rows = buoyForecastRows({ spot, states, now, mode: 'sample' })

  it('should keep only the synoptic times after the issue, by forecast day', () => {
    expect(rows.map((r) => [r.validTime, r.leadDay])).toEqual([
      ['2026-11-22T00:00:00.000Z', 1],
      ['2026-11-22T06:00:00.000Z', 1],
      ['2026-11-22T12:00:00.000Z', 1],
      ['2026-11-22T18:00:00.000Z', 1],
    ])
  })

  it("should keep the model's height in metres (not the buoy's), the issue time and the buoy", () => {
    expect(rows[0]).toMatchObject({
      spot: spot.id,
      issuedAt: now.toISOString(),
      buoy: spot.ndbcBuoy,
      heightM: 1.219, // 4 ft
      isSample: true,
    })
  })

  it('should keep nothing for a spot without a buoy', () => {
    const bare = { ...spot, ndbcBuoy: null }
    expect(buoyForecastRows({ spot: bare, states, now, mode: 'live' })).toEqual([])
  })
})
