import type { Access, PayloadRequest } from 'payload'

/** Set in a Local API call's `context` by server operations (cms/moderation/*). */
export const SERVER_WRITE_CONTEXT = 'serverWrite'

/** The context that marks a Local API call as the server's own write. */
export const serverWriteContext = { [SERVER_WRITE_CONTEXT]: true }

// A request's context is set only by server code through the Local API, never by a REST client:
// reports and the moderation log are written by the operations that check them first.
const isFromServer = (req: PayloadRequest) => req.context?.[SERVER_WRITE_CONTEXT] === true

/** Only a server operation, acting for a signed-in user, writes these rows. */
export const isServerWrite: Access = ({ req }) => Boolean(req.user) && isFromServer(req)
