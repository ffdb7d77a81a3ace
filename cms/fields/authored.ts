import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAuthor } from '../access/is-author'
import { isAuthorOrAdmin } from '../access/is-author-or-admin'
import { isSignedIn } from '../access/signed-in'

/**
 * A surfer's own rows: everyone reads them, a signed-in user creates them, only the
 * user named in `field` edits theirs, and an admin may also delete one (moderation). Pair it with
 * forceAuthor(field), so a row is always written as the signed-in user.
 */
export const authoredAccess = (field: string): NonNullable<CollectionConfig['access']> => ({
  read: anyone,
  create: isSignedIn,
  update: isAuthor(field),
  delete: isAuthorOrAdmin(field),
})
