// A spot's stations, derived from its point (and facing, when known) over recorded catalogues:
// the tide station (@neaps/tide-database: NOAA, TICON-4 and others), the NDBC wave buoy
// (cms/conditions/stations/data, NDBC's station table), the time zone (@photostructure/tz-lookup) and whether
// the US sources apply. Pure: the same point gives the same answer; the NWS marine zone, which
// needs api.weather.gov, is looked up beside it (nws-zones.ts). docs/conditions.md "Stations".
import tzlookup from '@photostructure/tz-lookup'
import { angularDistance } from '../../../shared/domain/rating/wind'
import {
  bearingDeg,
  distanceKm,
  distanceToCoastKm,
  isOnLand,
  landAlongKm,
  openFanDeg,
} from './coast'
import { NDBC_WAVE_BUOYS } from './data/ndbc-wave-buoys'
import type { NdbcBuoy } from './ndbc-catalogue'
import type { TideStationInfo } from './tide-catalogue'
import { seaPathsFrom } from './sea-path'
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
/** How far (km) the water path from the spot to a tide station may run (sea-path.ts). */
export const SEA_PATH_KM = TIDE_RADIUS_KM
/** A station whose open water spans at least this fan (degrees, 10 km out) is on the open coast. */
export const OPEN_COAST_FAN_DEG = 100
/**
 * "The same tide": the M2 tides of two stations differ by at most this share of the open-coast
 * one's amplitude (vector difference: 0.2 is ~11° of phase, ~23 minutes, or 20% of the range).
 */
export const SAME_TIDE_SHARE = 0.2
/** A gauge with under this share of the biggest open-coast M2 amplitude in reach is behind an inlet. */
export const DAMPED_SHARE = 0.5
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
  /** Kilometres by water from the spot (sea-path.ts). */
  seaKm: number
  /** 'open coast' (a wide fan of open water at the station), or 'harbour or bay' (sheltered water). */
  setting: 'open coast' | 'harbour or bay'
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

/** The relative difference of two M2 tides ([amplitude, phase °]) against the first's amplitude. */
export function tideDifference(open: [number, number], other: [number, number]): number {
  const rad = Math.PI / 180
  const [a, p] = open
  const [b, q] = other
  const dx = a * Math.cos(p * rad) - b * Math.cos(q * rad)
  const dy = a * Math.sin(p * rad) - b * Math.sin(q * rad)
  return a > 0 ? Math.hypot(dx, dy) / a : Infinity
}

type Candidate = {
  station: TideStationInfo
  km: number
  seaKm: number
  /** Open water spans a wide fan at the station (OPEN_COAST_FAN_DEG). */
  wide: boolean
  /** On the spot's own open water: wide, no land on the straight line, not behind the beach. */
  open: boolean
}

/**
 * The tide station of the sea the spot is on (docs/conditions.md "Stations"). Of the any-use
 * stations within 50 km that are not a creek, river or lagoon gauge by name, those the water
 * reaches within 50 km (sea-path.ts: a lagoon or bay the map closes off, or another sea round a
 * long peninsula, is out of reach) and whose M2 range is not damped to under half the biggest
 * open-coast one in reach (the water behind an inlet); then the nearest open-coast station on the
 * spot's own water, or a nearer harbour or bay station, or one round a headland, with the same M2
 * tide as that one; when no open-coast station is in reach, the nearest that remains. Null when none.
 */
export function chooseTideStation(
  latitude: number,
  longitude: number,
  isUS: boolean,
  facingDeg: number | null = null,
): TideStationChoice | null {
  // The catalogue holds only tide stations whose licence allows any use.
  const near = tideStationsNear(latitude, longitude, TIDE_RADIUS_KM)
    .filter(
      // US spots read CO-OPS live, which serves the 7-digit NOAA stations.
      ([s]) => (!isUS || /^noaa\/\d{7}$/.test(s.id)) && !sheltered(s),
    )
    .slice(0, 60)
  if (near.length === 0) return null
  const sea = seaPathsFrom(latitude, longitude, SEA_PATH_KM)
  const reached = near.flatMap(([station, km]): Candidate[] => {
    const seaKm = sea.toPoint(station.latitude, station.longitude)
    if (seaKm === null) return []
    const bearing = bearingDeg(latitude, longitude, station.latitude, station.longitude)
    const behind =
      facingDeg !== null && km > BEHIND_KM && angularDistance(bearing, facingDeg + 180) < 45
    const straight =
      !behind &&
      landAlongKm(latitude, longitude, station.latitude, station.longitude, COAST_BLUR_KM) <=
        MAX_LAND_KM
    const wide = openFanDeg(station.latitude, station.longitude) >= OPEN_COAST_FAN_DEG
    return [{ station, km, seaKm, wide, open: wide && straight }]
  })
  // An inlet damps the tide of the lagoon behind it.
  const biggest = Math.max(
    0,
    ...reached.flatMap((c) => (c.wide && c.station.m2 ? [c.station.m2[0]] : [])),
  )
  const candidates = reached.filter(
    (c) => !c.station.m2 || c.station.m2[0] >= DAMPED_SHARE * biggest,
  )
  const reference = candidates.find((c) => c.open)
  const chosen = candidates.find(
    (c) =>
      c === reference ||
      (!c.open &&
        (!reference ||
          (c.km < reference.km &&
            reference.station.m2 !== null &&
            c.station.m2 !== null &&
            tideDifference(reference.station.m2, c.station.m2) <= SAME_TIDE_SHARE))),
  )
  if (!chosen) return null
  const { station, km, seaKm } = chosen
  return {
    id: isUS ? station.id.replace(/^noaa\//, '') : station.id,
    name: station.name,
    provider: isUS ? 'noaa-coops' : 'neaps',
    source: station.source,
    license: station.license,
    attribution: station.attribution,
    distanceKm: round1(km),
    seaKm,
    setting: chosen.wide ? 'open coast' : 'harbour or bay',
  }
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
