import { ratingLabel } from '../../../shared/domain/rating/ratings'
import { RATING_PILL, ratingTone } from './rating-style'

/**
 * A condition rating as its label on a coloured pill: the words carry it, not the colour. Home's
 * cards show the badge with its reasons (site/components/home/ReasonsBadge.astro).
 */
export function RatingBadge({ rating }: { rating: string | null | undefined }) {
  return <span className={`${RATING_PILL} ${ratingTone(rating)}`}>{ratingLabel(rating)}</span>
}
