import type { RootLivePreviewConfig } from 'payload'
import { previewUrlFor } from './preview-url'

// Live preview. The site's pages are rendered on the server, so the preview
// follows Payload's server-side pattern: autosave writes the draft as the editor types, the admin
// posts 'payload-document-event' to the iframe after each save, and the page's live-preview
// script (site/lib/browser-only/live-preview.ts) fetches itself again through the same signed
// token. Spots autosave too (migration 20261126_025429_spot_autosave), so every previewed page follows
// the same path.

/**
 * Autosave often enough that the preview follows typing (Save Draft stays, as editors know it);
 * scheduling in 5-minute steps.
 */
export const EDITORIAL_DRAFTS = {
  autosave: { interval: 400, showSaveDraftButton: true },
  schedulePublish: { timeIntervals: 5 },
} as const

/** Versions of a previewed collection: autosaved drafts that can be published on a schedule. */
export const EDITORIAL_VERSIONS = { drafts: EDITORIAL_DRAFTS, maxPerDoc: 20 }

type UrlFunction = Extract<RootLivePreviewConfig['url'], (...args: never[]) => unknown>

/** The documents with a live preview: each has a public page that reads a signed draft. */
export const LIVE_PREVIEW_COLLECTIONS = ['blog-entries', 'shapers', 'surf-spots']
export const LIVE_PREVIEW_GLOBALS = ['who-we-are']

/**
 * The iframe's address: the page's signed preview link, absolute because Payload matches the
 * page's messages to it by origin. Runs on the server, where the signing secret is.
 */
export const livePreviewUrl: UrlFunction = ({ collectionConfig, globalConfig, data, req }) => {
  const slug = collectionConfig?.slug ?? globalConfig?.slug
  if (!slug) return null
  const origin = req.payload.config.serverURL || req.origin
  return `${origin}${previewUrlFor(slug)(data)}&live=1`
}

/** The admin's live-preview settings: which documents, and the three device sizes. */
export const LIVE_PREVIEW: RootLivePreviewConfig = {
  collections: LIVE_PREVIEW_COLLECTIONS,
  globals: LIVE_PREVIEW_GLOBALS,
  url: livePreviewUrl,
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
}
