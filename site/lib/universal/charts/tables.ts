// The numbers of each hourly chart as table rows (its "Show as table" alternative): the same
// values the chart draws, one row per hour, first cell the hour.
import type { Hourly } from '../../../../shared/contracts/conditions'
import { ratingLabel } from '../../../../shared/domain/rating/ratings'
import type { ChartDay } from './frame'
import { hourName } from './frame'
import { rangeText } from './surf'
import { clockLabel } from './tide'
import { UNIT_LABELS, type Units } from '../../../../shared/domain/units/units'

type Train = Hourly['hours'][number]['swells'][number]
const orDash = (v: number | string | null, unit = '') => (v === null ? '—' : `${v}${unit}`)

/** '4 ft at 12 s from W' */
export function trainText(s: Train, units: Units = 'imperial'): string {
  const period = s.periodS === null ? '' : ` at ${Math.round(s.periodS)} s`
  return `${s.heightFt} ${UNIT_LABELS[units].height}${period}${s.direction ? ` from ${s.direction}` : ''}`
}

export const surfHeaders = (units: Units) => [
  'Hour',
  `Surf (${UNIT_LABELS[units].height})`,
  'Rating',
]
export const surfRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    rangeText(h.waveHeightMin, h.waveHeightMax),
    ratingLabel(h.rating),
  ])

export const SWELL_HEADERS = ['Hour', 'Primary swell', 'Secondary swell']
export const swellRows = (day: ChartDay, units: Units = 'imperial'): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    h.swells[0] ? trainText(h.swells[0], units) : '—',
    h.swells[1] ? trainText(h.swells[1], units) : '—',
  ])

export const windHeaders = (units: Units) => {
  const speed = UNIT_LABELS[units].speed
  return ['Hour', `Speed (${speed})`, `Gust (${speed})`, 'From', 'At this shore']
}
export const windRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [
    hourName(h.time),
    orDash(h.windSpeed),
    orDash(h.windGust),
    orDash(h.windDirection),
    orDash(h.windClassification),
  ])

/** Tide heights to one decimal, as the chart's labels write them. */
export const tideHeaders = (datum: string | null, units: Units = 'imperial') => [
  'Hour',
  `Tide (${UNIT_LABELS[units].height}${datum ? `, ${datum}` : ''})`,
]
export const tideRows = (day: ChartDay): string[][] =>
  day.hours.map((h) => [hourName(h.time), orDash(h.tideHeightFt?.toFixed(1) ?? null)])

/** 'High 5.4 ft at 5:12a' for each of the day's highs and lows. */
export const tideNotes = (day: ChartDay, units: Units = 'imperial'): string[] =>
  day.tideEvents.map(
    (e) =>
      `${e.type === 'high' ? 'High' : 'Low'} ${e.heightFt === null ? '—' : `${e.heightFt.toFixed(1)} ${UNIT_LABELS[units].height}`} at ${clockLabel(e.time)}`,
  )
