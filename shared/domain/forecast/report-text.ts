// Words for the daily report, each chosen from a number so two different days read differently.
// Bands (upper end of the surf range in ft, period in s, wind in mph, water in °F) are below.
import { isWeekend } from '../time/dates'
import type { RatingInput } from '../rating/rating-checks'
import type { Rating } from '../rating/ratings'
import type { WindClass } from '../rating/wind'

export type CrowdLevel = 'light' | 'moderate' | 'heavy'

type Band<T> = readonly (readonly [below: number, value: T])[]

function pick<T>(bands: Band<T>, value: number, otherwise: T): T {
  return bands.find(([below]) => value < below)?.[1] ?? otherwise
}

const SIZE: Band<string> = [
  [1, 'flat'],
  [2, 'ankle to knee high'],
  [3, 'knee to waist high'],
  [4, 'waist to chest high'],
  [5, 'chest to head high'],
  [7, 'head high to overhead'],
  [10, 'well overhead'],
]

/** Body-height words for a surf height in ft: 'waist to chest high'. */
export const sizeWord = (ft: number): string => pick(SIZE, ft, 'double overhead and bigger')

/** Kind of swell a period says: wind swell under 8 s, mid-period under 12 s, else groundswell. */
export const periodWord = (s: number): string =>
  pick(
    [
      [8, 'short-period wind swell'],
      [12, 'mid-period swell'],
    ],
    s,
    'long-period groundswell',
  )

/** Wind strength word: glassy ≤ 2, light ≤ 10, moderate ≤ 15, fresh ≤ 20 mph, else strong. */
export function windWord(mph: number): string {
  if (mph <= 2) return 'glassy'
  if (mph <= 10) return 'light'
  if (mph <= 15) return 'moderate'
  if (mph <= 20) return 'fresh'
  return 'strong'
}

/** What the wind does to the faces, by class. */
export function windEffect(windClass: WindClass | null, mph: number): string {
  if (mph <= 2) return 'glassy faces whatever the direction'
  if (windClass === 'offshore') return 'grooming the faces and holding them up'
  if (windClass === 'cross-shore') return 'adding some texture across the faces'
  if (windClass === 'onshore')
    return mph > 10 ? 'blowing the surf to chop' : 'a little bump on the faces'
  return 'direction unknown'
}

/** Board for a surf height: longboard under 2 ft … a gun from 10 ft. */
export const boardFor = (ft: number): string =>
  pick(
    [
      [2, 'a longboard or a soft-top'],
      [4, 'a funboard, fish or longboard'],
      [6, 'your everyday shortboard'],
      [10, 'a step-up'],
    ],
    ft,
    'a gun, and a leash you trust',
  )

/** Wetsuit for a water temperature: shorts from 75 °F … hood, boots and gloves under 50 °F. */
export function wetsuitFor(waterF: number | null): string {
  if (waterF === null) return 'check the water temperature before choosing a wetsuit'
  if (waterF >= 75) return 'boardshorts or a bikini'
  if (waterF >= 68) return 'a spring suit or a 2 mm top'
  if (waterF >= 62) return 'a 3/2 full suit'
  if (waterF >= 56) return 'a 4/3 full suit'
  if (waterF >= 50) return 'a 5/4 with booties'
  return 'a 5/4 hooded suit, booties and gloves'
}

/** Who the surf suits, by height: beginners under 3 ft … experts from 10 ft. */
export const skillBandFor = (ft: number): string =>
  pick(
    [
      [3, 'beginners and up'],
      [6, 'intermediate surfers and up'],
      [10, 'advanced surfers only'],
    ],
    ft,
    'experts only',
  )

const CROWD_POINTS: Record<Rating, number> = {
  epic: 3,
  firing: 3,
  good: 2,
  rideable: 1,
  'not working': 0,
}

// Crowd: points for how good it is (epic/firing 3, good 2, rideable 1, not working 0), +1 on a
// Saturday or Sunday, +1 at a point or reef (one take-off spot packs a crowd; a beach spreads it).
// 4+ points heavy, 2-3 moderate, 0-1 light.
/** Expected crowd from the rating, the day of the week and the break type. */
export function crowdLevel(input: {
  rating: Rating | null
  dateIso: string
  breakType: string
}): CrowdLevel {
  const focused = /point|reef/i.test(input.breakType) ? 1 : 0
  const points =
    (input.rating === null ? 0 : CROWD_POINTS[input.rating]) +
    (isWeekend(input.dateIso) ? 1 : 0) +
    focused
  if (points >= 4) return 'heavy'
  if (points >= 2) return 'moderate'
  return 'light'
}

const SCORE_RANGE: Record<Rating, readonly [number, number]> = {
  epic: [9, 10],
  firing: [7, 8],
  good: [5, 6],
  rideable: [3, 4],
  'not working': [0, 2],
}

const WIND_CLASS_FACTOR: Record<WindClass, number> = {
  offshore: 1,
  'cross-shore': 0.75,
  onshore: 0.5,
}

// Score out of 10: each rating owns a band (epic 9-10, firing 7-8, good 5-6, rideable 3-4, not
// working 0-2) so the score never contradicts the badge; inside it, quality q in [0, 1] places
// it: q = mean of period score (8 s → 0, 16 s → 1) and wind score ((1 − mph / 20), scaled by
// offshore 1, cross-shore 0.75, onshore 0.5, unknown 0.75). Missing data scores 0.
/** Overall score 0-10 (int) of a rated day. */
export function overallScore(rating: Rating | null, input: RatingInput, hasData: boolean): number {
  if (!hasData || rating === null) return 0
  const [lo, hi] = SCORE_RANGE[rating]
  const clamp = (v: number): number => Math.max(0, Math.min(1, v))
  const periodScore = clamp(((input.wavePeriodS ?? 8) - 8) / 8)
  const factor = input.windClass === null ? 0.75 : WIND_CLASS_FACTOR[input.windClass]
  const windScore = clamp(1 - (input.windSpeedMph ?? 20) / 20) * factor
  return lo + Math.round(((periodScore + windScore) / 2) * (hi - lo))
}
