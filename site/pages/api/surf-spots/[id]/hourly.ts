import { ConditionsQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { spotHourly } from '../../../../lib/server-only/conditions/hourly'
import { bodyInUnits, jsonText, sourceOf } from '../../../../lib/server-only/conditions/respond'

/** GET /api/surf-spots/{id}/hourly?date&units: every hour of a local date of the spot's today..+4. */
export const GET = route(
  { params: SpotIdParams, query: ConditionsQuery },
  async ({ params, query, payload, url }) => {
    const answer = await spotHourly({ payload, id: params.id, date: query.date, now: new Date() })
    return jsonText(bodyInUnits(answer.body, query.units), {
      url,
      source: sourceOf([answer.value]),
    })
  },
)
