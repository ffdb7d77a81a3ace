// The surf chart of a day: one bar per hour from 0 to the top of its breaking height range, a
// mark at the range's bottom, coloured by the hour's rating and labelled with its letter and its
// range in feet (colour never says it alone).
import { scaleLinear } from 'd3-scale'
import { RATING_LABELS, type Rating } from '../../../../shared/domain/rating/ratings'
import { ratingLetter } from '../../../islands/parts/rating-style'
import type { ChartDay, Frame } from './frame'
import { UNIT_LABELS, type Units } from '../../../../shared/domain/units/units'

export const SURF_HEIGHT = 170
/** Plot area: room above for the range labels, below for the letters and the time axis. */
const [TOP, BOTTOM] = [22, 126]
const BAR_GAP = 3

// Tailwind's shades of rating-style.ts's badge tones, as SVG fills (firing: its gradient's start).
export const RATING_FILL: Record<Rating, string> = {
  epic: '#b91c1c',
  firing: '#0e7490',
  good: '#15803d',
  rideable: '#fb923c',
  'not working': '#4b5563',
}

export type SurfBar = {
  time: string
  x: number
  width: number
  y: number
  height: number
  minY: number
  fill: string
  letter: string
  rating: string
  /** '3–4' (in the page's height unit), '—' without a height. */
  range: string
}

/** '3–4', '3' when min and max agree, '—' without heights. */
export function rangeText(min: number | null, max: number | null): string {
  if (max === null) return '—'
  return min === null || min === max ? `${max}` : `${min}–${max}`
}

/** The bars, value ticks and letter row of a day's surf chart. */
export function surfChart(day: ChartDay, frame: Frame, units: Units = 'imperial') {
  const top = Math.max(2, ...day.hours.map((h) => h.waveHeightMax ?? 0))
  const y = scaleLinear().domain([0, top]).nice(3).range([BOTTOM, TOP])
  const bars: SurfBar[] = day.hours.map((h, i) => {
    const slot = frame.slots[i] ?? { x0: 0, x1: 0 }
    const max = h.waveHeightMax ?? 0
    return {
      time: h.time,
      x: slot.x0 + BAR_GAP / 2,
      width: slot.x1 - slot.x0 - BAR_GAP,
      y: y(max),
      height: y(0) - y(max),
      minY: y(h.waveHeightMin ?? 0),
      fill: h.rating ? RATING_FILL[h.rating] : '#ffffff',
      letter: ratingLetter(h.rating),
      rating: h.rating ? RATING_LABELS[h.rating] : 'unknown',
      range: rangeText(h.waveHeightMin, h.waveHeightMax),
    }
  })
  const yTicks = y.ticks(3).map((v) => ({ y: y(v), label: `${v} ${UNIT_LABELS[units].height}` }))
  return { bars, yTicks, baseline: y(0), letterY: BOTTOM + 14, axisY: BOTTOM + 32 }
}
