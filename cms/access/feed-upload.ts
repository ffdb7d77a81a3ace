import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { hasRole } from './roles'

/** Set in a Local API call's `context` by the feed's upload pipeline (cms/feed/media.ts). */
export const FEED_UPLOAD_CONTEXT = 'feedUpload'

// A request's context can only be set by server code through the Local API, never by a REST
// client, so surfers store files only through POST /api/feed, which streams, size-checks and
// sniffs them first; /cms-api/feed-media stays closed to them.
const fromFeedPipeline = (req: PayloadRequest) =>
  Boolean(req.user) && req.context?.[FEED_UPLOAD_CONTEXT] === true

/** Staff, or a signed-in user's file on its way through the feed's upload pipeline. */
export const isStaffOrFeedUpload: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || fromFeedPipeline(req)

/** Field variant: only an admin or the pipeline links a stored file to a post. */
export const isAdminOrFeedUploadField: FieldAccess = ({ req }) =>
  hasRole(req.user, 'admin') || fromFeedPipeline(req)

/** Field variant: only the pipeline sets this field (a post's request key). */
export const isFeedUploadField: FieldAccess = ({ req }) => fromFeedPipeline(req)
