import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { dailyStats } from '../../lib/server-only/conditions/daily'
import { jsonText } from '../../lib/server-only/conditions/respond'

/**
 * GET /api/stats?date: how many spots are epic, firing, good, rideable, not working. A date with
 * nothing rated yet is never kept (by us, a CDN or the browser): its ratings may land any moment.
 */
export const GET = route({ query: DateQuery }, async ({ query, payload, url }) => {
  const answer = await dailyStats(payload, query.date, new Date())
  const { total, isSample } = answer.value
  if (total === 0) return jsonText(answer.body, { source: 'none', noStore: true })
  return jsonText(answer.body, { source: isSample ? 'sample' : 'live', url })
})
