// Deleting a spot takes what was made for it with it. Its conditions, forecasts, reports, hourly
// days, archive, observations and accuracy rows are derived data, and its favourites point at
// nothing once it is gone. Their spot_id columns are NOT NULL with ON DELETE SET NULL, so without
// this a spot that had been refreshed even once could not be deleted (a 500). The rows go in the
// delete's own transaction (`req`), so a failed delete leaves them all in place.
import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'
import { ingestionInFlight } from '../../conditions/ingest/run'

const MADE_FOR_THE_SPOT: CollectionSlug[] = [
  'surf-conditions',
  'surf-forecasts',
  'surf-reports',
  'surf-hourly',
  'forecast-archive',
  'surf-observations',
  'spot-accuracy',
  'user-favorites',
]

export const deleteWhatWasMadeForTheSpot: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // A refresh in flight read the spot list with this spot in it and writes its rows in one
  // transaction: the delete would wait on those rows' locks (and out-wait the query timeout), then
  // leave them behind. Let it finish first; its rows then go below.
  await ingestionInFlight()?.catch(() => undefined)
  for (const collection of MADE_FOR_THE_SPOT) {
    await req.payload.delete({
      collection,
      where: { spot: { equals: id } },
      overrideAccess: true,
      req,
    })
  }
}
