import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { dailyWeather } from '../../lib/server-only/conditions/daily'
import { jsonText } from '../../lib/server-only/conditions/respond'

/** GET /api/weather?date: the date's weather, typical across the spots (docs/conditions.md). */
export const GET = route({ query: DateQuery }, async ({ query, payload, url }) => {
  const answer = await dailyWeather(payload, query.date, new Date())
  return jsonText(answer.body, { source: answer.value.isSample ? 'sample' : 'live', url })
})
