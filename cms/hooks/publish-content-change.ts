import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { publish } from '../events/bus'
import { afterCommit } from './after-commit'

type Versioned = { id?: number | string; _status?: string | null }

const isPublic = (doc: Versioned) => doc._status === undefined || doc._status === 'published'

const isAutosave = (req: PayloadRequest) =>
  (req.query as { autosave?: unknown })?.autosave === 'true'

const announce = (collection: string, id: number | string | null) =>
  publish('content:published', { collection, id, publishedAt: new Date().toISOString() })

/**
 * Tells open pages and the caches that public content may have changed, once it is committed: a
 * public save, or any update. An update can take public content away (an unpublish), and when a
 * pending draft is the latest version previousDoc is that draft, so it cannot tell; editors save
 * by hand, so the extra clears are few. A draft created stays quiet, and so does an autosave: it
 * only ever writes a draft version (the live preview autosaves as the editor types).
 */
export const publishCollectionChange: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  collection,
}) => {
  if (isAutosave(req)) return doc
  if (isPublic(doc as Versioned) || operation === 'update') {
    await afterCommit(req, () => announce(collection.slug, doc.id))
  }
  return doc
}

/** Same for deletions. */
export const publishCollectionDelete: CollectionAfterDeleteHook = async ({
  doc,
  req,
  collection,
}) => {
  await afterCommit(req, () => announce(collection.slug, doc.id))
  return doc
}

/** Same for globals such as the who-we-are text. */
export const publishGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  if (isPublic(doc as Versioned)) await afterCommit(req, () => announce(global.slug, null))
  return doc
}
