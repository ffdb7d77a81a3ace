import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isStaffOrFeedUpload } from '../../access/feed-upload'
import { isAdmin } from '../../access/is-admin'
import { CARD_SIZE, MEDIA_DIR, THUMB_SIZE } from '../media'
import { refuseUnreadableImages } from '../media/image-check'
import { STRIPPED_ORIGINALS, stripVideoMetadata } from '../media/strip-metadata'
import { hideOriginal, markWrite, readFeedMedia } from './original-access'
import { COMMUNITY } from '../../admin/nav'

/**
 * Photos and videos surfers attach to feed posts, apart from the editorial `media`: they arrive
 * only through POST /api/feed (streamed, size-checked, sniffed; docs/feed.md), leave with their
 * post, and their extra `display` size costs nothing when the seed stores editorial images.
 * Nothing stored keeps its metadata, and a photo's original is staff-only (original-access.ts).
 */
export const FeedMedia: CollectionConfig = {
  slug: 'feed-media',
  admin: { group: COMMUNITY, defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'] },
  access: { read: readFeedMedia, create: isStaffOrFeedUpload, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [markWrite, refuseUnreadableImages, stripVideoMetadata],
    afterRead: [hideOriginal],
  },
  upload: {
    ...STRIPPED_ORIGINALS,
    staticDir: path.join(MEDIA_DIR, 'feed'),
    mimeTypes: ['image/*', 'video/*'],
    imageSizes: [
      THUMB_SIZE,
      CARD_SIZE,
      // The photo as the feed shows it: 1200 wide in its own shape, so a portrait is not cropped.
      // A smaller photo keeps its size (never enlarged) but still gets this public, stripped copy.
      {
        name: 'display',
        width: 1200,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text' }],
}
