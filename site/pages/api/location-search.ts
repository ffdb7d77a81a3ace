import { LocationSearchQuery } from '../../../shared/contracts/feed'
import { createRateLimit } from '../../lib/server-only/api/rate-limit'
import { ok } from '../../lib/server-only/api/responses'
import { route } from '../../lib/server-only/api/route'
import { suggestLocations } from '../../../cms/feed'

// Every search may cost a call to a shared public service (1 request/s for the whole app), so
// only the composer's users (signed in) search, and each at a person's pace.
const limitSearch = createRateLimit({ name: 'location-search', limit: 30, windowMs: 60 * 1000 })

/** GET /api/location-search?q=: up to 5 place suggestions; [] when the maps search fails. */
export const GET = route(
  { query: LocationSearchQuery, auth: 'required' },
  async ({ query, payload, user }) => {
    await limitSearch(`user:${user.id}`)
    return ok(await suggestLocations(payload, query.q))
  },
)
