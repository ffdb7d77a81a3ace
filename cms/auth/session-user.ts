// The user behind a request's credentials, for code that needs nothing else. payload.auth() also
// works out the caller's permissions on every collection and global (the admin's needs): on the
// site's API that was a tenth of the server's time under load (bench/mixed.ts, bench/README.md).
import { createLocalReq, executeAuthStrategies, type Payload, type TypedUser } from 'payload'

/** What payload.auth() answers as `user`: the same strategies, without the permissions. */
export async function sessionUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  const req = await createLocalReq({ req: { headers } as never }, payload)
  const { user } = await executeAuthStrategies({ headers, payload, req, canSetHeaders: false })
  return user ?? null
}
