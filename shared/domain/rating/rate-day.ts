// A day's rating is the rating of its best session: of all 3-hour daylight windows (first to
// last light, daily-values.ts), the one whose
// worst hour rates best (a session is only as good as its worst hour). Averaging a whole day would
// blend a glassy offshore morning and an onshore afternoon into a cross-shore mush that matches
// neither, and surfers go when it is good. Between windows that rate the same, the calmer one
// wins (wind cost: mph × 0.5 offshore, × 1 cross-shore or unknown, × 1.5 onshore), then the
// earlier. The result explains the window's worst hour, so the numbers it quotes hold for the
// whole session.
import type { Daylight } from '../time/daylight'
import { daytimeHours, rateHourAlone, summariseHours } from './daily-values'
import type { DaySummary, HourRater } from './daily-values'
import { rateConditions } from './rate-conditions'
import type { RatingResult } from './rate-conditions'
import type { RatingInput } from './rating-checks'
import { ratingRank } from './ratings'
import type { HourlyConditions } from '../forecast/series'
import type { Shore, WindClass } from './wind'
import { localParts } from '../time/zoned'

export const SESSION_HOURS = 3

export type DayRating = {
  result: RatingResult
  /** The rated window's inputs and means. */
  input: RatingInput
  summary: DaySummary
  /** Local hours of the window: from startHour:00 to endHour:00. */
  startHour: number
  endHour: number
  /** ISO times of the window's hours, to look the same hours up in other sources. */
  times: string[]
}

// The session is chosen by each hour's tier alone; only the chosen session's worst hour is rated
// with its reasons (toDayRating).
type RatedHour = { hour: HourlyConditions; input: RatingInput; rank: number }

function rateHour(hour: HourlyConditions, rater: HourRater): RatedHour {
  const { input, rating } = rater(hour)
  return { hour, input, rank: ratingRank(rating) }
}

const rankOf = (h: RatedHour): number => h.rank

const WIND_COST: Record<WindClass, number> = { offshore: 0.5, 'cross-shore': 1, onshore: 1.5 }

function windCost(window: readonly RatedHour[]): number {
  return window.reduce((sum, { input: i }) => {
    const factor = i.windClass === null ? 1 : WIND_COST[i.windClass]
    return sum + (i.windSpeedMph ?? 0) * factor
  }, 0)
}

type Candidate = { window: RatedHour[]; worst: RatedHour; cost: number }

function isBetter(a: Candidate, b: Candidate | null): boolean {
  if (b === null) return true
  const byRank = rankOf(a.worst) - rankOf(b.worst)
  return byRank < 0 || (byRank === 0 && a.cost < b.cost)
}

function worstOf(window: readonly RatedHour[]): RatedHour | null {
  return window.reduce<RatedHour | null>(
    (w, h) => (w === null || rankOf(h) > rankOf(w) ? h : w),
    null,
  )
}

function toDayRating(window: readonly RatedHour[], worst: RatedHour, timeZone: string): DayRating {
  const first = window[0]?.hour ?? worst.hour
  const last = window.at(-1)?.hour ?? worst.hour
  return {
    result: rateConditions(worst.input),
    input: worst.input,
    summary: summariseHours(window.map((h) => h.hour)),
    startHour: localParts(first.time, timeZone).hour,
    endHour: localParts(last.time, timeZone).hour + 1,
    times: window.map((h) => h.hour.time),
  }
}

/** The best 3-hour daylight session of a local day's hours; null when there are no hours. */
export function rateDay(input: {
  hours: readonly HourlyConditions[]
  timeZone: string
  shore: Shore | null
  daylight?: Daylight | null
  /** Each hour's own rating; rateHourAlone when not given. */
  rater?: HourRater
}): DayRating | null {
  const day = daytimeHours(input.hours, input.timeZone, input.daylight)
  if (day.length === 0) return null
  const { shore } = input
  const rater = input.rater ?? ((h: HourlyConditions) => rateHourAlone(h, shore))
  const rated = day.map((h) => rateHour(h, rater))
  let best: Candidate | null = null
  for (let i = 0; i < Math.max(1, rated.length - SESSION_HOURS + 1); i++) {
    const window = rated.slice(i, i + SESSION_HOURS)
    const worst = worstOf(window)
    if (worst === null) continue
    const candidate = { window, worst, cost: windCost(window) }
    if (isBetter(candidate, best)) best = candidate
  }
  return best === null ? null : toDayRating(best.window, best.worst, input.timeZone)
}
