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
    // Payload takes a session cookie only with an allowed Origin (or a same-origin Sec-Fetch-Site),
    // as a browser's handshake carries; allowRequest has already refused other origins.
    const forwarded = new Headers({ cookie: headers.cookie })
    for (const name of ['origin', 'sec-fetch-site'] as const) {
      const value = headers[name]
      if (typeof value === 'string') forwarded.set(name, value)
    }
    const { user } = await payload.auth({ headers: forwarded })
    if (!user) return null
    return { id: Number(user.id), role: (user as { role?: string }).role ?? null }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'socket handshake: could not read the session' })
    return null
  }
}
