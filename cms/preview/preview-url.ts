import { signPreviewToken } from './token'

type Doc = Record<string, unknown>

/** The public page that shows each previewed document. */
const PAGES: Record<string, (doc: Doc) => string> = {
  'blog-entries': () => '/blog',
  shapers: () => '/board-room',
  'who-we-are': () => '/who-we-are',
  'surf-spots': (doc) => `/spot/${String(doc.id)}/report`,
}

/**
 * The admin's Preview button: the real public page with a signed token for this one draft.
 * Runs on the server (Payload's admin.preview), where the secret is.
 */
export const previewUrlFor =
  (slug: string) =>
  (doc: Doc): string => {
    const token = signPreviewToken(
      { collection: slug, id: (doc.id as number | string | undefined) ?? null },
      process.env.PAYLOAD_SECRET ?? '',
    )
    return `${PAGES[slug]?.(doc) ?? '/'}?preview=${encodeURIComponent(token)}`
  }
