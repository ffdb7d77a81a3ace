// Email + password sign-in through Payload's own login operation (password check, the 5-attempt
// lock of the users collection, a new session id on every sign-in).
import type { Payload, TypedUser } from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'
import type { LoginInput, User } from '../../../shared/contracts/auth'
import { AppError } from '../api/errors'
import { endSession, sessionCookie } from './session'
import { toUser } from './users'

export const LOCKED_MESSAGE = 'Too many failed attempts. Try again in 5 minutes.'
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.'

/**
 * Signs in with a password and answers the user and the session cookie. A session the browser
 * already had is ended first, so an old (possibly planted) session id never outlives a sign-in.
 */
export async function passwordLogin(input: {
  payload: Payload
  credentials: LoginInput
  previous: TypedUser | null
}): Promise<{ user: User; cookie: string }> {
  const { payload, credentials, previous } = input
  try {
    const result = await payload.login({ collection: 'users', data: credentials })
    if (!result.token) throw new Error('Payload answered a login without a token')
    if (previous) await endSession(payload, previous)
    return { user: toUser(result.user), cookie: sessionCookie(payload, result.token) }
  } catch (error) {
    if (error instanceof LockedAuth) throw new AppError('RATE_LIMITED', LOCKED_MESSAGE)
    if (error instanceof AuthenticationError) {
      throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
