import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAuthor } from '../../access/is-author'
import { isAuthorOrAdmin } from '../../access/is-author-or-admin'
import { isSignedIn } from '../../access/signed-in'
import { userField } from '../../fields/spot'
import { forceAuthor } from '../../hooks/force-author'
import { publishLikeAdded } from './hooks/publish-like-added'
import { publishLikeRemoved } from './hooks/publish-like-removed'
import { dataAdmin } from '../../admin/nav'

// A like belongs to the user who gave it: only they take it back.
export const FeedPostLikes: CollectionConfig = {
  slug: 'feed-post-likes',
  admin: dataAdmin,
  access: {
    read: anyone,
    create: isSignedIn,
    update: isAuthor('user'),
    delete: isAuthorOrAdmin('user'),
  },
  hooks: {
    beforeValidate: [forceAuthor('user')],
    afterChange: [publishLikeAdded],
    afterDelete: [publishLikeRemoved],
  },
  // One like per user and post, enforced by the database so concurrent clicks cannot double-count.
  indexes: [{ fields: ['post', 'user'], unique: true }],
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'feed-posts', required: true, index: true },
    userField(),
  ],
}
