import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { dailyStats } from '../../lib/server-only/conditions/daily'
import { jsonText } from '../../lib/server-only/conditions/respond'

/** GET /api/stats?date: how many spots are epic, firing, good, rideable, not working. */
export const GET = route({ query: DateQuery }, async ({ query, payload, url }) => {
  const answer = await dailyStats(payload, query.date, new Date())
  const source = answer.value.total === 0 ? 'none' : answer.value.isSample ? 'sample' : 'live'
  return jsonText(answer.body, { source, url })
})
