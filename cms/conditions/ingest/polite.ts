// Polite fetching: wave and weather models publish a new run a few times a day, so an
// answer is asked for again only once a newer run exists. For the wave models Open-Meteo's
// metadata says when each run became available (isDueByRuns); where it cannot be read, and for
// Forecast best match (a mix of models), the schedules below stand: the models' published
// cadences plus the time Open-Meteo needs to process them (docs/conditions.md "Polite
// fetching"). A stale entry (its last request failed) or a forced refresh always asks again.
import type { ModelRun } from '../upstream'
import type { Entry } from './types'

/** Runs start every `everyHours` from 00 UTC and can be fetched `delayHours` after their start. */
export type RunSchedule = { everyHours: number; delayHours: number }

/** GFS-Wave 00/06/12/18 UTC (about 5 h to publish); MFWAM and ECMWF WAM are 12-hourly. */
export const MARINE_SCHEDULE: RunSchedule = { everyHours: 6, delayHours: 5 }
/** Forecast best match mixes models updated every 1-6 h (ICON 3-hourly, GFS and IFS 6-hourly). */
export const FORECAST_SCHEDULE: RunSchedule = { everyHours: 3, delayHours: 2 }

const HOUR_MS = 3_600_000

/** The first time after `afterIso` a new run becomes available. */
export function nextRunAvailable(afterIso: string, { everyHours, delayHours }: RunSchedule): Date {
  const after = Date.parse(afterIso)
  const period = everyHours * HOUR_MS
  const offset = delayHours * HOUR_MS
  const next = Math.floor((after - offset) / period) * period + offset + period
  return new Date(next)
}

/** True when an entry should be asked for again now. */
export function isDue(
  entry: Entry<unknown> | undefined,
  now: Date,
  schedule: RunSchedule,
): boolean {
  if (!entry || entry.stale) return true
  return now.getTime() >= nextRunAvailable(entry.fetchedAt, schedule).getTime()
}

/** Open-Meteo's servers may serve the previous run for a few minutes after a run is announced. */
export const RUN_SETTLE_MS = 10 * 60_000

/** True when an answer predates (or came too soon after) the newest run of any of the models. */
export function isDueByRuns(entry: Entry<unknown> | undefined, runs: readonly ModelRun[]): boolean {
  if (!entry || entry.stale) return true
  const fetched = Date.parse(entry.fetchedAt)
  return runs.some((run) => Date.parse(run.availableAt) + RUN_SETTLE_MS > fetched)
}
