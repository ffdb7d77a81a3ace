// Today's Summary: the spots of a date grouped by rating, best rating first.
import type { SpotWithCondition } from '../../../../shared/contracts/conditions'
import { RATINGS, toRating, type Rating } from '../../../../shared/domain/rating/ratings'
import { sortSpots } from '../../../../shared/domain/view/sort-spots'

export type SummaryGroup = { rating: Rating; title: string; spots: SpotWithCondition[] }

const TITLES: Record<Rating, string> = {
  epic: 'Epic',
  firing: 'Firing',
  good: 'Good',
  rideable: 'Rideable',
  'not working': 'Not Working',
}

/** The five groups of the summary tiles, each sorted as home sorts (spots without a rating out). */
export function groupByRating(spots: readonly SpotWithCondition[]): SummaryGroup[] {
  const sorted = sortSpots(spots)
  return RATINGS.map((rating) => ({
    rating,
    title: TITLES[rating],
    spots: sorted.filter((s) => toRating(s.currentCondition?.conditionRating) === rating),
  }))
}
