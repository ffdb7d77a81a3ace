// Every password sign-in runs Payload's login operation (REST /cms-api/users/login, the admin's
// login form, GraphQL, and the site's /api/auth/login through the Local API), so limiting it
// here limits every path the same way (cms/auth/login-limits.ts).
import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'
import { clientAddressOf } from '../../../auth/client-address'
import { accountKey, beginLogin, succeededLogin } from '../../../auth/login-limits'

type LoginArgs = { data?: { email?: unknown } }

const attemptOf = (args: LoginArgs, headers: Headers | undefined) => ({
  account: accountKey(args.data?.email),
  address: clientAddressOf(headers),
})

/** Refuses a sign-in over the limits (429) before the password is checked, and counts it. */
export const limitLogin: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation === 'login') await beginLogin(attemptOf(args as LoginArgs, req.headers))
}

/** A sign-in that succeeded does not count as a failure. */
export const forgiveLogin: CollectionAfterOperationHook = async ({
  operation,
  args,
  req,
  result,
}) => {
  if (operation === 'login') await succeededLogin(attemptOf(args as LoginArgs, req.headers))
  return result
}
