// The spots a user has marked as favourites, for the lists that mark each spot (every signed-in
// GET /api/surf-spots, the home page). A user reads their own favourites only
// (cms/collections/user-favorites: isAdminOrOwner), and this reads exactly those rows, in one
// plain named statement: through Payload's find it cost ~0.8 ms of CPU per request in query
// building (bench/README.md "Mixed load").
import type { Payload } from 'payload'
import { query } from '../sql/prepared'

export async function favoriteSpotIds(payload: Payload, userId: number): Promise<Set<number>> {
  const rows = await query<{ spot_id: number }>(
    payload,
    'favorite-spot-ids',
    'select spot_id from user_favorites where user_id = $1',
    [userId],
  )
  return new Set(rows.map((row) => row.spot_id))
}
