// Who may frame a page. Astro's policy carries no frame-ancestors, so each page
// answers for itself: a preview page the admin's live preview frames says 'self'
// (site/lib/server-only/preview.ts); every other page gets 'none' here. Browsers reject the two
// together (`'none' 'self'`), which is what adding 'self' to a site-wide 'none' produced.

const HAS_FRAME_ANCESTORS = /(^|;)\s*frame-ancestors(\s|;|$)/i

/** The page's answer, with `frame-ancestors 'none'` added to its policy unless it set its own. */
export function withFrameAncestors(response: Response): Response {
  const policy = response.headers.get('content-security-policy')
  if (!policy || HAS_FRAME_ANCESTORS.test(policy)) return response
  // A copy, since some answers' headers cannot be changed (Response.redirect's).
  const framed = new Response(response.body, response)
  framed.headers.set('content-security-policy', `${policy}; frame-ancestors 'none'`)
  return framed
}
