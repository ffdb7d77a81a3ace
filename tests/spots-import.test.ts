// Editors' bulk import of spots (issue 35 item 1): POST /api/admin/spots/import and the job's
// GET /api/admin/spots/import/{jobId}. Who may call them, the 400s of a file that is not points,
// each refusal with its reason, nothing half-made, and 200 points along real coasts imported as
// a job in sample mode, created, credited and rated.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { coastPoints } from '../cms/conditions/geo/coast-vertices'
import { SpotDetail } from '../shared/contracts/conditions'
import {
  SpotImportAnswer,
  SpotImportProgress,
  SpotImportQueued,
} from '../shared/contracts/spot-import'
import { call, createSurfer, signIn } from './support/accounts'
import { adminAuth, editorCookie } from './support/admin'

let baseUrl: string
let editor: string
let surfer: string
let db: pg.Client
const createdSpots: number[] = []
const tag = Math.random().toString(36).slice(2, 7)

// GeoJSON positions: longitude, latitude and an optional altitude.
type Point = [lon: number, lat: number, altitude?: number]
const point = (coordinates: Point, properties: Record<string, unknown> | null = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties,
})
const collection = (features: unknown[]) => ({ type: 'FeatureCollection', features })
const importFile = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  call(baseUrl, '/api/admin/spots/import', { method: 'POST', body, cookie, headers })
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message
const countOf = async (sql: string, values: unknown[] = []) =>
  Number((await db.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0)
const spotCount = () => countOf('select count(*) as n from surf_spots')
const mediaCount = () => countOf('select count(*) as n from media')

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  editor = await editorCookie(baseUrl, 'import-editor')
  surfer = await signIn(baseUrl, await createSurfer(baseUrl))
})

// The suite shares one database: later files count the 49 seeded spots.
afterAll(async () => {
  const admin = await adminAuth(baseUrl)
  for (let i = 0; i < createdSpots.length; i += 50) {
    const ids = createdSpots.slice(i, i + 50)
    const where = ids.map((id, k) => `where[id][in][${k}]=${id}`).join('&')
    await fetch(`${baseUrl}/cms-api/surf-spots?${where}`, { method: 'DELETE', headers: admin })
  }
  await db.end()
})

