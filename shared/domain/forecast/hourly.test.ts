import { describe, expect, it } from 'vitest'
import { surfRangeFromSignificantHeight } from '../units/display-scales'
import { buildHourlyDay, hourInstants, swellsOf } from './hourly'
import type { TideEvent } from './series'
import { breakingHeightFt } from '../rating/surf-height'
import { hourAt, hoursFrom, seriesOf } from './test-support'
import { shoreFacing } from '../rating/wind'

const TZ = 'America/Los_Angeles'
const DATE = '2026-11-21'
// California midnight of DATE is 08:00 UTC; 30 hours from 06:00 UTC cover the whole day.
const hours = hoursFrom('2026-11-21T06:00:00.000Z', 30, (i) => ({
  swellHeightFt: 4,
  swellPeriodS: 12,
  swellDirectionDeg: 270,
  secondarySwellHeightFt: 1.5,
  secondarySwellPeriodS: 16,
  secondarySwellDirectionDeg: 200,
  windWaveHeightFt: 0.5,
  windWavePeriodS: 4,
  windWaveDirectionDeg: 280,
  windSpeedMph: i === 8 ? 25 : 5,
  windGustMph: 9,
  windDirectionDeg: 90,
  waterTempF: 60.04,
}))
const tides: TideEvent[] = [
  { time: '2026-11-21T10:00:00.000Z', type: 'low', heightFt: 0.5 },
  { time: '2026-11-21T16:00:00.000Z', type: 'high', heightFt: 5 },
]
const daylight = {
  firstLight: '2026-11-21T14:10:00.000Z',
  sunrise: '2026-11-21T14:40:00.000Z',
  sunset: '2026-11-22T00:50:00.000Z',
  lastLight: '2026-11-22T01:20:00.000Z',
}
// A west-facing beach: the east wind blows offshore.
const shore = shoreFacing(270)
const series = seriesOf(TZ, hours, { tides, tideSource: 'noaa-coops' })
const built = buildHourlyDay({ series, dateIso: DATE, shore, daylight })
const at = (localHour: number) => built.hours[localHour]

describe('buildHourlyDay', () => {
  it('should give every local hour of the date, in local time with the offset', () => {
    expect(built.hours).toHaveLength(24)
    expect(at(0)?.time).toBe('2026-11-21T00:00:00-08:00')
    expect(at(23)?.time).toBe('2026-11-21T23:00:00-08:00')
    expect(built.firstLight).toBe('2026-11-21T06:10:00-08:00')
    expect(built.lastLight).toBe('2026-11-21T17:20:00-08:00')
  })

  it('should show the rated train as a surf range, every swell primary first, and the chop', () => {
    const surf = surfRangeFromSignificantHeight(breakingHeightFt(4, 12))
    expect(at(7)).toMatchObject({ waveHeightMin: surf.min, waveHeightMax: surf.max })
    expect(at(7)?.swells).toEqual([
      { heightFt: 4, periodS: 12, direction: 'W', directionDegrees: 270 },
      { heightFt: 1.5, periodS: 16, direction: 'SSW', directionDegrees: 200 },
    ])
    expect(at(7)?.windWave).toEqual({
      heightFt: 0.5,
      periodS: 4,
      direction: 'W',
      directionDegrees: 280,
    })
  })

  it('should rate each hour by the guide, with its own wind and class', () => {
    expect(at(7)).toMatchObject({
      windSpeed: 5,
      windGust: 9,
      windDirection: 'E',
      windDirectionDegrees: 90,
      windClassification: 'offshore',
      waterTemp: 60,
      rating: 'epic',
    })
    // 25 mph at 6 AM local (index 8 of the series, 14:00 UTC): over 20 mph is Not Working.
    expect(at(6)).toMatchObject({ windSpeed: 25, rating: 'not working' })
  })

  it('should mark daylight from half an hour before first light to half an hour after last light', () => {
    expect(
      built.hours.filter((h) => h.isDaylight).map((h) => Number(h.time.slice(11, 13))),
    ).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
  })

  it('should draw the tide between the day highs and lows, with its datum', () => {
    expect(built.tideDatum).toBe('MLLW')
    expect(at(2)?.tideHeightFt).toBe(0.5)
    expect(at(5)?.tideHeightFt).toBe(2.75)
    expect(at(8)?.tideHeightFt).toBe(5)
    expect(at(1)?.tideHeightFt).toBeNull()
    expect(built.tideEvents).toEqual([
      { time: '2026-11-21T02:00:00-08:00', type: 'low', heightFt: 0.5 },
      { time: '2026-11-21T08:00:00-08:00', type: 'high', heightFt: 5 },
    ])
  })

  it('should keep an hour the series lacks, with nothing known and no rating', () => {
    const gap = seriesOf(
      TZ,
      hours.filter((h) => h.time !== '2026-11-21T18:00:00.000Z'),
      { tideSource: 'modelled' },
    )
    const day = buildHourlyDay({ series: gap, dateIso: DATE, shore, daylight })
    expect(day.hours).toHaveLength(24)
    expect(day.hours[10]).toMatchObject({
      rating: null,
      windSpeed: null,
      swells: [],
      isDaylight: true,
    })
    expect(day.tideDatum).toBe('MSL')
  })

  it('should find the best windows in the daylight hours, ending at last light', () => {
    // Last light 5:20 PM: the 5 PM hour's window ends then (the 6 PM hour is wholly after it).
    expect(built.bestWindows.map((w) => w.why.split(': ')[0])).toEqual([
      'EPIC 7 AM–5:20 PM, last light',
    ])
    expect(built.bestWindows[0]?.end).toBe('2026-11-21T17:20:00-08:00')
  })
})

describe('hourInstants', () => {
  it('should give 23 and 25 hours on the days clocks change', () => {
    expect(hourInstants('2026-03-08', TZ)).toHaveLength(23)
    expect(hourInstants('2026-11-01', TZ)).toHaveLength(25)
    expect(hourInstants(DATE, 'Pacific/Kiritimati')).toHaveLength(24)
  })
})

describe('swellsOf', () => {
  it('should show the total sea as the one train when the source does not split it', () => {
    const buoy = hourAt('2026-11-21T18:00:00.000Z', {
      waveHeightFt: 3,
      wavePeriodS: 9,
      waveDirectionDeg: 250,
    })
    expect(swellsOf(buoy)).toEqual([
      { heightFt: 3, periodS: 9, direction: 'WSW', directionDegrees: 250 },
    ])
  })
})
