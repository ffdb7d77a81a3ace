// Fake api.weather.gov `/zones?type=coastal&point=lat,lon`: the marine zone of the nearest seeded
// US spot within ZONE_REACH_KM, in the shape the real endpoint answers (a GeoJSON
// FeatureCollection of zone features, geometry left out as `include_geometry` defaults to
// false). The answers are the checked table cms/seed/data/marine-zones.ts (its header says which
// zones were verified against published NWS products, and when); a point near no seeded US spot,
// or a `type` without `coastal`, answers an empty collection, as the real API does off its zones.
import { greatCircleKm } from '../../../../shared/domain/units/geo'
import { MARINE_ZONES } from '../../../seed/data/marine-zones'
import type { MarineZone } from '../../../seed/data/marine-zones'
import { SPOT_SEEDS } from '../../../seed/data/spots'
import type { SampleContext, SampleReply } from './types'
import { jsonReply } from './types'

/** A coastal zone runs tens of km along the shore: a point this close to a seeded spot shares it. */
export const ZONE_REACH_KM = 25

const API = 'https://api.weather.gov'

/** The seeded zone nearest a point, within ZONE_REACH_KM of the seeded spot it belongs to. */
export function seededZoneNear(lat: number, lon: number): MarineZone | null {
  let best: { zone: MarineZone; km: number } | null = null
  for (const seed of SPOT_SEEDS) {
    const zone = MARINE_ZONES[seed.slug]
    if (!zone) continue
    const km = greatCircleKm(lat, lon, seed.latitude, seed.longitude)
    if (km <= ZONE_REACH_KM && (!best || km < best.km)) best = { zone, km }
  }
  return best?.zone ?? null
}

/** One zone feature as api.weather.gov writes a coastal marine zone. */
export function zoneFeature(zone: MarineZone): Record<string, unknown> {
  const url = `${API}/zones/coastal/${zone.zone}`
  return {
    id: url,
    type: 'Feature',
    geometry: null,
    properties: {
      '@id': url,
      '@type': 'wx:Zone',
      id: zone.zone,
      type: 'coastal',
      name: zone.why,
      state: null,
      forecastOffice: `${API}/offices/${zone.office}`,
      cwa: [zone.office],
      forecastOffices: [`${API}/offices/${zone.office}`],
      timeZone: [],
      observationStations: [],
      radarStation: null,
    },
  }
}

/** Answers /zones; null when the request is not a point lookup (the caller answers 404). */
export function zonesReply(ctx: SampleContext): SampleReply | null {
  const point = /^(-?[\d.]+),(-?[\d.]+)$/.exec(ctx.url.searchParams.get('point') ?? '')
  if (!point) return null
  const types = (ctx.url.searchParams.get('type') ?? 'coastal').split(',')
  const zone = types.includes('coastal') ? seededZoneNear(Number(point[1]), Number(point[2])) : null
  const features = zone && !ctx.empty ? [zoneFeature(zone)] : []
  return jsonReply(200, { type: 'FeatureCollection', features }, 'application/geo+json')
}
