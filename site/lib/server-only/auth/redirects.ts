// Browser redirects of the sign-in endpoints, each with any cookies to set.
import type { OidcError } from '../../../../shared/contracts/auth'

/** A 302 to `location` that sets every given cookie. */
export function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/**
 * Back to /login, which explains what went wrong (unless `error` is null) and keeps where the user
 * was going.
 */
export function loginPageWith(error: OidcError | null, returnTo: string): string {
  const params = new URLSearchParams(error ? { error } : {})
  if (returnTo !== '/') params.set('returnTo', returnTo)
  return params.size ? `/login?${params}` : '/login'
}
