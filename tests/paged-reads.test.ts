// GET /api/surf-spots' paged reads against the built server: 60 published spots that are not
// featured are written straight into the database (the admin's create would refresh conditions
// for each), then every page, near, bbox and q answer is checked against a brute-force
// computation over all published spots in JavaScript; the plain list stays the 49 featured
// spots; each bad parameter is a 400 that says why. The rows are removed afterwards (other
// files count 49 spots).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SpotConditionList, SpotList } from '../shared/contracts/conditions'
import { pageStatement } from '../cms/conditions/read/spot-pages'
import { SpotPage, type SpotPageRow } from '../shared/contracts/spot-pages'
import { getError, getParsed, waitForConditions, windowDates } from './conditions-helpers'
import { adminAuth, publishShaper } from './support/admin'
import { removeSpots } from './support/spot-rows'

let baseUrl: string
let db: pg.Client
let auth: Record<string, string>
const created: number[] = []
const shapers: number[] = []

/** A small deterministic generator: the same 60 points on every run. */
function points(): { lat: number; lon: number }[] {
  let seed = 35
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1
  const spread = Array.from({ length: 50 }, () => ({
    lat: Math.round(next() * 60 * 1e4) / 1e4,
    lon: Math.round(next() * 179 * 1e4) / 1e4,
  }))
  // Ten on either side of the antimeridian.
  const date = Array.from({ length: 10 }, (_, i) => ({
    lat: -20 + i * 1.5,
    lon: i % 2 ? 178.5 + i * 0.1 : -179.5 + i * 0.1,
  }))
  return [...spread, ...date]
}

const WORDS = ['Reef', 'Point', 'Bay', 'Cove', 'Bank']

/** Publishes a shaper: a content:published event, which clears the cached answers. */
async function clearCaches() {
  shapers.push(await publishShaper(baseUrl, auth, `Paged reads ${Date.now()}-${shapers.length}`))
}

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  await waitForConditions(baseUrl)
  auth = await adminAuth(baseUrl)
  for (const [i, p] of points().entries()) {
    const n = String(i + 1).padStart(2, '0')
    const { rows } = await db.query<{ id: number }>(
      `insert into surf_spots (name, slug, location, latitude, longitude, break_type,
         skill_level, beach_facing_degrees, time_zone, _status, featured)
       values ($1, $2, $3, $4, $5, 'beach', 'intermediate', 270, 'UTC', 'published', false)
       returning id`,
      [
        `Pagetest ${WORDS[i % WORDS.length]} ${n}`,
        `pagetest-${n}`,
        i % 3 ? 'Testland Coast, Nowhere' : 'Quietwater Shore, Elsewhere',
        p.lat,
        p.lon,
      ],
    )
    created.push(rows[0]?.id ?? 0)
  }
  await clearCaches()
}, 180_000)

afterAll(async () => {
  await removeSpots(db, created)
  for (const id of shapers)
    await fetch(`${baseUrl}/cms-api/shapers/${id}`, { method: 'DELETE', headers: auth })
  await clearCaches()
  for (const id of shapers.splice(0))
    await fetch(`${baseUrl}/cms-api/shapers/${id}`, { method: 'DELETE', headers: auth })
  await db.end()
})

const page = (query: string) => getParsed(baseUrl, `/api/surf-spots?${query}`, SpotPage)

/** Every page of a query, following nextCursor; checks no page is over its limit. */
async function walk(query: string, limit: number): Promise<SpotPageRow[]> {
  const rows: SpotPageRow[] = []
  let cursor: string | null = null
  for (let i = 0; i < 200; i++) {
    const answer = await page(
      `${query ? `${query}&` : ''}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    expect(answer.spots.length).toBeLessThanOrEqual(limit)
    rows.push(...answer.spots)
    cursor = answer.nextCursor
    if (cursor === null) return rows
    expect(answer.spots).toHaveLength(limit)
  }
  throw new Error(`${query}: more than 200 pages`)
}

/** Code-unit order of names (the API's name order is COLLATE "C"), then id. */
const byName = (a: SpotPageRow, b: SpotPageRow) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id

const rad = (d: number) => (d * Math.PI) / 180
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** All published spots, brute force: one walk in the largest pages. */
let all: SpotPageRow[] = []

describe('paging', () => {
  it('should hand every published spot out exactly once, by name, in pages of any size', async () => {
    all = await walk('', 200)
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from surf_spots where _status = 'published'`,
    )
    expect(all).toHaveLength(Number(rows[0]?.n))
    expect(all.length).toBeGreaterThanOrEqual(109)
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length)
    expect(all.map((s) => s.id)).toEqual([...all].sort(byName).map((s) => s.id))
    const small = await walk('', 7)
    expect(small.map((s) => s.id)).toEqual(all.map((s) => s.id))
  })

  it('should carry each spot the list carries, with its condition on the date', async () => {
    const [today] = windowDates()
    const answer = await page(`q=Rincon&date=${today}`)
    const list = await getParsed(baseUrl, `/api/surf-spots?date=${today}`, SpotConditionList)
    const rincon = list.find((s) => s.name === 'Rincon')
    expect(answer.spots[0]).toEqual(rincon)
    expect(answer.spots[0]?.currentCondition?.date).toBe(today)
  })

  it('should keep the plain list to the featured spots, the new ones not among them', async () => {
    const list = await getParsed(baseUrl, '/api/surf-spots', SpotList)
    expect(list).toHaveLength(49)
    expect(list.some((s) => created.includes(s.id))).toBe(false)
    const [today] = windowDates()
    const dated = await getParsed(baseUrl, `/api/surf-spots?date=${today}`, SpotList)
    expect(dated).toHaveLength(49)
    const home = await (await fetch(`${baseUrl}/`)).text()
    expect(home).toContain('Rincon')
    expect(home).not.toContain('Pagetest')
  })
})

