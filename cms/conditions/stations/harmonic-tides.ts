// The harmonic tides of a non-US spot's station (its `tideStation` is a tide-database id such as
// 'ticon/…'), over the hours ingestion builds: a day either side, so the first and last hours
// have their tide before and after. US spots read CO-OPS instead (cms/conditions/ingest/fetch-noaa).
import type { Station } from '@neaps/tide-database'
import type { TideEvent } from '../../../shared/domain/forecast/series'
import { predictTides, tideStationById } from './tides'

const DAY_MS = 86_400_000

/** The spot's tide-database station when it is one we may use, else undefined. */
export function harmonicStationOf(spot: {
  isUS: boolean
  tideStation: string | null
}): Station | undefined {
  if (spot.isUS || !spot.tideStation?.includes('/')) return undefined
  // Only stations whose licence allows any use are known to the catalogue (tide-catalogue.ts).
  return tideStationById(spot.tideStation)
}

/** Highs and lows (feet above MSL) around the given hours; [] without a usable station. */
export function harmonicTides(
  spot: { isUS: boolean; tideStation: string | null },
  hours: readonly { time: string }[],
): TideEvent[] {
  const station = harmonicStationOf(spot)
  const first = hours[0]?.time
  const last = hours.at(-1)?.time
  if (!station || !first || !last) return []
  const start = new Date(Date.parse(first) - DAY_MS)
  const end = new Date(Date.parse(last) + DAY_MS)
  return predictTides(station, start, end, 'MSL').events
}
