// Spots proposed by surfers (issue 36): POST /api/spot-proposals and GET /api/spot-proposals/mine
// with every answer they give, and the editors' review through /cms-api: accepting publishes a
// spot credited to the proposer that gets rated within a minute; rejecting keeps a reason only
// the proposer (and staff) read. Nothing of a proposal is public.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { SpotDetail, SpotReport } from '../shared/contracts/conditions'
import {
  SurferProposal,
  SurferProposalList,
  type SpotProposalInput,
} from '../shared/contracts/surfer-proposals'
import { call, createSurfer, sessionCookieOf, signIn, uniqueEmail } from './support/accounts'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>
let editor: Record<string, string>
let editorCookie: string
let alice: string
let bob: string
const createdSpots: number[] = []

// Points in the water within 5 km of a coast, none within 300 m of a seeded spot: the Portuguese
// coast north of Figueira da Foz (1.1 km apart), False Bay's Atlantic side at Cape Town, Biarritz.
const portugal = (lat: number) => ({ latitude: lat, longitude: -8.99 })
const CAPE_TOWN = { latitude: -33.95, longitude: 18.37 }
const BIARRITZ = { latitude: 43.5, longitude: -1.54 }
const tag = Math.random().toString(36).slice(2, 7)

const proposal = (over: Partial<Record<keyof SpotProposalInput, unknown>> = {}) => ({
  name: `Test Break ${tag} ${Math.random().toString(36).slice(2, 6)}`,
  ...portugal(39.97),
  breakType: 'beach',
  skillLevel: 'intermediate',
  ...over,
})

const propose = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  call(baseUrl, '/api/spot-proposals', { method: 'POST', body, cookie, headers })
const mine = async (cookie: string) => {
  const response = await call(baseUrl, '/api/spot-proposals/mine', { cookie })
  expect(response.status).toBe(200)
  return SurferProposalList.parse(await response.json()).proposals
}
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message
const cms = (
  path: string,
  init: { method?: string; body?: unknown; auth?: Record<string, string> },
) =>
  fetch(`${baseUrl}/cms-api${path}`, {
    method: init.method ?? 'GET',
    headers: init.auth ?? {},
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

/** The Authorization header of a new editor (as adminAuth gives the admin's). */
async function editorAuth(): Promise<Record<string, string>> {
  const email = uniqueEmail('proposal-editor')
  const password = 'editor-pass-123'
  const made = await cms('/users', {
    method: 'POST',
    auth: admin,
    body: { email, password, role: 'editor' },
  })
  expect(made.status).toBe(201)
  const origin = new URL(baseUrl).origin
  const login = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  editorCookie = sessionCookieOf(login)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json', origin }
}

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  editor = await editorAuth()
  alice = await signIn(
    baseUrl,
    await createSurfer(baseUrl, { firstName: 'Alice', lastName: 'kent' }),
  )
  bob = await signIn(baseUrl, await createSurfer(baseUrl, { firstName: 'Bob' }))
})

// The suite shares one database: later files count the 49 seeded spots.
afterAll(async () => {
  for (const id of createdSpots) await cms(`/surf-spots/${id}`, { method: 'DELETE', auth: admin })
})

