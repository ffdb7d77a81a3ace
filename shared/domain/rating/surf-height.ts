// From the wave trains a source forecasts to the surf a surfer rides (RATING.md 'Inputs').
// - Each swell train is paired with its own period; local wind chop is chop, not surf: it is rated
//   as a wave only when there is no swell at all (and then its short period rates it Not Working).
// - A source without components (a buoy's WVHT + DPD, a model's total height) is rated as one
//   'combined' train: total significant height with the peak (swell) period if given, else the
//   source's own period.
// - Deep-water height becomes breaking height with Komar & Gaillard (1973):
//   Hb = 0.39 · g^0.2 · (T · H0²)^0.4 (metres, seconds), times the spot's exposure for the
//   train's OWN direction (exposure.ts: the share of open-ocean swell from that direction that
//   reaches the break). A train whose direction is unknown, or a spot whose exposure is unknown,
//   is rated fully exposed (factor 1), as before exposure was known.
// - A train with exposure under REACHES_MIN_SHARE does not reach the spot: it is never the rated
//   train (daily-values.ts ratingInputFor).
//   Long-period swell grows more as it shoals, so 0.2 m at 14 s breaks at about 1.6 ft while
//   0.95 m of 5 s chop would break at 3.7 ft.

import { exposureAt, REACHES_MIN_SHARE } from './exposure'
import { degreesToCompass } from './wind'
import { roundTo } from '../units/units'

/** The wave train a rating was taken from. */
export const RATED_COMPONENTS = [
  'primary-swell',
  'secondary-swell',
  'wind-wave',
  'combined',
] as const

export type RatedComponent = (typeof RATED_COMPONENTS)[number]

/** The wave fields of an hour (or a mean of hours) that the rating reads, in ft and s. */
export type WaveTrains = {
  waveHeightFt: number | null
  wavePeriodS: number | null
  swellHeightFt: number | null
  swellPeriodS: number | null
  secondarySwellHeightFt: number | null
  secondarySwellPeriodS: number | null
  windWaveHeightFt: number | null
  windWavePeriodS: number | null
  /** Where each train comes FROM (degrees); absent or null: unknown, rated fully exposed. */
  waveDirectionDeg?: number | null
  swellDirectionDeg?: number | null
  secondarySwellDirectionDeg?: number | null
  windWaveDirectionDeg?: number | null
}

/** One train that could be surfed: its deep-water height, its period and its breaking height. */
export type SurfTrain = {
  component: RatedComponent
  /** Deep-water significant height (ft). */
  heightFt: number | null
  periodS: number | null
  /** Where it comes FROM (degrees); null when unknown. */
  directionDeg: number | null
  /** Share of it that reaches the break (0-1): the spot's exposure for its direction, else 1. */
  exposure: number
  /** False when the exposure is under REACHES_MIN_SHARE: it does not reach the spot. */
  reaches: boolean
  /** Breaking height at the spot (ft), unrounded, times its exposure; null when unknown. */
  surfFt: number | null
}

const G = 9.81
const M_PER_FT = 0.3048

/** Breaking height (ft) of deep-water height hsFt at periodS (Komar–Gaillard), times exposure. */
export function breakingHeightFt(hsFt: number, periodS: number, exposureFactor = 1): number {
  if (!(hsFt > 0) || !(periodS > 0)) return 0
  const h0 = hsFt * M_PER_FT
  const hb = 0.39 * G ** 0.2 * (periodS * h0 * h0) ** 0.4
  return (hb / M_PER_FT) * exposureFactor
}

/** The share of a train from directionDeg that reaches the break; 1 when either is unknown. */
export function shareReaching(
  byDirection: readonly number[] | null,
  directionDeg: number | null | undefined,
): number {
  if (byDirection === null || directionDeg === null || directionDeg === undefined) return 1
  if (!Number.isFinite(directionDeg)) return 1
  return exposureAt(byDirection, directionDeg)
}

