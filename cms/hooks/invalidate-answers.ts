import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateAnswers } from '../../site/lib/server-only/cache/answers'
import { afterCommit } from './after-commit'

/** An edited spot (name, image, facts) shows in the cached API answers once it has committed. */
export const invalidateAnswersOnChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await afterCommit(req, invalidateAnswers)
  return doc
}

/** Same for a deleted spot. */
export const invalidateAnswersOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await afterCommit(req, invalidateAnswers)
  return doc
}
