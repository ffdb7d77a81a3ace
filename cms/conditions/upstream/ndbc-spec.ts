// NDBC realtime2 spectral wave summary (`{station}.spec`): hourly rows, newest
// first, that split the sea into swell (SwH SwP SwD) and wind waves (WWH WWP WWD). The directions
// are compass text ('SSW') although the units row says degT for WWD; 'MM' is missing.
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fail, fetchText } from './http'
import { readTable } from './ndbc'
import { compassToDegrees, converterFor } from './units'

/** One hour's split, at the top of the hour the row is nearest (a :40 row is the next hour's). */
export type SpectralHour = {
  time: string
  swellHeightFt: number | null
  swellPeriodS: number | null
  swellDirectionDeg: number | null
  windWaveHeightFt: number | null
  windWavePeriodS: number | null
  windWaveDirectionDeg: number | null
}

const HOUR_MS = 3_600_000
const HEIGHTS = { SwH: 'swellHeightFt', WWH: 'windWaveHeightFt' } as const
const PERIODS = { SwP: 'swellPeriodS', WWP: 'windWavePeriodS' } as const
const DIRECTIONS = { SwD: 'swellDirectionDeg', WWD: 'windWaveDirectionDeg' } as const

/** Fetches a buoy's .spec file: its hourly swell / wind-wave split, oldest first. */
export async function fetchSpectralSummary(
  station: string,
  options: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<SpectralHour[]>> {
  const config = options.config ?? readUpstreamConfig()
  const id = encodeURIComponent(station.trim().toUpperCase())
  const url = upstreamUrl(config, 'ndbc', `/data/realtime2/${id}.spec`)
  const text = await fetchText({ source: 'ndbc', url, config, accept: 'text/plain' })
  if (!text.ok) return text
  const hours = parseSpectralSummary(text.value)
  if (typeof hours === 'string') return fail('ndbc', 'malformed', hours)
  return { ok: true, value: hours, fetchedAt: text.fetchedAt }
}

/** Parses .spec text into hours, oldest first (the first row of an hour wins); a string is an error. */
export function parseSpectralSummary(text: string): SpectralHour[] | string {
  const table = readTable(text, 'YY')
  if (typeof table === 'string') return table
  const { header, units } = table
  const at = (cells: string[], name: string) => cells[header.indexOf(name)] ?? 'MM'
  const toFt = (name: string) => converterFor('length', units[header.indexOf(name)] ?? '')
  for (const name of Object.keys(HEIGHTS)) {
    if (!header.includes(name)) return `missing the ${name} column`
    if (!toFt(name)) return `unexpected unit '${units[header.indexOf(name)]}' for ${name}`
  }
  const byHour = new Map<number, SpectralHour>()
  for (const cells of table.rows) {
    const [y, mo, d, h, mi] = ['YY', 'MM', 'DD', 'hh', 'mm'].map((n) => Number(at(cells, n)))
    const when = Date.UTC(y ?? NaN, (mo ?? NaN) - 1, d, h, mi)
    if (Number.isNaN(when)) return `unreadable time in row '${cells.join(' ')}'`
    const hour = Math.round(when / HOUR_MS) * HOUR_MS
    if (byHour.has(hour)) continue
    const number = (name: string) => {
      const n = Number(at(cells, name))
      return at(cells, name) === 'MM' || !Number.isFinite(n) ? null : n
    }
    const row: SpectralHour = { ...blankSplit(), time: new Date(hour).toISOString() }
    for (const [name, field] of Object.entries(HEIGHTS)) {
      const n = number(name)
      row[field] = n === null ? null : (toFt(name)?.(n) ?? null)
    }
    for (const [name, field] of Object.entries(PERIODS)) row[field] = number(name)
    for (const [name, field] of Object.entries(DIRECTIONS))
      row[field] = compassToDegrees(at(cells, name) === 'MM' ? null : at(cells, name))
    byHour.set(hour, row)
  }
  return [...byHour.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
}

function blankSplit(): Omit<SpectralHour, 'time'> {
  return {
    swellHeightFt: null,
    swellPeriodS: null,
    swellDirectionDeg: null,
    windWaveHeightFt: null,
    windWavePeriodS: null,
    windWaveDirectionDeg: null,
  }
}
