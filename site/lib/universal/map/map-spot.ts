// What the map island needs of a spot: the marker's place and the side panel's facts. Kept small
// because it travels in the page's HTML as the island's props.
import type { SpotWithCondition } from '../../../../shared/contracts/conditions'
import { RATINGS, toRating, type Rating } from '../../../../shared/domain/rating/ratings'
import { provenanceLines, type ProvenanceLine } from '../provenance-words'

export type MapSpot = {
  id: number
  name: string
  location: string
  latitude: number
  longitude: number
  breakType: string
  skillLevel: string
  rating: Rating | null
  waveHeightMin: number | null
  waveHeightMax: number | null
  wavePeriod: number | null
  windSpeed: number | null
  windDirection: string | null
  windClassification: string | null
  waterTemp: number | null
  /** Where the numbers came from, in words as of the page's render (empty with no condition). */
  sources: ProvenanceLine[]
}

export type RatingCounts = Record<Rating, number>

/** The map's view of a spot with its condition for the chosen date, its provenance as of now. */
export function toMapSpot(spot: SpotWithCondition, now: Date): MapSpot {
  const c = spot.currentCondition
  return {
    id: spot.id,
    name: spot.name,
    location: spot.location,
    latitude: spot.latitude,
    longitude: spot.longitude,
    breakType: spot.breakType,
    skillLevel: spot.skillLevel,
    rating: c ? toRating(c.conditionRating) : null,
    waveHeightMin: c?.waveHeightMin ?? null,
    waveHeightMax: c?.waveHeightMax ?? null,
    wavePeriod: c?.wavePeriod ?? null,
    windSpeed: c?.windSpeed ?? null,
    windDirection: c?.windDirection ?? null,
    windClassification: c?.windClassification ?? null,
    waterTemp: c?.waterTemp ?? null,
    sources: c ? provenanceLines(c.provenance, now) : [],
  }
}

/** How many spots have each rating (spots without one are not counted). */
export function countRatings(spots: readonly MapSpot[]): RatingCounts {
  const counts = Object.fromEntries(RATINGS.map((r) => [r, 0])) as RatingCounts
  for (const spot of spots) if (spot.rating) counts[spot.rating] += 1
  return counts
}

/** Spots whose rating is shown; a spot with no rating is always shown. */
export function visibleSpots(spots: readonly MapSpot[], shown: ReadonlySet<Rating>): MapSpot[] {
  return spots.filter((s) => s.rating === null || shown.has(s.rating))
}
