// A readable hint that a session cookie exists. The session cookie is httpOnly, so a page could
// learn "signed out" only by asking GET /api/auth/user and getting its 401, which the browser
// logs in the console of every signed-out page. Every answer that sets or clears the session
// cookie (any sign-in path: email, password, OIDC, the admin; sign-out) sets or clears the hint
// beside it, and a request that carries a session but no hint (a session from before the hint
// existed) gets one; the account menu asks /api/auth/user only when the hint is there. The hint
// says nothing but "a session cookie was set": the server still decides who is signed in.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SESSION_HINT } from '../shared/domain/web/session-hint'

export { SESSION_HINT }

type HeaderValue = number | string | readonly string[] | undefined

const cookies = (value: HeaderValue): string[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [String(value)]

/** The hint cookie for a Set-Cookie of the session, or null when it is another cookie. */
export function hintFor(setCookie: string, tokenName: string): string | null {
  if (!setCookie.startsWith(`${tokenName}=`)) return null
  const value =
    setCookie
      .slice(tokenName.length + 1)
      .split(';')[0]
      ?.trim() ?? ''
  const expires = /;\s*expires=([^;]+)/i.exec(setCookie)?.[1]
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(setCookie)?.[1]
  const cleared =
    value === '' ||
    (maxAge !== undefined && Number(maxAge) <= 0) ||
    (expires !== undefined && Date.parse(expires) <= Date.now())
  if (cleared) return `${SESSION_HINT}=; Path=/; Max-Age=0; SameSite=Lax`
  const lifetime =
    maxAge !== undefined ? `; Max-Age=${maxAge}` : expires ? `; Expires=${expires}` : ''
  return `${SESSION_HINT}=1; Path=/; SameSite=Lax${lifetime}`
}

/** The Set-Cookie list with a hint added beside each session cookie it sets or clears. */
export function withHints(list: readonly string[], tokenName: string): string[] {
  const hints = list.flatMap((c) => hintFor(c, tokenName) ?? [])
  if (hints.length === 0) return [...list]
  return [...list.filter((c) => !c.startsWith(`${SESSION_HINT}=`)), ...hints]
}

const hasCookie = (header: string | undefined, name: string) =>
  (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`))

/** Watches the answer's Set-Cookie headers and adds the hint; call before anything writes. */
export function addSessionHint(
  req: IncomingMessage,
  res: ServerResponse,
  cookiePrefix: string,
): void {
  const tokenName = `${cookiePrefix}-token`
  const cookieHeader = req.headers.cookie
  const needsHint = hasCookie(cookieHeader, tokenName) && !hasCookie(cookieHeader, SESSION_HINT)
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name: string, value: HeaderValue) =>
    name.toLowerCase() === 'set-cookie'
      ? setHeader(name, withHints(cookies(value), tokenName))
      : setHeader(name, value as string)
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    // writeHead(status, [message], headers): its headers win over setHeader's for the same name.
    const given = args
      .slice(1)
      .find((a) => a !== null && typeof a === 'object' && !Array.isArray(a))
    const record = given as Record<string, HeaderValue> | undefined
    const key = record && Object.keys(record).find((k) => k.toLowerCase() === 'set-cookie')
    let list = key ? cookies(record[key]) : cookies(res.getHeader('set-cookie') as HeaderValue)
    list = withHints(list, tokenName)
    const touchesSession = list.some(
      (c) => c.startsWith(`${tokenName}=`) || c.startsWith(`${SESSION_HINT}=`),
    )
    if (needsHint && !touchesSession) list.push(`${SESSION_HINT}=1; Path=/; SameSite=Lax`)
    if (record && key) record[key] = list
    else if (list.length > 0) setHeader('set-cookie', list)
    return writeHead(...args)
  }) as typeof res.writeHead
}