describe('POST /api/spot-proposals', () => {
  it('stores a signed-in surfer’s proposal, pending, with what the point decides (201)', async () => {
    const body = proposal({ ...BIARRITZ, notes: 'Peaks <b>both</b> ways at mid tide' })
    const response = await propose(body, alice)
    expect(response.status).toBe(201)
    const stored = SurferProposal.parse(await response.json())
    expect(stored).toMatchObject({
      name: body.name,
      status: 'pending',
      reason: null,
      spot: null,
      notes: 'Peaks <b>both</b> ways at mid tide',
    })
    expect(stored.derived.timeZone).toBe('Europe/Paris')
    // The Bay of Biscay opens to the west and north-west.
    expect(stored.derived.beachFacingDegrees).toBeGreaterThan(250)
    expect(stored.derived.beachFacingDegrees).toBeLessThan(340)
    expect(stored.derived.offshoreFromDegrees).toBe((stored.derived.beachFacingDegrees + 135) % 360)
    expect(stored.derived.exposureSummary).toMatch(/^Open to swell from \d+° to \d+°/)
    const listed = await mine(alice)
    expect(listed.map((p) => p.id)).toContain(stored.id)
  })

  it('answers 401 to a visitor, on the write and on /mine, and keeps nothing', async () => {
    const body = proposal({ ...portugal(39.96) })
    const response = await propose(body)
    expect(response.status).toBe(401)
    expect((await call(baseUrl, '/api/spot-proposals/mine')).status).toBe(401)
    const all = (await (await cms('/spot-proposals?limit=200', { auth: admin })).json()) as {
      docs: { name: string }[]
    }
    expect(all.docs.map((d) => d.name)).not.toContain(body.name)
  })

  it('refuses a write from another site (403)', async () => {
    const response = await propose(proposal({ ...portugal(39.96) }), alice, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
  })

  it.each([
    ['a point on land', { latitude: 39.74, longitude: -104.99 }, /is on land, .* from the coast/],
    [
      'a point far out at sea',
      { latitude: 30, longitude: -140 },
      /from any coast; a surf spot must be within 5 km of one/,
    ],
    ['no name', { name: undefined }, /name is required/],
    ['an empty name', { name: '   ' }, /name is required/],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, /name must be at most 80 characters/],
    ['notes over 1000 characters', { notes: 'y'.repeat(1001) }, /notes must be at most 1000/],
    ['no latitude', { latitude: undefined }, /latitude is required/],
    ['a latitude past 90', { latitude: 91 }, /latitude must be between -90 and 90/],
    ['a text longitude', { longitude: 'west' }, /longitude is required/],
    ['a break type not offered', { breakType: 'wavepool' }, /breakType is one of: beach, reef/],
    ['a skill level not offered', { skillLevel: 'pro' }, /skillLevel is one of: beginner/],
  ])('answers 400 for %s with a message saying why', async (_, over, message) => {
    const body = proposal({ ...portugal(39.96), ...over })
    const response = await propose(body, bob)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(message)
    expect((await mine(bob)).map((p) => p.name)).not.toContain(body.name)
  })

  it('answers 409 for a point within 300 m of a published spot', async () => {
    // About 60 m from the seeded Steamer Lane.
    const response = await propose(proposal({ latitude: 36.9495, longitude: -122.025 }), bob)
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toMatch(
      /^Steamer Lane is already a spot \d+ m from this point: spots must be more than 300 m apart\.$/,
    )
  })

  it('answers 409 for a point within 300 m of another surfer’s pending proposal', async () => {
    expect((await propose(proposal({ ...portugal(39.95) }), alice)).status).toBe(201)
    // 111 m north.
    const response = await propose(proposal({ ...portugal(39.951) }), bob)
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toMatch(
      /proposed 111 m from this point is waiting for an editor/,
    )
    // 1.1 km away is another break.
    expect((await propose(proposal({ ...portugal(39.94) }), bob)).status).toBe(201)
  })

  it('answers 409 for the name of a spot that exists', async () => {
    const response = await propose(proposal({ ...portugal(39.93), name: 'Mavericks' }), bob)
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toBe(
      'A spot named "Mavericks" already exists: choose another name.',
    )
  })

  it('answers 429 to a surfer’s sixth proposal in a day, counted in PostgreSQL', async () => {
    const carolAccount = await createSurfer(baseUrl)
    const carol = await signIn(baseUrl, carolAccount)
    // A refused proposal does not count.
    expect((await propose(proposal({ latitude: 39.74, longitude: -104.99 }), carol)).status).toBe(
      400,
    )
    for (const lat of [39.83, 39.84, 39.85, 39.86, 39.87]) {
      const response = await propose(proposal({ ...portugal(lat) }), carol)
      expect(response.status, `proposal at ${lat}`).toBe(201)
    }
    const sixth = await propose(proposal({ ...portugal(39.88) }), carol)
    expect(sixth.status).toBe(429)
    expect(await messageOf(sixth)).toBe('You can propose 5 spots a day. Please try again tomorrow.')
    expect(await mine(carol)).toHaveLength(5)
    // The count lives in the shared rate_limits table, so every instance sees the same five.
    const db = new pg.Client({ connectionString: inject('databaseUrl') })
    await db.connect()
    try {
      const { rows } = await db.query<{ points: number }>(
        'select points from rate_limits where key = $1',
        [`spot-proposals:user:${carolAccount.id}`],
      )
      expect(rows[0]?.points).toBe(5)
    } finally {
      await db.end()
    }
  })
})

