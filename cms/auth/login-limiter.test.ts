import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryCounter } from '../limits/shared-counts'
import { createLoginLimiter, LOGIN_POLICY, type LoginVerdict } from './login-limiter'

const MINUTE = 60_000

// The rules on counters of this process (the server keeps the same counters in PostgreSQL:
// tests/shared-limits.test.ts), on a fake clock.
const limiterOf = () => createLoginLimiter(LOGIN_POLICY, memoryCounter)
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** `times` failed attempts (begin without success) and their verdicts. */
async function fail(
  limiter: ReturnType<typeof createLoginLimiter>,
  times: number,
  attempt: { account: string; address: string },
): Promise<LoginVerdict[]> {
  const verdicts: LoginVerdict[] = []
  for (let i = 0; i < times; i++) verdicts.push(await limiter.begin(attempt))
  return verdicts
}

describe('createLoginLimiter', () => {
  it('should lock an account for the address that failed 5 times, for 5 minutes', async () => {
    const limiter = limiterOf()
    const attacker = { account: 'kai@x.test', address: '10.0.0.1' }
    expect(await fail(limiter, 5, attacker)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
    expect(await limiter.begin(attacker)).toBe('locked')
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(await limiter.begin(attacker)).toBe('locked')
    vi.advanceTimersByTime(1)
    expect(await limiter.begin(attacker)).toBe('ok')
  })

  it('should leave the owner free from another address while one address is locked', async () => {
    const limiter = limiterOf()
    await fail(limiter, 8, { account: 'kai@x.test', address: '10.0.0.1' })
    expect(await limiter.begin({ account: 'kai@x.test', address: '10.0.0.2' })).toBe('ok')
  })

  it('should count an unknown email like a real account', async () => {
    const limiter = limiterOf()
    const known = await fail(limiter, 7, { account: 'kai@x.test', address: '10.0.0.1' })
    const unknown = await fail(limiter, 7, { account: 'nobody@x.test', address: '10.0.0.2' })
    expect(unknown).toEqual(known)
  })

  it('should slow an address down after 20 failures across accounts, for its window', async () => {
    const limiter = limiterOf()
    const verdicts: LoginVerdict[] = []
    for (let i = 0; i < 21; i++) {
      verdicts.push(await limiter.begin({ account: `n${i}@x.test`, address: '10.0.0.1' }))
    }
    expect(verdicts.slice(0, 20).every((v) => v === 'ok')).toBe(true)
    expect(verdicts[20]).toBe('address-limited')
    vi.advanceTimersByTime(10 * MINUTE)
    expect(await limiter.begin({ account: 'a@x.test', address: '10.0.0.1' })).toBe('ok')
  })

  it('should not count a successful sign-in against the address', async () => {
    const limiter = limiterOf()
    for (let i = 0; i < 50; i++) {
      const attempt = { account: 'admin@x.test', address: '127.0.0.1' }
      expect(await limiter.begin(attempt)).toBe('ok')
      await limiter.succeeded(attempt)
    }
  })

  it('should forget an account’s failures after a successful sign-in', async () => {
    const limiter = limiterOf()
    const attempt = { account: 'kai@x.test', address: '10.0.0.1' }
    await fail(limiter, 4, attempt)
    await limiter.begin(attempt)
    await limiter.succeeded(attempt)
    expect(await fail(limiter, 5, attempt)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
  })

  it('should lock an account for everyone after 10 failures from many addresses', async () => {
    const limiter = limiterOf()
    for (let i = 0; i < 10; i++) {
      await fail(limiter, 1, { account: 'kai@x.test', address: `10.1.0.${i}` })
    }
    expect(await limiter.begin({ account: 'kai@x.test', address: '10.2.0.1' })).toBe('locked')
    vi.advanceTimersByTime(30_000)
    expect(await limiter.begin({ account: 'kai@x.test', address: '10.2.0.1' })).toBe('ok')
  })

  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [5, 300_000],
    [6, 300_000],
  ])(
    'should make account lock number %i last %i ms (doubling, at most 5 minutes)',
    async (n, ms) => {
      const limiter = limiterOf()
      let address = 0
      const guess = () => limiter.begin({ account: 'kai@x.test', address: `10.3.${address++}.1` })
      for (let lock = 1; lock < n; lock++) {
        for (let i = 0; i < LOGIN_POLICY.accountFailures; i++) await guess()
        vi.advanceTimersByTime(LOGIN_POLICY.accountMaxLockMs) // past that lock
      }
      for (let i = 0; i < LOGIN_POLICY.accountFailures; i++) await guess()
      vi.advanceTimersByTime(ms - 1)
      expect(await guess()).toBe('locked')
      vi.advanceTimersByTime(1)
      expect(await guess()).toBe('ok')
    },
  )

  it('should say which limit refused a locked pair and how long it has left', async () => {
    const limiter = limiterOf()
    const attacker = { account: 'kai@x.test', address: '10.0.0.1' }
    await fail(limiter, 5, attacker)
    expect(await limiter.refusal(attacker, 'locked')).toEqual({ limit: 5, resetS: 300 })
    vi.advanceTimersByTime(2 * MINUTE + 500)
    expect(await limiter.refusal(attacker, 'locked')).toEqual({ limit: 5, resetS: 180 })
  })

  it('should say an account-wide lock refused when it outlasts the pair’s', async () => {
    const limiter = limiterOf()
    for (let i = 0; i < 10; i++) {
      await fail(limiter, 1, { account: 'kai@x.test', address: `10.1.0.${i}` })
    }
    const other = { account: 'kai@x.test', address: '10.2.0.1' }
    expect(await limiter.begin(other)).toBe('locked')
    expect(await limiter.refusal(other, 'locked')).toEqual({ limit: 10, resetS: 30 })
  })

  it('should say an address is refused until its window ends', async () => {
    const limiter = limiterOf()
    for (let i = 0; i < 20; i++)
      await limiter.begin({ account: `n${i}@x.test`, address: '10.0.0.1' })
    vi.advanceTimersByTime(4 * MINUTE)
    const next = { account: 'z@x.test', address: '10.0.0.1' }
    expect(await limiter.begin(next)).toBe('address-limited')
    expect(await limiter.refusal(next, 'address-limited')).toEqual({ limit: 20, resetS: 360 })
  })

  it('should refuse parallel guesses past the limit before any of them finishes', async () => {
    const limiter = limiterOf()
    const attempt = { account: 'kai@x.test', address: '10.0.0.1' }
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limiter.begin(attempt)))
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(5)
  })
})
