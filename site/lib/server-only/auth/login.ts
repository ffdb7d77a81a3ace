// Email + password sign-in through Payload's own login operation (password check, the sign-in
// limits of the users collection's hooks, a new session id on every sign-in).
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'
import { isLoginThrottled, LOCKED_MESSAGE } from '../../../../cms/auth'
import type { LoginInput, User } from '../../../../shared/contracts/auth'
import { AppError } from '../../../../shared/contracts/errors'
import { RateLimited } from '../api/rate-limit'
import { endSession, sessionCookie } from './session'
import { toUser } from './users'

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.'

/**
 * Signs in with a password and answers the user and the session cookie. A session the browser
 * already had is ended first, so an old (possibly planted) session id never outlives a sign-in.
 * `headers` are the browser's request headers: the limits read the client address from them.
 */
export async function passwordLogin(input: {
  payload: Payload
  credentials: LoginInput
  previous: TypedUser | null
  headers: Headers
}): Promise<{ user: User; cookie: string }> {
  const { payload, credentials, previous, headers } = input
  try {
    const req: Partial<PayloadRequest> = { headers }
    const result = await payload.login({ collection: 'users', data: credentials, req })
    if (!result.token) throw new Error('Payload answered a login without a token')
    if (previous) await endSession(payload, previous)
    return { user: toUser(result.user), cookie: sessionCookie(payload, result.token) }
  } catch (error) {
    if (isLoginThrottled(error)) throw new RateLimited(error.rate, error.message)
    // A lock Payload itself set before its own lock was turned off (cms/collections/users).
    if (error instanceof LockedAuth) throw new AppError('RATE_LIMITED', LOCKED_MESSAGE)
    if (error instanceof AuthenticationError) {
      throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
