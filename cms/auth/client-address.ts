// The client's address for sign-in limits, read from request headers because that is all a
// Payload hook sees. server/app.ts writes the socket's address into PEER_ADDRESS_HEADER on every
// request (overwriting whatever a client sent), so it can be trusted.

export const PEER_ADDRESS_HEADER = 'x-firing-peer-address'

/** The first X-Forwarded-For hop when TRUST_PROXY=true, else the socket's address. */
export function clientAddressOf(headers: Pick<Headers, 'get'> | undefined): string {
  const forwarded =
    process.env.TRUST_PROXY === 'true' ? headers?.get('x-forwarded-for')?.split(',')[0] : null
  // No headers at all: a Local API call made by the server itself (seed, scripts).
  return forwarded?.trim() || headers?.get(PEER_ADDRESS_HEADER) || 'local'
}
