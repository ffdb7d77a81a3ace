// Modelled tides for spots without a tide station: highs and lows estimated from the hourly
// sea level (Open-Meteo sea_level_height_msl, tide + surge). The extremum's time and height are
// refined by fitting a parabola through the hour before, the hour and the hour after, so the
// estimate is not stuck on the hour. Shown as 'modelled' (SpotSeries.tideSource).
import type { HourlyConditions, TideEvent } from './series'
import { epochMsOf } from '../time/instants'

const HOUR_MS = 3_600_000

type Sample = { t: number; v: number }

function samples(hourly: readonly HourlyConditions[]): Sample[] {
  return hourly
    .flatMap((h) => (h.seaLevelFt === null ? [] : [{ t: epochMsOf(h.time), v: h.seaLevelFt }]))
    .filter((s) => !Number.isNaN(s.t))
    .sort((a, b) => a.t - b.t)
}

function refine(prev: Sample, here: Sample, next: Sample): { t: number; v: number } {
  const curvature = prev.v - 2 * here.v + next.v
  if (curvature === 0) return here
  const offset = Math.max(-0.5, Math.min(0.5, (prev.v - next.v) / (2 * curvature)))
  return { t: here.t + offset * HOUR_MS, v: here.v - ((prev.v - next.v) * offset) / 4 }
}

function extremumAt(prev: Sample, here: Sample, next: Sample): 'high' | 'low' | null {
  if (next.t - prev.t !== 2 * HOUR_MS) return null
  if (here.v > prev.v && here.v >= next.v) return 'high'
  if (here.v < prev.v && here.v <= next.v) return 'low'
  return null
}

/** A turn smaller than this (surge noise, a wobble at slack water) is not a tide. */
export const MIN_TIDE_RANGE_FT = 0.3

/**
 * Keeps highs and lows alternating: of two same-type neighbours the more extreme stays, and a
 * turn less than MIN_TIDE_RANGE_FT from the previous event is dropped as noise.
 */
function alternate(events: TideEvent[]): TideEvent[] {
  const kept: TideEvent[] = []
  for (const event of events) {
    const last = kept.at(-1)
    const height = event.heightFt ?? 0
    const lastHeight = last?.heightFt ?? 0
    if (!last) {
      kept.push(event)
    } else if (last.type !== event.type) {
      if (Math.abs(height - lastHeight) >= MIN_TIDE_RANGE_FT) kept.push(event)
    } else if (height > lastHeight === (event.type === 'high')) {
      kept[kept.length - 1] = event
    }
  }
  return kept
}

/** High and low tide events estimated from hourly sea level; [] when there is none. */
export function estimateTideEvents(hourly: readonly HourlyConditions[]): TideEvent[] {
  const s = samples(hourly)
  const events: TideEvent[] = []
  for (let i = 1; i < s.length - 1; i++) {
    const [prev, here, next] = [s[i - 1], s[i], s[i + 1]]
    if (!prev || !here || !next) continue
    const type = extremumAt(prev, here, next)
    if (type === null) continue
    const { t, v } = refine(prev, here, next)
    const minute = Math.round(t / 60_000) * 60_000
    events.push({ time: new Date(minute).toISOString(), type, heightFt: Math.round(v * 100) / 100 })
  }
  return alternate(events)
}
