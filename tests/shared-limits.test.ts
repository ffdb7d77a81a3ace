// Rate limits and sign-in throttles count in PostgreSQL: two instances on one database (as behind
// a load balancer) share every count, so spreading requests over both gains a client nothing.
// Sign-in and write limits count there exactly; the public read limit counts in each instance's
// memory and syncs every LIMITS_SYNC_MS (100 ms here, 1 s by default), so it holds across
// instances once they have synced. Client addresses come from X-Forwarded-For (TRUST_PROXY=true).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSurfer, freshIp } from './support/accounts'
import { spawnTwoInstances } from './support/instances'
import type { RunningServer } from './support/spawn-server'

const READ_LIMIT = 6
const SYNC_MS = 100
let instances: [RunningServer, RunningServer]
/** The instance for the i-th request: first, second, first, ... */
const alternate = (i: number) => (i % 2 === 0 ? instances[0] : instances[1]).url

beforeAll(async () => {
  instances = await spawnTwoInstances({
    TRUST_PROXY: 'true',
    CONDITIONS_AUTORUN: 'false',
    API_READ_LIMIT_PER_MINUTE: String(READ_LIMIT),
    LIMITS_SYNC_MS: String(SYNC_MS),
  })
}, 240_000)

afterAll(async () => {
  await Promise.all(instances?.map((instance) => instance.stop()) ?? [])
})

const rateHeaders = (response: Response) => ({
  limit: response.headers.get('ratelimit-limit'),
  remaining: response.headers.get('ratelimit-remaining'),
  reset: response.headers.get('ratelimit-reset'),
  retryAfter: response.headers.get('retry-after'),
})

describe('limits shared by two instances', () => {
  it('should count public reads on either instance against one limit, with RateLimit-* headers', async () => {
    const ip = freshIp()
    const answers: Response[] = []
    for (let i = 0; i <= READ_LIMIT; i++) {
      answers.push(
        await fetch(`${alternate(i)}/api/surf-spots`, { headers: { 'x-forwarded-for': ip } }),
      )
      // Time for both instances to sync (several rounds): the count is then one.
      await new Promise((resolve) => setTimeout(resolve, 7 * SYNC_MS))
    }
    const allowed = answers.slice(0, READ_LIMIT)
    expect(allowed.map((r) => r.status)).toEqual(Array(READ_LIMIT).fill(200))
    // One count: each answer has one fewer left than the one before, whichever instance gave it,
    // except the second instance's first (it had not seen the address before it synced).
    expect(allowed.map((r) => rateHeaders(r).remaining)).toEqual(
      Array.from({ length: READ_LIMIT }, (_, i) => String(READ_LIMIT - (i === 1 ? 1 : i + 1))),
    )
    const refused = answers[READ_LIMIT]
    expect(refused?.status).toBe(429)
    const headers = rateHeaders(refused as Response)
    expect(headers).toMatchObject({ limit: String(READ_LIMIT), remaining: '0' })
    expect(Number(headers.reset)).toBeGreaterThan(0)
    expect(headers.retryAfter).toBe(headers.reset)
    expect(await refused?.json()).toEqual({
      message: 'Too many requests. Please try again in a few minutes.',
    })
  })

  it('should lock a typed email too long for the table after 5 failures over both instances', async () => {
    const email = `${'x'.repeat(300)}@accounts.test`
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${alternate(i)}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: alternate(i),
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email, password: 'wrong' }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
    expect(statuses[5]).toBe(429)
  })

  it('should lock an account for an address after 5 failures spread over both instances', async () => {
    const victim = await createSurfer(instances[0].url)
    const ip = freshIp()
    const attempt = (i: number, password: string) =>
      fetch(`${alternate(i)}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: alternate(i),
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email: victim.email, password }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i, 'wrong')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    // The right password, on either instance: the pair is locked everywhere.
    for (const i of [5, 6]) {
      const locked = await attempt(i, victim.password)
      expect(locked.status).toBe(429)
      expect(await locked.json()).toEqual({
        message: 'Too many failed attempts. Try again in 5 minutes.',
      })
    }
  })

  it('should count a write limit (the contact form, 5 in 10 minutes) over both instances', async () => {
    const ip = freshIp()
    const send = (i: number) =>
      fetch(`${alternate(i)}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: alternate(i),
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({
          name: 'Limit Test',
          email: 'limit@accounts.test',
          subject: 'Shared limits',
          message: 'A message from the shared limits test.',
        }),
      })
    const answers: Response[] = []
    for (let i = 0; i < 6; i++) answers.push(await send(i))
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429])
    expect(answers.map((r) => rateHeaders(r).remaining)).toEqual(['4', '3', '2', '1', '0', '0'])
    const refused = rateHeaders(answers[5] as Response)
    expect(refused.limit).toBe('5')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  })
})
