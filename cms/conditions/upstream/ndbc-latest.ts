// NDBC's latest-observations file: one small text file with the newest row
// of every station, so a refresh asks NDBC once for all buoys instead of a 45-day realtime2 file
// per buoy. Same columns and 'MM' for missing as realtime2, with STN LAT LON in front.
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fail, fetchText } from './http'
import type { BuoyObservation } from './ndbc'
import { parseRow, readTable, toHour } from './ndbc'

/** Fetches latest_obs.txt: every station's newest observation, keyed by upper-case station id. */
export async function fetchLatestObservations(
  options: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<Map<string, BuoyObservation>>> {
  const config = options.config ?? readUpstreamConfig()
  const url = upstreamUrl(config, 'ndbc', '/data/latest_obs/latest_obs.txt')
  const text = await fetchText({ source: 'ndbc', url, config, accept: 'text/plain' })
  if (!text.ok) return text
  const parsed = parseLatestObs(text.value)
  if (typeof parsed === 'string') return fail('ndbc', 'malformed', parsed)
  return { ok: true, value: parsed, fetchedAt: text.fetchedAt }
}

/** Parses latest_obs text into observations per station; a string is an error. */
export function parseLatestObs(text: string): Map<string, BuoyObservation> | string {
  const table = readTable(text, 'STN')
  if (typeof table === 'string') return table
  const stations = new Map<string, BuoyObservation>()
  for (const cells of table.rows) {
    const row = parseRow(table.header, table.units, cells)
    if (typeof row === 'string') return row
    const time = new Date(row.at).toISOString()
    stations.set((cells[0] ?? '').toUpperCase(), { ...toHour(time, [row]), observedAt: time })
  }
  return stations
}
