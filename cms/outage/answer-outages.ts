import type { Payload } from 'payload'
import { databaseUnavailableResponse, isDatabaseReachable } from './database-health'

type Handler<A> = (request: Request, args: A) => Promise<Response>

// Payload answers a signed-in write whose session check failed with 401/403, and a failed query
// with 500; only these are worth a probe.
const isSuspect = (status: number) => status === 401 || status === 403 || status >= 500

/** Wraps a Payload REST handler: an error answered while the database is down becomes a 503. */
export function answerOutages<A>(handler: Handler<A>, payloadOf: () => Promise<Payload>) {
  return async (request: Request, args: A): Promise<Response> => {
    let response: Response
    try {
      response = await handler(request, args)
    } catch (error) {
      if (!(await isDatabaseReachable(await payloadOf()))) return databaseUnavailableResponse()
      throw error
    }
    if (!isSuspect(response.status)) return response
    if (await isDatabaseReachable(await payloadOf())) return response
    return databaseUnavailableResponse()
  }
}
