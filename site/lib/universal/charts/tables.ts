// The numbers of each hourly chart as table rows (its "Show as table" alternative): the same
// values the chart draws, one row per hour, first cell the hour.
import type { Hourly } from '../../../../shared/contracts/conditions'
import { ratingLabel } from '../../../../shared/domain/ratings'
import type { ChartDay } from './frame'
import { hourName } from './frame'
import { rangeText } from './surf'
import { clockLabel } from './tide'

type Train = Hourly['hours'][number]['swells'][number]
const orDash = (v: number | string | null, unit = '') => (v === null ? '—' : `${v}${unit}`)

/** '4 ft at 12 s from W' */
export function trainText(s: Train): string {
  const period = s.periodS === null ? '' : ` at ${Math.round(s.periodS)} s`
  return `${s.heightFt} ft${period}${s.direction ? ` from ${s.direction}` : ''}`
}

export const SURF_HEADERS = ['Hour', 'Surf (ft)', 'Rating']
export const surfRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    rangeText(h.waveHeightMin, h.waveHeightMax),
    ratingLabel(h.rating),
  ])

export const SWELL_HEADERS = ['Hour', 'Primary swell', 'Secondary swell']
export const swellRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    h.swells[0] ? trainText(h.swells[0]) : '—',
    h.swells[1] ? trainText(h.swells[1]) : '—',
  ])

export const WIND_HEADERS = ['Hour', 'Speed (mph)', 'Gust (mph)', 'From', 'At this shore']
export const windRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    orDash(h.windSpeed),
    orDash(h.windGust),
    orDash(h.windDirection),
    orDash(h.windClassification),
  ])

/** Tide heights to one decimal, as the chart's labels write them. */
export const tideHeaders = (datum: string | null) => [
  'Hour',
  `Tide (ft${datum ? `, ${datum}` : ''})`,
]
export const tideRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [hourName(h.time), orDash(h.tideHeightFt?.toFixed(1) ?? null)])

/** 'High 5.4 ft at 5:12a' for each of the day's highs and lows. */
export const tideNotes = (day: ChartDay): string[] =>
  day.tideEvents.map(
    (e) =>
      `${e.type === 'high' ? 'High' : 'Low'} ${e.heightFt === null ? '—' : `${e.heightFt.toFixed(1)} ft`} at ${clockLabel(e.time)}`,
  )
