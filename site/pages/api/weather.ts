import { ConditionsQuery } from '../../../shared/contracts/conditions'
import { AppError } from '../../../shared/contracts/errors'
import { route } from '../../lib/server-only/api/route'
import { weatherOn } from '../../lib/server-only/conditions/daily'
import { resolveDate } from '../../lib/server-only/conditions/dates'
import { bodyInUnits, jsonText } from '../../lib/server-only/conditions/respond'

/** GET /api/weather?date&units: the date's weather, typical across the spots (docs/conditions.md). */
export const GET = route({ query: ConditionsQuery }, async ({ query, payload, url }) => {
  const date = resolveDate(query.date, new Date())
  const answer = await weatherOn(payload, date)
  const weather = answer.value
  if (!weather) throw new AppError('NOT_FOUND', `No weather stored for ${date} yet`)
  return jsonText(bodyInUnits(answer.body, query.units), {
    source: weather.isSample ? 'sample' : 'live',
    url,
  })
})
