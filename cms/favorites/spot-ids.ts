// The spots a user has marked as favourites, for the lists that mark each spot (every signed-in
// GET /api/surf-spots, the home page). A user reads their own favourites only
// (cms/collections/user-favorites: isAdminOrOwner), and this reads exactly those rows, in one
// plain statement: through Payload's find it cost ~0.8 ms of CPU per request in query building
// (bench/README.md "Mixed load").
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export async function favoriteSpotIds(payload: Payload, userId: number): Promise<Set<number>> {
  const result = (await payload.db.drizzle.execute(
    sql`select spot_id from user_favorites where user_id = ${userId}`,
  )) as { rows: { spot_id: number }[] }
  return new Set(result.rows.map((row) => row.spot_id))
}
