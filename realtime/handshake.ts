import type { IncomingHttpHeaders } from 'node:http'
import type { Payload } from 'payload'

export type SocketUser = { id: number; role: string | null }

/** Who is on the other end of a socket, from the same session cookie the pages use. */
export async function userFromHandshake(
  payload: Payload,
  headers: IncomingHttpHeaders,
): Promise<SocketUser | null> {
  if (!headers.cookie) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ cookie: headers.cookie }) })
    if (!user) return null
    return { id: Number(user.id), role: (user as { role?: string }).role ?? null }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'socket handshake: could not read the session' })
    return null
  }
}
