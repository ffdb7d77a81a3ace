import { verifyPreviewToken, type PreviewTarget } from '../../../cms/preview/token'

/** The draft a signed `?preview=` link asks to see on this page, or null (SPEC: drafts stay private). */
export function readPreview(url: URL, collection: string): PreviewTarget | null {
  const token = url.searchParams.get('preview')
  if (!token) return null
  const target = verifyPreviewToken(token, process.env.PAYLOAD_SECRET ?? '')
  return target?.collection === collection ? target : null
}
