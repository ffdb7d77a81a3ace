import type { Rating } from '../../../../shared/domain/rating/ratings'
import type { RatingCounts } from '../../../lib/universal/map/map-spot'
import { RATING_CHIPS, ratingLetter, ratingTone } from '../rating-style'

type Props = { counts: RatingCounts; shown: ReadonlySet<Rating>; onToggle: (r: Rating) => void }

/** The five rating chips: each shows its count and shows or hides its markers. */
export function MapLegend({ counts, shown, onToggle }: Props) {
  return (
    <div role="group" aria-label="Show spots by condition" className="flex flex-wrap gap-2">
      {RATING_CHIPS.map(({ rating, label }) => {
        const on = shown.has(rating)
        return (
          <button
            key={rating}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(rating)}
            className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${on ? 'border-ink bg-white text-ink' : 'border-slate-300 bg-slate-100 text-slate-700 line-through'}`}
          >
            <span
              aria-hidden="true"
              className={`grid h-5 w-5 place-items-center rounded-full text-[10px] font-bold ${ratingTone(rating)}`}
            >
              {ratingLetter(rating)}
            </span>
            {label} <span className="font-bold">{counts[rating]}</span>
          </button>
        )
      })}
    </div>
  )
}
