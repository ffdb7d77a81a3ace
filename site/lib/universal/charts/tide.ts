// The tide chart of a day: the curve through the hours' heights and the day's highs and lows
// (the same half-cosine reading of the tide table: shared/domain/forecast/tide-curve.ts), each high and low
// labelled with its height and time. The "now" line comes from the frame.
import { scaleLinear } from 'd3-scale'
import { curveMonotoneX, line } from 'd3-shape'
import type { ChartDay, Frame } from './frame'
import { hourLabel } from './frame'
import { UNIT_LABELS, type Units } from '../../../../shared/domain/units/units'

export const TIDE_HEIGHT = 196
const [TOP, BOTTOM] = [34, 136]

type Point = { t: number; ft: number }

/** '6:14a' from a local ISO time. */
export function clockLabel(iso: string): string {
  const hour = Number(iso.slice(11, 13))
  const label = hourLabel(hour)
  return `${label.slice(0, -1)}:${iso.slice(14, 16)}${label.slice(-1)}`
}

/** The curve, labelled highs and lows and value ticks of a day's tide chart. */
export function tideChart(day: ChartDay, frame: Frame, units: Units = 'imperial') {
  const hourly: Point[] = day.hours.flatMap((h) =>
    h.tideHeightFt === null ? [] : [{ t: Date.parse(h.time), ft: h.tideHeightFt }],
  )
  const events = day.tideEvents.flatMap((e) =>
    e.heightFt === null ? [] : [{ ...e, t: Date.parse(e.time), ft: e.heightFt }],
  )
  const points = [...hourly, ...events].sort((a, b) => a.t - b.t)
  const values = points.map((p) => p.ft)
  const [lo, hi] = values.length ? [Math.min(0, ...values), Math.max(...values)] : [0, 1]
  const y = scaleLinear().domain([lo, hi]).nice(3).range([BOTTOM, TOP])
  const curve = line<Point>()
    .curve(curveMonotoneX)
    .x((p) => frame.x(p.t))
    .y((p) => y(p.ft))
  const labels = events.map((e) => ({
    x: frame.x(e.t),
    y: y(e.ft),
    type: e.type,
    text: `${e.type === 'high' ? 'High' : 'Low'} ${e.ft.toFixed(1)} ${UNIT_LABELS[units].height}`,
    time: clockLabel(e.time),
  }))
  return {
    d: points.length > 1 ? (curve(points) ?? '') : '',
    labels,
    yTicks: y.ticks(3).map((v) => ({ y: y(v), label: `${v} ${UNIT_LABELS[units].height}` })),
    plot: { top: TOP - 20, bottom: BOTTOM },
    // Below the lows' two-line labels.
    axisY: BOTTOM + 46,
  }
}
