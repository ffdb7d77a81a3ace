// The accuracy record as the API and pages answer it: the verification job's stored rows
// (cms/conditions/accuracy/verify.ts) read as a visitor, with the sentence written here from the 30-day window.
import type { Payload } from 'payload'
import { z } from 'zod'
import {
  AccuracySource,
  AccuracyWindow,
  type AccuracySummary,
  type SpotAccuracy,
} from '../../../../shared/contracts/accuracy'
import type { Spot } from '../../../../shared/contracts/conditions'
import { scoreSpot } from '../../../../shared/domain/forecast/accuracy-verify'
import {
  accuracySentence,
  againstText,
  headlineLeadDay,
} from '../../../../shared/domain/view/accuracy-text'
import { todayIn } from '../../../../shared/domain/time/dates'
import { findSpot, findSpots } from '../../../../cms/conditions'

const StoredAccuracy = z.object({
  spot: z.number(),
  computedAt: z.string(),
  windows: z.array(AccuracyWindow),
  sources: z.array(AccuracySource),
})
type StoredAccuracy = z.infer<typeof StoredAccuracy>

async function storedRows(payload: Payload, spotId?: number): Promise<Map<number, StoredAccuracy>> {
  const { docs } = await payload.find({
    collection: 'spot-accuracy',
    ...(spotId === undefined ? {} : { where: { spot: { equals: spotId } } }),
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const rows = docs.map((d) => StoredAccuracy.parse(d))
  return new Map(rows.map((r) => [r.spot, r]))
}

/** A spot's record; before any verification, every window with zero pairs. */
function toSpotAccuracy(spot: Spot, stored: StoredAccuracy | undefined, now: Date): SpotAccuracy {
  const windows =
    stored?.windows ??
    scoreSpot({ today: todayIn(spot.timeZone, now), forecasts: [], observed: [], reports: [] })
  const sources = stored?.sources ?? []
  const month = windows.find((w) => w.days === 30) ?? windows[0]
  const buoy = sources.find((s) => s.kind === 'buoy')?.name ?? null
  const sentence = month
    ? accuracySentence(month, againstText(headlineLeadDay(month), buoy))
    : 'Not enough data yet (0 of 5)'
  return {
    spotId: spot.id,
    spotName: spot.name,
    computedAt: stored?.computedAt ?? null,
    windows,
    sources,
    sentence,
  }
}

/** GET /api/surf-spots/{id}/accuracy; 404 for an unknown spot. */
export async function spotAccuracy(
  payload: Payload,
  id: number,
  now: Date,
  /** The spot, when the caller read it already (a preview's draft, never published). */
  known?: Spot,
): Promise<SpotAccuracy> {
  const spot = known ?? (await findSpot(payload, id))
  return toSpotAccuracy(spot, (await storedRows(payload, id)).get(id), now)
}

/** Every spot's record, by name. */
export async function allSpotAccuracy(payload: Payload, now: Date): Promise<SpotAccuracy[]> {
  const [spots, stored] = [await findSpots(payload), await storedRows(payload)]
  return spots.map((spot) => toSpotAccuracy(spot, stored.get(spot.id), now))
}

/** One line of the /accuracy table: the next-day (lead 1) 30-day scores. */
export function summaryOf(record: SpotAccuracy): AccuracySummary {
  const month = record.windows.find((w) => w.days === 30)
  const nextDay = month?.byLeadDay.find((s) => s.leadDay === 1)
  if (!nextDay) throw new Error(`spot ${record.spotId}: no 30-day next-day score`)
  const { spotId, spotName, sources, sentence } = record
  return { spotId, spotName, nextDay, sources, sentence }
}
