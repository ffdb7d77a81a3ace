// A feed photo's original is for staff only: visitors and surfers see its webp sizes (thumb,
// card, display), never the uploaded file's name or URL, and its file route refuses them. A
// video has no sizes, so its (metadata-blanked) original is what everyone plays.
import type {
  Access,
  CollectionAfterReadHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
  Where,
} from 'payload'
import { hasRole } from '../../access/roles'

const isStaffRequest = (req: PayloadRequest) => hasRole(req.user, 'admin', 'editor')

/**
 * Records are public; files too, except an image's original: for a file request by a non-staff
 * caller the match is narrowed to videos, or to records whose original is not the file asked for
 * (so the name matched one of its sizes). Payload answers 403 when nothing matches.
 */
export const readFeedMedia: Access = ({ req, data, isReadingStaticFile }) => {
  if (isStaffRequest(req) || !isReadingStaticFile) return true
  const filename = (data as { filename?: unknown } | undefined)?.filename
  if (typeof filename !== 'string') return false
  const videos: Where = { mimeType: { like: 'video/' } }
  const notTheOriginal: Where = { filename: { not_equals: filename } }
  return { or: [videos, notTheOriginal] }
}

// Payload runs afterRead before afterChange and afterDelete, and the S3 adapter's hooks there
// store and delete the files the doc names: a surfer's upload or the server's delete of a post's
// media must keep the original's name, or its object is never written (or never deleted). A
// write's result goes only to server code (surfers upload through POST /api/feed) or to staff.
const WRITING = 'firing:feedMediaWrite'

/** Marks a create, update or delete so hideOriginal leaves its result whole. */
export const markWrite: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update' || operation === 'delete')
    req.context[WRITING] = true
  return args
}

/** Drops an image original's name and URL from what non-staff callers read. */
export const hideOriginal: CollectionAfterReadHook = ({ doc, req }) => {
  if (req.context[WRITING]) return doc
  if (isStaffRequest(req) || String(doc.mimeType ?? '').startsWith('video/')) return doc
  return { ...doc, url: null, filename: null, filesize: null }
}
