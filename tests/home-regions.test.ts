// Regions against the built server: spots that are not featured are written straight into the
// database across every region (and Elsewhere), then GET /api/surf-spots?region= and the
// summary's counts by region are checked against a brute-force computation over all published
// spots in JavaScript (regionOf, each spot's condition on its own today); a bad region is a 400
// that says why. The rows are removed afterwards (other files count 49 spots).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CURSOR_OF_ANOTHER_QUERY, REGION_MESSAGE, SpotPage } from '../shared/contracts/spot-pages'
import { toRating } from '../shared/domain/rating/ratings'
import { REGIONS, regionOf } from '../shared/domain/regions/regions'
import { todayIn } from '../shared/domain/time/dates'
import { getError, getParsed, waitForConditions } from './conditions-helpers'
import { adminAuth, publishShaper } from './support/admin'
import { removeSpots } from './support/spot-rows'

let baseUrl: string
let db: pg.Client
let auth: Record<string, string>
const created: number[] = []
const shapers: number[] = []

// Two per region's first box corner region, on the boxes' edges too, and the open sea.
const POINTS: [string, number, number][] = [
  ['Regiontest Hilo', 19.73, -155.06],
  ['Regiontest Outer Banks', 35.9, -75.6],
  ['Regiontest Key West', 24.55, -81.8],
  ['Regiontest Tofino', 49.15, -125.9],
  ['Regiontest Border', 32.53, -117.12],
  ['Regiontest Cabo', 22.88, -109.9],
  ['Regiontest Montanita', -1.83, -80.75],
  ['Regiontest Ericeira', 38.96, -9.42],
  ['Regiontest Tarifa', 36.01, -5.6],
  ['Regiontest Varazze', 44.36, 8.58],
  ['Regiontest Dakar', 14.7, -17.47],
  ['Regiontest Margaret River', -33.97, 114.98],
  ['Regiontest Piha', -36.95, 174.47],
  ['Regiontest Shonan', 35.31, 139.48],
  ['Regiontest Arugam Bay', 6.84, 81.84],
  ['Regiontest Teahupoo', -17.86, -149.26],
  ['Regiontest Svalbard', 78.2, 15.6],
]

const clearCaches = async () => {
  shapers.push(await publishShaper(baseUrl, auth, `Regions ${Date.now()}-${shapers.length}`))
}

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  await waitForConditions(baseUrl)
  auth = await adminAuth(baseUrl)
  for (const [i, [name, lat, lon]] of POINTS.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `insert into surf_spots (name, slug, location, latitude, longitude, break_type,
         skill_level, beach_facing_degrees, time_zone, _status, featured)
       values ($1, $2, 'Regiontest Coast', $3, $4, 'beach', 'intermediate', 270,
         $5, 'published', false)
       returning id`,
      [name, `regiontest-${i}`, lat, lon, i % 2 ? 'UTC' : 'Pacific/Kiritimati'],
    )
    created.push(rows[0]?.id ?? 0)
  }
  await clearCaches()
}, 180_000)

afterAll(async () => {
  await removeSpots(db, created)
  await clearCaches()
  for (const id of shapers.splice(0))
    await fetch(`${baseUrl}/cms-api/shapers/${id}`, { method: 'DELETE', headers: auth })
  await db.end()
})

type Published = { id: number; name: string; region: string; rating: string }

/** Every published spot with its region and its rating on its own today, brute force. */
async function published(now: Date): Promise<Published[]> {
  const { rows: spots } = await db.query<{
    id: number
    name: string
    latitude: string
    longitude: string
    time_zone: string
  }>(`select id, name, latitude, longitude, time_zone from surf_spots where _status = 'published'`)
  const { rows: conditions } = await db.query<{ spot: number; date: string; rating: string }>(
    `select spot_id as spot, date, condition_rating::text as rating from surf_conditions`,
  )
  const rated = new Map(conditions.map((c) => [`${c.spot}|${c.date}`, c.rating]))
  return spots.map((s) => ({
    id: s.id,
    name: s.name,
    region: regionOf(Number(s.latitude), Number(s.longitude)).id,
    rating: toRating(rated.get(`${s.id}|${todayIn(s.time_zone, now)}`)) ?? 'unrated',
  }))
}

