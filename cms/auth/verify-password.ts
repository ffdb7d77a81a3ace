// Checks a password against the hash and salt Payload stored for a user. Payload does not export
// its own check, so this mirrors its two formats (payload/dist/auth/strategies/local): the
// current 'pbkdf2-sha256-v1:' prefix (600 000 rounds, 32 bytes) and the legacy bare hex hash
// (25 000 rounds, 512 bytes). The integration tests sign in with hashes Payload wrote.
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/** True when `password` matches the stored `hash` and `salt`. */
export async function verifyPassword(
  password: string,
  stored: { hash?: unknown; salt?: unknown },
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await derive(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
