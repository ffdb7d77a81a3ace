// Which units a page renders in (docs/units.md): the `units` cookie. Visitors set it from
// the header's menu; signed-in users too, and their choice is also saved in their profile, which
// sets the cookie again whenever they sign in. Pages never need the session to know the units,
// so the page cache can key on the cookie alone (cache/pages.ts).
import { toUnits, UNITS_COOKIE, type Units } from '../../../../shared/domain/units/units'

/** A year: the choice outlives the session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The units chosen by the request's `units` cookie; imperial when none or unknown. */
export function unitsOfCookieHeader(header: string | null | undefined): Units {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === UNITS_COOKIE) return toUnits(value.join('='))
  }
  return toUnits(undefined)
}

/** The units the request's page renders in. */
export function unitsOf(request: Request): Units {
  return unitsOfCookieHeader(request.headers.get('cookie'))
}

/** The Set-Cookie value keeping a choice (readable by scripts: it is no secret, and Lax). */
export function unitsCookie(units: Units): string {
  const secure = process.env.COOKIE_SECURE === 'true' ? '; Secure' : ''
  return `${UNITS_COOKIE}=${units}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
}
