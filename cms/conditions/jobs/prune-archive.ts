// The forecast archive and the observations are kept 120 days, the buoy verification's forecasts
// 90 (its longest window), then deleted nightly.
import type { TaskConfig } from 'payload'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import { pruneAccuracyData } from '../accuracy/verify'
import { BUOY_FORECAST_DAYS, pruneBuoyForecasts } from '../accuracy/buoys'
import { ACCURACY_QUEUE, PRUNE_TASK } from '../accuracy/queue'

export const ARCHIVE_DAYS = 120

type Io = { input: { reason?: string }; output: { deleted: number } }

export const pruneArchiveTask: TaskConfig<Io> = {
  slug: PRUNE_TASK,
  label: 'Prune the forecast archive (120 days)',
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  retries: 0,
  schedule: [{ cron: '0 15 3 * * *', queue: ACCURACY_QUEUE }],
  handler: async ({ req }) => {
    const cutoff = addDays(todayIn('UTC', new Date()), -ARCHIVE_DAYS)
    const buoyCutoff = `${addDays(todayIn('UTC', new Date()), -BUOY_FORECAST_DAYS)}T00:00:00.000Z`
    const deleted =
      (await pruneAccuracyData(req.payload, cutoff)) +
      (await pruneBuoyForecasts(req.payload, buoyCutoff))
    req.payload.logger.info(`accuracy: pruned ${deleted} rows from before ${cutoff}`)
    return { output: { deleted } }
  },
}
