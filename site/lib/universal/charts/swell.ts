// The swell chart of a day: a line per swell train (primary, secondary) of its height in feet,
// and every third hour an arrow the way the train travels with its period in seconds.
import { scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import type { ChartDay, Frame } from './frame'
import { localHourOf } from './frame'
import { travelRotation } from './arrows'
import { UNIT_LABELS, type Units } from '../../../../shared/domain/units/units'

export const SWELL_HEIGHT = 160
const [TOP, BOTTOM] = [34, 128]
const MARK_EVERY_HOURS = 3
/** Trains drawn: the primary and the secondary (a source gives at most two). */
const TRAINS = 2

export type SwellMark = {
  x: number
  y: number
  rotation: number | null
  period: string
}

type Point = { x: number; y: number | null }

const path = line<Point>()
  .defined((p) => p.y !== null)
  .x((p) => p.x)
  .y((p) => p.y ?? 0)

/** The train lines, arrows with periods and value ticks of a day's swell chart. */
export function swellChart(day: ChartDay, frame: Frame, units: Units = 'imperial') {
  const top = Math.max(2, ...day.hours.flatMap((h) => h.swells.map((s) => s.heightFt)))
  const y = scaleLinear().domain([0, top]).nice(3).range([BOTTOM, TOP])
  const trains = Array.from({ length: TRAINS }, (_, k) => {
    const points = day.hours.map((h, i) => {
      const s = h.swells[k]
      return { x: frame.slots[i]?.mid ?? 0, y: s ? y(s.heightFt) : null }
    })
    const marks: SwellMark[] = day.hours.flatMap((h, i) => {
      const s = h.swells[k]
      if (!s || localHourOf(h.time) % MARK_EVERY_HOURS !== 0) return []
      const rotation = s.directionDegrees === null ? null : travelRotation(s.directionDegrees)
      const period = s.periodS === null ? '' : `${Math.round(s.periodS)}s`
      return [{ x: frame.slots[i]?.mid ?? 0, y: y(s.heightFt), rotation, period }]
    })
    return { d: path(points) ?? '', marks, isPrimary: k === 0 }
  }).filter((t) => t.d !== '')
  const yTicks = y.ticks(3).map((v) => ({ y: y(v), label: `${v} ${UNIT_LABELS[units].height}` }))
  return { trains, yTicks, baseline: y(0), axisY: BOTTOM + 20 }
}