describe('GET /api/surf-spots?region=', () => {
  it('should answer exactly the published spots of each region, by name, page after page', async () => {
    const all = await published(new Date())
    expect(new Set(all.map((s) => s.region)).size).toBe(REGIONS.length)
    for (const region of REGIONS) {
      const expected = all
        .filter((s) => s.region === region.id)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
        .map((s) => s.id)
      const answer = await getParsed(
        baseUrl,
        `/api/surf-spots?region=${region.id}&limit=200`,
        SpotPage,
      )
      expect(
        answer.spots.map((s) => s.id),
        region.id,
      ).toEqual(expected)
      expect(answer.nextCursor).toBeNull()
    }
    // Paged by 2 the same spots come out of North America Atlantic's many.
    const ids: number[] = []
    let cursor: string | null = null
    do {
      const answer: SpotPage = await getParsed(
        baseUrl,
        `/api/surf-spots?region=north-america-atlantic&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        SpotPage,
      )
      ids.push(...answer.spots.map((s) => s.id))
      cursor = answer.nextCursor
    } while (cursor)
    const whole = await getParsed(
      baseUrl,
      '/api/surf-spots?region=north-america-atlantic&limit=200',
      SpotPage,
    )
    expect(ids).toEqual(whole.spots.map((s) => s.id))
  })

  it('should sort a region by distance with near', async () => {
    const answer = await getParsed(
      baseUrl,
      '/api/surf-spots?region=hawaii&near=21.6,-158.0&limit=200',
      SpotPage,
    )
    const distances = answer.spots.map((s) => s.distanceKm ?? NaN)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(answer.spots.at(-1)?.name).toBe('Regiontest Hilo')
  })

  it.each(['region=atlantis', 'region=', 'region=Hawaii', 'region=hawaii%20'])(
    'should answer 400 for %s, naming the regions',
    async (query) => {
      const { status, body } = await getError(baseUrl, `/api/surf-spots?${query}`)
      expect(status).toBe(400)
      expect(body.message).toContain(REGION_MESSAGE)
    },
  )

  it("should refuse another region's cursor with a 400", async () => {
    const first = await getParsed(baseUrl, '/api/surf-spots?region=hawaii&limit=1', SpotPage)
    expect(first.nextCursor).not.toBeNull()
    const { status, body } = await getError(
      baseUrl,
      `/api/surf-spots?region=europe-atlantic&limit=1&cursor=${first.nextCursor}`,
    )
    expect(status).toBe(400)
    expect(body.message).toContain(CURSOR_OF_ANOTHER_QUERY)
  })
})

describe('Today’s Summary by region', () => {
  it('should count every published spot per rating per region, as a brute force does', async () => {
    const html = await (await fetch(`${baseUrl}/summary`)).text()
    const all = await published(new Date())
    const table = html.slice(html.indexOf('data-summary-regions'))
    const keys = ['epic', 'firing', 'good', 'rideable', 'not working', 'unrated', 'total']
    const countsOf = (id: string) => {
      const row = table.slice(table.indexOf(`data-region="${id}"`))
      const cells = [...row.matchAll(/data-count="([^"]+)"[^>]*>\s*(\d+)\s*</g)].slice(0, 7)
      return Object.fromEntries(cells.map((m) => [m[1], Number(m[2])]))
    }
    const expected = (spots: Published[]) =>
      Object.fromEntries(
        keys.map((k) => [
          k,
          k === 'total' ? spots.length : spots.filter((s) => s.rating === k).length,
        ]),
      )
    for (const region of REGIONS) {
      const spots = all.filter((s) => s.region === region.id)
      expect(countsOf(region.id), region.id).toEqual(expected(spots))
    }
    expect(countsOf('all')).toEqual(expected(all))
    expect(countsOf('all').total).toBeGreaterThan(49)
    // The featured spots' tiles stay as the spec has them.
    expect(html).toContain('Not Working')
    expect(html).toContain('View All Surf Spots')
  })
})
