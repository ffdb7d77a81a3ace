// In the light: over spots at several latitudes and time zones, on days with and without a
// clock change, no best window and no best-times text starts before first light or ends after
// last light, and the report's Best Times says exactly what the hour-by-hour windows say.
import { describe, expect, it } from 'vitest'
import { formatWindowSpan } from '../../../shared/domain/rating/best-windows'
import { RATING_LABELS } from '../../../shared/domain/rating/ratings'
import { bestTimesFor } from '../../../shared/domain/forecast/report-sessions'
import { hoursFrom, seriesOf } from '../../../shared/domain/forecast/test-support'
import { localParts } from '../../../shared/domain/time/zoned'
import { daylightOn } from './daylight'
import { buildSpotRows } from './rows'
import type { BuiltSpot } from './spot-series'
import { spotOf } from './test-support'

const PLACES = [
  { name: 'Cocoa Beach', latitude: 28.32, longitude: -80.61, timeZone: 'America/New_York' },
  { name: 'Sunset Beach', latitude: 21.66, longitude: -158.05, timeZone: 'Pacific/Honolulu' },
  { name: 'Bondi', latitude: -33.89, longitude: 151.27, timeZone: 'Australia/Sydney' },
  { name: 'Thurso East', latitude: 58.6, longitude: -3.5, timeZone: 'Europe/London' },
  { name: 'Uluwatu', latitude: -8.81, longitude: 115.09, timeZone: 'Asia/Makassar' },
  { name: 'Reykjanes', latitude: 63.83, longitude: -22.7, timeZone: 'Atlantic/Reykjavik' },
]

// Runs that span clock changes: US 1 Nov and 8 Mar, Europe 25 Oct, Sydney 4 Oct; and the
// shortest and longest days.
const NOWS = [
  '2026-10-23T12:00:00.000Z',
  '2026-10-02T12:00:00.000Z',
  '2026-10-30T12:00:00.000Z',
  '2026-03-06T12:00:00.000Z',
  '2026-12-20T12:00:00.000Z',
  '2026-06-19T12:00:00.000Z',
]

/** Ten days of hours from two days before now: clean offshore surf, broken by onshore spells. */
function built(place: (typeof PLACES)[number], now: string): BuiltSpot {
  const spot = spotOf({ ...place, beachFacingDegrees: 270 })
  const hours = hoursFrom(new Date(Date.parse(now) - 2 * 86_400_000).toISOString(), 240, (i) => {
    const onshore = i % 11 >= 8
    return {
      waveHeightFt: 4,
      wavePeriodS: 13,
      waveDirectionDeg: 270,
      swellHeightFt: 3.5,
      swellPeriodS: 13,
      swellDirectionDeg: 270,
      windSpeedMph: onshore ? 18 : 4,
      windDirectionDeg: onshore ? 270 : 90,
      waterTempF: 64,
    }
  })
  return {
    spot,
    series: seriesOf(place.timeZone, hours),
    forecast: [],
    modelHours: hours,
    isSample: false,
  }
}

/** Minutes after local midnight of '7' AM, '5:51' PM. */
function minutesOf(clock: string, meridiem: string): number {
  const [h = '0', m = '0'] = clock.split(':')
  return (Number(h) % 12) * 60 + Number(m) + (meridiem === 'PM' ? 720 : 0)
}

const localMinutes = (iso: string, timeZone: string) => {
  const { hour, minute } = localParts(iso, timeZone)
  return hour * 60 + minute
}

describe('best times stay in the light', () => {
  const cases = PLACES.flatMap((place) => NOWS.map((now) => [place.name, now, place] as const))
  let windows = 0
  let sessions = 0

  it.each(cases)('%s, refreshed at %s', (_name, now, place) => {
    const rows = buildSpotRows(built(place, now), new Date(now))
    expect(rows.hourly.length).toBeGreaterThan(0)
    for (const day of rows.hourly) {
      const light = daylightOn(day.date, place)
      for (const w of day.bestWindows) {
        windows++
        expect(
          w.why.startsWith(`${RATING_LABELS[w.rating]} ${formatWindowSpan(w.start, w.end)}`),
        ).toBe(true)
        if (light === null) continue
        expect(Date.parse(w.start), `${day.date} ${w.why}`).toBeGreaterThanOrEqual(
          Date.parse(light.firstLight),
        )
        expect(Date.parse(w.end), `${day.date} ${w.why}`).toBeLessThanOrEqual(
          Date.parse(light.lastLight),
        )
      }
    }
    for (const report of rows.reports) {
      const day = rows.hourly.find((h) => h.date === report.date)
      if (day) expect(report.bestSessions).toBe(bestTimesFor(day.bestWindows))
      const light = daylightOn(report.date, place)
      const session = / (?:Best|Calmest) (\d+(?::\d+)?) (AM|PM)-(\d+(?::\d+)?) (AM|PM): /.exec(
        report.summary,
      )
      if (light === null || session === null) continue
      sessions++
      const [, from = '', fromMeridiem = '', to = '', toMeridiem = ''] = session
      const start = minutesOf(from, fromMeridiem)
      const end = minutesOf(to, toMeridiem) || 24 * 60
      expect(start, report.summary).toBeGreaterThanOrEqual(
        localMinutes(light.firstLight, place.timeZone),
      )
      expect(end, report.summary).toBeLessThanOrEqual(localMinutes(light.lastLight, place.timeZone))
    }
  })

  it('should have checked windows and sessions', () => {
    expect(windows).toBeGreaterThan(50)
    expect(sessions).toBeGreaterThan(50)
  })
})
