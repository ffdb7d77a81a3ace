// The signed-in user for pages rendered per request (never for cached ones: see cache/pages.ts).
import type { AstroGlobal } from 'astro'
import type { User } from '../../../../shared/contracts/auth'
import { sessionUser } from '../../../../cms/auth'
import { sessionHeaders } from './session-headers'
import { toUser } from './users'

/** The user behind the request's session cookie, or null. */
export async function pageUser(
  astro: Pick<AstroGlobal, 'locals' | 'request'>,
): Promise<User | null> {
  const user = await sessionUser(astro.locals.payload, sessionHeaders(astro.request))
  return user ? toUser(user) : null
}
