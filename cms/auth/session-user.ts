// The user behind a request's credentials, for the site's pages and API. payload.auth() also works
// out the caller's permissions on every collection and global (the admin's needs), and Payload's
// JWT strategy reads the user through a find whose SQL drizzle builds anew each time: together
// ~0.8 ms of CPU on every signed-in request (bench/README.md "Mixed load").
//
// So the site checks a session the way Payload's JWT strategy (payload/dist/auth/strategies/jwt.js)
// does, step for step, with the user read by one named statement: the token from the places and
// in the order Payload takes it (auth.jwtOrder; a cookie only under Payload's CSRF rule), its
// signature, expiry and format version checked by jose with Payload's secret, then the user's row
// and sessions — a token whose session is gone (signed out, revoked) names no one, at once and on
// every instance. The user object is the one Payload's strategy answers (tests/session-user.test.ts
// holds the two equal for every case); a configuration this does not mirror (API keys, custom
// strategies, auto-login, email verification) goes through Payload's own strategies instead.
import { jwtVerify } from 'jose'
import {
  createLocalReq,
  executeAuthStrategies,
  JWT_AUTH_VERSION,
  type Payload,
  type TypedUser,
} from 'payload'
import { parseCookies } from 'payload/shared'
import { query } from '../sql/prepared'

const COLLECTION = 'users'

/** What payload.auth() answers as `user`: the same strategies, without the permissions. */
export async function payloadSessionUser(
  payload: Payload,
  headers: Headers,
): Promise<TypedUser | null> {
  const req = await createLocalReq({ req: { headers } as never }, payload)
  const { user } = await executeAuthStrategies({ headers, payload, req, canSetHeaders: false })
  return user ?? null
}

/** The signed-in user of a request, or null: Payload's JWT strategy, lean (see the header). */
export async function sessionUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  if (!mirrorsPayload(payload)) return payloadSessionUser(payload, headers)
  const token = extractToken(payload, headers)
  if (!token) return null
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, secretKey(payload))
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    const { id, collection, sid } = claims as Record<string, unknown>
    if (collection !== COLLECTION || typeof sid !== 'string') return null
    if (typeof id !== 'number' && typeof id !== 'string') return null
    const [row] = await query<UserRow>(payload, 'session-user', USER, [id])
    if (!row || !row.sessions?.some((session) => session.id === sid)) return null
    return { ...toUser(row), collection: COLLECTION, _sid: sid, _strategy: 'local-jwt' } as never
  } catch {
    // As Payload's strategy: a bad token, or a database that did not answer, is no user (the
    // route then tells a down database from a bad session: site/lib/server-only/api/route.ts).
    return null
  }
}

/**
 * The user as Payload's findByID answers it at depth 0 without hidden fields: every field of
 * cms/collections/users in the order Payload reads them, and the sessions in their stored order.
 */
const USER = `
select u.id, u.first_name, u.last_name, u.units, u.profile_image_url, u.role, u.posting_blocked,
  u.updated_at, u.created_at, u.email,
  (select json_agg(json_build_object('id', s.id, 'created_at', s.created_at,
     'expires_at', s.expires_at) order by s._order)
   from users_sessions s where s._parent_id = u.id) as sessions
from users u where u.id = $1`

type UserRow = {
  id: number
  first_name: string | null
  last_name: string | null
  units: string | null
  profile_image_url: string | null
  role: string
  posting_blocked: boolean | null
  updated_at: Date
  created_at: Date
  email: string
  sessions: { id: string; created_at: string | null; expires_at: string }[] | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toUser(row: UserRow) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    units: row.units,
    profileImageUrl: row.profile_image_url,
    role: row.role,
    postingBlocked: row.posting_blocked,
    updatedAt: iso(row.updated_at),
    createdAt: iso(row.created_at),
    email: row.email,
    sessions: (row.sessions ?? []).map((session) => ({
      id: session.id,
      createdAt: iso(session.created_at),
      expiresAt: iso(session.expires_at),
    })),
  }
}

/** Payload's extractJWT (not exported): the first token found in auth.jwtOrder. */
function extractToken(payload: Payload, headers: Headers): string | null {
  for (const method of payload.config.auth.jwtOrder) {
    const token = FROM[method]?.(payload, headers)
    if (token) return token
  }
  return null
}

const FROM: Record<string, (payload: Payload, headers: Headers) => string | null> = {
  JWT: (_, headers) => afterPrefix(headers.get('Authorization'), 'JWT '),
  Bearer: (_, headers) => afterPrefix(headers.get('Authorization'), 'Bearer '),
  cookie: (payload, headers) => {
    const token = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
    if (!token) return null
    const { csrf } = payload.config
    const origin = headers.get('Origin')
    // A cookie rides along cross-site: it counts from a trusted Origin, or without one from a
    // same-site request or a direct navigation (Sec-Fetch-Site), as in Payload.
    if (origin) return csrf.length === 0 || csrf.includes(origin) ? token : null
    if (csrf.length === 0) return token
    const site = headers.get('Sec-Fetch-Site')
    return site === 'same-origin' || site === 'same-site' || site === 'none' ? token : null
  },
}

const afterPrefix = (value: string | null, prefix: string) =>
  value?.startsWith(prefix) ? value.replace(prefix, '') : null

const secretKeys = new WeakMap<Payload, Uint8Array>()
function secretKey(payload: Payload): Uint8Array {
  let key = secretKeys.get(payload)
  if (!key) secretKeys.set(payload, (key = new TextEncoder().encode(payload.secret)))
  return key
}

const mirrors = new WeakMap<Payload, boolean>()
/** True when Payload's only way in is its JWT strategy on `users`, as this mirrors it. */
export function mirrorsPayload(payload: Payload): boolean {
  let known = mirrors.get(payload)
  if (known === undefined) {
    const auth = payload.collections[COLLECTION]?.config.auth
    known =
      payload.authStrategies.length === 1 &&
      payload.authStrategies[0]?.name === 'local-jwt' &&
      !payload.config.admin?.autoLogin &&
      payload.config.collections.filter((collection) => collection.auth).length === 1 &&
      Boolean(auth?.useSessions) &&
      !auth?.verify &&
      !auth?.disableLocalStrategy
    mirrors.set(payload, known)
  }
  return known
}
