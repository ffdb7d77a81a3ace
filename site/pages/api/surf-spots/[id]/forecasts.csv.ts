import {
  ForecastList,
  ForecastsQuery,
  SpotIdParams,
} from '../../../../../shared/contracts/conditions'
import { route } from '../../../../lib/server-only/api/route'
import { spotForecasts } from '../../../../lib/server-only/conditions/spot-days'
import { csvResponse, forecastsCsv } from '../../../../lib/server-only/open-data/tables'

/** GET /api/surf-spots/{id}/forecasts.csv?days=5: the spot's forecast days, one row each. */
export const GET = route(
  { params: SpotIdParams, query: ForecastsQuery },
  async ({ params, query, payload }) => {
    const body = await spotForecasts({ payload, id: params.id, days: query.days, now: new Date() })
    const days = ForecastList.parse(JSON.parse(body))
    return csvResponse(forecastsCsv(days), `firing-spot-${params.id}-forecasts.csv`)
  },
)
