// The state of one external sign-in between /api/login and its callback, kept in a short-lived
// HttpOnly cookie signed with the server's secret: no server-side store, works on any instance.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

export const TRANSACTION_COOKIE = 'firing-oidc'
const MAX_AGE_S = 10 * 60

const Transaction = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  returnTo: z.string(),
  expires: z.number(),
})
export type Transaction = z.infer<typeof Transaction>

const sign = (value: string, secret: string) =>
  createHmac('sha256', secret).update(value).digest('base64url')

/** The Set-Cookie value holding a transaction for ten minutes. */
export function sealTransaction(
  tx: Omit<Transaction, 'expires'>,
  secret: string,
  now = Date.now(),
): string {
  const value = Buffer.from(JSON.stringify({ ...tx, expires: now + MAX_AGE_S * 1000 })).toString(
    'base64url',
  )
  return cookie(`${value}.${sign(value, secret)}`, MAX_AGE_S)
}

/** The transaction in a Cookie header, or null when missing, tampered with or expired. */
export function openTransaction(
  cookieHeader: string | null,
  secret: string,
  now = Date.now(),
): Transaction | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${TRANSACTION_COOKIE}=`))
    ?.slice(TRANSACTION_COOKIE.length + 1)
  const [value, signature] = raw?.split('.') ?? []
  if (!value || !signature) return null
  const expected = Buffer.from(sign(value, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const parsed = Transaction.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()))
  return parsed.success && parsed.data.expires > now ? parsed.data : null
}

/** The Set-Cookie value that removes the transaction (it is single-use). */
export function clearedTransaction(): string {
  return cookie('', 0)
}

function cookie(value: string, maxAge: number): string {
  const secure = process.env.COOKIE_SECURE === 'true' ? '; Secure' : ''
  // Lax: the provider's redirect back is a top-level GET navigation, which still carries it.
  return `${TRANSACTION_COOKIE}=${value}; Path=/api/login; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}
