// Open-Meteo (both APIs, batched) and NOAA (buoys, tides, NWS raw grids); each answer is merged with the
// source's latest snapshot so a failed request serves its last good answer. Open-Meteo is the
// backbone: without it no spot outside the US has data, and when it cannot be reached at all on a
// fresh install the run switches to sample data without asking NOAA.
import type { Payload } from 'payload'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import type { UpstreamConfig } from '../upstream'
import { fetchBuoysFor, fetchTidesFor } from './fetch-noaa'
import { fetchNwsFor } from './fetch-nws'
import { fetchForecastFor, fetchMarineFor, MARINE_MODELS } from './fetch-open-meteo'
import { loadLatestEntries, mergeOutcome } from './snapshots'
import type { Entry, FetchOutcome, IngestMode, IngestSpot } from './types'
import type { SourceStates } from './types'
import type { BuoyValue, ForecastValue, MarineValue, NwsValue, TideValue } from './types'

export type FetchAllResult =
  { states: SourceStates; unreachable: false } | { states: null; unreachable: true }

type Context = {
  payload: Payload
  mode: IngestMode
  config: UpstreamConfig
  spots: readonly IngestSpot[]
  now: Date
  log: (message: string) => void
  /** Ask every upstream again, even when the last answer is from the newest run. */
  force?: boolean
}

type Outcomes = {
  marine: FetchOutcome<MarineValue>
  forecast: FetchOutcome<ForecastValue>
  buoys: FetchOutcome<BuoyValue>
  tides: FetchOutcome<TideValue>
  nws: FetchOutcome<NwsValue>
}

type Known = {
  buoys: Map<string, Entry<BuoyValue>>
  tides: Map<string, Entry<TideValue>>
  nws: Map<string, Entry<NwsValue>>
  marine: Map<string, Entry<MarineValue>>
  forecast: Map<string, Entry<ForecastValue>>
}

async function timed<T>(
  log: Context['log'],
  source: string,
  work: () => Promise<FetchOutcome<T>>,
): Promise<FetchOutcome<T>> {
  const started = Date.now()
  const outcome = await work()
  const errors = [...new Set(outcome.failures.values())]
  const failed = errors.length ? `; ${outcome.failures.size} failed: ${errors.join(' | ')}` : ''
  log(
    `conditions: ${source}: ${outcome.requests} requests, ${outcome.fresh.size} answers in ${Date.now() - started} ms${failed}`,
  )
  return outcome
}

function noaaStage(ctx: Context, known: Known) {
  const { spots, config, now, log } = ctx
  const first = addDays(todayIn('UTC', now), -1)
  const knownTides = known.tides
  return Promise.all([
    timed(log, 'noaa-ndbc', () => fetchBuoysFor(spots, config, now, known.buoys)),
    timed(log, 'noaa-coops', async () => {
      const tides = await fetchTidesFor({
        spots,
        config,
        known: knownTides,
        first,
        last: addDays(first, 7),
      })
      if (tides.reused.size)
        log(`conditions: noaa-coops: ${tides.reused.size} stations still covered`)
      return { ...tides, fresh: new Map([...tides.reused, ...tides.fresh]) }
    }),
    timed(log, 'nws-grid', async () => {
      const nws = await fetchNwsFor({
        spots,
        config,
        known: ctx.force ? new Map() : known.nws,
        now,
      })
      if (nws.reused.size) log(`conditions: nws-grid: ${nws.reused.size} grids still fresh`)
      return nws
    }),
  ])
}

async function mergeStates(ctx: Context, o: Outcomes, known: Known): Promise<SourceStates> {
  const { mode, now } = ctx
  const merge = { mode, now }
  return {
    'open-meteo-marine': mergeOutcome({
      ...merge,
      source: 'open-meteo-marine',
      model: MARINE_MODELS.join(','),
      outcome: o.marine,
      base: known.marine,
    }),
    'open-meteo-forecast': mergeOutcome({
      ...merge,
      source: 'open-meteo-forecast',
      model: 'best_match',
      outcome: o.forecast,
      base: known.forecast,
    }),
    'noaa-ndbc': mergeOutcome({
      ...merge,
      source: 'noaa-ndbc',
      model: 'latest_obs standard met',
      outcome: o.buoys,
      base: known.buoys,
    }),
    'noaa-coops': mergeOutcome({
      ...merge,
      source: 'noaa-coops',
      model: 'predictions hilo MLLW',
      outcome: o.tides,
      base: known.tides,
    }),
    'nws-grid': mergeOutcome({
      ...merge,
      source: 'nws-grid',
      model: 'gridpoints raw (water cell nearest the spot)',
      outcome: o.nws,
      base: known.nws,
    }),
  }
}

/**
 * Fetches every source for the spots and merges each with its last snapshot. Both stages run at
 * once, except when the caller may fall back to samples: then NOAA waits for Open-Meteo's verdict.
 */
export async function fetchAll(
  ctx: Context & { stopIfUnreachable: boolean },
): Promise<FetchAllResult> {
  const { spots, config, log } = ctx
  const known: Known = {
    buoys: await loadLatestEntries(ctx.payload, 'noaa-ndbc', ctx.mode),
    tides: await loadLatestEntries(ctx.payload, 'noaa-coops', ctx.mode),
    nws: await loadLatestEntries(ctx.payload, 'nws-grid', ctx.mode),
    marine: await loadLatestEntries(ctx.payload, 'open-meteo-marine', ctx.mode),
    forecast: await loadLatestEntries(ctx.payload, 'open-meteo-forecast', ctx.mode),
  }
  const polite = { now: ctx.now, force: ctx.force }
  // One location per model grid cell, live; per spot from the sample upstream (CellSharing).
  const cells = { shareCells: ctx.mode === 'live' }
  const openMeteo = Promise.all([
    timed(log, 'open-meteo-marine', () =>
      fetchMarineFor(spots, config, { ...polite, known: known.marine }, cells),
    ),
    timed(log, 'open-meteo-forecast', () =>
      fetchForecastFor(spots, config, { ...polite, known: known.forecast }, cells),
    ),
  ])
  const noaa = ctx.stopIfUnreachable ? null : noaaStage(ctx, known)
  const [marine, forecast] = await openMeteo
  if (ctx.stopIfUnreachable && marine.unreachable && forecast.unreachable) {
    return { states: null, unreachable: true }
  }
  const [buoys, tides, nws] = await (noaa ?? noaaStage(ctx, known))
  const states = await mergeStates(ctx, { marine, forecast, buoys, tides, nws }, known)
  return { states, unreachable: false }
}
