// The /accuracy table's orders. Spots without enough pairs sort after those with a
// number, whatever the order, so "best" never means "not measured".
import type { AccuracySummary } from '../../contracts/accuracy'

export type AccuracySort = 'name' | 'error' | 'within' | 'pairs' | 'rating'

type Key = (s: AccuracySummary) => number | string | null

const KEYS: Record<AccuracySort, Key> = {
  name: (s) => s.spotName,
  error: (s) => s.nextDay.heightMaeFt,
  within: (s) => (s.nextDay.heightWithinOneFt === null ? null : -s.nextDay.heightWithinOneFt),
  pairs: (s) => -s.nextDay.pairs,
  rating: (s) => (s.nextDay.ratingWithinOne === null ? null : -s.nextDay.ratingWithinOne),
}

/** The summaries in the asked order (smallest error, most within 1 ft, most pairs…), then by name. */
export function sortAccuracy(
  list: readonly AccuracySummary[],
  by: AccuracySort,
): AccuracySummary[] {
  const key = KEYS[by]
  return [...list].sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    if (x !== y) {
      if (x === null) return 1
      if (y === null) return -1
      return x < y ? -1 : 1
    }
    return a.spotName.localeCompare(b.spotName)
  })
}
