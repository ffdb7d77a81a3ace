// Open-Meteo's model metadata (docs: open-meteo.com/en/docs/model-updates): every model has
// `/data/{model}/static/meta.json` on its API's host with the last run's start
// (`last_run_initialisation_time`) and when it became available on the API
// (`last_run_availability_time`), both Unix seconds. Metadata calls do not count toward the
// API's limits, so ingestion asks them every refresh and fetches data only when a run is new.
import { z } from 'zod'
import type { UpstreamConfig, UpstreamSource } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fetchJson } from './http'

/** A model's newest run: when it started (the "model run") and when the API could serve it. */
export type ModelRun = { model: string; initialisedAt: string; availableAt: string }

const MetaSchema = z.object({
  last_run_initialisation_time: z.number(),
  last_run_availability_time: z.number(),
})

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The newest run of a model of the Marine or Forecast API (its metadata id, e.g. 'ecmwf_wam025'). */
export async function fetchModelRun(
  source: Extract<UpstreamSource, 'open-meteo-marine' | 'open-meteo-forecast'>,
  model: string,
  options: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<ModelRun>> {
  const config = options.config ?? readUpstreamConfig()
  const url = upstreamUrl(config, source, `/data/${encodeURIComponent(model)}/static/meta.json`)
  const meta = await fetchJson({ source, url, config }, MetaSchema)
  if (!meta.ok) return meta
  const initialisedAt = iso(meta.value.last_run_initialisation_time)
  const availableAt = iso(meta.value.last_run_availability_time)
  return { ok: true, value: { model, initialisedAt, availableAt }, fetchedAt: meta.fetchedAt }
}
