// Turns hourly values into one set of numbers for a day, and that into the rating's input.
// The day's means (for alerts, safety notes, water and air) read:
// - height: total significant wave height (waveHeightFt), else the primary swell's height;
// - period: the primary swell's period, else the mean wave period;
// - direction: the primary swell's direction, else the mean wave direction.
// The rating reads the wave trains themselves (surf-height.ts): of the trains that reach the
// spot (its exposure for each train's own direction), the one that rates best, each swell with
// its own period. When none reaches, the biggest is rated, and is Not Working for it. The wind
// sea is chop on the swell only when it travels toward the shore (inside the spot's window).
// A day's rating uses daylight hours only (first light to last light at the spot, daylight.ts;
// 6:00-18:00 local when the window is not known): nobody surfs the 3 AM offshore. A day with no
// daylight hours falls back to all its hours.
import type { Daylight } from '../time/daylight'
import { isDaylightHour } from '../time/daylight'
import { surfRangeFromSignificantHeight } from '../units/display-scales'
import type { HeightRange } from '../units/display-scales'
import { ratingOf } from './rate-conditions'
import type { RatingInput } from './rating-checks'
import { ratingRank } from './ratings'
import type { Rating } from './ratings'
import type { HourlyConditions } from '../forecast/series'
import { surfTrains, trainText, windSeaOf } from './surf-height'
import type { SurfTrain, WaveTrains } from './surf-height'
import { circularMean, classifyShoreWind } from './wind'
import type { Shore } from './wind'
import { rowsOnLocalDate } from '../time/local-days'
import { localParts } from '../time/zoned'

export const DAYTIME_START_HOUR = 6
export const DAYTIME_END_HOUR = 18

export type DaySummary = {
  hours: number
  waveHeightFt: number | null
  maxWaveHeightFt: number | null
  wavePeriodS: number | null
  swellDirectionDeg: number | null
  windSpeedMph: number | null
  windGustMph: number | null
  maxWindGustMph: number | null
  windDirectionDeg: number | null
  waterTempF: number | null
  airTempF: number | null
  visibilityMiles: number | null
  /** Means of each wave train's height and period, for the rating. */
  waves: WaveTrains
}

/** The surf height of an hour: total wave height, else swell height. */
export const surfHeightOf = (h: HourlyConditions): number | null =>
  h.waveHeightFt ?? h.swellHeightFt

/** The period of an hour: swell period, else mean wave period. */
export const surfPeriodOf = (h: HourlyConditions): number | null => h.swellPeriodS ?? h.wavePeriodS

/** The swell direction of an hour: swell direction, else wave direction. */
export const swellDirectionOf = (h: HourlyConditions): number | null =>
  h.swellDirectionDeg ?? h.waveDirectionDeg

/** Arithmetic mean of the values that are present; null when none are. */
export function mean(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length
}

/** Largest of the values that are present; null when none are. */
export function maxOf(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  return present.length === 0 ? null : Math.max(...present)
}

/** The hours whose local date (in timeZone) is dateIso, in time order (a new array). */
export function hoursOnLocalDate(
  hourly: readonly HourlyConditions[],
  dateIso: string,
  timeZone: string,
): HourlyConditions[] {
  return rowsOnLocalDate(hourly, dateIso, timeZone)
}

/** True when an hour is surfable light: in the daylight window, else 6:00-18:00 local. */
export function isDaytime(time: string, timeZone: string, daylight?: Daylight | null): boolean {
  if (daylight) return isDaylightHour(time, daylight)
  const { hour } = localParts(time, timeZone)
  return hour >= DAYTIME_START_HOUR && hour <= DAYTIME_END_HOUR
}

/** The daylight hours of a day's hours (first to last light), or all of them if none are. */
export function daytimeHours<T extends { time: string } = HourlyConditions>(
  hours: readonly T[],
  timeZone: string,
  daylight?: Daylight | null,
): T[] {
  const day = hours.filter((h) => isDaytime(h.time, timeZone, daylight))
  return day.length > 0 ? day : [...hours]
}

const present = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v)

/** A running mean and maximum of the values present, summed in order like mean() and maxOf(). */
class Tally {
  private sum = 0
  private n = 0
  private top = -Infinity
  add(v: number | null | undefined): void {
    if (!present(v)) return
    this.sum += v
    this.n++
    this.top = Math.max(this.top, v)
  }
  get mean(): number | null {
    return this.n === 0 ? null : this.sum / this.n
  }
  get max(): number | null {
    return this.n === 0 ? null : this.top
  }
}

/** The directions present, for a circular mean. */
class Bearings {
  readonly values: number[] = []
  add(v: number | null): void {
    if (v !== null && Number.isFinite(v)) this.values.push(v)
  }
  get mean(): number | null {
    return circularMean(this.values)
  }
}

