import { describe, expect, it } from 'vitest'
import { shoreFacing } from '../rating/wind'
import { buildSpotCondition } from './conditions'
import type { TideEvent } from './series'
import { hoursFrom, seriesOf } from './test-support'

// New York; local midnight on 2026-11-21 is 05:00 UTC. The beach faces 100°. Total heights only
// (no components): rated 'combined', 2 ft at 12 s breaks at 3.7 ft, 3.5 ft at 12 s at 5.7 ft.
const hourly = hoursFrom('2026-11-21T05:00:00.000Z', 48, (i) => ({
  waveHeightFt: i < 24 ? 2 : 3.5,
  swellPeriodS: 12,
  swellDirectionDeg: 89.6,
  windSpeedMph: i % 24 < 12 ? 5 : 14,
  windDirectionDeg: i % 24 < 12 ? 270 : 100,
  waterTempF: 61.6,
  airTempF: 50.2,
  visibilityMiles: i < 24 ? 12 : null,
}))

const tides: TideEvent[] = [
  { time: '2026-11-21T13:09:00.000Z', type: 'high', heightFt: 8.4 },
  { time: '2026-11-21T19:35:00.000Z', type: 'low', heightFt: 0.2 },
  { time: '2026-11-22T01:40:00.000Z', type: 'high', heightFt: 8.1 },
  { time: '2026-11-22T14:00:00.000Z', type: 'high', heightFt: 8.2 },
  { time: '2026-11-22T20:20:00.000Z', type: 'low', heightFt: 0.3 },
]

const series = seriesOf('America/New_York', hourly, { tides, tideSource: 'noaa-coops' })
const build = (dateIso: string, now: string) =>
  buildSpotCondition({ series, dateIso, shore: shoreFacing(100), now: new Date(now) })

describe('buildSpotCondition', () => {
  it.each([
    // now (UTC), local hour → rating, wind, class, next high, next low
    ['2026-11-21T12:10:00.000Z', 'firing', 5, 'offshore', '8:09 AM', '2:35 PM'],
    ['2026-11-21T20:00:00.000Z', 'not working', 14, 'onshore', '8:40 PM', '3:20 PM'],
  ])('should describe today at %s as %s, wind %d mph %s, tides %s / %s', (now, ...expected) => {
    const [rating, windSpeed, windClassification, tideHigh, tideLow] = expected
    expect(build('2026-11-21', now)).toMatchObject({
      conditionRating: rating,
      windSpeed,
      windClassification,
      tideHigh,
      tideLow,
    })
  })

  it('should carry the display numbers of the current hour', () => {
    expect(build('2026-11-21', '2026-11-21T12:10:00.000Z')).toMatchObject({
      waveHeightMin: 2,
      waveHeightMax: 3.5,
      wavePeriod: 12,
      windDirection: 'W',
      swellDirection: 'E',
      swellDirectionDegrees: 90,
      waterTemp: 62,
      airTemp: 50,
      visibility: 'crystal clear (10+ mi)',
    })
  })

  it('should describe another day by its best session and first tides', () => {
    expect(build('2026-11-22', '2026-11-21T12:10:00.000Z')).toMatchObject({
      conditionRating: 'epic',
      waveHeightMax: 6,
      windSpeed: 5,
      windClassification: 'offshore',
      visibility: 'clear',
      tideHigh: '9:00 AM',
      tideLow: '3:20 PM',
    })
  })

  it.each([
    ['2026-11-25', '2026-11-21T12:10:00.000Z'],
    ['2026-11-24', '2026-11-24T12:00:00.000Z'],
  ])('should give null for %s without hours (now %s)', (dateIso, now) => {
    expect(build(dateIso, now)).toBeNull()
  })
})
