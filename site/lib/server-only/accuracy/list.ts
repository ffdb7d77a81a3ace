// GET /api/accuracy and the /accuracy page: one summary per spot, sorted, and recent reports.
import type { Payload } from 'payload'
import type { AccuracyList } from '../../../../shared/contracts/accuracy'
import type { AccuracySort } from '../../../../shared/domain/view/accuracy-sort'
import { sortAccuracy } from '../../../../shared/domain/view/accuracy-sort'
import { findSpots } from '../../../../cms/conditions'
import { allSpotAccuracy, summaryOf } from './read'
import { recentReportChecks } from './reports'

/** Every spot's next-day record in `sort` order, with the recent surfer reports. */
export async function accuracyList(
  payload: Payload,
  now: Date,
  sort: AccuracySort,
): Promise<AccuracyList> {
  const records = await allSpotAccuracy(payload, now)
  const computed = records.flatMap((r) => (r.computedAt ? [r.computedAt] : [])).sort()
  return {
    computedAt: computed.at(-1) ?? null,
    spots: sortAccuracy(records.map(summaryOf), sort),
    recentReports: await recentReportChecks(payload, await findSpots(payload)),
  }
}
