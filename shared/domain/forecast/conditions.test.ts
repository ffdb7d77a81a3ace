import { describe, expect, it } from 'vitest'
import { shoreFacing } from '../rating/wind'
import { buildSpotCondition } from './conditions'
import { buildForecastDay } from './forecast'
import { formatSwellHeight } from '../units/display-scales'
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
    // now (UTC) → next high, next low: the day's figures do not move with the hour
    ['2026-11-21T12:10:00.000Z', '8:09 AM', '2:35 PM'],
    ['2026-11-21T20:00:00.000Z', '8:40 PM', '3:20 PM'],
  ])(
    'should describe today by its best session at %s, with the next tides %s / %s',
    (now, tideHigh, tideLow) => {
      expect(build('2026-11-21', now)).toMatchObject({
        conditionRating: 'firing',
        windSpeed: 5,
        windClassification: 'offshore',
        tideHigh,
        tideLow,
      })
    },
  )

  it("should carry today's figures as the forecast for the same day has them", () => {
    const condition = build('2026-11-21', '2026-11-21T20:00:00.000Z')
    const forecast = buildForecastDay({
      series,
      dateIso: '2026-11-21',
      todayIso: '2026-11-21',
      shore: shoreFacing(100),
    })
    expect(condition).toMatchObject({
      conditionRating: forecast?.conditionRating,
      wavePeriod: forecast?.swellPeriod,
      windSpeed: forecast?.windSpeed,
    })
    expect(formatSwellHeight(condition?.waveHeightMin ?? -1, condition?.waveHeightMax ?? -1)).toBe(
      forecast?.swellHeight,
    )
  })

  it('should carry the display numbers of the rated session, the rated height inside the range', () => {
    const condition = build('2026-11-21', '2026-11-21T12:10:00.000Z')
    expect(condition).toMatchObject({
      waveHeightMin: 2,
      waveHeightMax: 4,
      wavePeriod: 12,
      windDirection: 'W',
      swellDirection: 'E',
      swellDirectionDegrees: 90,
      waterTemp: 62,
      airTemp: 50,
      visibility: 'crystal clear (10+ mi)',
    })
    const rated = condition?.ratingInputs.waveHeightFt ?? -1
    expect(rated).toBeGreaterThanOrEqual(condition?.waveHeightMin ?? Infinity)
    expect(rated).toBeLessThanOrEqual(condition?.waveHeightMax ?? -Infinity)
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
