// A US spot's NWS marine zone, looked up by point (cms/conditions/upstream/nws-zones.ts; in sample mode the
// fake answers from the checked seed table). Zone polygons start at the shoreline, so a point on
// the sand can be in none: the lookup tries the point, then points straight out to sea along the
// beach's facing. Any failure is "no zone" (null): it never stops a spot being saved.
import { destination } from '../geo/exposure'
import type { UpstreamConfig } from '../upstream/config'
import type { NwsMarineZone } from '../upstream/nws-zones'
import { nwsMarineZoneAt } from '../upstream/nws-zones'

/** How far out from the beach the lookup also tries (km), nearest first. */
const SEAWARD_KM = [0, 1, 3]

/** The zone containing the spot or the water just off it; null when none or on any failure. */
export async function lookUpMarineZone(
  latitude: number,
  longitude: number,
  facingDeg: number | null,
  options: { config?: UpstreamConfig } = {},
): Promise<NwsMarineZone | null> {
  const steps = facingDeg === null ? [0] : SEAWARD_KM
  for (const km of steps) {
    const p =
      km === 0
        ? { lat: latitude, lon: longitude }
        : destination({ lat: latitude, lon: longitude }, facingDeg ?? 0, km)
    try {
      const result = await nwsMarineZoneAt(p.lat, p.lon, options)
      // An upstream failure will not be better a kilometre out: stop asking.
      if (!result.ok) return null
      if (result.value) return result.value
    } catch {
      return null
    }
  }
  return null
}
