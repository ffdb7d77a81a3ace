// The composer's location suggestions: up to 3 known spots plus up to 3 places
// from the maps search, which runs only for 3+ characters and only when no known spot matches.

export const LOCATION_SEARCH_MIN_CHARS = 3
export const LOCATION_SEARCH_DEBOUNCE_MS = 300
export const SUGGESTIONS_CLOSE_AFTER_BLUR_MS = 150
export const KNOWN_SPOT_SUGGESTIONS = 3
export const PLACE_SUGGESTIONS = 3

/** True when the typed text should go to the maps search. */
export function shouldSearchPlaces(query: string, knownMatches: number): boolean {
  return query.trim().length >= LOCATION_SEARCH_MIN_CHARS && knownMatches === 0
}

/** The hint under the field: too short, nothing found, or none. */
export function locationHint(input: {
  query: string
  suggestions: number
  searching: boolean
}): 'Type at least 3 characters to search' | 'No locations found' | null {
  const length = input.query.trim().length
  if (input.suggestions > 0 || length === 0) return null
  if (length < LOCATION_SEARCH_MIN_CHARS) return 'Type at least 3 characters to search'
  return input.searching ? null : 'No locations found'
}
