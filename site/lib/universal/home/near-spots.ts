// Home's "Near me" and region lists: one row's words, the same on the server (a region's
// spots, ?region=) and in the browser (the spots near the visitor, from GET /api/surf-spots?near).
import { ratingLabel, toRating } from '../../../../shared/domain/rating/ratings'
import { formatDistance, kmToMiles, type Units } from '../../../../shared/domain/units/units'

/** How many spots each list shows: bounded, and short enough to read at a glance. */
export const NEAR_LIMIT = 8
export const REGION_LIMIT = 24

export type NearSpotInput = {
  id: number
  name: string
  location: string
  distanceKm?: number
  currentCondition: { conditionRating?: string | null } | null
}

export type NearSpotRow = {
  href: string
  name: string
  location: string
  /** The rating in words ('GOOD', 'Not rated yet'): never colour alone. */
  rating: string
  /** The rating's key for its colour, null when unrated. */
  ratingKey: string | null
  /** '12 mi' or '19 km' from the visitor; null in a region's list. */
  distance: string | null
}

export function nearSpotRow(spot: NearSpotInput, units: Units): NearSpotRow {
  const rating = toRating(spot.currentCondition?.conditionRating)
  return {
    href: `/spot/${spot.id}/report`,
    name: spot.name,
    location: spot.location,
    rating: rating ? ratingLabel(rating) : 'Not rated yet',
    ratingKey: rating,
    distance:
      spot.distanceKm === undefined ? null : formatDistance(kmToMiles(spot.distanceKm), units),
  }
}

export const NEAR_MESSAGES = {
  denied:
    'Location permission was refused, so Firing cannot find spots near you. Choose a region instead.',
  unavailable: 'Your browser cannot share a location. Choose a region instead.',
  failed: 'Your location could not be found. Choose a region instead.',
  locating: 'Finding your location…',
  loading: 'Loading spots near you…',
  empty: 'No surf spots found near you.',
  loadFailed: 'Failed to load surf data. Please check your connection and try again',
} as const
