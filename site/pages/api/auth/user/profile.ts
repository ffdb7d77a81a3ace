import { ProfileInput } from '../../../../../shared/contracts/auth'
import { AppError } from '../../../../lib/api/errors'
import { ok } from '../../../../lib/api/responses'
import { route } from '../../../../lib/api/route'
import { EMAIL_TAKEN_MESSAGE, isEmailTaken, toUser } from '../../../../lib/auth/users'

/** PATCH /api/auth/user/profile: JSON {firstName, lastName, email}; answers the updated User. */
export const PATCH = route(
  { body: ProfileInput, auth: 'required' },
  async ({ body, payload, user }) => {
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
      })
      return ok(toUser(doc))
    } catch (error) {
      // Two accounts racing to the same address: the unique index decides, the answer is the same.
      if (isUniqueEmailError(error)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE)
      throw error
    }
  },
)

function isUniqueEmailError(error: unknown): boolean {
  const data = (error as { data?: { errors?: { path?: string }[] } } | null)?.data
  return Boolean(data?.errors?.some((e) => e.path === 'email'))
}
