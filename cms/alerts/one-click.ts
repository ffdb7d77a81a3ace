// POST /api/alerts/unsubscribe?token, answered ahead of the site and its origin checks: a mail
// client's RFC 8058 one-click posts from no origin at all, and the signed token in the URL is
// the only authority here (no cookie is read), so a forged request gains nothing.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'
import { unsubscribe } from './settings'
import { unsubscribeSecret, verifyUnsubscribe } from './token'
import { donePage, invalidPage } from './unsubscribe-page'

export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe'

/** True for the signed link's POST (the one-click or the confirmation page's button). */
export const isOneClickUnsubscribe = (req: IncomingMessage, pathname: string): boolean =>
  req.method === 'POST' && pathname === UNSUBSCRIBE_PATH

/** Turns the token's user's digest off and answers the page that says so. */
export async function answerOneClickUnsubscribe(
  req: IncomingMessage,
  res: ServerResponse,
  payload: Payload,
): Promise<void> {
  req.resume() // the body ('List-Unsubscribe=One-Click') says nothing the URL does not
  const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token')
  const userId = verifyUnsubscribe(token, unsubscribeSecret())
  let page = userId === null ? invalidPage() : donePage()
  try {
    if (userId !== null) await unsubscribe(payload, userId, new Date())
  } catch (err) {
    payload.logger.error({ err, msg: 'alerts: unsubscribe failed' })
    page = new Response('Something went wrong; try the link again later.', { status: 500 })
  }
  res.writeHead(page.status, Object.fromEntries(page.headers))
  res.end(await page.text())
}
