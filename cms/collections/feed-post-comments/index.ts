import type { CollectionConfig } from 'payload'
import { mayPost } from '../../access/may-post'
import { shownOrOwn } from '../../access/shown-or-own'
import { authoredAccess } from '../../fields/authored'
import { hiddenField } from '../../fields/hidden'
import { userField } from '../../fields/spot'
import { forceAuthor } from '../../hooks/force-author'
import { publishCommentAdded } from './hooks/publish-comment-added'
import { COMMUNITY } from '../../admin/nav'

// Comments are public; the author alone edits theirs, an admin may remove one (moderation).
export const FeedPostComments: CollectionConfig = {
  slug: 'feed-post-comments',
  admin: { group: COMMUNITY },
  // Hidden comments stay with their author and staff; blocked users comment nothing.
  access: { ...authoredAccess('author'), read: shownOrOwn('author'), create: mayPost },
  hooks: {
    beforeValidate: [forceAuthor('author')],
    afterChange: [publishCommentAdded],
  },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'feed-posts', required: true, index: true },
    userField('author'),
    { name: 'content', type: 'textarea', required: true, maxLength: 2000 },
    hiddenField,
  ],
  timestamps: true,
}