/**
 * Means (circular for directions) and maxima of a set of hours, in one pass over them (it runs for
 * every hour a refresh rates, ~300 a spot): the same figures as mean(), maxOf() and circularMean()
 * of each field.
 */
export function summariseHours(hours: readonly HourlyConditions[]): DaySummary {
  const [only] = hours
  if (hours.length === 1 && only) return summariseHour(only)
  const surf = new Tally()
  const period = new Tally()
  const wind = new Tally()
  const gust = new Tally()
  const water = new Tally()
  const air = new Tally()
  const visibility = new Tally()
  const wave = new Tally()
  const wavePeriod = new Tally()
  const swell = new Tally()
  const swellPeriod = new Tally()
  const secondary = new Tally()
  const secondaryPeriod = new Tally()
  const windWave = new Tally()
  const windWaveP = new Tally()
  const swellDir = new Bearings()
  const windDir = new Bearings()
  const waveDir = new Bearings()
  const primaryDir = new Bearings()
  const secondaryDir = new Bearings()
  const windWaveDir = new Bearings()
  for (const h of hours) {
    surf.add(surfHeightOf(h))
    period.add(surfPeriodOf(h))
    swellDir.add(swellDirectionOf(h))
    wind.add(h.windSpeedMph)
    gust.add(h.windGustMph)
    windDir.add(h.windDirectionDeg)
    water.add(h.waterTempF)
    air.add(h.airTempF)
    visibility.add(h.visibilityMiles)
    wave.add(h.waveHeightFt)
    wavePeriod.add(h.wavePeriodS)
    swell.add(h.swellHeightFt)
    swellPeriod.add(h.swellPeriodS)
    secondary.add(h.secondarySwellHeightFt)
    secondaryPeriod.add(h.secondarySwellPeriodS)
    windWave.add(h.windWaveHeightFt)
    windWaveP.add(h.windWavePeriodS)
    waveDir.add(h.waveDirectionDeg)
    primaryDir.add(h.swellDirectionDeg)
    secondaryDir.add(h.secondarySwellDirectionDeg)
    windWaveDir.add(h.windWaveDirectionDeg)
  }
  return {
    hours: hours.length,
    waveHeightFt: surf.mean,
    maxWaveHeightFt: surf.max,
    wavePeriodS: period.mean,
    swellDirectionDeg: swellDir.mean,
    windSpeedMph: wind.mean,
    windGustMph: gust.mean,
    maxWindGustMph: gust.max,
    windDirectionDeg: windDir.mean,
    waterTempF: water.mean,
    airTempF: air.mean,
    visibilityMiles: visibility.mean,
    waves: {
      waveHeightFt: wave.mean,
      wavePeriodS: wavePeriod.mean,
      swellHeightFt: swell.mean,
      swellPeriodS: swellPeriod.mean,
      secondarySwellHeightFt: secondary.mean,
      secondarySwellPeriodS: secondaryPeriod.mean,
      windWaveHeightFt: windWave.mean,
      windWavePeriodS: windWaveP.mean,
      waveDirectionDeg: waveDir.mean,
      swellDirectionDeg: primaryDir.mean,
      secondarySwellDirectionDeg: secondaryDir.mean,
      windWaveDirectionDeg: windWaveDir.mean,
    },
  }
}

// One hour's mean is its value (0 + v, as a Tally sums from 0: -0 reads 0), its maximum the value
// and its direction the circular mean of its one bearing: summariseHours' figures without its
// accumulators, for the summaries of one hour that are most of those a refresh makes.
const one = (v: number | null): number | null => (present(v) ? 0 + v : null)
const top = (v: number | null): number | null => (present(v) ? v : null)

// One bearing's circular mean (trig and two float modulos) was a third of rating an hour alone. The
// sources give whole degrees (362 distinct values among the 34,703 bearings of a sample refresh's
// 49 spots), so each value's is worked out once; bounded like zoned.ts's memos.
// why: the 360 whole degrees and the odd decimal ones, with room to spare.
const BEARINGS_MAX = 10_000
const oneBearing = new Map<number, number | null>()

const bearing = (v: number | null): number | null => {
  if (v === null || !Number.isFinite(v)) return null
  let mean = oneBearing.get(v)
  if (mean === undefined) {
    mean = circularMean([v])
    if (oneBearing.size >= BEARINGS_MAX) oneBearing.clear()
    oneBearing.set(v, mean)
  }
  return mean
}

