// The /accuracy page's recent surfer reports, each beside what Firing had forecast for that day
// (the archive keeps days, not hours: the freshest issue, lowest lead day, is shown).
import type { Payload } from 'payload'
import type { ReportCheck } from '../../../../shared/contracts/accuracy'
import { localDateOf } from '../../../../shared/domain/time/zoned'
import type { Spot } from '../../../../shared/contracts/conditions'

const RECENT = 20

const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)

/** The newest surfer reports with the archived forecast of their spot and local date. */
export async function recentReportChecks(payload: Payload, spots: Spot[]): Promise<ReportCheck[]> {
  const byId = new Map(spots.map((s) => [s.id, s]))
  const { docs } = await payload.find({
    collection: 'surfer-reports',
    sort: '-surfedAt',
    limit: RECENT,
    depth: 0,
    overrideAccess: false,
  })
  const checks: ReportCheck[] = []
  for (const doc of docs) {
    const spot = byId.get(idOf(doc.spot))
    if (!spot) continue
    const date = localDateOf(doc.surfedAt, spot.timeZone)
    const { docs: archived } = await payload.find({
      collection: 'forecast-archive',
      where: { spot: { equals: spot.id }, forecastDate: { equals: date } },
      sort: 'leadDay',
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const f = archived[0]
    checks.push({
      spotId: spot.id,
      spotName: spot.name,
      surfedAt: doc.surfedAt,
      size: doc.size,
      rating: doc.rating,
      wind: doc.wind,
      forecast: f
        ? {
            leadDay: f.leadDay,
            rating: f.rating ?? null,
            surf: f.surfMinFt == null ? null : `${f.surfMinFt}-${f.surfMaxFt ?? f.surfMinFt} ft`,
            windClass: f.windClass ?? null,
          }
        : null,
    })
  }
  return checks
}
