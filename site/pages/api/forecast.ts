import { PointForecastQuery } from '../../../shared/contracts/point-forecast'
import { route } from '../../lib/server-only/api/route'
import { pointAnswer } from '../../lib/server-only/conditions/point'
import { bodyInUnits, jsonText } from '../../lib/server-only/conditions/respond'

/**
 * GET /api/forecast?lat&lon&date&units: a rated forecast for any point within 5 km of a coast,
 * computed as a spot's is (docs/api.md 'A forecast for a point'). 400 on land, far out at sea,
 * for a missing or invalid coordinate, or a date outside the window. X-Point-Cache says whether
 * the answer was kept from an earlier ask (hit) or built now (miss); X-Point-Cells whether its
 * upstream answers were shared with an earlier point of the same model grid cells.
 */
export const GET = route({ query: PointForecastQuery }, async ({ query, payload }) => {
  const { answer, cached, build } = await pointAnswer({
    payload,
    lat: query.lat,
    lon: query.lon,
    date: query.date,
    now: new Date(),
  })
  const response = jsonText(bodyInUnits(JSON.stringify(answer), query.units), {
    source: answer.isSample ? 'sample' : 'live',
  })
  response.headers.set('x-point-cache', cached ? 'hit' : 'miss')
  // Whether the Open-Meteo answers came from an earlier point in the same model grid cells.
  response.headers.set('x-point-cells', build.cellsCached ? 'hit' : 'miss')
  return response
})
