import { isLoginThrottled } from '../../../../../cms/auth'
import { ProfileInput } from '../../../../../shared/contracts/auth'
import { AppError } from '../../../../../shared/contracts/errors'
import { RateLimited } from '../../../../lib/server-only/api/rate-limit'
import { ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { unitsCookie } from '../../../../lib/server-only/units/choice'
import { EMAIL_TAKEN_MESSAGE, isEmailTaken, toUser } from '../../../../lib/server-only/auth/users'

/**
 * PATCH /api/auth/user/profile: JSON {firstName, lastName, email, currentPassword?, units?};
 * answers the updated User. A new email needs the current password (the users collection checks it).
 */
export const PATCH = route(
  { body: ProfileInput, auth: 'required' },
  async ({ body, payload, user, request }) => {
    const id = Number(user.id)
    if (await isEmailTaken(payload, body.email, id))
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE)
    try {
      // The users collection lets a user update only themselves (and never their role).
      const doc = await payload.update({
        collection: 'users',
        id,
        data: body,
        user,
        overrideAccess: false,
        // The current-password check counts guesses per client address, read from these.
        req: { headers: request.headers },
      })
      const answer = ok(toUser(doc))
      // The pages read the cookie (docs/units.md): a new choice shows on the next page.
      if (body.units) answer.headers.set('set-cookie', unitsCookie(body.units))
      return answer
    } catch (error) {
      throw asAppError(error)
    }
  },
)

function asAppError(error: unknown): unknown {
  if (isLoginThrottled(error)) return new RateLimited(error.rate, error.message)
  const fieldErrors = fieldErrorsOf(error)
  // Two accounts racing to the same address: the unique index decides, the answer is the same.
  if (fieldErrors.some((e) => e.path === 'email'))
    return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE)
  const current = fieldErrors.find((e) => e.path === 'currentPassword')
  if (current) {
    const message = current.message ?? 'Current password is required'
    return new AppError('BAD_REQUEST', message, [{ path: 'currentPassword', message }])
  }
  return error
}

function fieldErrorsOf(error: unknown): { path?: string; message?: string }[] {
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } } | null)?.data
  return data?.errors ?? []
}
