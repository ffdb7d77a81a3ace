// The monthly marine-zone check: a spot's NWS zone is only useful while its office's
// Coastal Waters Forecast (CWF) still carries a block for it. Offices renumber zones (SGX split
// PZZ750 in 2026; CHS took over 20–60 nm in March 2026), and a spot whose zone left the CWF
// silently loses its CWF waves. This decides, from the spot's stored zone, a fresh lookup by
// point and the office's newest CWF, whether an editor must look at the spot.
import type { NwsMarineZone } from '../upstream/nws-zones'

export type SpotZone = {
  slug: string
  name: string
  nwsZone: string | null
  nwsOffice: string | null
}

export type ZoneFlag = {
  slug: string
  name: string
  zone: string
  office: string
  /** The zone NWS places the spot's point in today, when it differs from the stored one. */
  lookedUp: NwsMarineZone | null
  message: string
}

/**
 * The flag for one spot, or null when nothing is wrong or nothing is known. `cwfZones` is the zone
 * ids of the office's newest CWF, null when it could not be fetched (no flag: an outage is not a
 * retired zone). `lookedUp` is the zone the point is in today (null when the lookup failed or found
 * none).
 */
export function zoneFlag(
  spot: SpotZone,
  cwfZones: readonly string[] | null,
  lookedUp: NwsMarineZone | null,
): ZoneFlag | null {
  const zone = spot.nwsZone?.trim().toUpperCase()
  const office = spot.nwsOffice?.trim().toUpperCase()
  if (!zone || !office || !cwfZones) return null
  if (cwfZones.includes(zone)) return null
  const differs = lookedUp && lookedUp.id !== zone ? lookedUp : null
  const hint = differs ? ` NWS now places the spot in ${differs.id} (${differs.office}).` : ''
  return {
    slug: spot.slug,
    name: spot.name,
    zone,
    office,
    lookedUp: differs,
    message: `Zone ${zone} is no longer in ${office}'s Coastal Waters Forecast.${hint}`,
  }
}
