import { describe, expect, it } from 'vitest'
import { shoreFacing } from '../rating/wind'
import { summariseHours } from '../rating/daily-values'
import { dateWindow } from '../time/dates'
import { buildForecastDay, forecastAlerts } from './forecast'
import { breakingHeightFt } from '../rating/surf-height'
import type { HourlyConditions, SpotSeries } from './series'
import { hourAt, hoursFrom, seriesOf, sourceOf } from './test-support'

const NY = 'America/New_York'
const TODAY = '2026-11-21'
// Local midnight of 2026-11-21 in New York is 05:00 UTC. The beach faces 100° (E on 16 points).
const START = '2026-11-21T05:00:00.000Z'
const FACING = 100

const DAYS: Partial<HourlyConditions>[] = [
  {
    waveHeightFt: 5,
    swellPeriodS: 13,
    swellDirectionDeg: 90,
    windSpeedMph: 5,
    windDirectionDeg: 270,
  },
  {
    waveHeightFt: 3,
    swellPeriodS: 11,
    swellDirectionDeg: 90,
    windSpeedMph: 14,
    windDirectionDeg: 100,
  },
  {
    waveHeightFt: 2,
    swellPeriodS: 10,
    swellDirectionDeg: 135,
    windSpeedMph: 12,
    windDirectionDeg: 190,
  },
  { windSpeedMph: 8, windDirectionDeg: 270 },
]

const hourly = hoursFrom(START, DAYS.length * 24, (i) => DAYS[Math.floor(i / 24)] ?? {})

/** Each day of the date window that has data, as ingestion builds them (cms/conditions/ingest/rows.ts). */
const forecastDays = (series: SpotSeries) =>
  dateWindow(TODAY).flatMap(
    (dateIso) =>
      buildForecastDay({ series, dateIso, todayIso: TODAY, shore: shoreFacing(FACING) }) ?? [],
  )

