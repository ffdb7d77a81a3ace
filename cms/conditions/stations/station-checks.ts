// The checks behind the admin dashboard's "Stations" tile: marine zones that left their
// office's Coastal Waters Forecast (the monthly check, cms/conditions/jobs/check-zones.ts, stores the flag on
// the spot) and wave buoys that have stopped reporting (no latest_obs row for 24 h, read when the
// dashboard is drawn), each with what to do about it.
import type { Payload, Where } from 'payload'
import type { UpstreamConfig } from '../upstream/config'
import type { BuoyObservation } from '../upstream/ndbc'
import { fetchCoastalWaters } from '../upstream/nws-cwf'
import { NDBC_WAVE_BUOYS } from './data/ndbc-wave-buoys'
import type { BuoyChoice } from './derive'
import { chooseBuoy } from './derive'
import { lookUpMarineZone } from './nws-zone'
import type { SpotZone } from './zone-check'
import { zoneFlag } from './zone-check'

/** A buoy without a latest_obs row for this long has stopped reporting. */
export const STALE_BUOY_MS = 24 * 60 * 60 * 1000

type SpotDoc = SpotZone & {
  id: number
  isUS?: boolean | null
  latitude: number
  longitude: number
  beachFacingDegrees?: number | null
  ndbcBuoy?: string | null
  nwsZoneFlag?: string | null
}

async function publishedSpots(payload: Payload, where: Where): Promise<SpotDoc[]> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { and: [{ _status: { equals: 'published' } }, where] },
    pagination: false,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
  })
  return docs as unknown as SpotDoc[]
}

export type ZoneCheckSummary = { checked: number; flagged: number; officesUnread: string[] }

/**
 * Re-looks up each US spot's zone and reads each office's newest CWF once; stores the flag (or
 * clears it) on the spot without a new version, as it is the check's note, not an edit.
 */
export async function checkMarineZones(
  payload: Payload,
  options: { config?: UpstreamConfig } = {},
): Promise<ZoneCheckSummary> {
  const spots = await publishedSpots(payload, {
    and: [{ isUS: { equals: true } }, { nwsZone: { exists: true } }],
  })
  const offices = [...new Set(spots.flatMap((s) => s.nwsOffice?.trim().toUpperCase() || []))]
  const cwf = new Map<string, string[] | null>()
  for (const office of offices) {
    const product = await fetchCoastalWaters(office, options).catch(() => null)
    cwf.set(office, product?.ok ? product.value.zones.map((z) => z.zone) : null)
  }
  let flagged = 0
  for (const spot of spots) {
    const office = spot.nwsOffice?.trim().toUpperCase() ?? ''
    const facing = spot.beachFacingDegrees ?? null
    const lookedUp = await lookUpMarineZone(spot.latitude, spot.longitude, facing, options)
    const flag = zoneFlag(spot, cwf.get(office) ?? null, lookedUp)
    if (flag) flagged++
    // An unread CWF says nothing about the zone: keep whatever the last check found.
    if (!flag && cwf.get(office) == null) continue
    const message = flag?.message ?? null
    if ((spot.nwsZoneFlag ?? null) === message) continue
    await payload.db.updateOne({
      collection: 'surf-spots',
      id: spot.id,
      data: { nwsZoneFlag: message },
      returning: false,
    })
  }
  const officesUnread = offices.filter((o) => cwf.get(o) == null)
  return { checked: spots.length, flagged, officesUnread }
}

export type FlaggedZone = { id: number; name: string; message: string }

/** The spots the last monthly check flagged. */
export async function flaggedZones(payload: Payload): Promise<FlaggedZone[]> {
  const spots = await publishedSpots(payload, { nwsZoneFlag: { exists: true } })
  return spots.flatMap((s) =>
    s.nwsZoneFlag ? [{ id: s.id, name: s.name, message: s.nwsZoneFlag }] : [],
  )
}

export type StaleBuoy = {
  id: number
  name: string
  buoy: string
  /** The buoy's newest row in latest_obs, null when it has none. */
  lastSeen: string | null
  /** The nearest other buoy that would do (derive.ts's rules), null when none. */
  nextNearest: BuoyChoice | null
}

type BuoySpot = Pick<
  SpotDoc,
  'id' | 'name' | 'latitude' | 'longitude' | 'beachFacingDegrees' | 'ndbcBuoy'
>

/** The spots whose buoy has no latest_obs row from the last 24 h, each with the next nearest. */
export function staleBuoys(
  spots: readonly BuoySpot[],
  latest: ReadonlyMap<string, BuoyObservation>,
  now: Date,
): StaleBuoy[] {
  return spots.flatMap((spot) => {
    const buoy = spot.ndbcBuoy?.trim().toUpperCase()
    if (!buoy) return []
    const row = latest.get(buoy)
    const lastSeen = row?.observedAt ?? null
    if (lastSeen && now.getTime() - Date.parse(lastSeen) <= STALE_BUOY_MS) return []
    const others = NDBC_WAVE_BUOYS.filter((b) => b.id.toUpperCase() !== buoy)
    const facing = spot.beachFacingDegrees ?? null
    const nextNearest = chooseBuoy(spot.latitude, spot.longitude, facing, others)
    return [{ id: spot.id, name: spot.name, buoy, lastSeen, nextNearest }]
  })
}

/** The published spots that read a buoy. */
export function spotsWithBuoys(payload: Payload): Promise<BuoySpot[]> {
  return publishedSpots(payload, { ndbcBuoy: { exists: true } })
}
