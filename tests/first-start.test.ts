// A first start on an empty database, its upstream answers held back until the test
// lets them through, so the first refresh is in flight for as long as the test looks. Meanwhile
// /api/stats says "being rated", not zero, and home says "Rating the spots…"; once the answers
// flow, the ratings land. The server has no sign-in provider: /login offers none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Stats } from '../shared/contracts/conditions'
import { windowDates } from './conditions-helpers'
import { heldFirstStartEnv, startHeldUpstream, type HeldUpstream } from './support/held-upstream'
import { startOwnDatabaseServer, type OwnDatabaseServer } from './support/own-database'

let gate: HeldUpstream
let own: OwnDatabaseServer
let baseUrl: string
const today = windowDates()[0] as string

beforeAll(async () => {
  gate = await startHeldUpstream()
  own = await startOwnDatabaseServer('first-start', { env: heldFirstStartEnv(gate) })
  baseUrl = own.server.url
  await gate.reached // the first refresh has asked its first upstream: it is in flight
}, 240_000)

afterAll(async () => {
  gate?.open()
  await own?.stop()
  await gate?.close()
})

const stats = async () => {
  const response = await fetch(`${baseUrl}/api/stats?date=${today}`)
  return { response, body: Stats.parse(await response.json()) }
}

describe('a first start', () => {
  it('should say in its log that it is rating the spots', () => {
    expect(own.server.output()).toContain('starting Payload: migrations, then the seed')
    expect(own.server.output()).toContain('conditions: rating the spots')
  })

  it('should answer /api/stats as being rated, never kept, while nothing is rated yet', async () => {
    const { response, body } = await stats()
    expect(body).toMatchObject({ total: 0, isRating: true, isSample: false })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it("should show 'Rating the spots…' on home instead of unrated cards", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(html).toContain('Rating the spots…')
    expect(html).not.toMatch(/<li data-spot/)
  })

  it('should offer no external sign-in on /login without a provider', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text()
    expect(html).toContain('Sign In')
    expect(html).not.toContain('Continue with a code-hosting account')
  })

  it('should send /api/login to the sign-in page, without an error, without a provider', async () => {
    const response = await fetch(`${baseUrl}/api/login?returnTo=/favorites`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Ffavorites')
  })

  it('should rate the spots once the upstreams answer, and home shows them', async () => {
    gate.open()
    let rated = await stats()
    // The refresh finishes when it finishes: ask until it has landed (the test's timeout bounds it).
    while (rated.body.isRating || rated.body.total === 0) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      rated = await stats()
    }
    expect(rated.body).toMatchObject({ total: 49, isRating: false, isSample: false })
    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(html).not.toContain('Rating the spots…')
    expect(html).toMatch(/<li data-spot/)
  }, 180_000)
})
