import type { SelectField } from 'payload'
import { RATINGS, RATING_LABELS } from '../../shared/domain/rating/ratings'

/** A condition rating from the Wave Categories Guide; empty when it is unknown. */
export const ratingField = (name = 'conditionRating'): SelectField => ({
  name,
  type: 'select',
  // Not required: missing data is unknown, never 'not working'.
  required: false,
  options: RATINGS.map((value) => ({ value, label: RATING_LABELS[value] })),
})
