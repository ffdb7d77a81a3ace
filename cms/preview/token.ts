import { createHmac, timingSafeEqual } from 'node:crypto'

export type PreviewTarget = { collection: string; id: string | number | null }

const TTL_SECONDS = 60 * 60

/**
 * A signed, expiring preview link token: `<base64url(json)>.<hmac>`. It lets whoever holds it see
 * one draft on the real page design for an hour, and nothing else.
 */
export function signPreviewToken(target: PreviewTarget, secret: string, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ ...target, exp: Math.floor(now / 1000) + TTL_SECONDS }),
  ).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

/** The target of a valid, unexpired token, or null. */
export function verifyPreviewToken(
  token: string,
  secret: string,
  now = Date.now(),
): PreviewTarget | null {
  const [body, mac] = token.split('.')
  if (!body || !mac || !secret) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as PreviewTarget & {
      exp: number
    }
    if (typeof parsed.exp !== 'number' || parsed.exp * 1000 < now) return null
    return { collection: String(parsed.collection), id: parsed.id ?? null }
  } catch {
    return null
  }
}

const sign = (body: string, secret: string) =>
  createHmac('sha256', `preview:${secret}`).update(body).digest('base64url')
