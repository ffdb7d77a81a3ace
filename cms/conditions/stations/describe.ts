// A spot's stations as the API and the report show them (GET /api/surf-spots/{id} `stations`):
// its stored tide station and buoy looked up in the catalogues, with the distance from the spot,
// and its NWS marine zone. Lookups only: choosing them is derive.ts's job.
import type { SpotStations } from '../../../shared/contracts/conditions'
import { distanceKm } from './coast'
import { NDBC_WAVE_BUOYS } from './data/ndbc-wave-buoys'
import { tideStationInfo } from './tide-catalogue'

export type StationFields = {
  slug: string
  latitude: number
  longitude: number
  isUS: boolean
  tideStation: string | null
  ndbcBuoy: string | null
  nwsZone: string | null
  nwsOffice: string | null
}

export { StationFieldsDoc, storedStationId } from '../../../shared/contracts/stored-rows'

const buoysById = new Map(NDBC_WAVE_BUOYS.map((b) => [b.id, b]))
const km = (spot: StationFields, at: { latitude: number; longitude: number }) =>
  Math.round(distanceKm(spot.latitude, spot.longitude, at.latitude, at.longitude) * 10) / 10

/** The spot's tide station, buoy and NWS zone in words; null where it has none or none is known. */
export function describeStations(spot: StationFields): SpotStations {
  const tide = spot.tideStation ? tideStationInfo(spot.tideStation) : undefined
  const buoy = spot.ndbcBuoy ? buoysById.get(spot.ndbcBuoy) : undefined
  const zone = marineZoneOf(spot.isUS, spot.nwsZone, spot.nwsOffice)
  return {
    tide:
      tide && spot.tideStation
        ? {
            id: spot.tideStation,
            name: tide.name,
            source: spot.isUS ? 'NOAA CO-OPS' : tide.source,
            license: tide.license,
            attribution: tide.attribution,
            distanceKm: km(spot, tide),
          }
        : null,
    buoy: buoy ? { id: buoy.id, name: buoy.name, distanceKm: km(spot, buoy) } : null,
    nwsZone: zone ? { id: zone.zone, office: zone.office } : null,
  }
}

/** The spot's stored zone and office, upper-cased; null unless US and both are set. */
export function marineZoneOf(
  isUS: boolean,
  zone: string | null,
  office: string | null,
): { zone: string; office: string } | null {
  if (!isUS || !zone || !office) return null
  return { zone: zone.toUpperCase(), office: office.toUpperCase() }
}
