import { ConditionsQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { bodyInUnits, jsonText, sourceOf } from '../../../../lib/server-only/conditions/respond'
import { spotReport } from '../../../../lib/server-only/conditions/spots'

/** GET /api/surf-spots/{id}/report?date&units: the spot with its condition and detailed report. */
export const GET = route(
  { params: SpotIdParams, query: ConditionsQuery },
  async ({ params, query, payload, user, url }) => {
    const report = await spotReport({
      payload,
      user,
      id: params.id,
      date: query.date,
      now: new Date(),
    })
    const source = sourceOf(report.currentCondition ? [report.currentCondition] : [])
    return jsonText(bodyInUnits(JSON.stringify(report), query.units), {
      personal: user !== null,
      source,
      url,
    })
  },
)
