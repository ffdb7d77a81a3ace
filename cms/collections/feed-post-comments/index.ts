import type { CollectionConfig } from 'payload'
import { authoredAccess } from '../../fields/authored'
import { userField } from '../../fields/spot'
import { forceAuthor } from '../../hooks/force-author'
import { publishCommentAdded } from './hooks/publish-comment-added'
import { COMMUNITY } from '../../admin/nav'

// Comments are public; the author alone edits theirs, an admin may remove one (moderation).
export const FeedPostComments: CollectionConfig = {
  slug: 'feed-post-comments',
  admin: { group: COMMUNITY },
  access: authoredAccess('author'),
  hooks: {
    beforeValidate: [forceAuthor('author')],
    afterChange: [publishCommentAdded],
  },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'feed-posts', required: true, index: true },
    userField('author'),
    { name: 'content', type: 'textarea', required: true, maxLength: 2000 },
  ],
  timestamps: true,
}
