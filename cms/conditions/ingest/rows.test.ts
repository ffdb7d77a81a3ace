import { describe, expect, it } from 'vitest'
import { MARINE_BEST_MATCH } from './provenance'
import { buildSpotRows, conditionDates } from './rows'
import { buildSpot } from './spot-series'
import { marineHours, spotOf, statesFor } from './test-support'

// 10:30 UTC: 02:30 in California, 20:30 in Sydney.
const NOW = new Date('2026-11-20T10:30:00.000Z')

describe('conditionDates', () => {
  it('should cover today..+4 from the westernmost to the easternmost zone', () => {
    expect(conditionDates(NOW)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
  })
})

describe('buildSpotRows', () => {
  const spot = spotOf()
  // The buoy observed the first 12 hours: 2026-11-19 16:00 to 2026-11-20 03:00 in California.
  const buoy = marineHours({ waveHeightFt: 7 }).slice(0, 12)
  const built = buildSpot(spot, statesFor([spot], { buoy }), 'live')
  const rows = buildSpotRows(built, NOW)

  it('should make one condition and one report per local date that has hours', () => {
    // 72 UTC hours from 2026-11-20 00:00 are 2026-11-19 16:00 to 2026-11-22 15:00 in California.
    expect(rows.conditions.map((r) => r.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ])
    expect(rows.reports.map((r) => r.date)).toEqual(rows.conditions.map((r) => r.date))
  })

  it('should rate, explain and stamp every condition', () => {
    const today = rows.conditions.find((r) => r.date === '2026-11-20')
    expect(today).toMatchObject({ spot: 1, isSample: false, windClassification: 'offshore' })
    expect(today?.ratingReasons.summary).toEqual(expect.any(String))
    expect(today?.provenance.waves?.provider).toBe('open-meteo')
    expect(today?.provenance.wind?.provider).toBe('open-meteo')
    expect(today?.windDirectionDegrees).toBe(90)
  })

  it('should keep the day wind every 3 hours and the cross-check with the condition', () => {
    const day = rows.conditions.find((r) => r.date === '2026-11-21')
    expect(day?.hourlyWind.map((w) => w.time)).toEqual([
      '12 AM',
      '3 AM',
      '6 AM',
      '9 AM',
      '12 PM',
      '3 PM',
      '6 PM',
      '9 PM',
    ])
    expect(day?.validation?.sources.primary.name).toBe(`As shown: Open-Meteo ${MARINE_BEST_MATCH}`)
  })

  it('should check what is shown, observed buoy hours included, against the independent model', () => {
    const today = rows.conditions.find((r) => r.date === '2026-11-20')
    expect(today?.validation?.sources.secondary.name).toBe('Open-Meteo NCEP GFS-Wave 0.25°')
    // The 7 ft the buoy observed early that day lift the shown mean above GFS-Wave's 3.9 ft.
    const note = today?.validation?.result.validationNotes.find((n) => n.startsWith('Wave height'))
    expect(note).toMatch(/^Wave height: 4\.\d ft vs 3\.9 ft/)
    expect(note).not.toMatch(/^Wave height: 4\.0/)
  })

  it('should forecast from the spot own today, with offsets from 0', () => {
    // It is still 2026-11-20 in California at NOW; the series ends on 2026-11-22 there.
    expect(rows.forecasts.map((f) => [f.forecastDate, f.dayOffset])).toEqual([
      ['2026-11-20', 0],
      ['2026-11-21', 1],
      ['2026-11-22', 2],
    ])
  })

  it('should also keep the day after the window, so a spot still has five days after its midnight', () => {
    // Three days before NOW the series' dates are the spot's +2..+5. Until the next refresh, the
    // hour after the spot's midnight asks for today..+4 of the new day: the stored +5 answers it.
    const early = buildSpotRows(built, new Date('2026-11-17T10:30:00.000Z'))
    expect(early.forecasts.map((f) => [f.forecastDate, f.dayOffset])).toEqual([
      ['2026-11-19', 2],
      ['2026-11-20', 3],
      ['2026-11-21', 4],
      ['2026-11-22', 5],
    ])
    expect(early.hourly.map((h) => h.date)).toEqual(early.forecasts.map((f) => f.forecastDate))
  })

  it('should store every hour of the forecast days from the same series, stamped like the rest', () => {
    expect(rows.hourly.map((h) => h.date)).toEqual(rows.forecasts.map((f) => f.forecastDate))
    const day = rows.hourly.find((h) => h.date === '2026-11-21')
    expect(day).toMatchObject({ spot: 1, isSample: false, timeZone: 'America/Los_Angeles' })
    expect(day?.provenance.wind?.provider).toBe('open-meteo')
    expect(day?.hours).toHaveLength(24)
    expect(day?.hours[0]?.time).toBe('2026-11-21T00:00:00-08:00')
    // The condition's 3-hourly wind is the same hours' wind, so the two never disagree.
    const wind = rows.conditions.find((r) => r.date === '2026-11-21')?.hourlyWind
    expect(wind?.map((w) => w.speed)).toEqual(
      day?.hours.filter((_, i) => i % 3 === 0).map((h) => h.windSpeed),
    )
  })
})