describe('who reads and changes a proposal', () => {
  let aliceProposal: number

  beforeAll(async () => {
    const response = await propose(proposal({ ...portugal(39.9) }), alice)
    aliceProposal = SurferProposal.parse(await response.json()).id
  })

  it('lets a surfer read only their own, through /mine and /cms-api', async () => {
    expect((await mine(bob)).map((p) => p.id)).not.toContain(aliceProposal)
    const one = await call(baseUrl, `/cms-api/spot-proposals/${aliceProposal}`, { cookie: bob })
    expect(one.status).toBe(404)
    const list = await call(baseUrl, '/cms-api/spot-proposals?limit=200', { cookie: bob })
    expect(list.status).toBe(200)
    const { docs } = (await list.json()) as { docs: { proposer: number | { id: number } }[] }
    const ids = (await mine(bob)).map((p) => p.id).sort()
    expect(docs.map((d) => (d as unknown as { id: number }).id).sort()).toEqual(ids)
    const own = await call(baseUrl, `/cms-api/spot-proposals/${aliceProposal}`, { cookie: alice })
    expect(own.status).toBe(200)
  })

  it('shows a visitor nothing', async () => {
    expect((await fetch(`${baseUrl}/cms-api/spot-proposals`)).status).toBe(403)
    expect((await fetch(`${baseUrl}/cms-api/spot-proposals/${aliceProposal}`)).status).toBe(403)
  })

  it('lets only staff change one, and no surfer create one past the endpoint', async () => {
    const patch = await call(baseUrl, `/cms-api/spot-proposals/${aliceProposal}`, {
      method: 'PATCH',
      cookie: alice,
      body: { status: 'accepted' },
    })
    expect(patch.status).toBe(403)
    const direct = await call(baseUrl, '/cms-api/spot-proposals', {
      method: 'POST',
      cookie: alice,
      body: proposal({ ...portugal(39.89) }),
    })
    expect(direct.status).toBe(403)
    expect((await mine(alice)).find((p) => p.id === aliceProposal)?.status).toBe('pending')
  })
})

