import { describe, expect, it } from 'vitest'
import { shoreFacing } from '../rating/wind'
import { buildHourlyWind, formatHourLabel } from './hourly-wind'
import { hoursFrom, seriesOf } from './test-support'

describe('formatHourLabel', () => {
  it.each([
    [0, '12 AM'],
    [6, '6 AM'],
    [12, '12 PM'],
    [21, '9 PM'],
  ])('should label hour %d as %s', (hour, label) => {
    expect(formatHourLabel(hour)).toBe(label)
  })
})

describe('buildHourlyWind', () => {
  // 2026-11-21 in Honolulu (UTC−10) runs 10:00 UTC to 10:00 UTC next day. Beach faces 315° (NW).
  const hourly = hoursFrom('2026-11-21T00:00:00.000Z', 48, (i) => ({
    windSpeedMph: i + 0.4,
    windDirectionDeg: i < 20 ? 135 : 315,
  }))
  const series = seriesOf('Pacific/Honolulu', hourly)
  const wind = buildHourlyWind({ series, dateIso: '2026-11-21', shore: shoreFacing(315) })

  it('should give eight entries, every 3 hours of the local day', () => {
    expect(wind.map((w) => w.time)).toEqual([
      '12 AM',
      '3 AM',
      '6 AM',
      '9 AM',
      '12 PM',
      '3 PM',
      '6 PM',
      '9 PM',
    ])
  })

  it.each([
    [0, 10, 'SE', 'offshore'],
    [3, 19, 'SE', 'offshore'],
    [4, 22, 'NW', 'onshore'],
    [7, 31, 'NW', 'onshore'],
  ])('should give entry %d a speed of %d mph from %s, %s', (i, speed, direction, cls) => {
    expect(wind[i]).toMatchObject({ speed, direction, classification: cls })
  })

  it('should leave out hours without a wind speed and class unknown directions as null', () => {
    const gappy = hoursFrom('2026-11-21T00:00:00.000Z', 24, (i) => ({
      windSpeedMph: i === 3 ? null : 5,
      windDirectionDeg: null,
    }))
    const entries = buildHourlyWind({
      series: seriesOf('UTC', gappy),
      dateIso: '2026-11-21',
      shore: shoreFacing(90),
    })
    expect(entries.map((e) => e.time)).not.toContain('3 AM')
    expect(entries).toHaveLength(7)
    expect(entries[0]).toEqual({ time: '12 AM', speed: 5, direction: null, classification: null })
  })
})
