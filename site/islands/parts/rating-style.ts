// The one colour table of the ratings (epic red, firing a cyan-to-blue gradient, good
// green, rideable orange, not working gray) for badges, markers, chips, forecast bars and the
// summary's tiles. A label, letter or accessible name always carries the rating too: colour never
// does it alone.
import { toRating, type Rating } from '../../../shared/domain/rating/ratings'

export const RATING_CHIPS: { rating: Rating; label: string }[] = [
  { rating: 'epic', label: 'Epic' },
  { rating: 'firing', label: 'Firing' },
  { rating: 'good', label: 'Good' },
  { rating: 'rideable', label: 'Rideable' },
  { rating: 'not working', label: 'Not Working' },
]

/** The pill of a rating badge (its tone comes from ratingTone). */
export const RATING_PILL = 'rounded-full px-3 py-1 text-xs font-bold tracking-wide'

const TONE: Record<Rating, string> = {
  epic: 'bg-red-700 text-white',
  firing: 'bg-gradient-to-br from-cyan-700 to-blue-800 text-white',
  good: 'bg-green-700 text-white',
  rideable: 'bg-orange-400 text-ink',
  'not working': 'bg-gray-600 text-white',
}

// The summary tiles' left border in the ratings' colours. Two shades differ from TONE's (cyan-600
// for firing's gradient, gray-500): they are what the summary has always shown.
const BORDER: Record<Rating, string> = {
  epic: 'border-red-700',
  firing: 'border-cyan-600',
  good: 'border-green-700',
  rideable: 'border-orange-400',
  'not working': 'border-gray-500',
}

const LETTER: Record<Rating, string> = {
  epic: 'E',
  firing: 'F',
  good: 'G',
  rideable: 'R',
  'not working': 'N',
}

/** Background and text classes of a rating's badge, marker or swatch (outlined when unknown). */
export function ratingTone(rating: string | null | undefined): string {
  const key = toRating(rating)
  return key ? TONE[key] : 'bg-white text-ink border border-slate-500'
}

/** The border class of a rating's summary tile (the tile's text names the rating). */
export function ratingBorder(rating: Rating): string {
  return BORDER[rating]
}

/** The one letter a marker shows for its rating ('?' when unrated). */
export function ratingLetter(rating: Rating | null): string {
  return rating ? LETTER[rating] : '?'
}
