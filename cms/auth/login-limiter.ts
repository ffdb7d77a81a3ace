// Password sign-in limits, counted in PostgreSQL so every instance shares them
// (cms/limits/shared-counts.ts), shared by every sign-in path. Three counts, so a lockout hurts
// the guessing address far more than the account's owner:
// - per address: many failures from one address (any accounts) slow that address down;
// - per account and address: a few failures lock that account for that address only;
// - per account: many failures from many addresses lock the account for everyone, briefly at
//   first and longer each time it happens again (a distributed guess).
// Each attempt counts as a failure when it starts (so parallel guesses cannot slip past: every
// count is one atomic increment) and is refunded when it succeeds. Accounts are the typed email,
// known or not: an unknown address locks exactly like a real one, so the answers tell nobody
// which emails exist.
import { sharedCounter, type SharedCounter } from '../limits/shared-counts'

export type LoginPolicy = {
  addressFailures: number
  addressWindowMs: number
  pairFailures: number
  pairLockMs: number
  accountFailures: number
  accountFirstLockMs: number
  accountMaxLockMs: number
  /** How long failures are remembered. */
  memoryMs: number
  /** How long an account's locks are remembered (each lock lasts twice the one before). */
  lockHistoryMs: number
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
  lockHistoryMs: 24 * 60 * 60_000,
}

/** Why an attempt may not go ahead, or 'ok'. */
export type LoginVerdict = 'ok' | 'address-limited' | 'locked'

export type LoginAttempt = { account: string; address: string }

/** The limit (failures allowed) that refused an attempt, and the seconds until it may try again. */
export type LoginRefusal = { limit: number; resetS: number }

type Counter = (name: string, durationS: number) => SharedCounter

const seconds = (ms: number) => Math.ceil(ms / 1000)

/**
 * A limiter on the shared counts (`counter` picks where they live: tests pass memory ones):
 * `begin` before checking a password, `succeeded` after a match.
 */
export function createLoginLimiter(
  policy: LoginPolicy = LOGIN_POLICY,
  counter: Counter = sharedCounter,
) {
  const addresses = counter('login-address', seconds(policy.addressWindowMs))
  const pairs = counter('login-pair', seconds(policy.memoryMs))
  const pairLocks = counter('login-pair-lock', seconds(policy.pairLockMs))
  const accounts = counter('login-account', seconds(policy.memoryMs))
  const accountLocks = counter('login-account-lock', seconds(policy.accountMaxLockMs))
  const lockHistory = counter('login-account-locks', seconds(policy.lockHistoryMs))
  const pairKey = ({ account, address }: LoginAttempt) => `${account}\n${address}`

  const isLocked = async (attempt: LoginAttempt) => {
    const [pair, account] = await Promise.all([
      pairLocks.peek(pairKey(attempt)),
      accountLocks.peek(attempt.account),
    ])
    return pair !== null || account !== null
  }

  const lockAccount = async (account: string) => {
    const { consumed: locks } = await lockHistory.hit(account)
    const backoff = policy.accountFirstLockMs * 2 ** (locks - 1)
    await accountLocks.hold(account, seconds(Math.min(backoff, policy.accountMaxLockMs)))
    await accounts.forget(account)
  }

  return {
    async begin(attempt: LoginAttempt): Promise<LoginVerdict> {
      const address = await addresses.peek(attempt.address)
      if (address && address.consumed >= policy.addressFailures) return 'address-limited'
      if (await isLocked(attempt)) return 'locked'
      const [counted, pair, account] = await Promise.all([
        addresses.hit(attempt.address),
        pairs.hit(pairKey(attempt)),
        accounts.hit(attempt.account),
      ])
      // Parallel attempts that all passed the checks above: the counts tell who came too late.
      if (counted.consumed > policy.addressFailures) return 'address-limited'
      if (pair.consumed > policy.pairFailures || account.consumed > policy.accountFailures) {
        return 'locked'
      }
      if (pair.consumed === policy.pairFailures) {
        await pairLocks.hold(pairKey(attempt), seconds(policy.pairLockMs))
        await pairs.forget(pairKey(attempt))
      }
      if (account.consumed === policy.accountFailures) await lockAccount(attempt.account)
      return 'ok'
    },

    /**
     * The limit that refused an attempt and how long until it may try again (RateLimit-* and
     * Retry-After). A lock set by a parallel attempt that has not landed yet waits a pair's lock.
     */
    async refusal(
      attempt: LoginAttempt,
      verdict: Exclude<LoginVerdict, 'ok'>,
    ): Promise<LoginRefusal> {
      if (verdict === 'address-limited') {
        const address = await addresses.peek(attempt.address)
        const msLeft = address?.msLeft ?? policy.addressWindowMs
        return { limit: policy.addressFailures, resetS: seconds(msLeft) }
      }
      const [pair, account] = await Promise.all([
        pairLocks.peek(pairKey(attempt)),
        accountLocks.peek(attempt.account),
      ])
      if (account && account.msLeft > (pair?.msLeft ?? 0)) {
        return { limit: policy.accountFailures, resetS: seconds(account.msLeft) }
      }
      return { limit: policy.pairFailures, resetS: seconds(pair?.msLeft ?? policy.pairLockMs) }
    },

    /** The password matched: refund the attempt, forget the account's failures and locks. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await Promise.all([
        addresses.refund(attempt.address),
        pairs.forget(pairKey(attempt)),
        pairLocks.forget(pairKey(attempt)),
        accounts.forget(attempt.account),
        accountLocks.forget(attempt.account),
        lockHistory.forget(attempt.account),
      ])
    },
  }
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>
