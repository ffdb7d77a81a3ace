// The tide height between predicted highs and lows. Between two consecutive events the water
// follows half a cosine: h(t) = (h1 + h2)/2 + (h1 − h2)/2 · cos(π · (t − t1)/(t2 − t1)). This is
// the usual way to read a tide table between its turns (NOAA's own tide-table notes; the "rule of
// twelfths" is the same curve in steps). Outside the first and last event, or beside an event
// without a height, the height is unknown (null): no extrapolation.
import type { TideEvent } from './series'
import { sortTideEvents } from './tides'
import { epochMsOf } from '../time/instants'

/** A tide event at its instant (ms). */
export type TidePoint = { t: number; heightFt: number | null; type: TideEvent['type'] }

/** The events in time order with their instants, those whose time does not parse left out. */
const pointsOf = (events: readonly TideEvent[]): TidePoint[] =>
  sortTideEvents(events).map((e) => ({ t: epochMsOf(e.time), heightFt: e.heightFt, type: e.type }))

const msOf = (time: string | number): number => (typeof time === 'number' ? time : epochMsOf(time))

function heightIn(points: readonly TidePoint[], t: number): number | null {
  if (Number.isNaN(t)) return null
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] as TidePoint
    const b = points[i + 1] as TidePoint
    if (t < a.t || t > b.t) continue
    if (a.heightFt === null || b.heightFt === null || b.t === a.t) return null
    const phase = (Math.PI * (t - a.t)) / (b.t - a.t)
    return (a.heightFt + b.heightFt) / 2 + ((a.heightFt - b.heightFt) / 2) * Math.cos(phase)
  }
  return null
}

function trendIn(points: readonly TidePoint[], t: number): 'rising' | 'falling' | null {
  const next = points.findIndex((p) => p.t > t)
  if (next <= 0) return null // none after t, or none before it
  return points[next]?.type === 'high' ? 'rising' : 'falling'
}

/**
 * The curve of a set of events, sorted and parsed once: the height (ft, the events' datum) at an
 * instant, null outside them. An hour-by-hour day asks it for each of its hours.
 */
export function tideCurve(events: readonly TideEvent[]): (time: string | number) => number | null {
  const points = pointsOf(events)
  return (time) => heightIn(points, msOf(time))
}

/** Height and trend of a set of events, sorted and parsed once for many asks (a day's windows). */
export type TideReader = {
  /** The events in time order, with their instants. */
  points: readonly TidePoint[]
  heightAt: (time: string | number) => number | null
  trendAt: (time: string | number) => 'rising' | 'falling' | null
}

export function tideReader(events: readonly TideEvent[]): TideReader {
  const points = pointsOf(events)
  return {
    points,
    heightAt: (time) => heightIn(points, msOf(time)),
    trendAt: (time) => trendIn(points, msOf(time)),
  }
}

/** Tide height (ft, the events' datum) at an instant from the events around it; null outside them. */
export function tideHeightAt(events: readonly TideEvent[], time: string | number): number | null {
  return heightIn(pointsOf(events), msOf(time))
}

/** 'rising' or 'falling' at an instant: towards the next event's type; null outside the events. */
export function tideTrendAt(
  events: readonly TideEvent[],
  time: string | number,
): 'rising' | 'falling' | null {
  return trendIn(pointsOf(events), msOf(time))
}
