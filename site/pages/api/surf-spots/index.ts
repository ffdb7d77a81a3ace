import { isPageQuery, SpotsQuery } from '../../../../shared/contracts/spot-pages'
import { route } from '../../../lib/server-only/api/route'
import { resolveDate } from '../../../lib/server-only/conditions/dates'
import { bodyInUnits, jsonText, sourceOf } from '../../../lib/server-only/conditions/respond'
import { listSpots, listSpotsOnDate, spotPage } from '../../../lib/server-only/conditions/spots'

/**
 * GET /api/surf-spots: every featured spot; with ?date, each with its currentCondition, in
 * ?units (imperial by default). With ?near, ?bbox, ?q, ?limit or ?cursor: a page of every
 * published spot, `{ spots, nextCursor }`, each with its condition (docs/api.md).
 */
export const GET = route({ query: SpotsQuery }, async ({ query, payload, user, url }) => {
  const personal = user !== null
  const now = new Date()
  if (isPageQuery(query)) {
    const date = query.date === undefined ? undefined : resolveDate(query.date, now)
    const page = await spotPage({ payload, user, query, date, now })
    const conditions = page.spots.flatMap((s) => (s.currentCondition ? [s.currentCondition] : []))
    return jsonText(bodyInUnits(JSON.stringify(page), query.units), {
      personal,
      source: sourceOf(conditions),
      url,
    })
  }
  if (query.date === undefined) {
    return jsonText((await listSpots(payload, user)).body, { personal, url })
  }
  const date = resolveDate(query.date, now)
  const answer = await listSpotsOnDate({ payload, user, date })
  const conditions = answer.value.flatMap((s) => (s.currentCondition ? [s.currentCondition] : []))
  return jsonText(bodyInUnits(answer.body, query.units), {
    personal,
    source: sourceOf(conditions),
    url,
  })
})
