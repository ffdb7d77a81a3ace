// A spot's stations, derived from its point (and facing, when known) over recorded catalogues:
// the tide station (@neaps/tide-database: NOAA, TICON-4 and others), the NDBC wave buoy
// (cms/conditions/stations/data, NDBC's station table), the time zone (@photostructure/tz-lookup) and whether
// the US sources apply. Pure: the same point gives the same answer; the NWS marine zone, which
// needs api.weather.gov, is looked up beside it (nws-zones.ts). docs/conditions.md "Stations".
import tzlookup from '@photostructure/tz-lookup'
import { angularDistance } from '../../../shared/domain/rating/wind'
import { bearingDeg, distanceKm, distanceToCoastKm, isOnLand, landAlongKm } from './coast'
import { NDBC_WAVE_BUOYS } from './data/ndbc-wave-buoys'
import type { NdbcBuoy } from './ndbc-catalogue'
import type { TideStationInfo } from './tide-catalogue'
import { licenceAllowsAnyUse, tideStationsNear } from './tide-catalogue'

export { licenceAllowsAnyUse }

export const TIDE_RADIUS_KM = 50
export const BUOY_RADIUS_KM = 60
/** Land (beyond the coastline's own blur) a straight line to a station may cross. */
export const MAX_LAND_KM = 1.5
/** How far inland of the coastline the map's blur reaches (km): land nearer the coast is ignored. */
export const COAST_BLUR_KM = 0.5
/** A tide station farther than this (km) straight behind the beach is across land or in a back bay. */
export const BEHIND_KM = 2
/** A buoy must lie on the sea side of the beach: within this many degrees of its facing. */
export const BUOY_FACING_SPREAD_DEG = 100

export type TideStationChoice = {
  /** CO-OPS station id for US spots (the live source), the database id otherwise. */
  id: string
  name: string
  /** 'noaa-coops': predictions fetched from CO-OPS; 'neaps': predicted here from harmonics. */
  provider: 'noaa-coops' | 'neaps'
  /** The data's source, e.g. 'US National Oceanic and Atmospheric Administration', 'TICON-4'. */
  source: string
  /** The data's licence, e.g. 'public domain', 'cc-by-4.0'. */
  license: string
  /** The credit the licence asks for, ready to show (the database's own notice). */
  attribution: string
  distanceKm: number
}

export type BuoyChoice = { id: string; name: string; distanceKm: number }

export type DerivedStations = {
  tide: TideStationChoice | null
  buoy: BuoyChoice | null
  timeZone: string
  isUS: boolean
}

// Water a break does not face: names that mean a creek, river, lagoon or a gauge behind a bridge.
// Bays, harbours and sounds are judged by geometry instead (a harbour mouth on the open coast is
// the same water; a bay behind a headland is not), since the names alone cannot tell.
const SHELTERED =
  /\b(lagoon|slough|creek|river|estuary|canal|pond|lake|ditch|bridge|causeway|icww|inside|basin|marsh|bayou|yacht|marina|miamarina|golf)\b/i

/** Time zones of the US states and territories NWS, NDBC and CO-OPS serve. */
const US_ZONES =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Phoenix|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Puerto_Rico|St_Thomas)|Pacific\/(Honolulu|Guam|Saipan|Pago_Pago))$/

const round1 = (km: number) => Math.round(km * 10) / 10

/** The time zone at a point; over open sea tz-lookup answers an Etc/GMT zone. */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzlookup(latitude, longitude)
}

export const isUSTimeZone = (zone: string) => US_ZONES.test(zone)

const sheltered = (s: TideStationInfo) => SHELTERED.test(`${s.name} ${s.context ?? ''}`)

/** The nearest allowed tide station on the same open water within 50 km, or null. */
export function chooseTideStation(
  latitude: number,
  longitude: number,
  isUS: boolean,
  facingDeg: number | null = null,
): TideStationChoice | null {
  // The catalogue holds only tide stations whose licence allows any use.
  const candidates = tideStationsNear(latitude, longitude, TIDE_RADIUS_KM).filter(
    // US spots read CO-OPS live, which serves the 7-digit NOAA stations.
    ([s]) => !isUS || /^noaa\/\d{7}$/.test(s.id),
  )
  for (const [station, km] of candidates.slice(0, 60)) {
    if (sheltered(station)) continue
    const bearing = bearingDeg(latitude, longitude, station.latitude, station.longitude)
    if (facingDeg !== null && km > BEHIND_KM && angularDistance(bearing, facingDeg + 180) < 45)
      continue
    const land = landAlongKm(
      latitude,
      longitude,
      station.latitude,
      station.longitude,
      COAST_BLUR_KM,
    )
    if (land > MAX_LAND_KM) continue
    return {
      id: isUS ? station.id.replace(/^noaa\//, '') : station.id,
      name: station.name,
      provider: isUS ? 'noaa-coops' : 'neaps',
      source: station.source,
      license: station.license,
      attribution: station.attribution,
      distanceKm: round1(km),
    }
  }
  return null
}

/**
 * The nearest wave buoy in service within 60 km on the same open coast: the straight line to it
 * crosses no land, and with a facing it lies on the sea side of the beach.
 */
export function chooseBuoy(
  latitude: number,
  longitude: number,
  facingDeg: number | null,
  buoys: readonly NdbcBuoy[] = NDBC_WAVE_BUOYS,
): BuoyChoice | null {
  const inReach = buoys
    .filter((b) => !b.outOfService)
    .map((b) => ({ b, km: distanceKm(latitude, longitude, b.latitude, b.longitude) }))
    .filter(({ km }) => km <= BUOY_RADIUS_KM)
    .sort((x, y) => x.km - y.km)
  for (const { b, km } of inReach) {
    const bearing = bearingDeg(latitude, longitude, b.latitude, b.longitude)
    if (facingDeg !== null && angularDistance(bearing, facingDeg) > BUOY_FACING_SPREAD_DEG) continue
    if (landAlongKm(latitude, longitude, b.latitude, b.longitude, COAST_BLUR_KM) > MAX_LAND_KM)
      continue
    return { id: b.id, name: b.name, distanceKm: round1(km) }
  }
  return null
}

/** Everything a spot's point decides: tide station, buoy, time zone, US or not. */
export function deriveStations(input: {
  latitude: number
  longitude: number
  facingDeg?: number | null
}): DerivedStations {
  const { latitude, longitude } = input
  const timeZone = timeZoneAt(latitude, longitude)
  const isUS = isUSTimeZone(timeZone)
  return {
    tide: chooseTideStation(latitude, longitude, isUS, input.facingDeg ?? null),
    buoy: chooseBuoy(latitude, longitude, input.facingDeg ?? null),
    timeZone,
    isUS,
  }
}

/** Farthest from the coastline a new spot may be (km), and how far "on land" the coarse map allows. */
export const MAX_COAST_KM = 5
export const LAND_BLUR_KM = 1

/** Why a point cannot be a surf spot (on land, or too far out), or null when it can. */
export function refuseSpotPoint(latitude: number, longitude: number): string | null {
  const coast = distanceToCoastKm(latitude, longitude)
  if (isOnLand(latitude, longitude) && coast > LAND_BLUR_KM)
    return `The point ${latitude}, ${longitude} is on land, ${Number.isFinite(coast) ? `${round1(coast)} km` : 'far'} from the coast: put it in the water where the wave breaks.`
  if (coast > MAX_COAST_KM)
    return `The point ${latitude}, ${longitude} is ${Number.isFinite(coast) ? `${round1(coast)} km` : 'more than 25 km'} from any coast; a surf spot must be within ${MAX_COAST_KM} km of one.`
  return null
}
