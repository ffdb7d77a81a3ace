// Building blocks of the rating rules: each check carries the value, the threshold and a line of
// text, so a rating can always say why.
import { roundTo } from '../units/units'
import type { RatedComponent } from './surf-height'
import type { WindClass } from './wind'

/** What the guide is applied to: unrounded values of one wave train (surf-height.ts). */
export type RatingInput = {
  /** Breaking surf height (ft) of the rated train, unrounded. */
  waveHeightFt: number | null
  /** That train's own period (s). */
  wavePeriodS: number | null
  windSpeedMph: number | null
  windClass: WindClass | null
  /** Which train was rated; null when nothing was known. */
  component: RatedComponent | null
  /** Deep-water height (ft) of the rated train, to weigh the wind chop against. */
  swellFt: number | null
  /** Local wind-wave height (ft) on top of the rated swell; null when unknown or not separate. */
  chopFt: number | null
  /**
   * True when the local wind sea travels out to sea (its direction outside the spot's window):
   * it is not chop on the swell, and chopFt is then 0. Absent: unknown or toward the shore.
   */
  chopOutToSea?: boolean
  /**
   * Share (0-1) of the rated train that reaches the break (the spot's exposure for its
   * direction); absent or null: unknown, rated fully exposed.
   */
  exposure?: number | null
  /** False when no train reaches the spot: the rated train is then one that does not. */
  reaches?: boolean
  /** The trains that do not reach the spot, in words ('SSW swell 3 ft at 12 s'). */
  notReaching?: string[]
  /** The spot's name, for the reasons that name it. */
  spotName?: string | null
  /** Breaking height (ft) below which the spot does not break; absent or null: not known. */
  worksFromFt?: number | null
}

export type CheckField =
  'waveHeight' | 'wavePeriod' | 'windSpeed' | 'windClass' | 'windWave' | 'exposure' | 'worksFrom'

/** Checks about the spot itself rather than the day: when one applies it alone is the reason. */
export const SPOT_FIELDS: ReadonlySet<CheckField> = new Set(['exposure', 'worksFrom'])

export type RatingCheck = {
  field: CheckField
  /** The value tested: ft, s, mph, or the wind class. */
  actual: number | string | null
  /** The threshold as text: '>= 4 ft', '<= 10 mph', 'offshore'. */
  threshold: string
  /** For a tier: the threshold is met. For the not-working rule: this disqualifier applies. */
  passed: boolean
  /** One line for people: 'period 9 s (needs 10+ s)'. */
  text: string
}

/** The height the guide is applied to: the rated train's breaking height, unrounded. */
export function ratedHeight(input: RatingInput): number | null {
  return input.waveHeightFt
}

const show = (n: number): string => String(roundTo(n, 1))
const shown = (v: number | null, unit: string): string =>
  v === null ? 'unknown' : `${show(v)} ${unit}`

const LABELS: Record<CheckField, string> = {
  waveHeight: 'wave height',
  wavePeriod: 'period',
  windSpeed: 'wind',
  windClass: 'wind direction',
  windWave: 'wind chop',
  exposure: 'swell reaching the spot',
  worksFrom: 'spot minimum',
}

const UNITS: Record<
  Exclude<CheckField, 'windClass' | 'windWave' | 'exposure' | 'worksFrom'>,
  string
> = {
  waveHeight: 'ft',
  wavePeriod: 's',
  windSpeed: 'mph',
}

type NumericField = keyof typeof UNITS

/** The value each numeric check reads from the input. */
const VALUES: Record<NumericField, (input: RatingInput) => number | null> = {
  waveHeight: ratedHeight,
  wavePeriod: (i) => i.wavePeriodS,
  windSpeed: (i) => i.windSpeedMph,
}

/**
 * One check of a rule. `passes` answers only whether it passes (the hour-by-hour forecast rates
 * ~300 hours a spot a refresh and needs no words); `explain` spells it out as a RatingCheck, and
 * its `passed` is always `passes` of the same input.
 */
export type RatingTest = {
  readonly passes: (input: RatingInput) => boolean
  readonly explain: (input: RatingInput) => RatingCheck
}

