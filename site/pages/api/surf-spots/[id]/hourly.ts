import { DateQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { spotHourly } from '../../../../lib/server-only/conditions/hourly'
import { jsonText, sourceOf } from '../../../../lib/server-only/conditions/respond'

/** GET /api/surf-spots/{id}/hourly?date: every hour of a local date of the spot's today..+4. */
export const GET = route(
  { params: SpotIdParams, query: DateQuery },
  async ({ params, query, payload, url }) => {
    const answer = await spotHourly({ payload, id: params.id, date: query.date, now: new Date() })
    return jsonText(answer.body, { url, source: sourceOf([answer.value]) })
  },
)
