// Ingestion's one step for the accuracy record: keep what this run forecast and what it saw,
// then ask for a verification. Same bulk upserts as the run's own rows (../ingest/store.ts).
import type { Payload } from 'payload'
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import type { ForecastRow } from '../ingest/rows'
import type { Table } from '../ingest/store'
import { upsert } from '../ingest/store'
import type { IngestMode, IngestSpot, SourceStates } from '../ingest/types'
import { buoyForecastRows, storeBuoyForecasts } from './buoys'
import { queueVerification } from './queue'
import type { AccuracyRows } from './rows'
import { spotAccuracyRows } from './rows'

const keyed = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) => [
  ...new Map(rows.map((r) => [keys.map((k) => String(r[k])).join('|'), r])).values(),
]

/**
 * Archives the run's forecast days 0–4, its observed hours and, for spots with a wave buoy, its
 * forecast at the synoptic times of days 1–5 (buoys.ts), then queues a verification.
 */
export async function recordForVerification(
  payload: Payload,
  run: {
    spots: IngestSpot[]
    states: SourceStates
    forecasts: readonly ForecastRow[]
    now: Date
    mode: IngestMode
    /** Each spot's merged model hours by spot id, when the run has them (spotAccuracyRows). */
    modelHours?: ReadonlyMap<number, HourlyConditions[]>
  },
  // A refresh batch archives its spots only: the refresh's last batch queues the one verification.
  { queue = true }: { queue?: boolean } = {},
): Promise<AccuracyRows> {
  const rows: AccuracyRows = { archive: [], observations: [] }
  for (const spot of run.spots) {
    const made = spotAccuracyRows({ ...run, spot, modelHours: run.modelHours?.get(spot.id) })
    rows.archive.push(...made.archive)
    rows.observations.push(...made.observations)
  }
  const tables = payload.db.tables as Record<'forecast_archive' | 'surf_observations', Table>
  const at = run.now.toISOString()
  await payload.db.drizzle.transaction(async (tx) => {
    const archive = keyed(rows.archive, ['spot', 'issueDate', 'leadDay'])
    await upsert(tx, tables.forecast_archive, ['spot', 'issueDate', 'leadDay'], archive, at)
    const observations = keyed(rows.observations, ['spot', 'kind', 'time'])
    await upsert(tx, tables.surf_observations, ['spot', 'kind', 'time'], observations, at)
    await storeBuoyForecasts(
      tx,
      run.spots.flatMap((spot) => buoyForecastRows({ ...run, spot })),
    )
  })
  if (queue) await queueVerification(payload, 'after a refresh')
  return rows
}
