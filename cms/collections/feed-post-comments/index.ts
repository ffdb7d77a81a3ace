import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAuthor } from '../../access/is-author'
import { isAuthorOrAdmin } from '../../access/is-author-or-admin'
import { isSignedIn } from '../../access/signed-in'
import { userField } from '../../fields/spot'
import { forceAuthor } from '../../hooks/force-author'
import { publishCommentAdded } from './hooks/publish-comment-added'

// Comments are public; the author alone edits theirs, an admin may remove one (moderation).
export const FeedPostComments: CollectionConfig = {
  slug: 'feed-post-comments',
  access: {
    read: anyone,
    create: isSignedIn,
    update: isAuthor('author'),
    delete: isAuthorOrAdmin('author'),
  },
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
