import type { SelectField } from 'payload'
import { RATINGS, RATING_LABELS } from '../../shared/domain/ratings'

/** A condition rating from the Wave Categories Guide (SPEC §9). */
export const ratingField = (name = 'conditionRating'): SelectField => ({
  name,
  type: 'select',
  options: RATINGS.map((value) => ({ value, label: RATING_LABELS[value] })),
})
