// Payload sessions without a password (external sign-in) and ending one on sign-out. Payload 3
// has no Local API for either, so this does what its login and logout operations do:
// addSessionToUser (a new session id on the user), getFieldsToSign + jwtSign (the same JWT the
// password login issues, carrying that sid), generatePayloadCookie (the same cookie), and
// logoutOperation (removes the session from the user, so the JWT stops working at once).
import type { Payload, TypedUser } from 'payload'
import { createLocalReq, getFieldsToSign, jwtSign, logoutOperation } from 'payload'
import {
  addSessionToUser,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
} from 'payload/shared'

function usersConfig(payload: Payload) {
  const collection = payload.collections.users
  if (!collection) throw new Error('The users collection is missing')
  return collection
}

/** Starts a new session for a user and answers the Set-Cookie value for it. */
export async function startSession(payload: Payload, userId: number): Promise<string> {
  const { config } = usersConfig(payload)
  const user = await payload.db.findOne<TypedUser>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  if (!user) throw new Error(`No user ${userId} to start a session for`)
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig: config, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig: config, email: user.email, sid, user })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: config.auth.tokenExpiration,
  })
  return sessionCookie(payload, token)
}

/** The Set-Cookie value carrying a session token. */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: usersConfig(payload).config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

/** The Set-Cookie value that removes the session cookie from the browser. */
export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: usersConfig(payload).config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
}

/** Removes the user's current session (the one in their JWT) from their record. */
export async function endSession(payload: Payload, user: TypedUser): Promise<void> {
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: usersConfig(payload), req })
}
