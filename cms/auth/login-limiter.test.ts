import { describe, expect, it } from 'vitest'
import { createLoginLimiter, LOGIN_POLICY, type LoginVerdict } from './login-limiter'

const MINUTE = 60_000
const t0 = 1_000_000

/** `times` failed attempts (begin without success) and their verdicts. */
function fail(
  limiter: ReturnType<typeof createLoginLimiter>,
  times: number,
  attempt: { account: string; address: string; now?: number },
): LoginVerdict[] {
  return Array.from({ length: times }, () => limiter.begin({ now: t0, ...attempt }))
}

describe('createLoginLimiter', () => {
  it('should lock an account for the address that failed 5 times, for 5 minutes', () => {
    const limiter = createLoginLimiter()
    const attacker = { account: 'kai@x.test', address: '10.0.0.1' }
    expect(fail(limiter, 5, attacker)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
    expect(limiter.begin({ ...attacker, now: t0 })).toBe('locked')
    expect(limiter.begin({ ...attacker, now: t0 + 5 * MINUTE - 1 })).toBe('locked')
    expect(limiter.begin({ ...attacker, now: t0 + 5 * MINUTE })).toBe('ok')
  })

  it('should leave the owner free from another address while one address is locked', () => {
    const limiter = createLoginLimiter()
    fail(limiter, 8, { account: 'kai@x.test', address: '10.0.0.1' })
    expect(limiter.begin({ account: 'kai@x.test', address: '10.0.0.2', now: t0 })).toBe('ok')
  })

  it('should count an unknown email like a real account', () => {
    const limiter = createLoginLimiter()
    const known = fail(limiter, 7, { account: 'kai@x.test', address: '10.0.0.1' })
    const unknown = fail(limiter, 7, { account: 'nobody@x.test', address: '10.0.0.2' })
    expect(unknown).toEqual(known)
  })

  it('should slow an address down after 20 failures across accounts, for its window', () => {
    const limiter = createLoginLimiter()
    const verdicts = Array.from({ length: 21 }, (_, i) =>
      limiter.begin({ account: `n${i}@x.test`, address: '10.0.0.1', now: t0 }),
    )
    expect(verdicts.slice(0, 20).every((v) => v === 'ok')).toBe(true)
    expect(verdicts[20]).toBe('address-limited')
    expect(limiter.begin({ account: 'a@x.test', address: '10.0.0.1', now: t0 + 10 * MINUTE })).toBe(
      'ok',
    )
  })

  it('should not count a successful sign-in against the address', () => {
    const limiter = createLoginLimiter()
    for (let i = 0; i < 50; i++) {
      const attempt = { account: 'admin@x.test', address: '127.0.0.1', now: t0 }
      expect(limiter.begin(attempt)).toBe('ok')
      limiter.succeeded(attempt)
    }
  })

  it('should forget an account’s failures after a successful sign-in', () => {
    const limiter = createLoginLimiter()
    const attempt = { account: 'kai@x.test', address: '10.0.0.1', now: t0 }
    fail(limiter, 4, attempt)
    limiter.begin(attempt)
    limiter.succeeded(attempt)
    expect(fail(limiter, 5, attempt)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
  })

  it('should lock an account for everyone after 10 failures from many addresses', () => {
    const limiter = createLoginLimiter()
    for (let i = 0; i < 10; i++) fail(limiter, 1, { account: 'kai@x.test', address: `10.1.0.${i}` })
    expect(limiter.begin({ account: 'kai@x.test', address: '10.2.0.1', now: t0 })).toBe('locked')
    expect(limiter.begin({ account: 'kai@x.test', address: '10.2.0.1', now: t0 + 30_000 })).toBe(
      'ok',
    )
  })

  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [5, 300_000],
    [6, 300_000],
  ])('should make account lock number %i last %i ms (doubling, at most 5 minutes)', (n, ms) => {
    const limiter = createLoginLimiter()
    let now = t0
    let address = 0
    const guess = () =>
      limiter.begin({ account: 'kai@x.test', address: `10.3.${address++}.1`, now })
    for (let lock = 1; lock < n; lock++) {
      for (let i = 0; i < LOGIN_POLICY.accountFailures; i++) guess()
      now += LOGIN_POLICY.accountMaxLockMs // past that lock
    }
    for (let i = 0; i < LOGIN_POLICY.accountFailures; i++) guess()
    const lockedAt = now
    now = lockedAt + ms - 1
    expect(guess()).toBe('locked')
    now = lockedAt + ms
    expect(guess()).toBe('ok')
  })

  it('should refuse parallel guesses past the limit before any of them finishes', () => {
    const limiter = createLoginLimiter()
    const verdicts = fail(limiter, 12, { account: 'kai@x.test', address: '10.0.0.1' })
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(5)
  })
})
