import { describe, expect, it } from 'vitest'
import { hourAt, hoursFrom } from '../../../shared/domain/forecast/test-support'
import {
  forecastRows,
  fromPacked,
  hasColumn,
  hourRows,
  isoAt,
  rowIndex,
  toHourTable,
  toPacked,
  valueAt,
} from './hour-table'
import { packSeries } from './pack'
import { forecastHours, marineHours } from './test-support'

describe('hour tables', () => {
  it('should give back the same hours it was made of', () => {
    const hours = marineHours({ windWaveHeightFt: null, seaLevelFt: 1.25 })
    expect(hourRows(toHourTable(hours))).toEqual(hours)
  })

  it('should keep a column only for fields with a value, and read missing ones as null', () => {
    const table = toHourTable([
      hourAt('2026-11-20T00:00:00.000Z', { waveHeightFt: 3, wavePeriodS: null }),
      hourAt('2026-11-20T01:00:00.000Z', { waveHeightFt: null, wavePeriodS: null }),
    ])
    expect(hasColumn(table, 'waveHeightFt')).toBe(true)
    expect(hasColumn(table, 'wavePeriodS')).toBe(false)
    expect(valueAt(table, 'waveHeightFt', 1)).toBeNull()
    expect(valueAt(table, 'waveHeightFt', 5)).toBeNull()
  })

  it('should keep the forecast weather code', () => {
    const hours = forecastHours({ weatherCode: 61 })
    expect(forecastRows(toHourTable(hours))).toEqual(hours)
  })

  it('should store the same JSON as the snapshots written before tables (packSeries)', () => {
    const hours = marineHours({ swellHeightFt: null })
    const packed = JSON.parse(JSON.stringify(packSeries(hours)))
    expect(toPacked(toHourTable(hours))).toEqual(packed)
    expect(hourRows(fromPacked(packed))).toEqual(hours)
  })

  it('should match rows one for one on the same hours and by instant otherwise', () => {
    const day = toHourTable(hoursFrom('2026-11-20T00:00:00.000Z', 24, { waveHeightFt: 2 }))
    const same = toHourTable(hoursFrom('2026-11-20T00:00:00.000Z', 24, { windSpeedMph: 5 }))
    const later = toHourTable(hoursFrom('2026-11-20T22:00:00.000Z', 4, { windSpeedMph: 5 }))
    expect(rowIndex(day, same)).toBeNull()
    const byTime = rowIndex(day, later)
    expect([byTime?.[21], byTime?.[22], byTime?.[23]]).toEqual([-1, 0, 1])
    expect([...(rowIndex(day, undefined) ?? [])].every((i) => i === -1)).toBe(true)
  })

  it('should give one text per instant', () => {
    const ms = Date.parse('2026-11-20T05:00:00.000Z')
    expect(isoAt(ms)).toBe('2026-11-20T05:00:00.000Z')
    expect(isoAt(ms)).toBe(isoAt(ms + 0))
  })
})
