// Fake Nominatim /nominatim/search: the recorded Portland Head Light result when the query
// matches it, plus a few plausible places made up from the query (a town, its beach, its point)
// in a region chosen from the query text, so every search gets stable suggestions.
import { readJsonSample, roundTo, seedOf, unit } from './samples'
import type { SampleContext, SampleReply } from './types'
import { jsonReply } from './types'

type Place = Record<string, unknown> & { display_name: string; address: Record<string, string> }

const CALIFORNIA = {
  state: 'California',
  iso: 'US-CA',
  county: 'Santa Barbara County',
  country: 'United States',
  cc: 'us',
  lat: 34.41,
  lon: -119.7,
}

const REGIONS = [
  CALIFORNIA,
  {
    state: 'Hawaii',
    iso: 'US-HI',
    county: 'Honolulu County',
    country: 'United States',
    cc: 'us',
    lat: 21.59,
    lon: -158.1,
  },
  {
    state: 'New Hampshire',
    iso: 'US-NH',
    county: 'Rockingham County',
    country: 'United States',
    cc: 'us',
    lat: 43.0,
    lon: -70.75,
  },
  {
    state: 'New South Wales',
    iso: 'AU-NSW',
    county: 'Northern Beaches Council',
    country: 'Australia',
    cc: 'au',
    lat: -33.79,
    lon: 151.29,
  },
  {
    state: 'Lisbon',
    iso: 'PT-11',
    county: 'Cascais',
    country: 'Portugal',
    cc: 'pt',
    lat: 38.7,
    lon: -9.42,
  },
  {
    state: 'Bali',
    iso: 'ID-BA',
    county: 'Badung',
    country: 'Indonesia',
    cc: 'id',
    lat: -8.81,
    lon: 115.09,
  },
]

const KINDS = [
  { suffix: '', category: 'place', type: 'village', rank: 19 },
  { suffix: ' Beach', category: 'natural', type: 'beach', rank: 22 },
  { suffix: ' Point', category: 'natural', type: 'cape', rank: 25 },
  { suffix: ' Harbor', category: 'leisure', type: 'marina', rank: 25 },
]

/** Routes every /nominatim request. */
export function handleNominatim(ctx: SampleContext): SampleReply {
  if (ctx.path !== '/search') return jsonReply(404, { error: { code: 404, message: 'Not found' } })
  const q = (ctx.url.searchParams.get('q') ?? '').trim()
  if (!q) return jsonReply(400, { error: { code: 400, message: 'Nothing to search for.' } })
  const limit = Math.min(40, Math.max(1, Number(ctx.url.searchParams.get('limit') ?? 10) || 10))
  const words = q.toLowerCase().match(/[\p{L}\d]+/gu) ?? []
  if (ctx.empty || !/\p{L}/u.test(q)) return jsonReply(200, [])
  const recorded = readJsonSample<Place[]>('nominatim', ctx.samplesDir)
  const matching = recorded.filter((p) =>
    words.every((w) => p.display_name.toLowerCase().includes(w)),
  )
  const places = [...matching, ...madeUp(q, words)].slice(0, limit)
  return jsonReply(
    200,
    places.map((p) => shape(p, ctx.url.searchParams)),
  )
}

function madeUp(q: string, words: string[]): Place[] {
  const seed = seedOf(words.join(' '))
  const region = REGIONS[Math.floor(unit(seed, 'region') * REGIONS.length)] ?? CALIFORNIA
  const name = q.replace(/\s+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase())
  return KINDS.map((kind, i) => {
    const lat = roundTo(region.lat + (unit(seed, `lat${i}`) - 0.5) * 0.2, 7)
    const lon = roundTo(region.lon + (unit(seed, `lon${i}`) - 0.5) * 0.2, 7)
    const placeName = `${name}${kind.suffix}`
    const address = {
      [kind.type === 'village' ? 'village' : kind.type]: placeName,
      county: region.county,
      state: region.state,
      'ISO3166-2-lvl4': region.iso,
      country: region.country,
      country_code: region.cc,
    }
    return {
      place_id: 100_000_000 + Math.floor(unit(seed, `pid${i}`) * 300_000_000),
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: i === 0 ? 'node' : 'way',
      osm_id: 1_000_000 + Math.floor(unit(seed, `oid${i}`) * 1_000_000_000),
      lat: String(lat),
      lon: String(lon),
      category: kind.category,
      type: kind.type,
      place_rank: kind.rank,
      importance: roundTo(0.45 - i * 0.07, 6),
      addresstype: kind.type === 'village' ? 'village' : kind.category,
      name: placeName,
      display_name: [placeName, region.county, region.state, region.country].join(', '),
      address,
      boundingbox: [lat - 0.01, lat + 0.01, lon - 0.01, lon + 0.01].map((n) =>
        roundTo(n, 7).toFixed(7),
      ),
    }
  })
}

// format=json calls `category` `class`; addressdetails=0 drops `address`.
function shape(place: Place, params: URLSearchParams): Record<string, unknown> {
  const { category, address, ...rest } = place
  const out: Record<string, unknown> = { ...rest }
  const key = params.get('format') === 'json' ? 'class' : 'category'
  const ordered = Object.fromEntries(
    Object.entries(out).flatMap(([k, v]) =>
      k === 'type'
        ? [
            [key, category],
            [k, v],
          ]
        : [[k, v]],
    ),
  )
  if (params.get('addressdetails') === '1') ordered.address = address
  return ordered
}
