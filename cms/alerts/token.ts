// The unsubscribe link's token: the user id and an HMAC-SHA256 of it with PAYLOAD_SECRET, so the
// link works signed out and nobody can forge one for another user.
import { createHmac, timingSafeEqual } from 'node:crypto'

const PURPOSE = 'alerts-unsubscribe:'

const mac = (userId: string, secret: string): string =>
  createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest('base64url')

/** A token for the user's unsubscribe link. */
export function signUnsubscribe(userId: number | string, secret: string): string {
  const id = String(userId)
  return `${id}.${mac(id, secret)}`
}

/** The user id a token was signed for, or null when it is malformed or not ours. */
export function verifyUnsubscribe(token: string | null | undefined, secret: string): string | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '')
  if (!match?.[1] || !match[2] || !secret) return null
  const expected = Buffer.from(mac(match[1], secret))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null
}

/** PAYLOAD_SECRET itself (server/app.ts sets it), not Payload's hash of it, so links stay stable. */
export const unsubscribeSecret = (): string => process.env.PAYLOAD_SECRET ?? ''
