// From the wave trains a source forecasts to the surf a surfer rides (RATING.md 'Inputs').
// - Each swell train is paired with its own period; local wind chop is chop, not surf: it is rated
//   as a wave only when there is no swell at all (and then its short period rates it Not Working).
// - A source without components (a buoy's WVHT + DPD, a model's total height) is rated as one
//   'combined' train: total significant height with the peak (swell) period if given, else the
//   source's own period.
// - Deep-water height becomes breaking height with Komar & Gaillard (1973):
//   Hb = 0.39 · g^0.2 · (T · H0²)^0.4 (metres, seconds), times the spot's exposure factor.
//   Long-period swell grows more as it shoals, so 0.2 m at 14 s breaks at about 1.6 ft while
//   0.95 m of 5 s chop would break at 3.7 ft.

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
}

/** One train that could be surfed: its deep-water height, its period and its breaking height. */
export type SurfTrain = {
  component: RatedComponent
  /** Deep-water significant height (ft). */
  heightFt: number | null
  periodS: number | null
  /** Breaking height at the spot (ft), unrounded; null when height or period is unknown. */
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

function train(
  component: RatedComponent,
  heightFt: number | null,
  periodS: number | null,
  exposure: number,
): SurfTrain {
  const surfFt =
    heightFt === null || periodS === null ? null : breakingHeightFt(heightFt, periodS, exposure)
  return { component, heightFt, periodS, surfFt }
}

/** True when the source split its waves into swell and wind-wave trains. */
export const hasComponents = (w: WaveTrains): boolean =>
  w.swellHeightFt !== null || w.secondarySwellHeightFt !== null || w.windWaveHeightFt !== null

/**
 * The trains worth rating, in order (at least one): the swells that are there; else the wind
 * waves; else a flat primary swell; or the combined total when the source has no components.
 */
export function surfTrains(w: WaveTrains, exposureFactor: number): SurfTrain[] {
  if (!hasComponents(w)) {
    // The peak (swell) period when the source gives one, else its mean or dominant period.
    const period = w.swellPeriodS ?? w.wavePeriodS
    return [train('combined', w.waveHeightFt, period, exposureFactor)]
  }
  const swells = [
    train('primary-swell', w.swellHeightFt, w.swellPeriodS, exposureFactor),
    train('secondary-swell', w.secondarySwellHeightFt, w.secondarySwellPeriodS, exposureFactor),
  ].filter((t) => (t.heightFt ?? 0) > 0)
  if (swells.length > 0) return swells
  if ((w.windWaveHeightFt ?? 0) > 0) {
    return [train('wind-wave', w.windWaveHeightFt, w.windWavePeriodS, exposureFactor)]
  }
  // Known flat: no swell and no chop. Any period will do; it rates under 1 ft.
  const period = w.swellPeriodS ?? w.windWavePeriodS ?? w.wavePeriodS
  return [train('primary-swell', 0, period, exposureFactor)]
}
