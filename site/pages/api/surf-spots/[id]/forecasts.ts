import { ForecastsQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { jsonText } from '../../../../lib/server-only/conditions/respond'
import { spotForecasts } from '../../../../lib/server-only/conditions/spot-days'

/** GET /api/surf-spots/{id}/forecasts?days=5: at most 5 days from the spot's today, by dayOffset. */
export const GET = route(
  { params: SpotIdParams, query: ForecastsQuery },
  async ({ params, query, payload, url }) =>
    jsonText(await spotForecasts({ payload, id: params.id, days: query.days, now: new Date() }), {
      url,
    }),
)
