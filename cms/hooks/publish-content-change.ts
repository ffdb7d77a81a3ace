import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { publish } from '../events/bus'
import { afterCommit } from './after-commit'

type Versioned = { id?: number | string; _status?: string | null }

const isPublic = (doc: Versioned) => doc._status === undefined || doc._status === 'published'

const announce = (collection: string, id: number | string | null) =>
  publish('content:published', { collection, id, publishedAt: new Date().toISOString() })

/**
 * Tells open pages and the caches that public content changed, once it is committed: a public
 * save, or an update of what was public (an unpublished spot leaves the cached answers). A draft
 * of a draft stays quiet. A create's previousDoc is empty, so only its own status counts.
 */
export const publishCollectionChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  collection,
}) => {
  const wasPublic = operation === 'update' && isPublic(previousDoc as Versioned)
  if (isPublic(doc as Versioned) || wasPublic) {
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
