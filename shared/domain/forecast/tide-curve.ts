// The tide height between predicted highs and lows. Between two consecutive events the water
// follows half a cosine: h(t) = (h1 + h2)/2 + (h1 − h2)/2 · cos(π · (t − t1)/(t2 − t1)). This is
// the usual way to read a tide table between its turns (NOAA's own tide-table notes; the "rule of
// twelfths" is the same curve in steps). Outside the first and last event, or beside an event
// without a height, the height is unknown (null): no extrapolation.
import type { TideEvent } from './series'
import { sortTideEvents } from './tides'
import { epochMsOf } from '../time/instants'

type CurvePoint = { t: number; heightFt: number | null }

/**
 * The curve of a set of events, sorted and parsed once: the height (ft, the events' datum) at an
 * instant, null outside them. An hour-by-hour day asks it for each of its hours.
 */
export function tideCurve(events: readonly TideEvent[]): (time: string | number) => number | null {
  const points: CurvePoint[] = sortTideEvents(events).map((e) => ({
    t: epochMsOf(e.time),
    heightFt: e.heightFt,
  }))
  return (time) => {
    const t = typeof time === 'number' ? time : epochMsOf(time)
    if (Number.isNaN(t)) return null
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] as CurvePoint
      const b = points[i + 1] as CurvePoint
      if (t < a.t || t > b.t) continue
      if (a.heightFt === null || b.heightFt === null || b.t === a.t) return null
      const phase = (Math.PI * (t - a.t)) / (b.t - a.t)
      return (a.heightFt + b.heightFt) / 2 + ((a.heightFt - b.heightFt) / 2) * Math.cos(phase)
    }
    return null
  }
}

/** Tide height (ft, the events' datum) at an instant from the events around it; null outside them. */
export function tideHeightAt(events: readonly TideEvent[], time: string | number): number | null {
  return tideCurve(events)(time)
}

/** 'rising' or 'falling' at an instant: towards the next event's type; null outside the events. */
export function tideTrendAt(
  events: readonly TideEvent[],
  time: string | number,
): 'rising' | 'falling' | null {
  const t = typeof time === 'number' ? time : epochMsOf(time)
  const sorted = sortTideEvents(events)
  const next = sorted.find((e) => epochMsOf(e.time) > t)
  if (!next || sorted.indexOf(next) === 0) return null
  return next.type === 'high' ? 'rising' : 'falling'
}
