// The small HTML pages of the signed unsubscribe link (works signed out): a confirmation with a
// button (GET must change nothing: mail scanners open links), and the answer to the POST.
import { escapeHtml } from './digest'

const page = (title: string, body: string, status: number): Response =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Firing</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/favorites">Your favorites and alerts</a></p></main></body></html>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    },
  )

/** GET with a good token: asks to confirm; the button posts the same signed link. */
export const confirmPage = (token: string): Response =>
  page(
    'Stop alert emails?',
    `<p>You will get no more daily alert digests from Firing.</p><form method="post" action="/api/alerts/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Unsubscribe</button></form>`,
    200,
  )

/** After the POST (a mail client's one-click or the button). */
export const donePage = (): Response =>
  page(
    'You are unsubscribed',
    '<p role="status">Firing will send you no more alert emails. Saving your alerts on the favorites page turns them back on.</p>',
    200,
  )

/** A token that is malformed or not ours. */
export const invalidPage = (): Response =>
  page(
    'This link is not valid',
    '<p>The unsubscribe link is incomplete or was changed. Use the link in your latest alert email, or turn alerts off on the favorites page.</p>',
    400,
  )
