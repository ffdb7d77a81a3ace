// The wind chart of a day: the speed as a filled area and the gusts as a line (mph), and for each
// hour an arrow the way the wind blows with a mark of its class at this shore: off, x (cross-
// shore) or on. The marks are words, not colours.
import { scaleLinear } from 'd3-scale'
import { area, line } from 'd3-shape'
import type { WindClass } from '../../../../shared/domain/rating/wind'
import type { ChartDay, Frame } from './frame'
import { travelRotation } from './arrows'
import { UNIT_LABELS, type Units } from '../../../../shared/domain/units/units'

export const WIND_HEIGHT = 180
const [TOP, BOTTOM] = [52, 146]
const ARROW_Y = 14
const CLASS_Y = 38

export const WIND_MARK: Record<WindClass, string> = {
  offshore: 'off',
  'cross-shore': 'x',
  onshore: 'on',
}

type Point = { x: number; y: number | null }

/** The speed area, gust line, arrows, class marks and value ticks of a day's wind chart. */
export function windChart(day: ChartDay, frame: Frame, units: Units = 'imperial') {
  const top = Math.max(10, ...day.hours.map((h) => Math.max(h.windGust ?? 0, h.windSpeed ?? 0)))
  const y = scaleLinear().domain([0, top]).nice(3).range([BOTTOM, TOP])
  const at = (i: number, v: number | null): Point => ({
    x: frame.slots[i]?.mid ?? 0,
    y: v === null ? null : y(v),
  })
  const speedArea = area<Point>()
    .defined((p) => p.y !== null)
    .x((p) => p.x)
    .y0(y(0))
    .y1((p) => p.y ?? 0)
  const gustLine = line<Point>()
    .defined((p) => p.y !== null)
    .x((p) => p.x)
    .y((p) => p.y ?? 0)
  const marks = day.hours.map((h, i) => ({
    x: frame.slots[i]?.mid ?? 0,
    arrowY: ARROW_Y,
    classY: CLASS_Y,
    rotation: h.windDirectionDegrees === null ? null : travelRotation(h.windDirectionDegrees),
    mark: h.windClassification ? WIND_MARK[h.windClassification] : '',
  }))
  return {
    speed: speedArea(day.hours.map((h, i) => at(i, h.windSpeed))) ?? '',
    gust: gustLine(day.hours.map((h, i) => at(i, h.windGust))) ?? '',
    marks,
    yTicks: y.ticks(3).map((v) => ({ y: y(v), label: `${v} ${UNIT_LABELS[units].speed}` })),
    baseline: y(0),
    axisY: BOTTOM + 20,
  }
}
