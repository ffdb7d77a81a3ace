// Location suggestions for the composer: the maps search
// (Nominatim) through the upstream client, which keeps the OSMF policy (identifying User-Agent,
// at most 1 request/s, cached answers). A failed lookup answers an empty list.
import type { Payload } from 'payload'
import type { LocationSuggestion } from '../../shared/contracts/feed'
import { searchPlaces } from '../conditions/upstream/nominatim'

/** The maps search asks for 5 results. */
export const PLACE_RESULTS = 5

export async function suggestLocations(
  payload: Payload,
  query: string,
): Promise<LocationSuggestion[]> {
  const result = await searchPlaces(query, { limit: PLACE_RESULTS })
  if (!result.ok) {
    payload.logger.warn({ msg: 'location search failed', error: result.error })
    return []
  }
  return result.value.slice(0, PLACE_RESULTS).map((place) => ({
    id: place.id,
    displayName: place.displayName,
    name: place.name,
    country: place.country,
    state: place.state,
    type: place.type || null,
  }))
}