describe('near', () => {
  for (const [label, from] of [
    ['Portugal', { lat: 38.7, lon: -9.4 }],
    ['across the antimeridian', { lat: -10, lon: 179.9 }],
  ] as const) {
    it(`should sort every published spot by great-circle distance (${label})`, async () => {
      const rows = await walk(`near=${from.lat},${from.lon}`, 40)
      const expected = all
        .map((s) => ({ id: s.id, km: haversineKm(from, { lat: s.latitude, lon: s.longitude }) }))
        .sort((a, b) => a.km - b.km || a.id - b.id)
      expect(rows.map((s) => s.id)).toEqual(expected.map((e) => e.id))
      for (const [i, row] of rows.entries()) {
        expect(row.distanceKm).toBeCloseTo(expected[i]?.km ?? NaN, 1)
      }
    })
  }

  it('should read the nearest first from the sphere index, on a first page and after a cursor', async () => {
    // The statement's expression must stay the index's (migration 20261206_213000): with them
    // apart, near would sort every row again (~24 ms at 10,000 spots) and still pass the above.
    const near = { lat: 38.7, lon: -9.4 }
    for (const cursor of [undefined, { f: '', k: [0.01], i: 1 }]) {
      const statement = pageStatement({ near, limit: 20, cursor })
      await db.query('BEGIN')
      try {
        // A test database of a few dozen rows: without these the planner rightly sorts them.
        await db.query('SET LOCAL enable_seqscan = off')
        await db.query('SET LOCAL enable_sort = off')
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${statement.text}`,
          statement.values,
        )
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
        expect(plan).toContain('surf_spots_sphere_idx')
        expect(plan).toMatch(/Order By: /)
      } finally {
        await db.query('ROLLBACK')
      }
    }
  })

  it('should still save a draft that has no point yet (the admin create view saves one)', async () => {
    // cube() refuses an array with a NULL: an index over every row refused such a draft.
    const response = await fetch(`${baseUrl}/cms-api/surf-spots?draft=true`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Pagetest Pointless Draft', _status: 'draft' }),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; latitude?: number | null } }
    // Not one of `created`: the other tests count those published spots.
    await removeSpots(db, [doc.id])
    expect(doc.latitude ?? null).toBeNull()
  })
})

describe('bbox', () => {
  for (const [label, box] of [
    ['the Americas', [-130, -10, -60, 50]],
    ['across the antimeridian', [178, -25, -178, 0]],
    ['the whole world', [-180, -90, 180, 90]],
  ] as const) {
    it(`should list exactly the spots inside, by name (${label})`, async () => {
      const [west, south, east, north] = box
      const inside = (lon: number) =>
        west <= east ? lon >= west && lon <= east : lon >= west || lon <= east
      const expected = all
        .filter((s) => s.latitude >= south && s.latitude <= north && inside(s.longitude))
        .sort(byName)
      expect(expected.length).toBeGreaterThan(0)
      const rows = await walk(`bbox=${box.join(',')}`, 9)
      expect(rows.map((s) => s.id)).toEqual(expected.map((s) => s.id))
    })
  }

  it('should find the spots on both sides of 180° in the antimeridian box', async () => {
    const rows = await walk('bbox=178,-25,-178,0', 50)
    expect(rows.some((s) => s.longitude > 178)).toBe(true)
    expect(rows.some((s) => s.longitude < -178)).toBe(true)
  })
})

describe('q', () => {
  it('should keep no pending list in the trigram indexes (every insert merged at once)', async () => {
    // With one (GIN's fastupdate), each search read every entry pending since the last vacuum:
    // ~9 ms a search after an import of 10,000 spots (migration 20261204_191500).
    const { rows } = await db.query<{ name: string; reloptions: string[] | null }>(
      `select c.relname as name, c.reloptions from pg_class c
        where c.relname in ('surf_spots_name_trgm_idx', 'surf_spots_location_trgm_idx')`,
    )
    expect(rows.map((r) => r.name).sort()).toEqual([
      'surf_spots_location_trgm_idx',
      'surf_spots_name_trgm_idx',
    ])
    for (const row of rows) expect(row.reloptions, row.name).toContain('fastupdate=off')
  })

  /** SPEC §5's substring rule in tiers: the exact name, names starting with q, the rest. */
  function substringAnswer(q: string) {
    const needle = q.toLowerCase()
    const tier = (s: SpotPageRow) => {
      const name = s.name.toLowerCase()
      if (name === needle) return 0
      if (name.startsWith(needle)) return 1
      if (name.includes(needle) || s.location.toLowerCase().includes(needle)) return 2
      return 3
    }
    return all
      .filter((s) => tier(s) < 3)
      .sort((a, b) => tier(a) - tier(b) || byName(a, b))
      .map((s) => s.id)
  }

  for (const q of ['Pagetest', 'reef', 'quietwater', 'Pagetest Bay 03', 'Hawaii']) {
    it(`should rank the name and location matches of "${q}" like the brute force, first`, async () => {
      const rows = await walk(`q=${encodeURIComponent(q)}`, 6)
      const expected = substringAnswer(q)
      expect(expected.length).toBeGreaterThan(0)
      expect(rows.slice(0, expected.length).map((s) => s.id)).toEqual(expected)
      expect(new Set(rows.map((s) => s.id)).size).toBe(rows.length)
    })
  }

  it('should forgive a typo: "Pipline" finds Banzai Pipeline and "Pagetets" the new spots', async () => {
    const pipe = await page('q=Pipline')
    expect(pipe.spots[0]?.name).toBe('Banzai Pipeline')
    const typo = await walk('q=Pagetets', 50)
    expect(typo.filter((s) => created.includes(s.id)).length).toBe(created.length)
  })

  it('should walk the substring tiers, then the similar names, each spot once', async () => {
    // "Pagetest Ba": a substring of the Bay and Bank names; the others' names are spelt alike.
    const q = 'Pagetest Ba'
    const rows = await walk(`q=${encodeURIComponent(q)}`, 4)
    const substring = substringAnswer(q)
    // The spellings by brute force: word similarity of every published row, no index.
    const { rows: alike } = await db.query<{ id: number }>(
      `select id from surf_spots
        where _status = 'published' and word_similarity($1, name) >= 0.45
          and not (name ilike $2 or location ilike $2)
        order by word_similarity($1, name) desc, name collate "C", id`,
      [q, `%${q}%`],
    )
    expect(substring.length).toBeGreaterThan(0)
    expect(alike.length).toBeGreaterThan(0)
    expect(rows.map((s) => s.id)).toEqual([...substring, ...alike.map((r) => r.id)])
  })

  it('should find nothing for text no spot resembles', async () => {
    expect((await page('q=zzqxjv')).spots).toEqual([])
  })

  it('should combine with bbox and take a cursor only for its own query', async () => {
    const rows = await walk('q=Pagetest&bbox=178,-25,-178,0', 3)
    expect(rows.map((s) => s.id)).toEqual(
      all
        .filter((s) => s.name.startsWith('Pagetest'))
        .filter((s) => s.latitude >= -25 && s.latitude <= 0)
        .filter((s) => s.longitude >= 178 || s.longitude <= -178)
        .sort(byName)
        .map((s) => s.id),
    )
    const first = await page('q=Pagetest&limit=2')
    expect(first.nextCursor).not.toBeNull()
    const other = await getError(
      baseUrl,
      `/api/surf-spots?q=Testland&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    )
    expect(other.status).toBe(400)
    expect(other.body.message).toMatch(/^cursor belongs to another near, bbox, q or region/)
  })
})

describe('bad parameters', () => {
  const cases: [string, RegExp][] = [
    ['near=21.6', /^near is latitude,longitude in degrees/],
    ['near=91,0', /^near: latitude 91 is outside -90 to 90/],
    ['near=0,-181', /^near: longitude -181 is outside -180 to 180/],
    ['bbox=1,2,3', /^bbox is west,south,east,north in degrees/],
    ['bbox=0,10,10,5', /^bbox: south 10 is north of north 5/],
    ['bbox=0,-91,10,5', /^bbox: south -91 is outside -90 to 90/],
    ['q=a', /^q is 2 to 100 characters/],
    [`q=${'x'.repeat(101)}`, /^q is 2 to 100 characters/],
    ['limit=0', /^limit is a whole number from 1 to 200/],
    ['limit=500', /^limit is a whole number from 1 to 200/],
    ['cursor=nope!', /^cursor is not one this API gave/],
    ['near=0,0&bbox=0,0,1,1', /^near and bbox do not go together/],
  ]
  for (const [query, message] of cases) {
    it(`should answer 400 for ${query.slice(0, 40)}`, async () => {
      const { status, body } = await getError(baseUrl, `/api/surf-spots?${query}`)
      expect(status).toBe(400)
      expect(body.message).toMatch(message)
    })
  }
})
