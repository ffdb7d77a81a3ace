import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isStaffOrFeedUpload } from '../../access/feed-upload'
import { isAdmin } from '../../access/is-admin'
import { CARD_SIZE, MEDIA_DIR, THUMB_SIZE } from '../media'

/**
 * Photos and videos surfers attach to feed posts, apart from the editorial `media`: they arrive
 * only through POST /api/feed (streamed, size-checked, sniffed; docs/feed.md), leave with their
 * post, and their extra `display` size costs nothing when the seed stores editorial images.
 */
export const FeedMedia: CollectionConfig = {
  slug: 'feed-media',
  admin: { group: 'Feed', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'] },
  access: { read: anyone, create: isStaffOrFeedUpload, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.join(MEDIA_DIR, 'feed'),
    mimeTypes: ['image/*', 'video/*'],
    imageSizes: [
      THUMB_SIZE,
      CARD_SIZE,
      // The photo as the feed shows it: 1200 wide in its own shape, so a portrait is not cropped.
      { name: 'display', width: 1200, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text' }],
}
