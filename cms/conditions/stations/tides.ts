// Tide highs and lows predicted from a station's harmonic constants (@neaps/tide-predictor over
// @neaps/tide-database), for non-US spots with an allowed station and for the sample CO-OPS. The
// prediction is astronomical: the same station and dates always give the same tides.
import type { Station } from '@neaps/tide-database'
import { createTidePredictor } from '@neaps/tide-predictor'
import type { TideEvent } from '../../../shared/domain/forecast/series'

export { tideStationById } from './tide-catalogue'

const FT_PER_M = 3.280839895

export type PredictedTides = {
  events: TideEvent[]
  /** 'MLLW' when the station publishes it (as CO-OPS answers), else 'MSL'. */
  datum: 'MLLW' | 'MSL'
}

/**
 * Highs and lows between two instants in feet, above MLLW where the station publishes it and
 * `datum` asks for it (as CO-OPS answers), else above MSL.
 */
export function predictTides(
  station: Station,
  start: Date,
  end: Date,
  datum: PredictedTides['datum'] = 'MLLW',
): PredictedTides {
  const { MSL, MLLW } = station.datums
  const aboveMllw = datum === 'MLLW' && MSL !== undefined && MLLW !== undefined
  const predictor = createTidePredictor(station.harmonic_constituents, {
    offset: aboveMllw ? MSL - MLLW : 0,
  })
  const extremes = predictor.getExtremesPrediction({
    start,
    end,
    ...(station.offsets ? { offsets: station.offsets } : {}),
  })
  const events: TideEvent[] = extremes.map((e) => ({
    time: new Date(Math.round(e.time.getTime() / 60_000) * 60_000).toISOString(),
    type: e.high ? 'high' : 'low',
    heightFt: Math.round(e.level * FT_PER_M * 1000) / 1000,
  }))
  return { events, datum: aboveMllw ? 'MLLW' : 'MSL' }
}
