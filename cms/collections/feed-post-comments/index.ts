import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { userField } from '../../fields/spot'

export const FeedPostComments: CollectionConfig = {
  slug: 'feed-post-comments',
  access: publicReadAdminWrite,
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'feed-posts', required: true, index: true },
    userField('author'),
    { name: 'content', type: 'textarea', required: true, maxLength: 2000 },
  ],
  timestamps: true,
}
