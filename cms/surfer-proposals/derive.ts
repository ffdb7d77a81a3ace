// What a proposed point decides, stored on the proposal for the editor and shown to the surfer:
// the admin's own proposal for a point (cms/admin/spot-proposal.ts: the same refusals on land,
// far from a coast or with no open water around, with the same words), kept as plain fields.
import { proposeSpot } from '../admin/spot-proposal'
import type { SpotProposal } from '../../shared/contracts/spot-proposal'

export type DerivedFields = {
  beachFacingDegrees: number
  offshoreFromDegrees: number
  offshoreToDegrees: number
  exposureSummary: string
  timeZone: string
  coastKm: number
  tideStation: string | null
  ndbcBuoy: string | null
}

/** The swell window in words: "Open to swell from 200° to 300°", or that none reaches. */
export function exposureSummaryOf(window: SpotProposal['exposure']['swellWindow']): string {
  if (window.length === 0) return 'No open-ocean swell reaches this point'
  const arcs = window.map((a) =>
    a.fromDeg === 0 && a.toDeg === 350 ? 'every direction' : `${a.fromDeg}° to ${a.toDeg}°`,
  )
  return `Open to swell from ${arcs.join(' and ')}`
}

/** The point's derived values; an AppError 400 saying why for a point that is no surf spot. */
export async function derivedFromPoint(
  latitude: number,
  longitude: number,
): Promise<DerivedFields> {
  const p = await proposeSpot(latitude, longitude)
  return {
    beachFacingDegrees: p.beachFacingDegrees,
    offshoreFromDegrees: p.offshoreFromDegrees,
    offshoreToDegrees: p.offshoreToDegrees,
    exposureSummary: exposureSummaryOf(p.exposure.swellWindow),
    timeZone: p.timeZone,
    coastKm: p.coastKm,
    tideStation: p.tide?.id ?? null,
    ndbcBuoy: p.buoy?.id ?? null,
  }
}
