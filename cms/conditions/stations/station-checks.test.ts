import { describe, expect, it } from 'vitest'
import type { BuoyObservation } from '../upstream/ndbc'
import { STALE_BUOY_MS, staleBuoys } from './station-checks'

const NOW = new Date('2026-11-27T12:00:00Z')
// Lower Trestles as seeded: its buoy is 46277.
const trestles = {
  id: 7,
  name: 'Lower Trestles',
  latitude: 33.3825,
  longitude: -117.5895,
  beachFacingDegrees: 225,
  ndbcBuoy: '46277',
}
const seen = (at: Date) => ({ observedAt: at.toISOString() }) as BuoyObservation

describe('staleBuoys', () => {
  it('should leave out a buoy with a row from the last 24 hours', () => {
    const latest = new Map([['46277', seen(new Date(NOW.getTime() - STALE_BUOY_MS))]])
    expect(staleBuoys([trestles], latest, NOW)).toEqual([])
  })

  it('should flag a buoy whose newest row is older than 24 hours, offering the next nearest', () => {
    const old = new Date(NOW.getTime() - STALE_BUOY_MS - 60_000)
    const [stale] = staleBuoys([trestles], new Map([['46277', seen(old)]]), NOW)
    expect(stale).toMatchObject({ id: 7, buoy: '46277', lastSeen: old.toISOString() })
    // derive.ts's choice once 46277 is left out: Red Beach, 13 km down the coast.
    expect(stale?.nextNearest).toEqual({
      id: '46275',
      name: 'Red Beach Nearshore, CA (264)',
      distanceKm: 13.1,
    })
  })

  it('should flag a buoy with no row at all, and skip spots without a buoy', () => {
    const spots = [
      trestles,
      { ...trestles, id: 8, ndbcBuoy: null },
      { ...trestles, id: 9, ndbcBuoy: ' ' },
    ]
    const stale = staleBuoys(spots, new Map(), NOW)
    expect(stale.map((s) => [s.id, s.lastSeen])).toEqual([[7, null]])
  })
})
