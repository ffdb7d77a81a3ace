import { verifyPreviewToken, type PreviewTarget } from '../../../cms/preview/token'

/** The draft a signed `?preview=` link asks to see on this page, or null (SPEC: drafts stay private). */
export function readPreview(url: URL, collection: string): PreviewTarget | null {
  const token = url.searchParams.get('preview')
  if (!token) return null
  const target = verifyPreviewToken(token, process.env.PAYLOAD_SECRET ?? '')
  return target?.collection === collection ? target : null
}

/** The page's preview target, if any; a page showing a draft is private, so nothing caches it. */
export function pagePreview(
  page: { url: URL; response: { headers: Headers } },
  collection: string,
): PreviewTarget | null {
  const preview = readPreview(page.url, collection)
  if (preview) page.response.headers.set('cache-control', 'private, no-store')
  return preview
}