describe('POST /api/admin/spots/import: who may', () => {
  const body = () => ({
    features: collection([point([-8.99, 39.5], { name: `Nobody ${tag}` })]),
    publish: true,
  })

  it('should answer 401 to a visitor and 403 to a surfer, creating nothing', async () => {
    const before = await spotCount()
    expect((await importFile(body())).status).toBe(401)
    const response = await importFile(body(), surfer)
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toMatch(/editors and admins/)
    expect(await spotCount()).toBe(before)
  })

  it('should refuse an editor’s write from another site (403)', async () => {
    const response = await importFile(body(), editor, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
  })
})

describe('POST /api/admin/spots/import: a file that is not points', () => {
  const good = [-8.99, 39.5] as Point
  it.each([
    [
      'a single Feature',
      { features: point(good, { name: 'x' }), publish: true },
      /FeatureCollection/,
    ],
    [
      'a LineString',
      {
        features: collection([
          {
            type: 'Feature',
            geometry: { type: 'LineString', coordinates: [good, good] },
            properties: { name: 'x' },
          },
        ]),
        publish: true,
      },
      /must be a Point/,
    ],
    [
      'a longitude past 180',
      { features: collection([point([200, 10], { name: 'x' })]), publish: true },
      /longitude must be between -180 and 180/,
    ],
    [
      'a latitude past 90',
      { features: collection([point([10, -95], { name: 'x' })]), publish: true },
      /latitude must be between -90 and 90/,
    ],
    [
      'text coordinates',
      { features: collection([point(['west', 'north'] as never, { name: 'x' })]), publish: true },
      /must be a number/,
    ],
    ['no features', { features: collection([]), publish: true }, /holds no features/],
    [
      'more than 10,000 features',
      { features: collection(Array.from({ length: 10_001 }, () => point(good))), publish: true },
      /at most 10,000 features/,
    ],
    [
      'no publish choice',
      { features: collection([point(good, { name: 'x' })]) },
      /publish must be true or false/,
    ],
  ])('should answer 400 for %s with a message saying why', async (_, body, message) => {
    const before = await spotCount()
    const response = await importFile(body, editor)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(message)
    expect(await spotCount()).toBe(before)
  })

  it('should answer 413 for a body over 8 MB', async () => {
    const big = 'y'.repeat(9 * 1024 * 1024)
    const body = { features: collection([point(good, { name: 'x', description: big })]) }
    const response = await importFile({ ...body, publish: true }, editor)
    expect(response.status).toBe(413)
  })
})

describe('POST /api/admin/spots/import: a small file', () => {
  it('should create good features and refuse each bad one with its reason, in order', async () => {
    const name = `Import Reef ${tag}`
    const features = collection([
      // Created: the Portuguese coast north of Figueira da Foz.
      point([-8.99, 39.9], {
        name,
        breakType: 'Reef_Break',
        skillLevel: 'pro',
        description: 'Left-hander over rock.',
      }),
      point([-8.99, 39.89], { breakType: 'reef' }),
      point([-104.99, 39.74], { name: `Denver ${tag}` }),
      point([-140, 30], { name: `Mid Pacific ${tag}` }),
      // About 60 m from the seeded Steamer Lane.
      point([-122.025, 36.9495], { name: `Steamer Twin ${tag}` }),
      // 111 m north of the first feature.
      point([-8.99, 39.901], { name: `Import Twin ${tag}` }),
      point([-8.99, 39.88], { name: 'Mavericks' }),
      // Created without any optional property: the defaults.
      point([-8.99, 39.87, 3], { name: `Import Beach ${tag}` }),
    ])
    const media = await mediaCount()
    const spots = await spotCount()
    const response = await importFile({ features, publish: true }, editor)
    expect(response.status, await response.clone().text()).toBe(200)
    const { results } = SpotImportAnswer.parse(await response.json())
    expect(
      results.map((r) => [r.index, r.status]),
      JSON.stringify(results),
    ).toEqual([
      [0, 'created'],
      [1, 'refused'],
      [2, 'refused'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'created'],
    ])
    for (const r of results) if (r.id) createdSpots.push(r.id)
    expect(results[1]?.reason).toBe('The feature has no name: properties.name is required.')
    expect(results[2]?.reason).toMatch(/is on land, .* from the coast/)
    expect(results[3]?.reason).toMatch(/from any coast; a surf spot must be within 5 km of one/)
    expect(results[4]?.reason).toMatch(
      /^Steamer Lane is already a spot \d+ m from this point: spots must be more than 300 m apart\.$/,
    )
    expect(results[5]?.reason).toBe(
      `${name} (feature 0 of this file) is 111 m from this point: spots must be more than 300 m apart.`,
    )
    expect(results[6]?.reason).toBe('A spot named "Mavericks" already exists: choose another name.')

    // Nothing half-made: two spots and their two drawn images, nothing of the refused ones.
    expect(await spotCount()).toBe(spots + 2)
    expect(await mediaCount()).toBe(media + 2)

    const detail = SpotDetail.parse(
      await (await fetch(`${baseUrl}/api/surf-spots/${results[0]?.id}`)).json(),
    )
    expect(detail).toMatchObject({
      name,
      breakType: 'reef',
      skillLevel: 'expert',
      description: 'Left-hander over rock.',
      timeZone: 'Europe/Lisbon',
      location: '39.9000° N, 8.9900° W',
      dataSource: { name: 'OpenStreetMap', license: 'ODbL 1.0' },
    })
    expect(detail.exposure.source).toBe('computed')
    const beach = SpotDetail.parse(
      await (await fetch(`${baseUrl}/api/surf-spots/${results[7]?.id}`)).json(),
    )
    expect(beach).toMatchObject({ breakType: 'beach', skillLevel: 'intermediate' })
    // Not featured: home and the map's default list keep their 49.
    const featured = await countOf(
      'select count(*) as n from surf_spots where id = any($1) and featured',
      [[results[0]?.id, results[7]?.id]],
    )
    expect(featured).toBe(0)
    // The credit on the report page.
    const html = await (await fetch(`${baseUrl}/spot/${results[0]?.id}/report`)).text()
    expect(html).toContain('Spot data © OpenStreetMap contributors, ODbL 1.0')
  }, 60_000)

  it('should keep the spots as drafts when not published', async () => {
    const name = `Import Draft ${tag}`
    const response = await importFile(
      {
        features: collection([point([-8.99, 39.91], { name })]),
        publish: false,
        source: 'Club survey',
        license: 'CC BY 4.0',
      },
      editor,
    )
    expect(response.status).toBe(200)
    const { results } = SpotImportAnswer.parse(await response.json())
    expect(results[0]?.status, results[0]?.reason).toBe('created')
    createdSpots.push(results[0]?.id ?? 0)
    const { rows } = await db.query<{ status: string; source: string; license: string }>(
      'select _status as status, source, license from surf_spots where id = $1',
      [results[0]?.id],
    )
    expect(rows[0]).toEqual({ status: 'draft', source: 'Club survey', license: 'CC BY 4.0' })
    expect((await fetch(`${baseUrl}/api/surf-spots/${results[0]?.id}`)).status).toBe(404)
  })
})

describe('a large file runs as a job', () => {
  it('should answer 404 for an unknown job, 400 for a bad id, 401 and 403 to others', async () => {
    const unknown = await call(baseUrl, '/api/admin/spots/import/987654', { cookie: editor })
    expect(unknown.status).toBe(404)
    expect(await messageOf(unknown)).toMatch(/No import 987654/)
    const bad = await call(baseUrl, '/api/admin/spots/import/abc', { cookie: editor })
    expect(bad.status).toBe(400)
    expect(await messageOf(bad)).toMatch(/jobId must be a number/)
    expect((await call(baseUrl, '/api/admin/spots/import/1')).status).toBe(401)
    expect((await call(baseUrl, '/api/admin/spots/import/1', { cookie: surfer })).status).toBe(403)
  })

  it('should create 200 points along real coasts and rate them in sample mode', async () => {
    const listed = (await (await fetch(`${baseUrl}/api/surf-spots`)).json()) as {
      latitude: number
      longitude: number
    }[]
    const points = coastPoints(200, listed)
    expect(points).toHaveLength(200)
    const features = collection(
      points.map((p, i) => point(p, { name: `Coast ${tag} ${i}`, breakType: 'beach' })),
    )
    const started = performance.now()
    const response = await importFile({ features, publish: true }, editor)
    expect(response.status, await response.clone().text()).toBe(202)
    const { jobId, statusUrl } = SpotImportQueued.parse(await response.json())
    expect(statusUrl).toBe(`/api/admin/spots/import/${jobId}`)

    let progress: SpotImportProgress | null = null
    const seen = new Set<number>()
    const until = Date.now() + 400_000
    while (Date.now() < until) {
      const answer = await call(baseUrl, statusUrl, { cookie: editor })
      expect(answer.status).toBe(200)
      progress = SpotImportProgress.parse(await answer.json())
      seen.add(progress.done)
      if (progress.state === 'finished' || progress.state === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    const elapsed = performance.now() - started
    console.info(
      `import: 200 points in ${Math.round(elapsed)} ms, ${Math.round(elapsed / 200)} ms per spot`,
    )
    expect(progress?.state).toBe('finished')
    expect(progress?.total).toBe(200)
    // The bar moved: progress was seen between none and all.
    expect([...seen].some((d) => d > 0 && d < 200)).toBe(true)
    const results = progress?.results ?? []
    for (const r of results) if (r.id) createdSpots.push(r.id)
    const refused = results.filter((r) => r.status !== 'created')
    expect(refused, JSON.stringify(refused.slice(0, 3))).toEqual([])
    expect(results.map((r) => r.index)).toEqual(points.map((_, i) => i))

    // Rated: every spot gets its conditions from the one refresh that follows the import.
    const ids = results.map((r) => r.id)
    const rated = async () =>
      countOf(
        `select count(distinct spot_id) as n from surf_conditions
          where spot_id = any($1) and condition_rating is not null`,
        [ids],
      )
    const ratedUntil = Date.now() + 240_000
    let count = 0
    while (Date.now() < ratedUntil && (count = await rated()) < 200) {
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    expect(count).toBe(200)
  }, 720_000)
})
