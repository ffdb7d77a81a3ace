// Spot order: rating rank (epic first, unknown last), then bigger surf first.
import { ratingRank } from '../rating/ratings'

export type SortableSpot = {
  currentCondition?: {
    conditionRating?: string | null
    waveHeightMin?: number | null
    waveHeightMax?: number | null
  } | null
}

function waveSum(spot: SortableSpot): number {
  const c = spot.currentCondition
  return (c?.waveHeightMin ?? 0) + (c?.waveHeightMax ?? 0)
}

/** Compares two spots for sortSpots: rank ascending, then min + max wave height descending. */
export function compareSpots(a: SortableSpot, b: SortableSpot): number {
  const byRank =
    ratingRank(a.currentCondition?.conditionRating) -
    ratingRank(b.currentCondition?.conditionRating)
  return byRank !== 0 ? byRank : waveSum(b) - waveSum(a)
}

/** A sorted copy of the spots (stable; the input is not changed). */
export function sortSpots<T extends SortableSpot>(spots: readonly T[]): T[] {
  return [...spots].sort(compareSpots)
}
