import { ratingLabel, toRating, type Rating } from '../../../shared/domain/ratings'

const TONE: Record<Rating, string> = {
  epic: 'bg-fuchsia-700 text-white',
  firing: 'bg-red-700 text-white',
  good: 'bg-green-700 text-white',
  rideable: 'bg-amber-300 text-ink',
  'not working': 'bg-slate-600 text-white',
}

/** A condition rating as its label on a coloured pill: the words carry it, not the colour. */
export function RatingBadge({ rating }: { rating: string | null | undefined }) {
  const key = toRating(rating)
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide ${key ? TONE[key] : 'bg-slate-200 text-ink'}`}
    >
      {ratingLabel(rating)}
    </span>
  )
}
