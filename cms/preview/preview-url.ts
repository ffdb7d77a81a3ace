import { signPreviewToken } from './token'

const PAGES: Record<string, string> = {
  'blog-entries': '/blog',
  shapers: '/board-room',
  'who-we-are': '/who-we-are',
}

/**
 * The admin's Preview button: the real public page with a signed token for this one draft.
 * Runs on the server (Payload's admin.preview), where the secret is.
 */
export const previewUrlFor =
  (slug: string) =>
  (doc: Record<string, unknown>): string => {
    const token = signPreviewToken(
      { collection: slug, id: (doc.id as number | string | undefined) ?? null },
      process.env.PAYLOAD_SECRET ?? '',
    )
    return `${PAGES[slug] ?? '/'}?preview=${encodeURIComponent(token)}`
  }
