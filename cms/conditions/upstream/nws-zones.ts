// NWS marine zone by point: api.weather.gov `/zones?type=coastal&point={lat},{lon}` (the zones
// endpoint's documented `type` and `point` query parameters). Coastal marine zones (PZZ, AMZ,
// ANZ, GMZ, PHZ...: the 0–20/60 nm waters a Coastal Waters Forecast covers) are zone type
// `coastal`; `offshore` holds the high-seas zones and `marine` is not a zone type of its own, so
// only `coastal` is asked. The issuing office is read from the zone's properties: `forecastOffice`
// (an office URL, e.g. https://api.weather.gov/offices/LOX) first, then the deprecated `cwa` and
// `forecastOffices` arrays that marine zones still carry. A point on the sand may fall in no
// polygon (zones start at the shoreline): that is `null`, not an error.
import { z } from 'zod'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fetchJson } from './http'

export type NwsMarineZone = {
  /** UGC marine zone id, e.g. 'PZZ650'. */
  id: string
  /** The WFO that issues the zone's Coastal Waters Forecast, e.g. 'LOX'. */
  office: string
}

const ZONE_ID = /^[A-Z]{2}Z\d{3}$/
const OFFICE_ID = /^[A-Z]{3}$/

const ZoneFeature = z.object({
  properties: z.object({
    id: z.string(),
    type: z.string().optional(),
    forecastOffice: z.string().nullish(),
    cwa: z.array(z.string()).nullish(),
    forecastOffices: z.array(z.string()).nullish(),
  }),
})

export const ZoneCollectionSchema = z.object({ features: z.array(ZoneFeature) })

type ZoneProperties = z.output<typeof ZoneFeature>['properties']

const lastSegment = (url: string) => url.replace(/\/+$/, '').split('/').pop()?.toUpperCase() ?? ''

/** The office of a zone, from the first of its office fields that names one. */
function officeOf(p: ZoneProperties): string | null {
  const candidates = [
    p.forecastOffice ? lastSegment(p.forecastOffice) : '',
    ...(p.cwa ?? []).map((c) => c.toUpperCase()),
    ...(p.forecastOffices ?? []).map(lastSegment),
  ]
  return candidates.find((c) => OFFICE_ID.test(c)) ?? null
}

/** The first coastal marine zone of a /zones answer that names its office, or null. */
export function marineZoneOf(
  collection: z.output<typeof ZoneCollectionSchema>,
): NwsMarineZone | null {
  for (const { properties } of collection.features) {
    if (!ZONE_ID.test(properties.id)) continue
    if (properties.type && properties.type !== 'coastal') continue
    const office = officeOf(properties)
    if (office) return { id: properties.id, office }
  }
  return null
}

/** The coastal marine zone containing a point, and its office; null when the point is in none. */
export async function nwsMarineZoneAt(
  latitude: number,
  longitude: number,
  { config = readUpstreamConfig() }: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<NwsMarineZone | null>> {
  const url = upstreamUrl(config, 'nws', '/zones')
  url.searchParams.set('type', 'coastal')
  // NWS wants at most 4 decimals on points (more earns a redirect on /points).
  const round = (n: number) => Math.round(n * 1e4) / 1e4
  url.searchParams.set('point', `${round(latitude)},${round(longitude)}`)
  const result = await fetchJson(
    { source: 'nws', url, config, accept: 'application/geo+json' },
    ZoneCollectionSchema,
  )
  if (!result.ok) return result
  return { ok: true, value: marineZoneOf(result.value), fetchedAt: result.fetchedAt }
}