describe('an editor reviews a proposal', () => {
  it('accepts: a published spot credited to the proposer, rated within a minute', async () => {
    const body = proposal({ ...CAPE_TOWN, name: `Proposed Reef ${tag}`, breakType: 'Reef' })
    const made = await propose({ ...body, notes: 'Works on a south-east wind' }, alice)
    expect(made.status).toBe(201)
    const { id } = SurferProposal.parse(await made.json())

    const accepted = await cms(`/spot-proposals/${id}`, {
      method: 'PATCH',
      auth: editor,
      body: { status: 'accepted' },
    })
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const { doc } = (await accepted.json()) as { doc: { spot: number | { id: number } } }
    const spotId = typeof doc.spot === 'object' ? doc.spot.id : doc.spot
    createdSpots.push(spotId)

    // Published and public, as an editor's point-only create: derived by the spot's own hooks.
    const spots = (await (await fetch(`${baseUrl}/api/surf-spots`)).json()) as {
      id: number
      name: string
    }[]
    expect(spots.find((s) => s.id === spotId)?.name).toBe(body.name)
    // Findable by name: the search every surfer uses (GET /api/surf-spots?q=).
    const found = (await (
      await fetch(`${baseUrl}/api/surf-spots?q=${encodeURIComponent(String(body.name))}&limit=5`)
    ).json()) as { spots: { id: number }[] }
    expect(found.spots[0]?.id).toBe(spotId)
    const detail = SpotDetail.parse(
      await (await fetch(`${baseUrl}/api/surf-spots/${spotId}`)).json(),
    )
    expect(detail).toMatchObject({
      timeZone: 'Africa/Johannesburg',
      breakType: 'reef',
      description: 'Works on a south-east wind',
      credit: 'Proposed by Alice K.',
      location: '33.9500° S, 18.3700° E',
    })
    expect(detail.exposure.source).toBe('computed')

    // Its conditions refresh once the acceptance commits: a rating within a minute.
    const until = Date.now() + 60_000
    let report: SpotReport | null = null
    while (Date.now() < until) {
      const response = await fetch(`${baseUrl}/api/surf-spots/${spotId}/report`).catch(() => null)
      if (response?.ok) {
        report = SpotReport.parse(await response.json())
        if (report.currentCondition) break
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(report?.currentCondition?.conditionRating).toBeTruthy()
    expect(report?.credit).toBe('Proposed by Alice K.')
    const html = await (await fetch(`${baseUrl}/spot/${spotId}/report`)).text()
    expect(html).toContain('Proposed by Alice K.')

    const [listed] = (await mine(alice)).filter((p) => p.id === id)
    expect(listed).toMatchObject({ status: 'accepted', spot: { id: spotId } })

    // Accepted stays accepted: its spot is published.
    const back = await cms(`/spot-proposals/${id}`, {
      method: 'PATCH',
      auth: editor,
      body: { status: 'pending' },
    })
    expect(back.status).toBe(400)
    // A second proposal 300 m or nearer is now a duplicate of the published spot.
    const again = await propose(proposal({ latitude: -33.951, longitude: 18.37 }), bob)
    expect(again.status).toBe(409)
  }, 90_000)

  it('rejects only with a reason, which the proposer reads and no one else', async () => {
    const made = await propose(proposal({ latitude: 43.52, longitude: -1.54 }), alice)
    const { id, name } = SurferProposal.parse(await made.json())
    // The editor's list and the proposal's page in the admin.
    const list = await call(baseUrl, '/admin/collections/spot-proposals', { cookie: editorCookie })
    expect(list.status).toBe(200)
    const page = await call(baseUrl, `/admin/collections/spot-proposals/${id}`, {
      cookie: editorCookie,
    })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(name)
    const bare = await cms(`/spot-proposals/${id}`, {
      method: 'PATCH',
      auth: editor,
      body: { status: 'rejected' },
    })
    expect(bare.status).toBe(400)
    expect(JSON.stringify(await bare.json())).toMatch(/A reason is required to reject/)

    const reason = 'This is the <i>same</i> peak as Côte des Basques.'
    const rejected = await cms(`/spot-proposals/${id}`, {
      method: 'PATCH',
      auth: editor,
      body: { status: 'rejected', reason },
    })
    expect(rejected.status).toBe(200)
    const [listed] = (await mine(alice)).filter((p) => p.id === id)
    expect(listed).toMatchObject({ status: 'rejected', reason, spot: null })
    expect((await mine(bob)).some((p) => p.id === id)).toBe(false)

    // On the proposer's profile, escaped.
    const profile = await (await call(baseUrl, '/profile', { cookie: alice })).text()
    expect(profile).toContain('Your proposed spots')
    expect(profile).toContain('This is the &lt;i&gt;same&lt;/i&gt; peak')
    expect(profile).not.toContain('<i>same</i>')
    const other = await (await call(baseUrl, '/profile', { cookie: bob })).text()
    expect(other).not.toContain('same</i> peak')
    expect(other).not.toContain('&lt;i&gt;same')
  })
})
