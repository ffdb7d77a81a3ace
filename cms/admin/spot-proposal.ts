// What a new spot's point proposes for the rest of its form (docs/editors.md 'Adding a spot'):
// facing and swell window from the coastline (cms/conditions/geo, docs/conditions.md 'Exposure'), the
// offshore sector straight off the land, and the time zone, tide station, buoy and US-or-not from
// the recorded catalogues (cms/conditions/stations/derive.ts). The editor accepts or changes each.
import { destination } from '../conditions/geo/exposure'
import { distanceToCoastKm, isOnLand } from '../conditions/geo/world-land'
import { refuseSpotPoint } from '../conditions/stations/derive'
import { lookUpMarineZone } from '../conditions/stations/nws-zone'
import { proposeSpot as proposeFromPoint } from '../conditions/stations/propose'
import { AppError } from '../../shared/contracts/errors'
import type { SpotProposal } from '../../shared/contracts/spot-proposal'
import { normaliseDegrees } from '../../shared/domain/rating/wind'

/** How far behind the beach the NWS land point is looked for (km), in 100 m steps. */
const NWS_SEARCH_KM = 10
/** How far past the shoreline the NWS land point goes, so the coarse coast still has it on land. */
const NWS_INLAND_KM = 0.3

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places

/** A point just inland of the beach, straight behind it, for NWS /points; null if none near. */
export function nwsLandPoint(
  lat: number,
  lon: number,
  facingDeg: number,
): { latitude: number; longitude: number } | null {
  const behind = normaliseDegrees(facingDeg + 180)
  for (let km = 0; km <= NWS_SEARCH_KM; km += 0.1) {
    const p = destination({ lat, lon }, behind, km)
    if (!isOnLand(p.lat, p.lon)) continue
    const inland = destination({ lat, lon }, behind, km + NWS_INLAND_KM)
    const chosen = isOnLand(inland.lat, inland.lon) ? inland : p
    return { latitude: round(chosen.lat, 4), longitude: round(chosen.lon, 4) }
  }
  return null
}

/** Everything the point proposes; a 400 naming why for a point on land or far out at sea. */
export async function proposeSpot(lat: number, lon: number): Promise<SpotProposal> {
  const refusal = refuseSpotPoint(lat, lon)
  if (refusal) throw new AppError('BAD_REQUEST', refusal)
  // The same proposal as a spot created through the API from its point (cms/conditions/stations/propose.ts).
  const proposal = proposeFromPoint({ latitude: lat, longitude: lon })
  if (proposal.facingFrom !== 'coastline') {
    throw new AppError(
      'BAD_REQUEST',
      `The point ${lat}, ${lon} has no open water around it: put it where the wave breaks.`,
    )
  }
  const { stations, beachFacingDegrees: facing } = proposal
  return {
    latitude: lat,
    longitude: lon,
    coastKm: round(distanceToCoastKm(lat, lon), 1),
    beachFacingDegrees: facing,
    offshoreFromDegrees: proposal.offshoreFromDegrees,
    offshoreToDegrees: proposal.offshoreToDegrees,
    exposure: { ...proposal.exposure, source: 'computed' },
    timeZone: stations.timeZone,
    isUS: stations.isUS,
    tide: stations.tide && {
      id: stations.tide.id,
      name: stations.tide.name,
      source: stations.tide.source,
      license: stations.tide.license,
      attribution: stations.tide.attribution,
      distanceKm: stations.tide.distanceKm,
    },
    buoy: stations.buoy,
    nwsPoint: stations.isUS ? nwsLandPoint(lat, lon, facing) : null,
    // Looked up through NWS (the recording in sample mode); a failed lookup proposes none.
    nwsZone: stations.isUS ? await zoneOf(lat, lon, facing) : null,
  }
}

async function zoneOf(lat: number, lon: number, facing: number): Promise<SpotProposal['nwsZone']> {
  const zone = await lookUpMarineZone(lat, lon, facing)
  return zone && { id: zone.id, office: zone.office }
}
