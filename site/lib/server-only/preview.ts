import { verifyPreviewToken, type PreviewTarget } from '../../../cms/preview'

type Page = {
  url: URL
  response: { headers: Headers }
  csp?: { insertDirective: (directive: `frame-ancestors ${string}`) => void }
}

/**
 * The draft a signed `?preview=` link asks to see on this page, or null (SPEC: drafts stay
 * private). A page of one document (a spot's report) names it: a token for another is no preview.
 */
export function readPreview(url: URL, collection: string, id?: string): PreviewTarget | null {
  const token = url.searchParams.get('preview')
  if (!token) return null
  const target = verifyPreviewToken(token, process.env.PAYLOAD_SECRET ?? '')
  if (target?.collection !== collection) return null
  return id === undefined || String(target.id) === id ? target : null
}

/**
 * The page's preview target, if any. A page showing a draft is private, so nothing caches it,
 * and the admin's live preview (same origin) may frame it; every other page refuses all frames.
 */
export function pagePreview(page: Page, collection: string, id?: string): PreviewTarget | null {
  const preview = readPreview(page.url, collection, id)
  if (!preview) return null
  page.response.headers.set('cache-control', 'private, no-store')
  // The page's only frame-ancestors: Astro's base policy has none, and the middleware gives
  // 'none' only to pages that set none (site/lib/server-only/frame-ancestors.ts).
  page.csp?.insertDirective("frame-ancestors 'self'")
  page.response.headers.set('x-frame-options', 'SAMEORIGIN')
  return preview
}
