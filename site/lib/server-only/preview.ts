import { verifyPreviewToken, type PreviewTarget } from '../../../cms/preview/token'

type Page = {
  url: URL
  response: { headers: Headers }
  csp?: { insertDirective: (directive: string) => void }
}

/** The draft a signed `?preview=` link asks to see on this page, or null (SPEC: drafts stay private). */
export function readPreview(url: URL, collection: string): PreviewTarget | null {
  const token = url.searchParams.get('preview')
  if (!token) return null
  const target = verifyPreviewToken(token, process.env.PAYLOAD_SECRET ?? '')
  return target?.collection === collection ? target : null
}

/**
 * The page's preview target, if any. A page showing a draft is private, so nothing caches it,
 * and the admin's live preview (same origin) may frame it; every other page refuses all frames.
 */
export function pagePreview(page: Page, collection: string): PreviewTarget | null {
  const preview = readPreview(page.url, collection)
  if (!preview) return null
  page.response.headers.set('cache-control', 'private, no-store')
  // Astro adds the value to the site's `frame-ancestors 'none'`; beside another source, 'none'
  // matches nothing (CSP 3), so the directive reads as 'self'.
  page.csp?.insertDirective("frame-ancestors 'self'")
  page.response.headers.set('x-frame-options', 'SAMEORIGIN')
  return preview
}
