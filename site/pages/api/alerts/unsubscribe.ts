import type { APIRoute } from 'astro'
import { unsubscribeSecret, verifyUnsubscribe } from '../../../../cms/alerts'
import { confirmPage, invalidPage } from '../../../../cms/alerts'

/**
 * GET /api/alerts/unsubscribe?token: the signed link's confirmation page; it changes nothing
 * (mail scanners open links). Its POST is answered ahead of the site: cms/alerts/one-click.ts.
 */
export const GET: APIRoute = ({ url }) => {
  const token = url.searchParams.get('token') ?? ''
  const ok = verifyUnsubscribe(token, unsubscribeSecret()) !== null
  return ok ? confirmPage(token) : invalidPage()
}
