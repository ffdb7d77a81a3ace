import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { userField } from '../../fields/spot'

export const FeedPostLikes: CollectionConfig = {
  slug: 'feed-post-likes',
  access: publicReadAdminWrite,
  // One like per user and post, enforced by the database so concurrent clicks cannot double-count.
  indexes: [{ fields: ['post', 'user'], unique: true }],
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'feed-posts', required: true, index: true },
    userField(),
  ],
}
