import { UnitsInput } from '../../../shared/contracts/auth'
import { safeReturnPath } from '../../../shared/domain/web/return-to'
import { route } from '../../lib/server-only/api/route'
import { unitsCookie } from '../../lib/server-only/units/choice'

/** The path of the page the form was on (same-origin posts carry it: strict-origin-when-cross-origin). */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer')
  if (!referer || !URL.canParse(referer)) return undefined
  const url = new URL(referer)
  return url.pathname + url.search
}

/**
 * POST /api/units: {units, returnTo?} as JSON or from the header menu's form (works without
 * JavaScript; it goes back to the page it was posted from, by its Referer, when no returnTo). Keeps the choice in the `units` cookie and, for a signed-in user, in their profile.
 * A form is answered by going back to returnTo (303); JSON by {units}.
 */
export const POST = route(
  { body: UnitsInput, auth: 'optional', form: true },
  async ({ body, payload, user, request }) => {
    if (user) {
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { units: body.units },
        user,
        overrideAccess: false,
      })
    }
    const headers = { 'set-cookie': unitsCookie(body.units), 'cache-control': 'no-store' }
    if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
      return new Response(null, {
        status: 303,
        headers: { ...headers, location: safeReturnPath(body.returnTo ?? refererPath(request)) },
      })
    }
    return Response.json({ units: body.units }, { headers })
  },
)
