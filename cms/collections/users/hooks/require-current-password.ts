// A session alone must not be enough to take an account over: changing an email or password
// needs the current password of whoever makes the change — the user for their own account, the
// admin (their own password) for someone else's. Server-side changes without a signed-in user
// (the seed, external sign-in creating an account) are not account takeovers and pass.
import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { clientAddressOf } from '../../../auth/client-address'
import { accountKey, beginLogin, succeededLogin } from '../../../auth/login-limits'
import { verifyPassword } from '../../../auth/verify-password'

// The message is the field's; Payload's REST answer shows only 'The following field is invalid:
// <label>', so the label says why too.
const MISSING = {
  message: 'Enter your current password to change the email or password.',
  label: 'Current password (needed to change the email or password)',
}
const WRONG = {
  message: 'Your current password is incorrect.',
  label: 'Current password (incorrect)',
}

/** Refuses (400) an email or password change without the changer's current password. */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const { currentPassword, ...rest } = data as { currentPassword?: unknown } & typeof data
  if (operation !== 'update' || !req.user) return rest
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail =
    typeof data.email === 'string' &&
    accountKey(data.email) !== accountKey((originalDoc as { email?: unknown })?.email)
  if (!changesPassword && !changesEmail) return rest
  await checkCurrentPassword(req, currentPassword)
  return rest
}

// Guessing the current password through this form counts like guessing it at sign-in.
async function checkCurrentPassword(req: PayloadRequest, password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '') refuse(MISSING)
  const user = req.user as { id: number | string; email?: unknown }
  const attempt = {
    account: accountKey(user.email),
    address: clientAddressOf(req.headers),
  }
  await beginLogin(attempt)
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  })
  if (!stored || !(await verifyPassword(password as string, stored))) refuse(WRONG)
  await succeededLogin(attempt)
}

function refuse(reason: { message: string; label: string }): never {
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'currentPassword', ...reason }],
  })
}
