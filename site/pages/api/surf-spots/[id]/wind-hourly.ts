import { DateQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { jsonText } from '../../../../lib/server-only/conditions/respond'
import { spotWindHourly } from '../../../../lib/server-only/conditions/spot-days'

/** GET /api/surf-spots/{id}/wind-hourly?date: the day's wind every 3 hours, local time. */
export const GET = route(
  { params: SpotIdParams, query: DateQuery },
  async ({ params, query, payload, url }) =>
    jsonText(await spotWindHourly({ payload, id: params.id, date: query.date, now: new Date() }), {
      url,
    }),
)
