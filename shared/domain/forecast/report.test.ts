import { describe, expect, it } from 'vitest'
import { shoreFacing } from '../rating/wind'
import { rateConditions } from '../rating/rate-conditions'
import { buildHourlyDay } from './hourly'
import { buildDailyReport } from './report'
import { buildSpotDay } from './spot-day'
import type { ReportInput } from './report'
import { NO_BEST_WINDOW } from './report-sessions'
import { crowdLevel, overallScore, sizeWord, wetsuitFor } from './report-text'
import type { HourlyConditions, TideEvent } from './series'
import { hoursFrom, seriesOf } from './test-support'

const NY = 'America/New_York'
const spot = { name: 'Rye Rocks', breakType: 'reef', skillLevel: 'intermediate' }

// Local midnight in New York is 05:00 UTC; the beach faces 100°, so 270° is offshore.
function report(
  date: string,
  values: (localHour: number) => Partial<HourlyConditions>,
  extra: Partial<ReportInput> = {},
) {
  const day = hoursFrom(`${date}T05:00:00.000Z`, 24, values)
  const shore = shoreFacing(100)
  // Best Times comes from the hour-by-hour day of the same hours, as ingestion does (rows.ts).
  const series = seriesOf(NY, day, { tides: [...(extra.tides ?? [])] })
  const hourly = buildHourlyDay({ series, dateIso: date, shore, daylight: extra.daylight ?? null })
  return {
    ...buildDailyReport({
      spot,
      dateIso: date,
      timeZone: NY,
      shore,
      day,
      tides: [],
      bestWindows: hourly.bestWindows,
      ...extra,
    }),
    hourly,
  }
}

// Total heights only (rated 'combined'): 3 ft at 13 s breaks at 5.2 ft, 6 ft at 16 s at 9.9 ft.
const cleanMorning = (h: number): Partial<HourlyConditions> => ({
  waveHeightFt: 3,
  swellPeriodS: 13,
  swellDirectionDeg: 90,
  windSpeedMph: h < 12 ? 5 : 14,
  windDirectionDeg: h < 12 ? 270 : 100,
  windGustMph: 12,
  waterTempF: 52,
  airTempF: 45,
})

const stormy = (): Partial<HourlyConditions> => ({
  waveHeightFt: 6,
  swellPeriodS: 16,
  swellDirectionDeg: 120,
  windSpeedMph: 22,
  windDirectionDeg: 100,
  windGustMph: 35,
  waterTempF: 78,
  airTempF: 84,
})

const tides: TideEvent[] = [
  { time: '2026-11-23T13:09:00.000Z', type: 'high', heightFt: 8.4 },
  { time: '2026-11-23T19:35:00.000Z', type: 'low', heightFt: 0.2 },
]

