// The detailed daily report of a spot. Every sentence is built from
// the day's numbers (report-text.ts holds the bands), so two different days read differently.
// The rating is the one given (e.g. the current condition's), else the day's best session's
// (rate-day.ts). Swell, water and safety use the means of the daylight hours (first to last
// light, daylight.ts); the size is the rated train's (rated unrounded, rounded here for display).
import { sessionSpan } from '../rating/best-windows'
import type { BestWindow } from '../rating/best-windows'
import {
  daytimeHours,
  displayRangeOf,
  ratingInputFor,
  summariseHours,
} from '../rating/daily-values'
import type { Daylight } from '../time/daylight'
import type { DaySummary } from '../rating/daily-values'
import { formatSwellHeight } from '../units/display-scales'
import { rateConditions } from '../rating/rate-conditions'
import type { RatingResult } from '../rating/rate-conditions'
import { ratingLabel } from '../rating/ratings'
import type { RatingInput } from '../rating/rating-checks'
import { bestTimesFor, tideAnalysisFor, windAnalysisFor } from './report-sessions'
import {
  boardFor,
  crowdLevel,
  overallScore,
  periodWord,
  sizeWord,
  skillBandFor,
  wetsuitFor,
  windEffect,
  windWord,
} from './report-text'
import type { CrowdLevel } from './report-text'
import type { HourlyConditions, TideEvent } from './series'
import { describeVisibility } from '../units/units'
import { degreesToCompass } from '../rating/wind'
import type { Shore } from '../rating/wind'
import { rateDay } from '../rating/rate-day'
import type { DayRating } from '../rating/rate-day'

export type DailyReport = {
  summary: string
  detailedAnalysis: string
  overallScore: number
  swellSize: string
  swellDirection: string | null
  swellPeriod: number | null
  crowdLevel: CrowdLevel
  bestSessions: string
  windAnalysis: string
  tideAnalysis: string
  skillRecommendation: string
  equipmentRecommendation: string
  safetyNotes?: string
}

export type ReportInput = {
  spot: { name: string; breakType: string; skillLevel: string }
  dateIso: string
  timeZone: string
  shore: Shore | null
  /** That date's light at the spot; 6:00-18:00 local when unknown. */
  daylight?: Daylight | null
  /** That local day's hourly values. */
  day: readonly HourlyConditions[]
  /** That local day's tide events. */
  tides: readonly TideEvent[]
  /** The date's best windows as the hour-by-hour forecast has them (hourly.ts): Best Times. */
  bestWindows: readonly BestWindow[]
  rating?: RatingResult
}

type Facts = {
  s: DaySummary
  input: RatingInput
  session: DayRating | null
  rating: RatingResult
  size: string
  timeZone: string
  dayTimes: readonly string[]
  daylight: Daylight | null | undefined
}

const r = (v: number): number => Math.round(v)

function swellText({ s, input, size }: Facts): string {
  if (s.waveHeightFt === null) return 'No wave data for this day.'
  const period =
    s.wavePeriodS === null ? '' : `, ${periodWord(s.wavePeriodS)} (${r(s.wavePeriodS)} s)`
  const from =
    s.swellDirectionDeg === null ? '' : ` from the ${degreesToCompass(s.swellDirectionDeg)}`
  const range = displayRangeOf(input)
  const mid = ((range?.min ?? 0) + (range?.max ?? 0)) / 2
  return `Surf ${size}, ${sizeWord(mid)}${period}${from}.`
}

function windText(f: Facts): string {
  const { session, rating } = f
  const mph = session?.input.windSpeedMph ?? null
  if (session === null || mph === null) return 'No wind data for this day.'
  const { windClass } = session.input
  const when = session.times.length ? sessionSpan({ ...f, times: session.times }) : null
  const cls = windClass ?? 'unknown-direction'
  const best = rating.rating === 'not working' ? 'Calmest' : 'Best'
  const head = when === null ? best : `${best} ${when}`
  return `${head}: ${windWord(mph)} ${cls} wind ${r(mph)} mph, ${windEffect(windClass, mph)}.`
}

