import { DateQuery } from '../../../../shared/contracts/conditions'
import { route } from '../../../lib/server-only/api/route'
import { jsonText, sourceOf } from '../../../lib/server-only/conditions/respond'
import { spotList } from '../../../lib/server-only/conditions/spots'

/** GET /api/surf-spots: every spot; with ?date, each with its currentCondition (SPEC §7). */
export const GET = route({ query: DateQuery }, async ({ query, payload, user, url }) => {
  const answer = await spotList({ payload, user, date: query.date, now: new Date() })
  const conditions = answer.value.flatMap((s) =>
    'currentCondition' in s && s.currentCondition ? [s.currentCondition] : [],
  )
  const source = query.date === undefined ? undefined : sourceOf(conditions)
  return jsonText(answer.body, { personal: user !== null, source, url })
})
