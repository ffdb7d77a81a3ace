import { SpotForecastsQuery, SpotIdParams } from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { bodyInUnits, jsonText } from '../../../../lib/server-only/conditions/respond'
import { spotForecasts } from '../../../../lib/server-only/conditions/spot-days'

/** GET /api/surf-spots/{id}/forecasts?days=5&units: at most 5 days from the spot's today, by dayOffset. */
export const GET = route(
  { params: SpotIdParams, query: SpotForecastsQuery },
  async ({ params, query, payload, url }) =>
    jsonText(
      bodyInUnits(
        await spotForecasts({ payload, id: params.id, days: query.days, now: new Date() }),
        query.units,
      ),
      { url },
    ),
)