/** summariseHours of one hour. */
function summariseHour(h: HourlyConditions): DaySummary {
  const surf = surfHeightOf(h)
  return {
    hours: 1,
    waveHeightFt: one(surf),
    maxWaveHeightFt: top(surf),
    wavePeriodS: one(surfPeriodOf(h)),
    swellDirectionDeg: bearing(swellDirectionOf(h)),
    windSpeedMph: one(h.windSpeedMph),
    windGustMph: one(h.windGustMph),
    maxWindGustMph: top(h.windGustMph),
    windDirectionDeg: bearing(h.windDirectionDeg),
    waterTempF: one(h.waterTempF),
    airTempF: one(h.airTempF),
    visibilityMiles: one(h.visibilityMiles),
    waves: {
      waveHeightFt: one(h.waveHeightFt),
      wavePeriodS: one(h.wavePeriodS),
      swellHeightFt: one(h.swellHeightFt),
      swellPeriodS: one(h.swellPeriodS),
      secondarySwellHeightFt: one(h.secondarySwellHeightFt),
      secondarySwellPeriodS: one(h.secondarySwellPeriodS),
      windWaveHeightFt: one(h.windWaveHeightFt),
      windWavePeriodS: one(h.windWavePeriodS),
      waveDirectionDeg: bearing(h.waveDirectionDeg),
      swellDirectionDeg: bearing(h.swellDirectionDeg),
      secondarySwellDirectionDeg: bearing(h.secondarySwellDirectionDeg),
      windWaveDirectionDeg: bearing(h.windWaveDirectionDeg),
    },
  }
}

type Context = {
  summary: DaySummary
  shore: Shore | null
  /** The local wind sea travels out to sea: it is not chop on the swell. */
  chopOutToSea: boolean
  notReaching: string[]
}

function inputFor(t: SurfTrain, reaches: boolean, c: Context): RatingInput {
  const { summary, shore } = c
  const separateChop = t.component === 'primary-swell' || t.component === 'secondary-swell'
  const chop = summary.waves.windWaveHeightFt
  return {
    waveHeightFt: t.surfFt,
    wavePeriodS: t.periodS,
    windSpeedMph: summary.windSpeedMph,
    windClass: classifyShoreWind(summary.windDirectionDeg, shore),
    component: t.surfFt === null && t.heightFt === null ? null : t.component,
    swellFt: t.heightFt,
    chopFt: separateChop ? (c.chopOutToSea && chop !== null ? 0 : chop) : null,
    chopOutToSea: separateChop && c.chopOutToSea && chop !== null,
    exposure: shore?.exposure ? t.exposure : null,
    reaches,
    notReaching: c.notReaching,
    spotName: shore?.spotName ?? null,
    worksFromFt: shore?.worksFromFt ?? null,
  }
}

// Helpers of hot functions live at module level: one made per call cost ~5 % of bench/rows.ts
// under tsx, which names every function it creates (esbuild keepNames).

/** The bigger surf of two candidates of one tier. */
const bigger = (a: RatingInput, b: RatingInput): boolean =>
  (a.waveHeightFt ?? 0) > (b.waveHeightFt ?? 0)

/**
 * The rating guide's input for a summary: of the trains that reach the spot, the one that rates
 * best (then the bigger one); when none reaches, the biggest of them, marked as not reaching.
 */
export function ratingInputFor(summary: DaySummary, shore: Shore | null): RatingInput {
  const byDirection = shore?.exposure ?? null
  const trains = surfTrains(summary.waves, byDirection)
  const reaching = trains.filter((t) => t.reaches)
  const notReaching = trains.filter((t) => !t.reaches)
  const windSea = windSeaOf(summary.waves, byDirection)
  const context: Context = {
    summary,
    shore,
    chopOutToSea: !windSea.reaches,
    notReaching: notReaching.map(trainText),
  }
  const [biggest] = [...notReaching].sort((a, b) => (b.heightFt ?? 0) - (a.heightFt ?? 0))
  if (reaching.length === 0 && biggest) return inputFor(biggest, false, context)
  // Each candidate rated once (ratingOf: the tier, without the reasons).
  const candidates = reaching.map((t) => {
    const input = inputFor(t, true, context)
    return { input, rank: ratingRank(ratingOf(input)) }
  })
  return candidates.reduce((best, c) => {
    const byRank = c.rank - best.rank
    return byRank < 0 || (byRank === 0 && bigger(c.input, best.input)) ? c : best
  }).input
}

/** An hour rated alone: the guide's input for it and its tier (without the reasons). */
export type HourRating = { input: RatingInput; rating: Rating | null }

/** The rating of one hour (its own summary's input), as a session and the hour-by-hour day rate it. */
export function rateHourAlone(hour: HourlyConditions, shore: Shore | null): HourRating {
  const input = ratingInputFor(summariseHours([hour]), shore)
  return { input, rating: ratingOf(input) }
}

/**
 * How the hours of a date get their one-hour ratings: rateHourAlone by default; a refresh hands the
 * session and the hour-by-hour day one shared lookup per date, so a daylight hour is rated once.
 */
export type HourRater = (hour: HourlyConditions) => HourRating

/** The surf range shown for a rated input: 0.6-1.0 × its unrounded height, rounded for display. */
export function displayRangeOf(input: RatingInput): HeightRange | null {
  return input.waveHeightFt === null ? null : surfRangeFromSignificantHeight(input.waveHeightFt)
}
