// Buoy verification by the WMO Lead Centre for Wave Forecast Verification's method (ECMWF,
// confluence.ecmwf.int "WMO Lead Centre for Wave Forecast Verification", docs/accuracy.md): the
// forecast at the four synoptic times (00, 06, 12, 18 UTC) against the buoy's hourly
// measurements averaged over ±1 hour around each, scored per forecast day as
//   bias = mean(f − o), RMSE = sqrt(mean((f − o)²)),
//   scatter index = std(f − o) / mean(o)   (the LC-WFV's definition: the standard deviation of the
//                                           difference normalised by the mean of the observations).
// std is the population one (÷ n), so RMSE² = bias² + std² holds exactly. Pure: plain numbers in.

/** The synoptic hours (UTC) the LC-WFV pairs at: the models' usual output times. */
export const SYNOPTIC_HOURS = [0, 6, 12, 18] as const

/** Forecast days scored: day 1 is the first 24 hours after the issue, day 5 hours 96–120. */
export const VERIFICATION_LEAD_DAYS = [1, 2, 3, 4, 5] as const

/** Windows scored, in days ending before the run's UTC day. */
export const VERIFICATION_WINDOWS = [7, 30, 90] as const
export type VerificationWindowDays = (typeof VERIFICATION_WINDOWS)[number]

/**
 * Fewer pairs than this and a score is null ("not enough data"): five days of the four synoptic
 * times, so a 7-day window may miss two days (a buoy outage, refreshes missed) and still score.
 */
export const MIN_VERIFICATION_PAIRS = 20

/** Buoy hours a synoptic time's mean needs of the three (T−1 h, T, T+1 h): one hour is a spike. */
export const MIN_WINDOW_HOURS = 2

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** Whether an instant is on a synoptic hour (00, 06, 12, 18 UTC, whole hour). */
export function isSynoptic(time: string | number): boolean {
  const t = typeof time === 'number' ? time : Date.parse(time)
  return Number.isFinite(t) && t % (6 * HOUR_MS) === 0
}

/**
 * The forecast day of a valid time for a forecast issued at `issuedAt`: 1 for (0, 24 h] ahead, …
 * 5 for (96 h, 120 h]; null for a past hour or one beyond day 5.
 */
export function leadDayOf(issuedAt: string | number, validTime: string | number): number | null {
  const issued = typeof issuedAt === 'number' ? issuedAt : Date.parse(issuedAt)
  const valid = typeof validTime === 'number' ? validTime : Date.parse(validTime)
  const ahead = valid - issued
  if (!Number.isFinite(ahead) || ahead <= 0) return null
  const day = Math.ceil(ahead / DAY_MS)
  return day <= VERIFICATION_LEAD_DAYS.length ? day : null
}

/** One buoy hour: its time (ms) and what it measured. */
export type BuoyHour = { time: number; heightM: number | null; periodS: number | null }

/** The buoy's mean of a field over T−1 h … T+1 h; null below MIN_WINDOW_HOURS values. */
export function windowMean(
  hours: ReadonlyMap<number, BuoyHour>,
  at: number,
  field: 'heightM' | 'periodS',
): number | null {
  const values = [at - HOUR_MS, at, at + HOUR_MS].flatMap((t) => {
    const v = hours.get(t)?.[field]
    return v === null || v === undefined ? [] : [v]
  })
  if (values.length < MIN_WINDOW_HOURS) return null
  return values.reduce((a, b) => a + b, 0) / values.length
}

/** Sums a score is made from: pooled exactly by adding (all buoys = the sum of every spot's). */
export type Sums = { n: number; error: number; squared: number; observed: number }

export const emptySums = (): Sums => ({ n: 0, error: 0, squared: 0, observed: 0 })

export function addPair(sums: Sums, forecast: number, observed: number): void {
  const e = forecast - observed
  sums.n += 1
  sums.error += e
  sums.squared += e * e
  sums.observed += observed
}

export function addSums(into: Sums, from: Sums): void {
  into.n += from.n
  into.error += from.error
  into.squared += from.squared
  into.observed += from.observed
}

