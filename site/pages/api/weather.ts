import { DateQuery } from '../../../shared/contracts/conditions'
import { AppError } from '../../../shared/contracts/errors'
import { route } from '../../lib/server-only/api/route'
import { weatherOn } from '../../lib/server-only/conditions/daily'
import { resolveDate } from '../../lib/server-only/conditions/dates'
import { jsonText } from '../../lib/server-only/conditions/respond'

/** GET /api/weather?date: the date's weather, typical across the spots (docs/conditions.md). */
export const GET = route({ query: DateQuery }, async ({ query, payload, url }) => {
  const date = resolveDate(query.date, new Date())
  const answer = await weatherOn(payload, date)
  const weather = answer.value
  if (!weather) throw new AppError('NOT_FOUND', `No weather stored for ${date} yet`)
  return jsonText(answer.body, { source: weather.isSample ? 'sample' : 'live', url })
})
