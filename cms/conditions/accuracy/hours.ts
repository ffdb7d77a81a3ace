// The hours a spot's accuracy record reads from a run's source states: the forecast hours as the
// pages showed them before any buoy overlay (NWS water cell or CWF, else Open-Meteo), and the
// buoy's own observed hours. Kept apart from spot-series.ts's merge on purpose: that one lets
// observed hours replace the forecast, which would make the forecast check itself.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { localDateOf, localHourOf } from '../../../shared/domain/time/zoned'
import { pointKey } from '../ingest/fetch-open-meteo'
import { EMPTY_TABLE } from '../ingest/hour-table'
import { mergeModelHours, overlayNws } from '../ingest/spot-series'
import type { IngestSpot, SourceStates } from '../ingest/types'

/** Local hours counted as the surfing day: 06:00–18:00 (what a day's mean height is taken over). */
export const isDayHour = (time: string, timeZone: string): boolean => {
  const hour = localHourOf(time, timeZone)
  return hour >= 6 && hour <= 18
}

/** Open-Meteo's hours for a spot (marine best match, gaps filled, with the weather). */
export function modelHoursOf(spot: IngestSpot, states: SourceStates): HourlyConditions[] {
  const key = pointKey(spot)
  return mergeModelHours({
    marine: states['open-meteo-marine'].entries.get(key)?.value.models ?? {},
    forecast: states['open-meteo-forecast'].entries.get(key)?.value.hourly ?? EMPTY_TABLE,
  })
}

/**
 * The forecast hours the pages showed for a spot, before observations replaced any (`model`: its
 * modelHoursOf, when the caller has them already).
 */
export function forecastHoursOf(
  spot: IngestSpot,
  states: SourceStates,
  model: HourlyConditions[] = modelHoursOf(spot, states),
): HourlyConditions[] {
  const key = pointKey(spot)
  const nws = spot.isUS ? states['nws-grid'].entries.get(key)?.value : undefined
  return nws && (nws.hasWaves || nws.cwf) ? overlayNws(model, nws.hourly) : model
}

/** The buoy's observed hours for a spot (US spots with a buoy), as the last snapshot holds them. */
export function buoyHoursOf(spot: IngestSpot, states: SourceStates): HourlyConditions[] {
  if (!spot.isUS || !spot.ndbcBuoy) return []
  return states['noaa-ndbc'].entries.get(spot.ndbcBuoy)?.value.hourly ?? []
}

/** Mean of a field over a local date's day hours; null without any value. */
export function dayMean(
  hours: readonly HourlyConditions[],
  date: string,
  timeZone: string,
  field: 'waveHeightFt' | 'wavePeriodS' | 'windSpeedMph',
): number | null {
  const values = hours
    .filter((h) => localDateOf(h.time, timeZone) === date && isDayHour(h.time, timeZone))
    .flatMap((h) => (h[field] === null ? [] : [h[field]]))
  if (values.length === 0) return null
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
}