function detailed(f: Facts): string {
  const { s } = f
  const water = s.waterTempF === null ? '' : ` Water ${r(s.waterTempF)}°F.`
  const air = s.airTempF === null ? '' : ` Air ${r(s.airTempF)}°F.`
  const unrated = f.rating.rating === null
  const why = f.rating.reasons.nextTier === null && !unrated ? '' : `: ${f.rating.summary}`
  const rated = `Rated ${ratingLabel(f.rating.rating)}${why}.`
  const visibility = ` Visibility ${describeVisibility(s.visibilityMiles)}.`
  return `${swellText(f)} ${windText(f)} ${rated}${water}${air}${visibility}`
}

function safetyNotes({ s, input }: Facts, breakType: string): string | undefined {
  const notes: string[] = []
  const maxFt = displayRangeOf(input)?.max ?? 0
  if (maxFt >= 8) notes.push(`Waves to ${r(maxFt)} ft: strong currents and long hold-downs.`)
  if (maxFt >= 6 && /reef/i.test(breakType)) notes.push('Shallow reef under heavy surf.')
  if ((s.wavePeriodS ?? 0) >= 15 && maxFt >= 5) {
    notes.push(`Long-period swell (${r(s.wavePeriodS ?? 0)} s): sets come bigger than the average.`)
  }
  const gust = s.maxWindGustMph ?? 0
  const speed = s.windSpeedMph ?? 0
  if (speed >= 25 || gust >= 30) {
    const gusts = gust > speed ? `, gusts to ${r(gust)} mph` : ''
    notes.push(`Strong wind (${r(speed)} mph${gusts}).`)
  }
  if (s.waterTempF !== null && s.waterTempF < 55) {
    notes.push(`Cold water (${r(s.waterTempF)}°F): hypothermia risk, keep sessions short.`)
  }
  return notes.length > 0 ? notes.join(' ') : undefined
}

function recommendations(f: Facts, spot: ReportInput['spot']) {
  const maxFt = displayRangeOf(f.input)?.max ?? 0
  const going = f.rating.rating === 'not working' ? 'Not worth a paddle for most today. ' : ''
  const skill = `${going}At ${f.size} it suits ${skillBandFor(maxFt)}; ${spot.name} is rated ${spot.skillLevel}.`
  const water = f.s.waterTempF === null ? '' : ` (water ${r(f.s.waterTempF)}°F)`
  const equipment = `Ride ${boardFor(maxFt)}. Wear ${wetsuitFor(f.s.waterTempF)}${water}.`
  return { skillRecommendation: skill, equipmentRecommendation: equipment }
}

/** The detailed report of one spot on one day, from that day's hours, tides and rating. */
export function buildDailyReport(report: ReportInput): DailyReport {
  const { spot, timeZone, day, tides, shore, daylight } = report
  const s = summariseHours(daytimeHours(day, timeZone, daylight))
  const input = ratingInputFor(s, shore)
  const session = rateDay({ hours: day, timeZone, shore, daylight })
  const rating = report.rating ?? session?.result ?? rateConditions(input)
  const range = displayRangeOf(input)
  const size = range === null ? 'N/A' : formatSwellHeight(range.min, range.max)
  const dayTimes = day.map((h) => h.time)
  const facts: Facts = { s, input, session, rating, size, timeZone, dayTimes, daylight }
  const notes = safetyNotes(facts, spot.breakType)
  const { breakType } = spot
  return {
    summary: `${spot.name}: ${ratingLabel(rating.rating)}. ${swellText(facts)} ${windText(facts)}`,
    detailedAnalysis: detailed(facts),
    overallScore: overallScore(rating.rating, session?.input ?? input, hasData(rating)),
    swellSize: size,
    swellDirection: s.swellDirectionDeg === null ? null : degreesToCompass(s.swellDirectionDeg),
    swellPeriod: s.wavePeriodS === null ? null : r(s.wavePeriodS),
    crowdLevel: crowdLevel({ rating: rating.rating, dateIso: report.dateIso, breakType }),
    bestSessions: bestTimesFor(report.bestWindows),
    windAnalysis: windAnalysisFor({ day, timeZone, shore, daylight }),
    tideAnalysis: tideAnalysisFor({ tides, timeZone, breakType }),
    ...recommendations(facts, spot),
    ...(notes === undefined ? {} : { safetyNotes: notes }),
  }
}

const hasData = (rating: RatingResult): boolean => rating.reasons.decidedBy !== 'no-data'
