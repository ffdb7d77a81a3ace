import { describe, expect, it } from 'vitest'
import {
  biasCorrectionPercent,
  compareRatings,
  correctRange,
  expectedFaceWind,
  meanAbsoluteError,
  meanBias,
  notEnoughText,
  withinShare,
} from './accuracy'
import { scoreLeadDay, scoreSpot } from './accuracy-verify'
import type { ArchivedDay, ObservedDay, ReportDay } from './accuracy-verify'
import { accuracySentence, correctionLabel } from '../view/accuracy-text'

describe('accuracy metrics', () => {
  // forecast − observed: 3.5−3, 2−3, 4.5−4, 3−3, 5−3.5
  const errors = [0.5, -1, 0.5, 0, 1.5]

  it('should give the mean absolute error of the differences', () => {
    expect(meanAbsoluteError(errors)).toBe(0.7) // (0.5+1+0.5+0+1.5)/5
  })

  it('should give the signed bias, positive when the forecast was too big', () => {
    expect(meanBias(errors)).toBe(0.3) // 1.5/5
  })

  it('should count the days within 1 ft, 1 ft included', () => {
    expect(withinShare(errors)).toBe(0.8) // 1.5 misses
  })

  it('should answer null without any pair', () => {
    expect(meanAbsoluteError([])).toBeNull()
    expect(meanBias([])).toBeNull()
  })

  it.each([
    ['good', 'good', true, true],
    ['good', 'firing', false, true],
    ['good', 'rideable', false, true],
    ['epic', 'good', false, false],
    ['not working', 'rideable', false, true],
  ] as const)('should compare %s with a surfer’s %s', (forecast, observed, exact, withinOne) => {
    expect(compareRatings(forecast, observed)).toEqual({ exact, withinOne })
  })

  it.each([
    ['onshore', 3, 'clean'],
    ['offshore', 12, 'clean'],
    ['cross-shore', 12, 'textured'],
    ['onshore', 12, 'choppy'],
    [null, null, null],
  ] as const)('should expect %s wind at %s mph to leave the faces %s', (cls, mph, face) => {
    expect(expectedFaceWind(cls, mph)).toBe(face)
  })

  it('should say how many of the five pairs there are', () => {
    expect(notEnoughText(3)).toBe('Not enough data yet (3 of 5)')
  })

  it('should correct only from 20 buoy pairs, by the bias as a share of the mean forecast', () => {
    expect(biasCorrectionPercent({ buoyPairs: 19, buoyBiasFt: -0.4, meanForecastFt: 3.3 })).toBe(
      null,
    )
    // 0.4 ft too small on a 3.3 ft mean: +12 %
    expect(biasCorrectionPercent({ buoyPairs: 20, buoyBiasFt: -0.4, meanForecastFt: 3.3 })).toBe(12)
    expect(correctRange(3, 4, 12)).toEqual({ min: 3.5, max: 4.5 })
    expect(correctionLabel(12, '3–4 ft')).toBe('+12 % from the buoy record; raw model 3–4 ft')
  })
})

const day = (forecastDate: string, leadDay: number, heightFt: number): ArchivedDay => ({
  forecastDate,
  leadDay,
  heightFt,
  rating: 'good',
  windClass: 'offshore',
  windSpeedMph: 8,
})

describe('scoreLeadDay', () => {
  it('should show nothing from 3 pairs but still count them', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04'].map((d) => day(d, 1, 3))
    const observed = days.map((d) => ({ date: d.forecastDate, kind: 'buoy' as const, heightFt: 2 }))
    const score = scoreLeadDay({ leadDay: 1, days, observed, reports: [] })
    expect(score).toMatchObject({ pairs: 3, buoyPairs: 3, heightMaeFt: null, heightBiasFt: null })
  })

  it('should prefer the buoy to the analysis on the same day', () => {
    const dates = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']
    const observed: ObservedDay[] = dates.flatMap((date) => [
      { date, kind: 'analysis', heightFt: 9 },
      { date, kind: 'buoy', heightFt: 3 },
    ])
    const score = scoreLeadDay({
      leadDay: 1,
      days: dates.map((d) => day(d, 1, 3)),
      observed,
      reports: [],
    })
    expect(score).toMatchObject({ pairs: 5, buoyPairs: 5, heightMaeFt: 0, heightBiasFt: 0 })
  })
})