/** Check that passes when the field's value is at least min. */
export function atLeast(field: NumericField, min: number): RatingTest {
  const unit = UNITS[field]
  const value = VALUES[field]
  const threshold = `>= ${show(min)} ${unit}`
  const passes = (i: RatingInput): boolean => {
    const actual = value(i)
    return actual !== null && actual >= min
  }
  return {
    passes,
    explain: (i) => {
      const actual = value(i)
      const text = `${LABELS[field]} ${shown(actual, unit)} (needs ${show(min)}+ ${unit})`
      return { field, actual, threshold, passed: passes(i), text }
    },
  }
}

/** Check that passes when the field's value is at most max. */
export function atMost(field: NumericField, max: number): RatingTest {
  const unit = UNITS[field]
  const value = VALUES[field]
  const threshold = `<= ${show(max)} ${unit}`
  const passes = (i: RatingInput): boolean => {
    const actual = value(i)
    return actual !== null && actual <= max
  }
  return {
    passes,
    explain: (i) => {
      const actual = value(i)
      const text = `${LABELS[field]} ${shown(actual, unit)} (needs ${show(max)} ${unit} or less)`
      return { field, actual, threshold, passed: passes(i), text }
    },
  }
}

/** Check that the wave height lies in [min, max]. */
export function between(min: number, max: number): RatingTest {
  const range = `${show(min)}-${show(max)} ft`
  const passes = (i: RatingInput): boolean => {
    const actual = ratedHeight(i)
    return actual !== null && actual >= min && actual <= max
  }
  return {
    passes,
    explain: (i) => {
      const actual = ratedHeight(i)
      const text = `wave height ${shown(actual, 'ft')} (needs ${range})`
      return { field: 'waveHeight', actual, threshold: range, passed: passes(i), text }
    },
  }
}

const isOffshore = (i: RatingInput): boolean => i.windClass === 'offshore'

/** Check that the wind is classed offshore. */
export const offshore: RatingTest = {
  passes: isOffshore,
  explain: (i) => {
    const text = `${i.windClass ?? 'unknown'} wind (needs offshore)`
    const passed = isOffshore(i)
    return { field: 'windClass', actual: i.windClass, threshold: 'offshore', passed, text }
  },
}

/** Check 'clean': not onshore, or so light (glassy) that direction does not matter. */
export function clean(glassMph: number): RatingTest {
  const threshold = `not onshore (or ${glassMph} mph or less)`
  const passes = ({ windClass, windSpeedMph }: RatingInput): boolean =>
    (windSpeedMph !== null && windSpeedMph <= glassMph) ||
    (windClass !== null && windClass !== 'onshore')
  return {
    passes,
    explain: (i) => {
      const { windClass, windSpeedMph } = i
      const text = `${windClass ?? 'unknown'} wind ${shown(windSpeedMph, 'mph')} (needs clean: ${threshold})`
      return { field: 'windClass', actual: windClass, threshold, passed: passes(i), text }
    },
  }
}

/** Disqualifier that applies when the field's value is below min. */
export function under(field: NumericField, min: number): RatingTest {
  const unit = UNITS[field]
  const value = VALUES[field]
  const threshold = `< ${show(min)} ${unit}`
  const passes = (i: RatingInput): boolean => {
    const actual = value(i)
    return actual !== null && actual < min
  }
  return {
    passes,
    explain: (i) => {
      const actual = value(i)
      const text = `${LABELS[field]} ${shown(actual, unit)} (under ${show(min)} ${unit})`
      return { field, actual, threshold, passed: passes(i), text }
    },
  }
}

/** Disqualifier that applies when the field's value is above max. */
export function over(field: NumericField, max: number): RatingTest {
  const unit = UNITS[field]
  const value = VALUES[field]
  const threshold = `> ${show(max)} ${unit}`
  const passes = (i: RatingInput): boolean => {
    const actual = value(i)
    return actual !== null && actual > max
  }
  return {
    passes,
    explain: (i) => {
      const actual = value(i)
      const text = `${LABELS[field]} ${shown(actual, unit)} (over ${show(max)} ${unit})`
      return { field, actual, threshold, passed: passes(i), text }
    },
  }
}

/** Disqualifier 'onshore chop': wind classed onshore and stronger than limit. */
export function onshoreChop(limit: number): RatingTest {
  const threshold = `onshore and > ${limit} mph`
  const passes = ({ windClass, windSpeedMph }: RatingInput): boolean =>
    windClass === 'onshore' && windSpeedMph !== null && windSpeedMph > limit
  return {
    passes,
    explain: (i) => {
      const text = `onshore wind ${shown(i.windSpeedMph, 'mph')}`
      return { field: 'windClass', actual: i.windClass, threshold, passed: passes(i), text }
    },
  }
}

