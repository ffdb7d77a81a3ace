// Nominatim search, for location suggestions in the post composer.
// OSMF usage policy: at most 1 request/second (config.minIntervalMs queues callers), an
// identifying User-Agent, and cache what you can: identical searches are answered from memory.
import { z } from 'zod'
import { createTtlCache } from './cache'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fetchJson } from './http'

/** A place for the composer's location suggestions, plus the coordinates for adding a spot. */
export type PlaceSuggestion = {
  /** OSM reference such as 'way/329793373' (stable, unlike Nominatim's place_id). */
  id: string
  displayName: string
  name: string
  country: string | null
  state: string | null
  /** OSM type, e.g. 'lighthouse', 'beach', 'village'. */
  type: string
  latitude: number
  longitude: number
}

const PlaceSchema = z.object({
  osm_type: z.string(),
  osm_id: z.number(),
  lat: z.string(),
  lon: z.string(),
  type: z.string(),
  name: z.string().nullable().optional(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
})

const ResponseSchema = z.array(PlaceSchema)

const cache = createTtlCache<UpstreamResult<PlaceSuggestion[]>>({
  maxEntries: 500,
  ttlMs: 24 * 60 * 60 * 1000,
})

/** Searches places by free text; at most 1 upstream request/second, results cached for 24 h. */
export async function searchPlaces(
  query: string,
  { limit = 5, config = readUpstreamConfig() }: { limit?: number; config?: UpstreamConfig } = {},
): Promise<UpstreamResult<PlaceSuggestion[]>> {
  const q = query.trim().replace(/\s+/g, ' ')
  if (q === '') return { ok: true, value: [], fetchedAt: new Date().toISOString() }
  const url = upstreamUrl(config, 'nominatim', '/search')
  url.searchParams.set('q', q)
  url.searchParams.set('format', 'jsonv2')
  url.searchParams.set('addressdetails', '1')
  url.searchParams.set('limit', String(limit))
  const key = `${url.origin}${url.pathname}|${q.toLowerCase()}|${limit}`
  const cached = cache.get(key)
  if (cached) return cached
  const result = await fetchJson(
    { source: 'nominatim', url, config, headers: { 'Accept-Language': 'en' } },
    ResponseSchema,
  )
  if (!result.ok) return result
  const answer = { ...result, value: result.value.map(toSuggestion) }
  cache.set(key, answer)
  return answer
}

/** Forgets cached searches (tests, or after changing NOMINATIM_URL at runtime). */
export function clearPlaceSearchCache(): void {
  cache.clear()
}

function toSuggestion(place: z.output<typeof PlaceSchema>): PlaceSuggestion {
  const address = place.address ?? {}
  return {
    id: `${place.osm_type}/${place.osm_id}`,
    displayName: place.display_name,
    // Unnamed results (a road, a postcode) get the first part of the display name.
    name: place.name || place.display_name.split(',')[0]?.trim() || place.display_name,
    country: address.country ?? null,
    state: address.state ?? address.region ?? address.province ?? null,
    type: place.type,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
  }
}
