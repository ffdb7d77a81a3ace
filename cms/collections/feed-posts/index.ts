import type { CollectionConfig } from 'payload'
import { isAdminOrFeedUploadField, isFeedUploadField } from '../../access/feed-upload'
import { isAdminField } from '../../access/is-admin'
import { mayPost } from '../../access/may-post'
import { shownOrOwn } from '../../access/shown-or-own'
import { authoredAccess } from '../../fields/authored'
import { hiddenField } from '../../fields/hidden'
import { shownMediaField } from '../../fields/shown-media'
import { spotField, userField } from '../../fields/spot'
import { forceAuthor } from '../../hooks/force-author'
import { deletePostChildren } from './hooks/delete-post-children'
import { deletePostMedia } from './hooks/delete-post-media'
import { publishPostChange } from './hooks/publish-post-change'
import { publishPostDelete } from './hooks/publish-post-delete'
import { COMMUNITY } from '../../admin/nav'

// Everyone reads the feed; a signed-in surfer posts as themselves and edits or deletes
// only their own posts. Admins may delete any post (moderation) but edit nobody's.
export const FeedPosts: CollectionConfig = {
  slug: 'feed-posts',
  admin: {
    group: COMMUNITY,
    useAsTitle: 'content',
    defaultColumns: ['content', 'author', 'location', 'createdAt'],
  },
  // Hidden posts stay with their author and staff; blocked users post nothing.
  access: { ...authoredAccess('author'), read: shownOrOwn('author'), create: mayPost },
  hooks: {
    beforeValidate: [forceAuthor('author')],
    beforeDelete: [deletePostChildren],
    afterChange: [publishPostChange],
    afterDelete: [deletePostMedia, publishPostDelete],
  },
  fields: [
    userField('author'),
    { name: 'content', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'media',
      type: 'upload',
      relationTo: 'feed-media',
      // Deleting the post deletes this file, so only the upload pipeline (or an admin) links one.
      access: { create: isAdminOrFeedUploadField, update: isAdminField },
    },
    {
      name: 'imageUrl',
      type: 'text',
      // Loaded in every viewer's browser: Firing's own files or a YouTube video/thumbnail only.
      ...shownMediaField,
      admin: { description: 'A file stored by Firing, or a YouTube video or thumbnail link' },
    },
    { name: 'location', type: 'text', maxLength: 200 },
    spotField({ required: false }),
    hiddenField,
    // The POST /api/feed request that made the post (Idempotency-Key): set only by the upload
    // pipeline, read by nobody through the API; cms/feed/idempotency.ts looks it up.
    ...(['requestKey', 'requestFingerprint'] as const).map((name) => ({
      name,
      type: 'text' as const,
      admin: { hidden: true },
      access: { read: () => false, create: isFeedUploadField, update: () => false },
    })),
    // Virtual: counts and the latest comments come back with the post in one query.
    { name: 'likes', type: 'join', collection: 'feed-post-likes', on: 'post' },
    { name: 'comments', type: 'join', collection: 'feed-post-comments', on: 'post' },
    // The post's "How was it?" report (at most one: surfer-reports.post is unique).
    { name: 'surfReport', type: 'join', collection: 'surfer-reports', on: 'post' },
  ],
  // One post per user and Idempotency-Key, even for two identical requests at the same moment.
  indexes: [{ fields: ['author', 'requestKey'], unique: true }],
  timestamps: true,
}
