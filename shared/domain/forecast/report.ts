// The detailed daily report of a spot. Every sentence is built from the day's numbers
// (report-text.ts holds the bands), so two different days read differently. The rating, size,
// period, swell direction and wind are the spot-day record's (spot-day.ts: the best session), the
// same the card, the strip and /forecasts show. Water, air, visibility and the wind's safety note
// use the means of the daylight hours (first to last light, daylight.ts).
import type { BestWindow } from '../rating/best-windows'
import { daytimeHours, ratingInputFor, summariseHours } from '../rating/daily-values'
import type { Daylight } from '../time/daylight'
import type { DaySummary } from '../rating/daily-values'
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
import type { Shore } from '../rating/wind'
import { rateDay } from '../rating/rate-day'
import { spotDayOf } from './spot-day'
import type { SpotDay } from './spot-day'

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
  /** The date's spot-day record, when the caller built it already (built from `day` if not). */
  record?: SpotDay | null
}

type Facts = {
  /** Means of the daylight hours: water, air, visibility, the wind's safety note. */
  s: DaySummary
  record: SpotDay | null
  rating: RatingResult
}

const r = (v: number): number => Math.round(v)
const maxFtOf = (f: Facts): number => f.record?.range?.max ?? 0
/** The rated height itself: what boards and skill bands are chosen for. */
const ratedFtOf = (f: Facts): number => f.record?.input.waveHeightFt ?? 0
const sizeOf = (f: Facts): string => f.record?.size ?? 'N/A'

function swellText({ record }: Facts): string {
  if (record === null || record.range === null) return 'No wave data for this day.'
  const { input, period } = record
  const kind =
    period === null || input.wavePeriodS === null
      ? ''
      : `, ${periodWord(input.wavePeriodS)} (${period} s)`
  const from = record.swellDirection === null ? '' : ` from the ${record.swellDirection}`
  const mid = (record.range.min + record.range.max) / 2
  return `Surf ${record.size}, ${sizeWord(mid)}${kind}${from}.`
}

function windText({ record, rating }: Facts): string {
  const mph = record?.windSpeed ?? null
  if (record === null || mph === null) return 'No wind data for this day.'
  const { windClass } = record
  const cls = windClass ?? 'unknown-direction'
  const best = rating.rating === 'not working' ? 'Calmest' : 'Best'
  const head = record.span === null ? best : `${best} ${record.span}`
  return `${head}: ${windWord(mph)} ${cls} wind ${mph} mph, ${windEffect(windClass, mph)}.`
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

function safetyNotes(f: Facts, breakType: string): string | undefined {
  const { s, record } = f
  const notes: string[] = []
  const maxFt = maxFtOf(f)
  if (maxFt >= 8) notes.push(`Waves to ${r(maxFt)} ft: strong currents and long hold-downs.`)
  if (maxFt >= 6 && /reef/i.test(breakType)) notes.push('Shallow reef under heavy surf.')
  const period = record?.period ?? 0
  if (period >= 15 && maxFt >= 5) {
    notes.push(`Long-period swell (${period} s): sets come bigger than the average.`)
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
  const ratedFt = ratedFtOf(f)
  const size = sizeOf(f)
  const going = f.rating.rating === 'not working' ? 'Not worth a paddle for most today. ' : ''
  const skill = `${going}At ${size} it suits ${skillBandFor(maxFtOf(f))}; ${spot.name} is rated ${spot.skillLevel}.`
  const water = f.s.waterTempF === null ? '' : ` (water ${r(f.s.waterTempF)}°F)`
  const equipment = `Ride ${boardFor(ratedFt)}. Wear ${wetsuitFor(f.s.waterTempF)}${water}.`
  return { skillRecommendation: skill, equipmentRecommendation: equipment }
}

function recordOf(report: ReportInput): SpotDay | null {
  if (report.record !== undefined) return report.record
  const { day, timeZone, shore, daylight } = report
  const session = rateDay({ hours: day, timeZone, shore, daylight })
  return session === null ? null : spotDayOf(report.dateIso, session, day, timeZone, daylight)
}

/** The detailed report of one spot on one day, from that day's record, hours and tides. */
export function buildDailyReport(report: ReportInput): DailyReport {
  const { spot, timeZone, day, tides, shore, daylight } = report
  const s = summariseHours(daytimeHours(day, timeZone, daylight))
  const record = recordOf(report)
  const fallback: RatingInput = ratingInputFor(s, shore)
  const rating = record?.rating ?? rateConditions(fallback)
  const facts: Facts = { s, record, rating }
  const notes = safetyNotes(facts, spot.breakType)
  const { breakType } = spot
  return {
    summary: `${spot.name}: ${ratingLabel(rating.rating)}. ${swellText(facts)} ${windText(facts)}`,
    detailedAnalysis: detailed(facts),
    overallScore: overallScore(rating.rating, record?.input ?? fallback, hasData(rating)),
    swellSize: sizeOf(facts),
    swellDirection: record?.swellDirection ?? null,
    swellPeriod: record?.period ?? null,
    crowdLevel: crowdLevel({ rating: rating.rating, dateIso: report.dateIso, breakType }),
    bestSessions: bestTimesFor(report.bestWindows),
    windAnalysis: windAnalysisFor({ day, timeZone, shore, daylight }),
    tideAnalysis: tideAnalysisFor({ tides, timeZone, breakType }),
    ...recommendations(facts, spot),
    ...(notes === undefined ? {} : { safetyNotes: notes }),
  }
}

const hasData = (rating: RatingResult): boolean => rating.reasons.decidedBy !== 'no-data'
