// Every password sign-in path (the site's /api/auth/login and Payload's /cms-api/users/login,
// which the admin's login form posts to) shares one set of limits: per client address, per
// account and address, and a shorter account-wide lock. Client addresses come from
// X-Forwarded-For (TRUST_PROXY=true in the test server).
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createSurfer, freshIp, uniqueEmail, type Surfer } from './support/accounts'

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

type Path = 'site' | 'cms'
const PATHS: Path[] = ['site', 'cms']
const ENDPOINT: Record<Path, string> = { site: '/api/auth/login', cms: '/cms-api/users/login' }

/** One sign-in attempt on `path` from client address `ip`. */
async function attempt(path: Path, ip: string, email: string, password: string) {
  const response = await answerTo(path, ip, email, password)
  return { status: response.status, body: (await response.json()) as unknown }
}

/** The RateLimit-* and Retry-After headers of an answer, as numbers. */
function rateHeadersOf(response: Response) {
  const number = (name: string) => Number(response.headers.get(name))
  return {
    limit: number('ratelimit-limit'),
    remaining: number('ratelimit-remaining'),
    reset: number('ratelimit-reset'),
    retryAfter: number('retry-after'),
  }
}

/** The answer to one sign-in attempt, whole (headers included). */
const answerTo = (path: Path, ip: string, email: string, password: string) =>
  fetch(`${baseUrl}${ENDPOINT[path]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  })

async function failTimes(path: Path, ip: string, email: string, times: number) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await attempt(path, ip, email, 'wrong')).status)
  return statuses
}

describe.each(PATHS)('password sign-in limits on the %s path', (path) => {
  let surfer: Surfer
  beforeAll(async () => {
    surfer = await createSurfer(baseUrl)
  })

  it('should slow one address down with 429 after 20 failures in ten minutes', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push((await attempt(path, ip, uniqueEmail('nobody'), 'x')).status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('should lock the account for the address that failed 5 times, even with the right password', async () => {
    const victim = await createSurfer(baseUrl)
    const attacker = freshIp()
    expect(await failTimes(path, attacker, victim.email, 5)).toEqual([401, 401, 401, 401, 401])
    expect((await attempt(path, attacker, victim.email, victim.password)).status).toBe(429)
  })

  it('should tell a locked-out address which limit refused it and when to come back', async () => {
    const victim = await createSurfer(baseUrl)
    const attacker = freshIp()
    await failTimes(path, attacker, victim.email, 5)
    const response = await answerTo(path, attacker, victim.email, victim.password)
    expect(response.status).toBe(429)
    const rate = rateHeadersOf(response)
    expect(rate).toMatchObject({ limit: 5, remaining: 0 })
    expect(rate.retryAfter).toBeGreaterThan(240)
    expect(rate.retryAfter).toBeLessThanOrEqual(300)
    expect(rate.reset).toBe(rate.retryAfter)
  })

  it('should tell a slowed-down address its limit and when its window ends', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) await attempt(path, ip, uniqueEmail('nobody'), 'x')
    const response = await answerTo(path, ip, uniqueEmail('nobody'), 'x')
    expect(response.status).toBe(429)
    const rate = rateHeadersOf(response)
    expect(rate).toMatchObject({ limit: 20, remaining: 0 })
    expect(rate.retryAfter).toBeGreaterThan(540)
    expect(rate.retryAfter).toBeLessThanOrEqual(600)
  })

  it('should still let the owner in from another address while an attacker is locked out', async () => {
    const victim = await createSurfer(baseUrl)
    await failTimes(path, freshIp(), victim.email, 6)
    for (const other of PATHS) {
      expect((await attempt(other, freshIp(), victim.email, victim.password)).status).toBe(200)
    }
  })

  it('should answer a locked account and an unknown email exactly alike', async () => {
    const known = await createSurfer(baseUrl)
    const unknown = uniqueEmail('nobody')
    const [knownIp, unknownIp] = [freshIp(), freshIp()]
    const knownAnswers = []
    const unknownAnswers = []
    for (let i = 0; i < 7; i++) {
      knownAnswers.push(await attempt(path, knownIp, known.email, 'wrong'))
      unknownAnswers.push(await attempt(path, unknownIp, unknown, 'wrong'))
    }
    expect(knownAnswers.at(-1)?.status).toBe(429)
    expect(knownAnswers).toEqual(unknownAnswers)
  })

  it('should lock an account for everyone for a while when many addresses guess it', async () => {
    const victim = await createSurfer(baseUrl)
    for (let i = 0; i < 10; i++) await failTimes(path, freshIp(), victim.email, 1)
    expect((await attempt(path, freshIp(), victim.email, victim.password)).status).toBe(429)
  })

  it('should sign in normally after a few failures', async () => {
    const ip = freshIp()
    await failTimes(path, ip, surfer.email, 3)
    expect((await attempt(path, ip, surfer.email, surfer.password)).status).toBe(200)
  })
})

describe('password sign-in limits across paths', () => {
  it('should count failures on the site and on /cms-api together for one address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) await attempt('site', ip, uniqueEmail('nobody'), 'x')
    for (let i = 0; i < 10; i++) await attempt('cms', ip, uniqueEmail('nobody'), 'x')
    expect((await attempt('site', ip, uniqueEmail('nobody'), 'x')).status).toBe(429)
    expect((await attempt('cms', ip, uniqueEmail('nobody'), 'x')).status).toBe(429)
  })

  it('should count an account’s failures on both paths together', async () => {
    const victim = await createSurfer(baseUrl)
    const ip = freshIp()
    await failTimes('site', ip, victim.email, 3)
    await failTimes('cms', ip, victim.email, 2)
    expect((await attempt('site', ip, victim.email, victim.password)).status).toBe(429)
    expect((await attempt('cms', ip, victim.email, victim.password)).status).toBe(429)
  })
})