/** Wind chop of at least minFt that reaches ratio × the swell's height; false when unknown. */
function chopReaches({ chopFt, swellFt }: RatingInput, minFt: number, ratio: number): boolean {
  if (chopFt === null || swellFt === null) return false
  return chopFt >= minFt && chopFt >= ratio * swellFt && chopFt > 0
}

const chopText = (input: RatingInput): string =>
  input.chopOutToSea
    ? `wind sea blowing out to sea, not chop on the ${shown(input.swellFt, 'ft')} swell`
    : `wind chop ${shown(input.chopFt, 'ft')} on a ${shown(input.swellFt, 'ft')} swell`

/** Check 'smooth': wind chop under minFt or under ratio × the swell (else the faces are textured). */
export function smooth(minFt: number, ratio: number): RatingTest {
  const threshold = `wind chop under ${show(minFt)} ft or under ${ratio * 100}% of the swell`
  const passes = (i: RatingInput): boolean => !chopReaches(i, minFt, ratio)
  return {
    passes,
    explain: (i) => {
      const text = `${chopText(i)} (needs smooth faces: ${threshold})`
      return { field: 'windWave', actual: i.chopFt, threshold, passed: passes(i), text }
    },
  }
}

/** Disqualifier 'chop over the swell': wind chop of minFt+ that is higher than the swell. */
export function chopOverSwell(minFt: number): RatingTest {
  const threshold = `wind chop ${show(minFt)}+ ft and higher than the swell`
  const passes = (i: RatingInput): boolean =>
    chopReaches(i, minFt, 1) && (i.chopFt ?? 0) > (i.swellFt ?? 0)
  return {
    passes,
    explain: (i) => ({
      field: 'windWave',
      actual: i.chopFt,
      threshold,
      passed: passes(i),
      text: chopText(i),
    }),
  }
}

const doNotReach = (trains: string[]): string =>
  `${trains.join(' and ')} ${trains.length > 1 ? 'do' : 'does'} not reach this spot`

/**
 * Disqualifier 'does not reach': no train reaches the spot (exposure under the reaching share).
 * When another train is rated, its text still names the trains left aside.
 */
export function reachesSpot(minShare: number): RatingTest {
  const threshold = `a swell that reaches the spot (${minShare * 100}%+ of the open-ocean swell)`
  const passes = (i: RatingInput): boolean => i.reaches === false
  return {
    passes,
    explain: (i) => {
      const trains = i.notReaching ?? []
      const passed = passes(i)
      const text =
        trains.length === 0
          ? 'the rated swell reaches this spot'
          : passed
            ? doNotReach(trains)
            : `${doNotReach(trains)} (another swell does)`
      return { field: 'exposure', actual: i.exposure ?? null, threshold, passed, text }
    },
  }
}

const underMinimum = (i: RatingInput): boolean => {
  const min = i.worksFromFt ?? null
  const height = ratedHeight(i)
  return min !== null && height !== null && height < min
}

/** Disqualifier 'under the spot's minimum': the surf is smaller than the spot needs to break. */
export const underSpotMinimum: RatingTest = {
  passes: underMinimum,
  explain: (i) => {
    const min = i.worksFromFt ?? null
    const height = ratedHeight(i)
    const spot = i.spotName ?? 'This spot'
    const threshold = min === null ? 'none known' : `>= ${show(min)} ft`
    const text =
      min === null
        ? `${spot} has no known minimum size`
        : `${spot} needs ${show(min)}+ ft to break (wave height ${shown(height, 'ft')})`
    return { field: 'worksFrom', actual: height, threshold, passed: underMinimum(i), text }
  },
}

/** The unrounded values that were rated, as every condition and forecast day stores them. */
export type RatingInputs = {
  waveHeightFt: number | null
  periodS: number | null
  windMph: number | null
  windClassification: WindClass | null
  component: RatedComponent | null
}

/** The stored form of a rating input. */
export function ratingInputsOf(input: RatingInput): RatingInputs {
  return {
    waveHeightFt: input.waveHeightFt,
    periodS: input.wavePeriodS,
    windMph: input.windSpeedMph,
    windClassification: input.windClass,
    component: input.component,
  }
}
