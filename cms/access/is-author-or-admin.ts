import type { Access } from 'payload'
import { isAuthor } from './is-author'
import { hasRole } from './roles'

/** The row's author, or an admin removing it for moderation. */
export const isAuthorOrAdmin =
  (field: string): Access =>
  (args) => {
    if (hasRole(args.req.user, 'admin')) return true
    return isAuthor(field)(args)
  }
