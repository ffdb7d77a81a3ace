// Ingestion's one step for the accuracy record: keep what this run forecast and what it saw. A
// refresh batch makes each spot's rows as it builds the spot (verificationRowsOf) and stores the
// batch's in one transaction (storeForVerification); the refresh's last batch queues the one
// verification. Same bulk upserts as the run's own rows (../ingest/store.ts).
import type { Payload } from 'payload'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { ForecastRow } from '../ingest/rows'
import type { Table } from '../ingest/store'
import { upsert } from '../ingest/store'
import type { IngestMode, IngestSpot, SourceStates } from '../ingest/types'
import type { BuoyForecastRow } from './buoys'
import { buoyForecastRows, storeBuoyForecasts } from './buoys'
import type { AccuracyRows } from './rows'
import { spotAccuracyRows } from './rows'

/** A run's rows for the accuracy record: archive, observations and buoy-day forecasts. */
export type VerificationRows = AccuracyRows & { buoys: BuoyForecastRow[] }

export const noVerificationRows = (): VerificationRows => ({
  archive: [],
  observations: [],
  buoys: [],
})

const keyed = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) => [
  ...new Map(rows.map((r) => [keys.map((k) => String(r[k])).join('|'), r])).values(),
]

/**
 * Adds one spot's rows to `into`: its forecast days 0–4 for the archive, its observed hours and,
 * with a wave buoy, its forecast at the synoptic times of days 1–5 (buoys.ts).
 */
export function addVerificationRows(
  into: VerificationRows,
  run: {
    spot: IngestSpot
    states: SourceStates
    forecasts: readonly ForecastRow[]
    now: Date
    mode: IngestMode
    /** The spot's merged model hours, when the run has them (spotAccuracyRows). */
    modelHours?: HourlyConditions[]
  },
): void {
  const made = spotAccuracyRows(run)
  into.archive.push(...made.archive)
  into.observations.push(...made.observations)
  into.buoys.push(...buoyForecastRows(run))
}

/** Stores a run's accuracy rows in one transaction. */
export async function storeForVerification(
  payload: Payload,
  rows: VerificationRows,
  now: Date,
): Promise<void> {
  const tables = payload.db.tables as Record<'forecast_archive' | 'surf_observations', Table>
  const at = now.toISOString()
  await payload.db.drizzle.transaction(async (tx) => {
    const archive = keyed(rows.archive, ['spot', 'issueDate', 'leadDay'])
    await upsert(tx, tables.forecast_archive, ['spot', 'issueDate', 'leadDay'], archive, at)
    const observations = keyed(rows.observations, ['spot', 'kind', 'time'])
    await upsert(tx, tables.surf_observations, ['spot', 'kind', 'time'], observations, at)
    await storeBuoyForecasts(tx, rows.buoys)
  })
}
