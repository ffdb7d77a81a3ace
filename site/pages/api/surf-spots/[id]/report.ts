import { DateQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { jsonText, sourceOf } from '../../../../lib/server-only/conditions/respond'
import { spotReport } from '../../../../lib/server-only/conditions/spots'

/** GET /api/surf-spots/{id}/report?date: the spot with its condition and detailed report. */
export const GET = route(
  { params: SpotIdParams, query: DateQuery },
  async ({ params, query, payload, user, url }) => {
    const report = await spotReport({
      payload,
      user,
      id: params.id,
      date: query.date,
      now: new Date(),
    })
    const source = sourceOf(report.currentCondition ? [report.currentCondition] : [])
    return jsonText(JSON.stringify(report), { personal: user !== null, source, url })
  },
)
