// The condition rating scale, best to worst. 'firing' is both the product's name and
// the second-best rating.

export const RATINGS = ['epic', 'firing', 'good', 'rideable', 'not working'] as const

export type Rating = (typeof RATINGS)[number]

export const RATING_LABELS: Record<Rating, string> = {
  epic: 'EPIC',
  firing: 'FIRING',
  good: 'GOOD',
  rideable: 'RIDEABLE',
  'not working': 'NOT WORKING',
}

/** Rank given to a missing or unknown rating: it sorts after every known one. */
export const UNKNOWN_RATING_RANK = RATINGS.length + 1

/** True when x is exactly one of the rating keys. */
export function isRating(x: unknown): x is Rating {
  return typeof x === 'string' && (RATINGS as readonly string[]).includes(x)
}

/** Reads a stored or typed rating leniently ('  Epic ', 'NOT WORKING'); null when unknown. */
export function toRating(x: unknown): Rating | null {
  if (typeof x !== 'string') return null
  const key = x.trim().toLowerCase()
  return isRating(key) ? key : null
}

/** Sort rank of a rating: epic 1 … not working 5; missing or unknown 6. */
export function ratingRank(r: string | null | undefined): number {
  const rating = toRating(r)
  return rating === null ? UNKNOWN_RATING_RANK : RATINGS.indexOf(rating) + 1
}

/** Display label of a rating ('EPIC', 'NOT WORKING'), 'unknown' when it is not a rating. */
export function ratingLabel(r: string | null | undefined): string {
  const rating = toRating(r)
  return rating === null ? 'unknown' : RATING_LABELS[rating]
}