function train(
  component: RatedComponent,
  values: { heightFt: number | null; periodS: number | null; directionDeg?: number | null },
  byDirection: readonly number[] | null,
): SurfTrain {
  const { heightFt, periodS } = values
  const directionDeg = values.directionDeg ?? null
  const exposure = shareReaching(byDirection, directionDeg)
  const surfFt =
    heightFt === null || periodS === null ? null : breakingHeightFt(heightFt, periodS, exposure)
  return {
    component,
    heightFt,
    periodS,
    directionDeg,
    exposure,
    reaches: exposure >= REACHES_MIN_SHARE,
    surfFt,
  }
}

const TRAIN_WORDS: Record<RatedComponent, string> = {
  'primary-swell': 'swell',
  'secondary-swell': 'swell',
  'wind-wave': 'wind sea',
  combined: 'waves',
}

/** A train in words, as a surfer says it: 'SSW swell 3 ft at 12 s'. */
export function trainText(t: SurfTrain): string {
  const from = t.directionDeg === null ? '' : `${degreesToCompass(t.directionDeg)} `
  const size = t.heightFt === null ? 'unknown size' : `${roundTo(t.heightFt, 1)} ft`
  const period = t.periodS === null ? '' : ` at ${roundTo(t.periodS, 1)} s`
  return `${from}${TRAIN_WORDS[t.component]} ${size}${period}`
}

/** True when the source split its waves into swell and wind-wave trains. */
export const hasComponents = (w: WaveTrains): boolean =>
  w.swellHeightFt !== null || w.secondarySwellHeightFt !== null || w.windWaveHeightFt !== null

/**
 * The trains worth rating, in order (at least one): the swells that are there; else the wind
 * waves; else a flat primary swell; or the combined total when the source has no components.
 * Each carries its exposure at the spot (byDirection: the spot's 36 shares, null when unknown).
 */
export function surfTrains(w: WaveTrains, byDirection: readonly number[] | null): SurfTrain[] {
  if (!hasComponents(w)) {
    // The peak (swell) period when the source gives one, else its mean or dominant period.
    const period = w.swellPeriodS ?? w.wavePeriodS
    const values = { heightFt: w.waveHeightFt, periodS: period, directionDeg: w.waveDirectionDeg }
    return [train('combined', values, byDirection)]
  }
  const swells = [primaryOf(w, byDirection), secondaryOf(w, byDirection)].filter(
    (t) => (t.heightFt ?? 0) > 0,
  )
  if (swells.length > 0) return swells
  if ((w.windWaveHeightFt ?? 0) > 0) return [windSeaOf(w, byDirection)]
  // Known flat: no swell and no chop. Any period will do; it rates under 1 ft.
  const period = w.swellPeriodS ?? w.windWavePeriodS ?? w.wavePeriodS
  return [train('primary-swell', { heightFt: 0, periodS: period }, byDirection)]
}

/** The primary swell as a train, with its exposure. */
export const primaryOf = (w: WaveTrains, byDirection: readonly number[] | null): SurfTrain =>
  train(
    'primary-swell',
    { heightFt: w.swellHeightFt, periodS: w.swellPeriodS, directionDeg: w.swellDirectionDeg },
    byDirection,
  )

/** The secondary swell as a train, with its exposure. */
export const secondaryOf = (w: WaveTrains, byDirection: readonly number[] | null): SurfTrain =>
  train(
    'secondary-swell',
    {
      heightFt: w.secondarySwellHeightFt,
      periodS: w.secondarySwellPeriodS,
      directionDeg: w.secondarySwellDirectionDeg,
    },
    byDirection,
  )

/** The local wind sea as a train, with its exposure: whether it travels toward the break. */
export const windSeaOf = (w: WaveTrains, byDirection: readonly number[] | null): SurfTrain =>
  train(
    'wind-wave',
    {
      heightFt: w.windWaveHeightFt,
      periodS: w.windWavePeriodS,
      directionDeg: w.windWaveDirectionDeg,
    },
    byDirection,
  )
