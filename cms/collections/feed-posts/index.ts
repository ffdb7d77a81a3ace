import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../../access/public-read'
import { spotField, userField } from '../../fields/spot'

export const FeedPosts: CollectionConfig = {
  slug: 'feed-posts',
  admin: { useAsTitle: 'content', defaultColumns: ['content', 'author', 'location', 'createdAt'] },
  access: publicReadAdminWrite,
  fields: [
    userField('author'),
    { name: 'content', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'media', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', admin: { description: 'External image or video link' } },
    { name: 'location', type: 'text', maxLength: 200 },
    spotField({ required: false }),
  ],
  timestamps: true,
}