describe('buildForecastDay', () => {
  const days = forecastDays(seriesOf(NY, hourly))

  it('should give one item per local day with data, sorted by dayOffset', () => {
    expect(days.map((d) => [d.dayOffset, d.forecastDate])).toEqual([
      [0, '2026-11-21'],
      [1, '2026-11-22'],
      [2, '2026-11-23'],
      [3, '2026-11-24'],
    ])
  })

  it.each([
    [0, 'epic', '5-8ft', 'E', 13, 5, 'W'],
    [1, 'not working', '3-5ft', 'E', 11, 14, 'E'],
    [2, 'good', '2-3.5ft', 'SE', 10, 12, 'S'],
    [3, null, 'N/A', null, null, 8, 'W'],
  ])('should rate day %d %s with %s from %j at %js, wind %d mph %s', (i, ...expected) => {
    const [rating, swellHeight, swellDirection, swellPeriod, windSpeed, windDirection] = expected
    expect(days[i]).toMatchObject({
      conditionRating: rating,
      swellHeight,
      swellDirection,
      swellPeriod,
      windSpeed,
      windDirection,
    })
  })

  it.each([
    [0, 'EPIC 6 AM-9 AM: 5-8ft at 13s from E, offshore wind 5 mph'],
    [
      2,
      'GOOD 6 AM-9 AM: 2-3.5ft at 10s from SE, cross-shore wind 12 mph (cross-shore wind (needs offshore); wind 12 mph (needs 8 mph or less); without them: FIRING)',
    ],
    [
      1,
      'NOT WORKING: 3-5ft at 11s from E, onshore wind 14 mph (onshore wind 14 mph; without it: GOOD)',
    ],
  ])('should summarise day %d as %s', (i, summary) => {
    expect(days[i]?.summary).toBe(summary)
  })

  it('should keep the rated session inside first and last light', () => {
    // Clean all day but from 3 PM: the best session is the last three hours of light.
    const late = hoursFrom(START, 24, (h) => ({
      ...DAYS[0],
      windSpeedMph: h >= 15 ? 2 : 18,
      windDirectionDeg: h >= 15 ? 270 : 100,
    }))
    const daylight = {
      firstLight: '2026-11-21T11:25:00.000Z',
      sunrise: '2026-11-21T11:53:00.000Z',
      sunset: '2026-11-21T21:31:00.000Z',
      lastLight: '2026-11-21T22:00:30.000Z', // 5:00 PM
    }
    const [day] = [TODAY].flatMap(
      (dateIso) =>
        buildForecastDay({
          series: seriesOf(NY, late),
          dateIso,
          todayIso: TODAY,
          shore: shoreFacing(FACING),
          daylight,
        }) ?? [],
    )
    // The 3, 4 and 5 PM hours count as daylight (within half an hour): shown to 5 PM.
    expect(day?.summary).toMatch(/^EPIC 3 PM-5 PM: /)
  })

  it('should say an unrated day is unknown and why', () => {
    expect(days[3]?.summary).toBe(
      'unknown: N/A, offshore wind 8 mph (no data: wave height, period missing)',
    )
  })

  it('should lower confidence with lead time and a tier line, and cap a day without wave data', () => {
    const agreeing = seriesOf(NY, hourly, {
      primary: sourceOf('A', hourly),
      secondary: sourceOf('B', hourly),
    })
    const rated = forecastDays(agreeing)
    expect(rated.map((d) => d.confidence)).toEqual([95, 87, 69, 10])
    expect(rated[2]?.confidenceReasons).toEqual(['2 days ahead', 'close to the RIDEABLE/GOOD line'])
  })

  it('should cap confidence at 60 when only one source answered, and say so', () => {
    expect(days.map((d) => d.confidence)).toEqual([60, 60, 60, 10])
    expect(days[0]?.confidenceReasons).toEqual(['today', 'only one source answered'])
  })

  it('should lower confidence when the two sources disagree on the rated hours', () => {
    const primary = sourceOf('A', hoursFrom(START, 24, { waveHeightFt: 2, swellPeriodS: 13 }))
    const secondary = sourceOf('B', hoursFrom(START, 24, { waveHeightFt: 4, swellPeriodS: 13 }))
    const series = seriesOf(NY, hourly, { primary, secondary })
    const [today] = forecastDays(series)
    expect(today?.confidence).toBeLessThan(80)
    expect(today?.confidenceReasons[1]).toMatch(/^the two sources differ by \d+(\.\d)? ft$/)
  })

  it('should keep the unrounded values that were rated', () => {
    expect(days[0]?.ratingInputs).toEqual({
      waveHeightFt: breakingHeightFt(5, 13),
      periodS: 13,
      windMph: 5,
      windClassification: 'offshore',
      component: 'combined',
    })
  })

  it('should list the local tides of the day and mark modelled ones', () => {
    const tides = [
      { time: '2026-11-21T08:09:00.000Z', type: 'high' as const, heightFt: 5.4 },
      { time: '2026-11-21T14:35:00.000Z', type: 'low' as const, heightFt: 0.2 },
      { time: '2026-11-22T08:50:00.000Z', type: 'high' as const, heightFt: 5.2 },
    ]
    const series = seriesOf(NY, hourly, { tides, tideSource: 'modelled' })
    const days2 = forecastDays(series)
    expect(days2.map((d) => d.tideInfo)).toEqual([
      'High 3:09 AM, Low 9:35 AM (modelled)',
      'High 3:50 AM (modelled)',
      'No tide data',
      'No tide data',
    ])
  })
})

describe('forecastAlerts', () => {
  const summary = (values: Partial<HourlyConditions>) =>
    summariseHours([hourAt('2026-11-21T12:00:00.000Z', values)])

  it.each([
    [{ waveHeightFt: 5, windSpeedMph: 10, windGustMph: 15 }, undefined],
    [{ waveHeightFt: 12 }, 'Large surf: waves to 12 ft'],
    [{ windSpeedMph: 21 }, 'Strong wind: 21 mph'],
    [{ windSpeedMph: 20, windGustMph: 30 }, 'Gusts to 30 mph'],
    [
      { waveHeightFt: 15, windSpeedMph: 25, windGustMph: 40 },
      'Large surf: waves to 15 ft; Strong wind: 25 mph; Gusts to 40 mph',
    ],
  ])('should warn for %j: %j', (values, expected) => {
    expect(forecastAlerts(summary(values))).toBe(expected)
  })
})
