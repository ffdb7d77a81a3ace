// The admin dashboard's "Stations to check": a spot whose NWS marine zone left its
// office's Coastal Waters Forecast (found by the monthly check-marine-zones job) and a spot whose
// buoy has no row in NDBC's latest observations, with the next nearest buoy offered.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { call, sessionCookieOf, uniqueEmail } from './support/accounts'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>
let editorCookie: string
let db: pg.Client

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  const email = uniqueEmail('stations-editor')
  await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password: 'editor-pass-123', role: 'editor' }),
  })
  editorCookie = sessionCookieOf(
    await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'editor-pass-123' }),
    }),
  )
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})

let createdId: number | undefined

// The suite shares one database: later files count the 49 seeded spots.
afterAll(async () => {
  if (createdId) {
    await fetch(`${baseUrl}/cms-api/surf-spots/${createdId}`, { method: 'DELETE', headers: admin })
  }
  await db.end()
})

// React marks where text pieces meet with empty comments: read the page without them.
const dashboard = async () =>
  (await (await call(baseUrl, '/admin', { cookie: editorCookie })).text()).replaceAll(
    '<!-- -->',
    '',
  )

describe('the dashboard’s stations to check', () => {
  it('should flag a zone the office CWF no longer carries, and a buoy that stopped reporting', async () => {
    // Off Windansea, typed with SGX's retired zone and a buoy id NDBC does not report.
    const created = await fetch(`${baseUrl}/cms-api/surf-spots`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Retired Zone Reef',
        slug: 'retired-zone-reef',
        location: 'Test coast',
        latitude: 32.83,
        longitude: -117.283,
        nwsZone: 'PZZ750',
        nwsOffice: 'SGX',
        ndbcBuoy: '46999',
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; nwsZone: string } }
    createdId = doc.id
    // What the request gave stands: the lookup fills only an empty zone.
    expect(doc.nwsZone).toBe('PZZ750')

    const before = await dashboard()
    expect(before).toContain('Stations to check')
    expect(before).toMatch(/buoy 46999 is not in NDBC(’|&#x27;)s latest observations/)
    // The next nearest is derive.ts's choice for the point, 46999 left out.
    expect(before).toMatch(/buoy 46999[^<]*Next nearest: \d{5} \(.+?, [\d.]+ km\)\./)
    expect(before).not.toContain('Zone PZZ750')

    await db.query(
      `insert into payload_jobs (input, task_slug, queue) values ($1, 'check-marine-zones', 'conditions')`,
      [JSON.stringify({ reason: 'test' })],
    )
    const run = await fetch(
      `${baseUrl}/cms-api/payload-jobs/run?queue=conditions&disableScheduling=true`,
      { headers: admin },
    )
    expect(run.status).toBe(200)
    const { rows } = await db.query<{ flag: string | null }>(
      `select nws_zone_flag as flag from surf_spots where slug = 'retired-zone-reef'`,
    )
    // The fake SGX forecast carries PZZ740 (the seeded zone) only; NWS places the point in it.
    expect(rows[0]?.flag).toBe(
      "Zone PZZ750 is no longer in SGX's Coastal Waters Forecast. NWS now places the spot in PZZ740 (SGX).",
    )
    const after = await dashboard()
    expect(after).toMatch(/Zone PZZ750 is no longer in SGX(&#x27;|')s Coastal Waters Forecast/)
    // A seeded spot whose zone its office still forecasts is not flagged.
    const { rows: seeded } = await db.query<{ n: string }>(
      `select count(*) as n from surf_spots where nws_zone_flag is not null and slug <> 'retired-zone-reef'`,
    )
    expect(Number(seeded[0]?.n)).toBe(0)
  })
})
