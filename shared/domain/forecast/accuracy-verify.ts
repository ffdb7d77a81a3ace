// One spot's record per window and lead day, from its archived forecast days, the days
// it was observed (buoy, else model analysis) and its surfers' reports. Pure: `today` is the
// spot's local date; a window of N days holds the N complete days before it for heights (a day's
// observed mean needs the whole day), and today as well for reports (a report is whole when made,
// and the forecasts it is checked against were issued before it), so a surfer sees theirs counted.
import {
  biasCorrectionPercent,
  compareRatings,
  expectedFaceWind,
  hasEnoughPairs,
  meanAbsoluteError,
  meanBias,
  shareOf,
  withinShare,
} from './accuracy'
import type { FaceWind } from './accuracy'
import { addDays } from '../time/dates'
import type { Rating } from '../rating/ratings'
import type { WindClass } from '../rating/wind'

export const ACCURACY_WINDOWS = [7, 30] as const
export const LEAD_DAYS = [0, 1, 2, 3, 4] as const

/** One archived forecast day: what was said `leadDay` days ahead about `forecastDate`. */
export type ArchivedDay = {
  forecastDate: string
  leadDay: number
  /** Mean significant wave height (ft) forecast over the day's daylight hours. */
  heightFt: number | null
  rating: Rating | null
  windClass: WindClass | null
  windSpeedMph: number | null
}

/** A day's mean observed (buoy) or model-analysed wave height. */
export type ObservedDay = { date: string; kind: 'buoy' | 'analysis'; heightFt: number }

/** A surfer's report, on the spot's local date. */
export type ReportDay = { date: string; rating: Rating; wind: FaceWind }

export type LeadDayScore = {
  leadDay: number
  heightMaeFt: number | null
  heightBiasFt: number | null
  /** Share of days within 1 ft (0–1). */
  heightWithinOneFt: number | null
  ratingExact: number | null
  ratingWithinOne: number | null
  windClassAgreement: number | null
  /** Height pairs (buoy or analysis) and how many of them were against a buoy. */
  pairs: number
  buoyPairs: number
  /** Surfer reports compared. */
  reports: number
  /** Correction the buoy record asks for (percent of raw height); null until 20 buoy pairs. */
  correctionPercent: number | null
}

export type WindowScore = { days: (typeof ACCURACY_WINDOWS)[number]; byLeadDay: LeadDayScore[] }

const shown = <T>(enough: boolean, value: T | null): T | null => (enough ? value : null)

function heightPairs(days: readonly ArchivedDay[], observed: readonly ObservedDay[]) {
  const byDate = new Map<string, ObservedDay>()
  for (const o of observed) {
    const known = byDate.get(o.date)
    if (!known || (known.kind === 'analysis' && o.kind === 'buoy')) byDate.set(o.date, o)
  }
  return days.flatMap((d) => {
    const o = byDate.get(d.forecastDate)
    if (!o || d.heightFt === null) return []
    return [{ error: d.heightFt - o.heightFt, kind: o.kind, forecastFt: d.heightFt }]
  })
}

function reportChecks(days: readonly ArchivedDay[], reports: readonly ReportDay[]) {
  const byDate = new Map(days.map((d) => [d.forecastDate, d]))
  return reports.flatMap((r) => {
    const d = byDate.get(r.date)
    if (!d || d.rating === null) return []
    const face = expectedFaceWind(d.windClass, d.windSpeedMph)
    return [{ ...compareRatings(d.rating, r.rating), wind: face === null ? null : face === r.wind }]
  })
}

/** The scores of one lead day from its forecast days inside the window. */
export function scoreLeadDay(input: {
  leadDay: number
  days: readonly ArchivedDay[]
  observed: readonly ObservedDay[]
  reports: readonly ReportDay[]
  /** The forecast days reports are checked against, when more than `days` (today's too). */
  reportDays?: readonly ArchivedDay[]
}): LeadDayScore {
  const pairs = heightPairs(input.days, input.observed)
  const errors = pairs.map((p) => p.error)
  const buoy = pairs.filter((p) => p.kind === 'buoy')
  const checks = reportChecks(input.reportDays ?? input.days, input.reports)
  const winds = checks.flatMap((c) => (c.wind === null ? [] : [c.wind]))
  const enough = hasEnoughPairs(pairs.length)
  const enoughReports = hasEnoughPairs(checks.length)
  const forecastMean = buoy.length ? buoy.reduce((a, p) => a + p.forecastFt, 0) / buoy.length : null
  return {
    leadDay: input.leadDay,
    heightMaeFt: shown(enough, meanAbsoluteError(errors)),
    heightBiasFt: shown(enough, meanBias(errors)),
    heightWithinOneFt: shown(enough, withinShare(errors)),
    ratingExact: shown(enoughReports, shareOf(checks.map((c) => c.exact))),
    ratingWithinOne: shown(enoughReports, shareOf(checks.map((c) => c.withinOne))),
    windClassAgreement: shown(hasEnoughPairs(winds.length), shareOf(winds)),
    pairs: pairs.length,
    buoyPairs: buoy.length,
    reports: checks.length,
    correctionPercent: biasCorrectionPercent({
      buoyPairs: buoy.length,
      buoyBiasFt: meanBias(buoy.map((p) => p.error)),
      meanForecastFt: forecastMean,
    }),
  }
}

/** Reports count from the window's first day up to and including today. */
export const isReportInWindow = (date: string, today: string, days: number): boolean =>
  date >= addDays(today, -days) && date <= today

/** A spot's scores for the 7- and 30-day windows before `today` (reports: and today), per lead day 0–4. */
export function scoreSpot(input: {
  today: string
  forecasts: readonly ArchivedDay[]
  observed: readonly ObservedDay[]
  reports: readonly ReportDay[]
}): WindowScore[] {
  return ACCURACY_WINDOWS.map((days) => {
    const first = addDays(input.today, -days)
    const inside = (date: string) => date >= first && date < input.today
    const reportable = (date: string) => isReportInWindow(date, input.today, days)
    const reports = input.reports.filter((r) => reportable(r.date))
    const byLeadDay = LEAD_DAYS.map((leadDay) => {
      const mine = input.forecasts.filter((f) => f.leadDay === leadDay)
      return scoreLeadDay({
        leadDay,
        days: mine.filter((f) => inside(f.forecastDate)),
        reportDays: mine.filter((f) => reportable(f.forecastDate)),
        observed: input.observed,
        reports,
      })
    })
    return { days, byLeadDay }
  })
}
