// The staff-only helpers of the spot form, GET /api/admin/spot-proposal and GET
// /api/admin/coastline: who may call them and the 400s that say what is wrong with a point.
import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { SpotProposal, Coastline } from '../shared/contracts/spot-proposal'
import { call, createSurfer, sessionCookieOf, signIn, uniqueEmail } from './support/accounts'
import { adminAuth } from './support/admin'

let baseUrl: string
let editorCookie: string
let surferCookie: string

const HUNTINGTON = 'lat=33.652&lon=-118.008'

const get = (path: string, cookie?: string) => call(baseUrl, path, { cookie })
const messageOf = async (response: Response) =>
  ((await response.json()) as { message: string }).message

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  const email = uniqueEmail('spot-editor')
  await fetch(`${baseUrl}/cms-api/users`, {
    method: 'POST',
    headers: await adminAuth(baseUrl),
    body: JSON.stringify({ email, password: 'editor-pass-123', role: 'editor' }),
  })
  editorCookie = sessionCookieOf(
    await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'editor-pass-123' }),
    }),
  )
  surferCookie = await signIn(baseUrl, await createSurfer(baseUrl))
})

describe('GET /api/admin/spot-proposal', () => {
  it('proposes facing, offshore sector, stations and time zone from a point, for an editor', async () => {
    const response = await get(`/api/admin/spot-proposal?${HUNTINGTON}`, editorCookie)
    expect(response.status).toBe(200)
    const proposal = SpotProposal.parse(await response.json())
    expect(proposal).toMatchObject({ isUS: true, timeZone: 'America/Los_Angeles' })
    expect(proposal.nwsPoint).not.toBeNull()
    // From the NWS zones endpoint, answered by the fake upstream's recording in sample mode.
    expect(proposal.nwsZone).toEqual({ id: 'PZZ655', office: 'LOX' })
  })

  it('answers 401 to a visitor and 403 to a surfer', async () => {
    expect((await get(`/api/admin/spot-proposal?${HUNTINGTON}`)).status).toBe(401)
    const surfer = await get(`/api/admin/spot-proposal?${HUNTINGTON}`, surferCookie)
    expect(surfer.status).toBe(403)
    expect(await messageOf(surfer)).toMatch(/editors and admins/)
  })

  it.each([
    ['lon=-118', /lat is required/],
    ['lat=abc&lon=-118', /lat must be a number/],
    ['lat=91&lon=-118', /lat must be between -90 and 90/],
    ['lat=33.6&lon=-181', /lon must be between -180 and 180/],
    // Denver: on land, far from any coast.
    ['lat=39.74&lon=-104.99', /is on land/],
    // The middle of the North Pacific.
    ['lat=30&lon=-140', /from any coast; a surf spot must be within 5 km/],
  ])('answers 400 for ?%s with a message saying why', async (query, message) => {
    const response = await get(`/api/admin/spot-proposal?${query}`, editorCookie)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(message)
  })
})

describe('GET /api/admin/coastline', () => {
  const view = 'lat=33.6&lon=-118&zoom=9&width=640&height=400'

  it('draws the land of the view for an editor, kept by the browser only', async () => {
    const response = await get(`/api/admin/coastline?${view}`, editorCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^private/)
    const coast = Coastline.parse(await response.json())
    expect(coast.resolution).toBe('10m')
    expect(coast.d).toMatch(/^M/)
  })

  it('answers 401 to a visitor, 403 to a surfer and 400 to a bad view', async () => {
    expect((await get(`/api/admin/coastline?${view}`)).status).toBe(401)
    expect((await get(`/api/admin/coastline?${view}`, surferCookie)).status).toBe(403)
    const bad = await get(
      '/api/admin/coastline?lat=33.6&lon=-118&zoom=30&width=640&height=400',
      editorCookie,
    )
    expect(bad.status).toBe(400)
    expect(await messageOf(bad)).toMatch(/zoom must be between 0 and 14/)
  })
})
