import { NotFound, type CollectionBeforeOperationHook } from 'payload'

const BY_ID = new Set(['read', 'update', 'delete'])

/**
 * Answers 404 for a document id that cannot exist (`/cms-api/feed-posts/distinct`, `…/abc`):
 * PostgreSQL's serial ids are whole numbers, and a word reached the database as a type error, a
 * 500. Collections whose ids are text are left alone.
 */
export const refuseMalformedIds: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  const id = (args as { id?: unknown }).id
  if (!BY_ID.has(operation) || id === undefined) return args
  const { payload } = req
  const idType = payload.collections[collection.slug]?.customIDType ?? payload.db.defaultIDType
  if (idType !== 'number' || isWholeNumber(id)) return args
  throw new NotFound(req.t)
}

// Payload's REST handler has already turned the path's word into a number (NaN for 'distinct').
const isWholeNumber = (id: unknown) =>
  typeof id === 'number' ? Number.isSafeInteger(id) : /^\d{1,15}$/.test(String(id))
