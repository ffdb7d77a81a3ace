import { SpotIdParams, WhatIfQuery } from '../../../../../shared/contracts/conditions'
import { rateWhatIf } from '../../../../../shared/domain/rating/what-if'
import type { WhatIfTrain } from '../../../../../shared/domain/rating/what-if'
import { route } from '../../../../lib/server-only/api/route'
import { jsonText } from '../../../../lib/server-only/conditions/respond'
import { spotShape } from '../../../../lib/server-only/conditions/what-works'

const trainOf = (
  heightFt: number | undefined,
  periodS: number | undefined,
  directionDeg: number | undefined,
): WhatIfTrain | null =>
  heightFt === undefined || periodS === undefined || directionDeg === undefined
    ? null
    : { heightFt, periodS, directionDeg }

/**
 * GET /api/surf-spots/{id}/what-if: made-up conditions rated at the spot with ingestion's code
 * (400 naming the field, 404 for an unknown spot). Public and cacheable like the other GETs
 * (Cache-Control, ETag); not kept in the per-URL answer store, whose keys a made-up query could
 * multiply without end: the spot's shore is cached instead and the rating itself is microseconds.
 */
export const GET = route(
  { params: SpotIdParams, query: WhatIfQuery },
  async ({ params, query, payload }) => {
    const { shore } = await spotShape(payload, params.id)
    const result = rateWhatIf(
      {
        swell: {
          heightFt: query.swellHeightFt,
          periodS: query.swellPeriodS,
          directionDeg: query.swellDirectionDeg,
        },
        windSpeedMph: query.windSpeedMph,
        windDirectionDeg: query.windDirectionDeg,
        windWave: trainOf(
          query.windWaveHeightFt,
          query.windWavePeriodS,
          query.windWaveDirectionDeg,
        ),
        secondarySwell: trainOf(
          query.secondarySwellHeightFt,
          query.secondarySwellPeriodS,
          query.secondarySwellDirectionDeg,
        ),
      },
      shore,
    )
    return jsonText(JSON.stringify(result))
  },
)
