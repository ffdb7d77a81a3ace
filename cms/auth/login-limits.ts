// The sign-in limiter (its counts shared by every instance) and the error it answers with, used by Payload's
// login operation (every path: /cms-api, the admin's form, the site's /api/auth/login) and the
// current-password check of account changes.
import { APIError } from 'payload'
import { createLoginLimiter, type LoginAttempt } from './login-limiter'

export const LOCKED_MESSAGE = 'Too many failed attempts. Try again in 5 minutes.'
export const ADDRESS_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/** A sign-in refused by the limits (429), before any password was checked. */
export class LoginThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'LoginThrottled'
  }
}

/** True for a LoginThrottled from any bundled copy of this module (instanceof cannot tell). */
export function isLoginThrottled(error: unknown): error is LoginThrottled {
  return error instanceof Error && error.name === 'LoginThrottled'
}

// The counts live in PostgreSQL (or one registry of this process before the server started
// them), so every bundled copy of this module (server, site, admin) counts the same failures.
const limiter = createLoginLimiter()

/** Counts an attempt as failed until `succeededLogin`; throws LoginThrottled when refused. */
export async function beginLogin(attempt: LoginAttempt): Promise<void> {
  const verdict = await limiter.begin(attempt)
  if (verdict === 'address-limited') throw new LoginThrottled(ADDRESS_LIMITED_MESSAGE)
  if (verdict === 'locked') throw new LoginThrottled(LOCKED_MESSAGE)
}

/** The password matched: refunds the attempt and clears the account's failures. */
export async function succeededLogin(attempt: LoginAttempt): Promise<void> {
  await limiter.succeeded(attempt)
}

/** The account key of a typed email: the form Payload looks it up by. */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}