describe('buildDailyReport', () => {
  const good = report('2026-11-23', cleanMorning, { tides })
  const bad = report('2026-11-24', stormy)

  it('should read differently on two different days, field by field', () => {
    const fields = [
      'summary',
      'detailedAnalysis',
      'swellSize',
      'bestSessions',
      'windAnalysis',
      'tideAnalysis',
      'skillRecommendation',
      'equipmentRecommendation',
    ] as const
    for (const field of fields) expect(good[field], field).not.toBe(bad[field])
  })

  it('should rate and score the clean morning as epic and the storm as not working', () => {
    expect(good.summary).toMatch(/^Rye Rocks: EPIC\. Surf 3-6ft/)
    expect(good.overallScore).toBe(10)
    expect(bad.summary).toMatch(/^Rye Rocks: NOT WORKING\. Surf 6-10ft/)
    expect(bad.overallScore).toBe(1)
  })

  it('should carry the swell numbers', () => {
    expect(good).toMatchObject({ swellSize: '3-6ft', swellDirection: 'E', swellPeriod: 13 })
    expect(bad).toMatchObject({ swellSize: '6-10ft', swellDirection: 'ESE', swellPeriod: 16 })
  })

  it('should give as Best Times the hour-by-hour best windows, word for word', () => {
    expect(good.hourly.bestWindows.length).toBeGreaterThan(0)
    expect(good.bestSessions).toBe(good.hourly.bestWindows.map((w) => `${w.why}.`).join(' '))
    expect(good.bestSessions).toMatch(
      /^EPIC 6 AM–12 PM: 3–6 ft, offshore 5 mph, falling high tide\./,
    )
    expect(bad.hourly.bestWindows).toEqual([])
    expect(bad.bestSessions).toBe(NO_BEST_WINDOW)
  })

  it('should name the wind through the day', () => {
    expect(good.windAnalysis).toBe('Morning: offshore W 5 mph. Afternoon: onshore E 14 mph.')
    expect(bad.windAnalysis).toContain('Gusty, up to 35 mph.')
  })

  it('should describe the tides and their range', () => {
    expect(good.tideAnalysis).toMatch(
      /^High 8:09 AM \(8\.4 ft\), Low 2:35 PM \(0\.2 ft\)\. Range 8\.2 ft/,
    )
    expect(bad.tideAnalysis).toBe('No tide predictions for this spot and day.')
  })

  it('should recommend boards and wetsuits for the rated height and the water temperature', () => {
    expect(good.equipmentRecommendation).toBe(
      'Ride your everyday shortboard. Wear a 5/4 with booties (water 52°F).',
    )
    expect(bad.equipmentRecommendation).toContain('a step-up')
    expect(bad.skillRecommendation).toMatch(/^Not worth a paddle.*experts only/)
  })

  it.each<[string, (h: number) => Partial<HourlyConditions>, string[]]>([
    ['cold water', cleanMorning, ['Cold water (52°F)']],
    [
      'big, long-period, windy surf on a reef',
      stormy,
      [
        'Waves to 10 ft',
        'Shallow reef',
        'Long-period swell (16 s)',
        'Strong wind (22 mph, gusts to 35 mph)',
      ],
    ],
  ])('should add safety notes for %s', (_name, values, expected) => {
    const notes = report('2026-11-23', values).safetyNotes ?? ''
    for (const text of expected) expect(notes).toContain(text)
  })

  it('should leave safety notes out when nothing calls for them', () => {
    const mild = report('2026-11-23', () => ({
      waveHeightFt: 3,
      swellPeriodS: 10,
      windSpeedMph: 6,
      waterTempF: 70,
    }))
    expect(mild).not.toHaveProperty('safetyNotes')
  })

  it('should tell the spot-day record it is given: its rating, size and period', () => {
    const given = rateConditions({
      waveHeightFt: 2,
      component: 'combined',
      swellFt: null,
      chopFt: null,
      wavePeriodS: 9,
      windSpeedMph: 5,
      windClass: 'offshore',
    })
    const day = hoursFrom('2026-11-23T05:00:00.000Z', 24, stormy)
    const series = seriesOf(NY, day)
    const record = buildSpotDay({ series, dateIso: '2026-11-23', shore: shoreFacing(100) })
    if (record === null) throw new Error('no record')
    const told = report('2026-11-23', cleanMorning, {
      record: { ...record, rating: given },
    })
    expect(told.summary).toMatch(/^Rye Rocks: RIDEABLE/)
    expect(told.swellSize).toBe(record.size)
    expect(told.swellPeriod).toBe(record.period)
    expect(told.summary).toContain(`Surf ${record.size},`)
  })

  it('should say so when there is no data', () => {
    const empty = report('2026-11-23', () => ({}))
    expect(empty.overallScore).toBe(0)
    expect(empty.swellSize).toBe('N/A')
    expect(empty.detailedAnalysis).toContain('no data: wave height, period, wind speed missing')
  })
})

describe('report bands', () => {
  it.each([
    [0.5, 'flat'],
    [1.5, 'ankle to knee high'],
    [4, 'chest to head high'],
    [8, 'well overhead'],
    [12, 'double overhead and bigger'],
  ])('should call %d ft %s', (ft, word) => {
    expect(sizeWord(ft)).toBe(word)
  })

  it.each([
    [80, 'boardshorts or a bikini'],
    [70, 'a spring suit or a 2 mm top'],
    [64, 'a 3/2 full suit'],
    [58, 'a 4/3 full suit'],
    [52, 'a 5/4 with booties'],
    [45, 'a 5/4 hooded suit, booties and gloves'],
  ])('should suit %d°F water with %s', (f, suit) => {
    expect(wetsuitFor(f)).toBe(suit)
  })

  it.each([
    ['epic', '2026-11-23', 'beach', 'moderate'],
    ['epic', '2026-11-22', 'beach', 'heavy'],
    ['epic', '2026-11-23', 'point', 'heavy'],
    ['good', '2026-11-23', 'beach', 'moderate'],
    ['rideable', '2026-11-23', 'beach', 'light'],
    ['rideable', '2026-11-22', 'reef', 'moderate'],
    ['not working', '2026-11-22', 'point', 'moderate'],
    ['not working', '2026-11-23', 'beach', 'light'],
  ] as const)(
    'should expect a %s day on %s at a %s break to be %s',
    (rating, dateIso, breakType, level) => {
      expect(crowdLevel({ rating, dateIso, breakType })).toBe(level)
    },
  )

  it.each([
    ['epic', 16, 'offshore', 0, 10],
    ['epic', 12, 'cross-shore', 12, 9],
    ['firing', 10, 'offshore', 8, 7],
    ['good', 14, 'cross-shore', 5, 6],
    ['rideable', 8, 'onshore', 10, 3],
    ['not working', 6, 'onshore', 25, 0],
  ] as const)('should score %s at %d s, %s %d mph as %d', (rating, s, windClass, mph, score) => {
    const input = {
      waveHeightFt: 3,
      wavePeriodS: s,
      windSpeedMph: mph,
      windClass,
      component: 'combined' as const,
      swellFt: null,
      chopFt: null,
    }
    expect(overallScore(rating, input, true)).toBe(score)
  })
})
