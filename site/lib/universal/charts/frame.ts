// The frame every hourly chart of a day shares: one time scale (d3-scale's scaleUtc over the real
// instants, so a 23- or 25-hour day keeps its true length), one slot per hour, the labelled hours,
// the night from last light to first light and the "now" line. Charts stack on it, so their hours
// line up. Pure: the page passes now; positions are viewBox units, the SVG scales them.
import { scaleUtc } from 'd3-scale'
import { utcHour } from 'd3-time'
import type { Hourly } from '../../../../shared/contracts/conditions'

/** What the charts read of a day (GET /api/surf-spots/{id}/hourly's answer has all of it). */
export type ChartDay = Pick<Hourly, 'date' | 'hours' | 'firstLight' | 'lastLight' | 'tideEvents'>

/** Width of a day's charts in viewBox units: 30 per hour of a 24-hour day, plus the axis gutter. */
export const CHART_WIDTH = 760
/** Left gutter for the value axis. */
export const GUTTER = 56
/** Every third hour is labelled on the time axis. */
const LABEL_EVERY_HOURS = 3

export type HourSlot = { time: string; x0: number; x1: number; mid: number; label: string }
export type Frame = {
  x: (t: number | Date) => number
  start: number
  end: number
  slots: HourSlot[]
  ticks: { x: number; label: string }[]
  nights: { x0: number; x1: number }[]
  nowX: number | null
}

/** The local hour (0–23) written in an ISO time with offset. */
export const localHourOf = (iso: string): number => Number(iso.slice(11, 13))

/** '6a', '12p', '9p': the short clock label of a local hour. */
export function hourLabel(hour: number): string {
  const clock = hour % 12 === 0 ? 12 : hour % 12
  return `${clock}${hour < 12 ? 'a' : 'p'}`
}

function nightsOf(day: ChartDay, x: Frame['x'], [start, end]: [number, number]) {
  const first = day.firstLight ? Date.parse(day.firstLight) : null
  const last = day.lastLight ? Date.parse(day.lastLight) : null
  // Without the day's light (polar days, old rows) the hours' own isDaylight flags shade.
  if (first === null || last === null) {
    return day.hours
      .filter((h) => !h.isDaylight)
      .map((h) => ({ x0: x(Date.parse(h.time)), x1: x(utcHour.offset(new Date(h.time), 1)) }))
  }
  const spans: [number, number][] = [
    [start, Math.min(first, end)],
    [Math.max(last, start), end],
  ]
  return spans.filter(([a, b]) => b > a).map(([a, b]) => ({ x0: x(a), x1: x(b) }))
}

/** The shared frame of a day's charts; nowX only when now falls inside the day. */
export function dayFrame(day: ChartDay, now: Date, width = CHART_WIDTH): Frame {
  const times = day.hours.map((h) => Date.parse(h.time))
  const start = times[0] ?? 0
  const end = utcHour.offset(new Date(times.at(-1) ?? 0), 1).getTime()
  const scale = scaleUtc().domain([start, end]).range([GUTTER, width])
  const x = (t: number | Date) => scale(t)
  const slots = day.hours.map((h, i) => {
    const t = times[i] ?? 0
    const [x0, x1] = [x(t), x(utcHour.offset(new Date(t), 1))]
    return { time: h.time, x0, x1, mid: (x0 + x1) / 2, label: hourLabel(localHourOf(h.time)) }
  })
  const ticks = slots
    .filter((s) => localHourOf(s.time) % LABEL_EVERY_HOURS === 0)
    .map((s) => ({ x: s.x0, label: s.label }))
  const t = now.getTime()
  return {
    x,
    start,
    end,
    slots,
    ticks,
    nights: nightsOf(day, x, [start, end]),
    nowX: t >= start && t < end ? x(t) : null,
  }
}

/** '7 AM', '12 PM': an hour as the charts' tables write it. */
export function hourName(iso: string): string {
  const hour = localHourOf(iso)
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`
}
