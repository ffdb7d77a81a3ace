import type { Access } from 'payload'

/**
 * Only the row's author, through a query constraint so list updates and deletes also touch only
 * their own rows (a surfer edits and deletes only their own posts). Admins included: an
 * admin edits nobody's words.
 */
export const isAuthor =
  (field: string): Access =>
  ({ req }) => {
    if (!req.user) return false
    return { [field]: { equals: req.user.id } }
  }