describe('scoreSpot over a simulated week', () => {
  // Issued on Nov 1 for Nov 2–5 (lead days 1–4), and each day for the next (lead 1): the
  // lead-1 days are Nov 2–6; observed Nov 2–6 by the buoy; surfers reported on Nov 3.
  const today = '2026-11-08'
  const forecasts: ArchivedDay[] = [
    day('2026-11-02', 1, 3.5),
    day('2026-11-03', 1, 2),
    day('2026-11-04', 1, 4.5),
    day('2026-11-05', 1, 3),
    day('2026-11-06', 1, 5),
    day('2026-11-03', 2, 3),
  ]
  const observed: ObservedDay[] = [
    ['2026-11-02', 3],
    ['2026-11-03', 3],
    ['2026-11-04', 4],
    ['2026-11-05', 3],
    ['2026-11-06', 3.5],
  ].map(([date, heightFt]) => ({ date: String(date), kind: 'buoy', heightFt: Number(heightFt) }))
  const reports: ReportDay[] = [
    { date: '2026-11-03', rating: 'good', wind: 'clean' },
    { date: '2026-11-03', rating: 'firing', wind: 'clean' },
    { date: '2026-11-03', rating: 'good', wind: 'textured' },
    { date: '2026-11-03', rating: 'epic', wind: 'clean' },
    { date: '2026-11-03', rating: 'rideable', wind: 'clean' },
  ]
  const [week, month] = scoreSpot({ today, forecasts, observed, reports })

  it('should give the next-day numbers worked out by hand', () => {
    expect(week?.byLeadDay[1]).toEqual({
      leadDay: 1,
      heightMaeFt: 0.7,
      heightBiasFt: 0.3,
      heightWithinOneFt: 0.8,
      ratingExact: 0.4, // good, good of five
      ratingWithinOne: 0.8, // epic is two tiers from good
      windClassAgreement: 0.8, // offshore → clean; one said textured
      pairs: 5,
      buoyPairs: 5,
      reports: 5,
      correctionPercent: null,
    })
    expect(month?.byLeadDay[1]?.pairs).toBe(5)
  })

  it('should keep a lead day with one pair from showing numbers', () => {
    expect(week?.byLeadDay[2]).toMatchObject({ pairs: 1, heightMaeFt: null, reports: 5 })
  })

  it('should put the record in one plain sentence', () => {
    expect(accuracySentence(month!, 'NOAA buoy 51201')).toBe(
      'Our next-day forecasts here were within 1 ft 80 % of the time over 30 days ' +
        '(5 checks against NOAA buoy 51201); we tend to call it 0.3 ft too big',
    )
  })

  it("should count a report made today against today's forecast, not today's height", () => {
    const withToday = [...forecasts, day('2026-11-08', 1, 9), day('2026-11-08', 2, 9)]
    const observedToday = [...observed, { date: '2026-11-08', kind: 'buoy' as const, heightFt: 1 }]
    const reportsToday = [
      ...reports,
      { date: '2026-11-08', rating: 'good' as const, wind: 'clean' as const },
    ]
    const [seven] = scoreSpot({
      today,
      forecasts: withToday,
      observed: observedToday,
      reports: reportsToday,
    })
    expect(seven?.byLeadDay[1]).toMatchObject({ reports: 6, pairs: 5, heightBiasFt: 0.3 })
    expect(seven?.byLeadDay[2]).toMatchObject({ reports: 6, pairs: 1 })
  })

  it('should leave out days from before the window and from today', () => {
    const [seven] = scoreSpot({ today: '2026-11-11', forecasts, observed, reports })
    // The window is Nov 4–10: only Nov 4, 5 and 6 remain.
    expect(seven?.byLeadDay[1]?.pairs).toBe(3)
    expect(accuracySentence(seven!, 'NOAA buoy 51201')).toBe('Not enough data yet (3 of 5)')
  })
})
