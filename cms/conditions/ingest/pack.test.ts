import { describe, expect, it } from 'vitest'
import { hoursFrom } from '../../../shared/domain/forecast/test-support'
import { blankHour } from '../upstream/hourly'
import { isPackedSeries, packSeries, unpackSeries } from './pack'

describe('packSeries / unpackSeries', () => {
  it('should give back the same hours it packed', () => {
    const hours = hoursFrom('2026-11-21T00:00:00.000Z', 48, (i) => ({
      waveHeightFt: i % 5 === 0 ? null : i / 10,
      windSpeedMph: 7,
    }))
    expect(unpackSeries(packSeries(hours), blankHour)).toEqual(hours)
  })

  it('should leave out columns with no value at all', () => {
    const packed = packSeries(hoursFrom('2026-11-21T00:00:00.000Z', 3, { windSpeedMph: 4 }))
    expect(Object.keys(packed.columns)).toEqual(['windSpeedMph'])
    expect(packed.minutes).toEqual([0, 60, 120])
  })

  it('should keep gaps between hours (a buoy that missed an hour)', () => {
    const [a, , c] = hoursFrom('2026-11-21T00:00:00.000Z', 3, { waveHeightFt: 2 })
    const rows = [a, c].flatMap((r) => (r ? [r] : []))
    expect(unpackSeries(packSeries(rows), blankHour).map((r) => r.time)).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-21T02:00:00.000Z',
    ])
  })

  it('should pack an empty series to an empty one', () => {
    expect(unpackSeries(packSeries([]), blankHour)).toEqual([])
  })

  it('should recognise a packed series read back from JSON and reject anything else', () => {
    const json = JSON.parse(JSON.stringify(packSeries(hoursFrom('2026-11-21T00:00:00Z', 2))))
    expect(isPackedSeries(json)).toBe(true)
    expect(isPackedSeries({ t0: 1 })).toBe(false)
    expect(isPackedSeries(null)).toBe(false)
  })
})
