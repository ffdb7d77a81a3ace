import { ConditionsQuery } from '../../../../shared/contracts/conditions'
import { route } from '../../../lib/server-only/api/route'
import { resolveDate } from '../../../lib/server-only/conditions/dates'
import { bodyInUnits, jsonText, sourceOf } from '../../../lib/server-only/conditions/respond'
import { listSpots, listSpotsOnDate } from '../../../lib/server-only/conditions/spots'

/**
 * GET /api/surf-spots: every spot; with ?date, each with its currentCondition, in
 * ?units (imperial by default).
 */
export const GET = route({ query: ConditionsQuery }, async ({ query, payload, user, url }) => {
  const personal = user !== null
  if (query.date === undefined) {
    return jsonText((await listSpots(payload, user)).body, { personal, url })
  }
  const date = resolveDate(query.date, new Date())
  const answer = await listSpotsOnDate({ payload, user, date })
  const conditions = answer.value.flatMap((s) => (s.currentCondition ? [s.currentCondition] : []))
  return jsonText(bodyInUnits(answer.body, query.units), {
    personal,
    source: sourceOf(conditions),
    url,
  })
})
