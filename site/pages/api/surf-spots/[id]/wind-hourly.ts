import { ConditionsQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { bodyInUnits, jsonText } from '../../../../lib/server-only/conditions/respond'
import { spotWindHourly } from '../../../../lib/server-only/conditions/spot-days'

/** GET /api/surf-spots/{id}/wind-hourly?date&units: the day's wind every 3 hours, local time. */
export const GET = route(
  { params: SpotIdParams, query: ConditionsQuery },
  async ({ params, query, payload, url }) =>
    jsonText(
      bodyInUnits(
        await spotWindHourly({ payload, id: params.id, date: query.date, now: new Date() }),
        query.units,
      ),
      { url },
    ),
)
