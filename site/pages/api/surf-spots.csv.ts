import { DateQuery } from '../../../shared/contracts/conditions'
import { route } from '../../lib/server-only/api/route'
import { resolveDate } from '../../lib/server-only/conditions/dates'
import { listSpotsOnTheirDay } from '../../lib/server-only/conditions/spots'
import { csvResponse, spotsCsv } from '../../lib/server-only/open-data/tables'

/** GET /api/surf-spots.csv?date: one row per spot with its card's fields on the date (today). */
export const GET = route({ query: DateQuery }, async ({ query, payload }) => {
  const now = new Date()
  // Without ?date each spot's row is of its own today (the file is named for UTC's).
  const date = query.date === undefined ? undefined : resolveDate(query.date, now)
  const answer = await listSpotsOnTheirDay({ payload, user: null, date, now })
  return csvResponse(
    spotsCsv(answer.value),
    `firing-spots-${date ?? resolveDate(undefined, now)}.csv`,
  )
})