/** A score of one variable; every number null below MIN_VERIFICATION_PAIRS pairs. */
export type Score = {
  pairs: number
  bias: number | null
  rmse: number | null
  scatterIndex: number | null
  meanObserved: number | null
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places

/** Bias, RMSE and scatter index of the pairs summed (3 decimals; SI null when mean(o) is 0). */
export function scoreOf(sums: Sums, minPairs = MIN_VERIFICATION_PAIRS): Score {
  if (sums.n < minPairs || sums.n === 0) {
    return { pairs: sums.n, bias: null, rmse: null, scatterIndex: null, meanObserved: null }
  }
  const bias = sums.error / sums.n
  const meanSquare = sums.squared / sums.n
  const std = Math.sqrt(Math.max(0, meanSquare - bias * bias))
  const meanObserved = sums.observed / sums.n
  return {
    pairs: sums.n,
    bias: round(bias, 3),
    rmse: round(Math.sqrt(meanSquare), 3),
    scatterIndex: meanObserved > 0 ? round(std / meanObserved, 3) : null,
    meanObserved: round(meanObserved, 3),
  }
}

/** One pair: a forecast valid at a synoptic time, the buoy's window means there. */
export type VerificationPair = {
  validTime: number
  leadDay: number
  heightM: { forecast: number; observed: number } | null
  periodS: { forecast: number; observed: number } | null
}

/** The pairs of a spot's forecasts (valid at synoptic times) with its buoy hours. */
export function pairsOf(
  forecasts: readonly {
    validTime: number
    leadDay: number
    heightM: number | null
    periodS: number | null
  }[],
  hours: readonly BuoyHour[],
): VerificationPair[] {
  const byTime = new Map(hours.map((h) => [h.time, h]))
  return forecasts.flatMap((f) => {
    if (!isSynoptic(f.validTime)) return []
    const height = windowMean(byTime, f.validTime, 'heightM')
    const period = windowMean(byTime, f.validTime, 'periodS')
    const pair: VerificationPair = {
      validTime: f.validTime,
      leadDay: f.leadDay,
      heightM:
        f.heightM !== null && height !== null ? { forecast: f.heightM, observed: height } : null,
      periodS:
        f.periodS !== null && period !== null ? { forecast: f.periodS, observed: period } : null,
    }
    return pair.heightM || pair.periodS ? [pair] : []
  })
}

/** Per window and forecast day, the sums of height and period pairs. */
export type WindowSums = {
  days: VerificationWindowDays
  byLeadDay: { leadDay: number; height: Sums; period: Sums }[]
}[]

export const emptyWindowSums = (): WindowSums =>
  VERIFICATION_WINDOWS.map((days) => ({
    days,
    byLeadDay: VERIFICATION_LEAD_DAYS.map((leadDay) => ({
      leadDay,
      height: emptySums(),
      period: emptySums(),
    })),
  }))

/**
 * The first instant after every window: 00 UTC of the run's day. A window of N days holds the
 * synoptic times in [end − N days, end), complete UTC days only.
 */
export const windowsEndOf = (now: Date): number => Math.floor(now.getTime() / DAY_MS) * DAY_MS

/** Adds pairs into the windows ending at `end` (ms) they fall in. */
export function addPairs(into: WindowSums, pairs: readonly VerificationPair[], end: number): void {
  for (const window of into) {
    const start = end - window.days * DAY_MS
    for (const p of pairs) {
      if (p.validTime < start || p.validTime >= end) continue
      const day = window.byLeadDay.find((d) => d.leadDay === p.leadDay)
      if (!day) continue
      if (p.heightM) addPair(day.height, p.heightM.forecast, p.heightM.observed)
      if (p.periodS) addPair(day.period, p.periodS.forecast, p.periodS.observed)
    }
  }
}

/** Adds one set of window sums into another (the all-buoys pool). */
export function addWindowSums(into: WindowSums, from: WindowSums): void {
  for (const [i, window] of from.entries()) {
    for (const [j, day] of window.byLeadDay.entries()) {
      const target = into[i]?.byLeadDay[j]
      if (!target) continue
      addSums(target.height, day.height)
      addSums(target.period, day.period)
    }
  }
}

/** The scores of each window and forecast day: height in metres, period in seconds. */
export type VerificationWindowScore = {
  days: VerificationWindowDays
  byLeadDay: { leadDay: number; height: Score; period: Score }[]
}

export function scoreWindows(sums: WindowSums): VerificationWindowScore[] {
  return sums.map((w) => ({
    days: w.days,
    byLeadDay: w.byLeadDay.map((d) => ({
      leadDay: d.leadDay,
      height: scoreOf(d.height),
      period: scoreOf(d.period),
    })),
  }))
}
