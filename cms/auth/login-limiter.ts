// Password sign-in limits kept in this process's memory, shared by every sign-in path. Three
// counts, so a lockout hurts the guessing address far more than the account's owner:
// - per address: many failures from one address (any accounts) slow that address down;
// - per account and address: a few failures lock that account for that address only;
// - per account: many failures from many addresses lock the account for everyone, briefly at
//   first and longer each time it happens again (a distributed guess).
// Each attempt counts as a failure when it starts (so parallel guesses cannot slip past) and is
// refunded when it succeeds. Accounts are the typed email, known or not: an unknown address
// locks exactly like a real one, so the answers tell nobody which emails exist.

export type LoginPolicy = {
  addressFailures: number
  addressWindowMs: number
  pairFailures: number
  pairLockMs: number
  accountFailures: number
  accountFirstLockMs: number
  accountMaxLockMs: number
  /** How long failures (and an account's lock history) are remembered. */
  memoryMs: number
}

export const LOGIN_POLICY: LoginPolicy = {
  addressFailures: 20,
  addressWindowMs: 10 * 60_000,
  pairFailures: 5,
  pairLockMs: 5 * 60_000,
  accountFailures: 10,
  accountFirstLockMs: 30_000,
  accountMaxLockMs: 5 * 60_000,
  memoryMs: 15 * 60_000,
}

/** Why an attempt may not go ahead, or 'ok'. */
export type LoginVerdict = 'ok' | 'address-limited' | 'locked'

export type LoginAttempt = { account: string; address: string; now: number }

type Count = { failures: number; since: number; lockedUntil: number; locks: number }

const MAX_ENTRIES = 50_000

/** A limiter for one process: `begin` before checking a password, `succeeded` after a match. */
export function createLoginLimiter(policy: LoginPolicy = LOGIN_POLICY) {
  const addresses = new Map<string, Count>()
  const pairs = new Map<string, Count>()
  const accounts = new Map<string, Count>()
  const pairKey = ({ account, address }: LoginAttempt) => `${account}\n${address}`

  const current = (map: Map<string, Count>, key: string, now: number, windowMs: number) => {
    const found = map.get(key)
    if (found && (now - found.since < windowMs || found.lockedUntil > now)) return found
    if (map.size >= MAX_ENTRIES) prune(map, now, policy.memoryMs)
    // An account's lock history outlives its failure window, so the backoff can grow.
    const fresh = { failures: 0, since: now, lockedUntil: 0, locks: found?.locks ?? 0 }
    map.set(key, fresh)
    return fresh
  }

  return {
    begin(attempt: LoginAttempt): LoginVerdict {
      const { now } = attempt
      const address = current(addresses, attempt.address, now, policy.addressWindowMs)
      const pair = current(pairs, pairKey(attempt), now, policy.memoryMs)
      const account = current(accounts, attempt.account, now, policy.memoryMs)
      if (address.failures >= policy.addressFailures) return 'address-limited'
      if (pair.lockedUntil > now || account.lockedUntil > now) return 'locked'
      address.failures++
      if (++pair.failures >= policy.pairFailures) {
        pair.lockedUntil = now + policy.pairLockMs
        pair.failures = 0
      }
      if (++account.failures >= policy.accountFailures) {
        const backoff = policy.accountFirstLockMs * 2 ** account.locks
        account.lockedUntil = now + Math.min(backoff, policy.accountMaxLockMs)
        account.locks++
        account.failures = 0
      }
      return 'ok'
    },

    /** The password matched: refund the attempt and forget the account's failures. */
    succeeded(attempt: LoginAttempt): void {
      const address = addresses.get(attempt.address)
      if (address && address.failures > 0) address.failures--
      pairs.delete(pairKey(attempt))
      accounts.delete(attempt.account)
    },
  }
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>

function prune(map: Map<string, Count>, now: number, memoryMs: number): void {
  for (const [key, count] of map) {
    if (now - count.since >= memoryMs && count.lockedUntil <= now) map.delete(key)
  }
}
