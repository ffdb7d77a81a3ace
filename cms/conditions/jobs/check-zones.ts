// Once a month, each US spot's NWS marine zone is looked up again by point and checked
// against its office's newest Coastal Waters Forecast; a zone the forecast no longer carries is
// flagged on the spot for the admin dashboard (cms/conditions/stations/station-checks.ts). Leader-only and
// one at a time like every task (cms/jobs/run-once.ts, payload.config.ts).
import type { TaskConfig } from 'payload'
import type { ZoneCheckSummary } from '../stations/station-checks'
import { checkMarineZones } from '../stations/station-checks'
import { CONDITIONS_QUEUE } from './refresh-conditions'

export const CHECK_ZONES_TASK = 'check-marine-zones'

type Io = { input: { reason?: string }; output: { summary: ZoneCheckSummary } }

export const checkZonesTask: TaskConfig<Io> = {
  slug: CHECK_ZONES_TASK,
  label: 'Check the NWS marine zones (monthly)',
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'summary', type: 'json' }],
  // An unread forecast keeps the last flags; next month's run tries again.
  retries: 0,
  // 04:40 UTC on the 1st of each month (seconds first, as Payload's schedules are written).
  schedule: [{ cron: '0 40 4 1 * *', queue: CONDITIONS_QUEUE }],
  handler: async ({ req }) => {
    const summary = await checkMarineZones(req.payload)
    req.payload.logger.info(
      `stations: ${summary.checked} marine zones checked, ${summary.flagged} flagged` +
        (summary.officesUnread.length ? `; CWF unread: ${summary.officesUnread.join(', ')}` : ''),
    )
    return { output: { summary } }
  },
}
