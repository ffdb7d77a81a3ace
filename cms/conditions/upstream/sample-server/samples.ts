// Recorded upstream answers (./recorded, in the repo: README there says where each came from) plus the deterministic helpers the fake
// uses to adapt them: the same coordinates and hour always give the same values, and different
// spots get different ones.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const RECORDED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'recorded')

/** The samples folder: UPSTREAM_SAMPLES_DIR (to try other recordings), else ./recorded in the repo. */
export function samplesDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return env.UPSTREAM_SAMPLES_DIR?.trim() || RECORDED
}

export const SAMPLE_FILES = {
  marine: 'open-meteo-marine_full-variables_north-sea_frenck.json',
  marineModels: 'open-meteo-marine_models-comparison_wave-height_frenck.json',
  forecastToronto: 'open-meteo-forecast_imperial-mph-F_toronto_linecast.json',
  forecastExcerpt: 'open-meteo-forecast_wind-temp-visibility_EXCERPT_frenck.json',
  forecastModels: 'open-meteo-forecast_models-comparison_zurich_frenck.json',
  ndbc: 'ndbc_realtime2_41002_2018-08-01_first300rows_siphon.txt',
  /** latest_obs.txt laid out as NDBC's, its one row made from the realtime2 recording above. */
  ndbcLatest: 'ndbc_latest-obs_41002-row-made-from-realtime2-recording.txt',
  /** The same buoy's spectral summary (.spec: swell / wind-wave split), same recording day. */
  ndbcSpec: 'ndbc_realtime2-spec_41002_2018-08-01_first55rows_siphon.spec',
  coopsHilo: 'noaa-coops_predictions_hilo_9411340_20261008-20261022_tideline.json',
  coopsHiloShort: 'noaa-coops_predictions_hilo_3-events_linecast.json',
  nwsPoints: 'nws_points_30_-85_pynws.json',
  nwsObservation: 'nws_station-observation-latest_KFLL_pynws.json',
  nwsGrid: 'nws_gridpoint-raw_LOX-100-71_campus-point_EXCERPT_tideline.json',
  /** Values made up (no recording of a water cell exists): the shape follows the land cell's. */
  nwsWaterGrid: 'nws_gridpoint-raw_LOX-99-70_water-cell_values-made-up.json',
  /** A Coastal Waters Forecast laid out like the real product; values made up. */
  nwsCoastalWaters: 'nws_product-CWF-LOX_values-made-up.txt',
  nominatim: 'nominatim_search_jsonv2_portland-head-light_linecast.json',
  youtube: 'youtube-oembed_watch-eiHXASgRTcA_2024-06-10_oscarotero-Embed.json',
} as const

export type SampleName = keyof typeof SAMPLE_FILES

const cache = new Map<string, string>()

/** The raw text of a recorded sample (read once per samples folder). */
export function readSample(name: SampleName, dir = samplesDir()): string {
  const file = path.join(dir, SAMPLE_FILES[name])
  const cached = cache.get(file)
  if (cached !== undefined) return cached
  const text = readFileSync(file, 'utf8')
  cache.set(file, text)
  return text
}

/** A recorded JSON sample, parsed fresh so callers may modify it. */
export function readJsonSample<T = Record<string, unknown>>(name: SampleName, dir?: string): T {
  return JSON.parse(readSample(name, dir)) as T
}

/** FNV-1a: a stable 32-bit seed from any text (coordinates, station ids, model names). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** A deterministic number in [0, 1) for a seed and a salt. */
export function unit(seed: number, salt: string | number = 0): number {
  let x = (seed ^ seedOf(String(salt))) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32
}

/** A smooth, deterministic wiggle in [-1, 1] with the given period (hours) and seeded phase. */
export function wave(seed: number, hour: number, periodHours: number, salt = ''): number {
  return Math.sin(
    (2 * Math.PI * hour) / periodHours + 2 * Math.PI * unit(seed, `phase${salt}${periodHours}`),
  )
}

export const roundTo = (n: number, decimals: number) =>
  Math.round(n * 10 ** decimals) / 10 ** decimals

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS
