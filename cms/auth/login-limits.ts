// The one sign-in limiter of this process and the error it answers with, shared by Payload's
// login operation (every path: /cms-api, the admin's form, the site's /api/auth/login) and the
// current-password check of account changes.
import { APIError } from 'payload'
import { createLoginLimiter, type LoginAttempt, type LoginLimiter } from './login-limiter'

export const LOCKED_MESSAGE = 'Too many failed attempts. Try again in 5 minutes.'
export const ADDRESS_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.'

/** A sign-in refused by the limits (429), before any password was checked. */
export class LoginThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'LoginThrottled'
  }
}

// One limiter per process: the server, the site's bundle and the admin's (Next) bundle each load
// their own copy of this module, and all three must count the same failures.
const registry = globalThis as typeof globalThis & { __firingLoginLimiter?: LoginLimiter }
/** True for a LoginThrottled from any bundled copy of this module (instanceof cannot tell). */
export function isLoginThrottled(error: unknown): error is LoginThrottled {
  return error instanceof Error && error.name === 'LoginThrottled'
}

const limiter = (registry.__firingLoginLimiter ??= createLoginLimiter())

/** Counts an attempt as failed until `succeededLogin`; throws LoginThrottled when refused. */
export function beginLogin(attempt: LoginAttempt): void {
  const verdict = limiter.begin(attempt)
  if (verdict === 'address-limited') throw new LoginThrottled(ADDRESS_LIMITED_MESSAGE)
  if (verdict === 'locked') throw new LoginThrottled(LOCKED_MESSAGE)
}

/** The password matched: refunds the attempt and clears the account's failures. */
export function succeededLogin(attempt: LoginAttempt): void {
  limiter.succeeded(attempt)
}

/** The account key of a typed email: the form Payload looks it up by. */
export function accountKey(email: unknown): string {
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}
