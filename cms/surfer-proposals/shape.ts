// A stored proposal as its proposer reads it (shared/contracts/surfer-proposals.ts).
import { SurferProposal } from '../../shared/contracts/surfer-proposals'

export type ProposalDoc = {
  id: number
  name: string
  latitude: number
  longitude: number
  breakType: string
  skillLevel: string
  notes?: string | null
  status: string
  reason?: string | null
  beachFacingDegrees?: number | null
  offshoreFromDegrees?: number | null
  offshoreToDegrees?: number | null
  exposureSummary?: string | null
  timeZone?: string | null
  tideStation?: string | null
  ndbcBuoy?: string | null
  spot?: number | { id: number; slug?: string | null } | null
  createdAt: string
}

export function toSurferProposal(doc: ProposalDoc): SurferProposal {
  const spot = typeof doc.spot === 'object' && doc.spot !== null ? doc.spot : null
  return SurferProposal.parse({
    id: doc.id,
    name: doc.name,
    latitude: doc.latitude,
    longitude: doc.longitude,
    breakType: doc.breakType,
    skillLevel: doc.skillLevel,
    notes: doc.notes?.trim() || null,
    status: doc.status,
    reason: doc.reason?.trim() || null,
    derived: {
      beachFacingDegrees: doc.beachFacingDegrees ?? 0,
      offshoreFromDegrees: doc.offshoreFromDegrees ?? 0,
      offshoreToDegrees: doc.offshoreToDegrees ?? 0,
      timeZone: doc.timeZone ?? 'UTC',
      exposureSummary: doc.exposureSummary ?? 'Not derived yet',
      tideStation: doc.tideStation ?? null,
      ndbcBuoy: doc.ndbcBuoy ?? null,
    },
    spot: spot && spot.slug ? { id: spot.id, slug: spot.slug } : null,
    createdAt: doc.createdAt,
  })
}
