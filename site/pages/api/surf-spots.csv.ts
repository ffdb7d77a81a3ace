import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { resolveDate } from '../../lib/server-only/conditions/dates'
import { listSpotsOnDate } from '../../lib/server-only/conditions/spots'
import { csvResponse, spotsCsv } from '../../lib/server-only/open-data/tables'

/** GET /api/surf-spots.csv?date: one row per spot with its card's fields on the date (today). */
export const GET = route({ query: DateQuery }, async ({ query, payload }) => {
  const date = resolveDate(query.date, new Date())
  const answer = await listSpotsOnDate({ payload, user: null, date })
  return csvResponse(spotsCsv(answer.value), `firing-spots-${date}.csv`)
})
