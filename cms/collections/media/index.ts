import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { isStaffOrFeedUpload } from '../../access/feed-upload'
import { publicReadStaffWrite } from '../../access/public-read'

/** Where uploaded files live on disk; object storage replaces this when scaled out (docs/scaling.md). */
export const MEDIA_DIR = path.resolve(
  /*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? '.data/media',
)

export const Media: CollectionConfig = {
  slug: 'media',
  // Surfers' photos and videos arrive only through the feed's upload pipeline (POST /api/feed).
  access: { ...publicReadStaffWrite, create: isStaffOrFeedUpload },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*', 'video/*'],
    // The original (drawn at 1200×675, or uploaded) serves as the hero; two smaller variants, and
    // for feed photos a display copy that keeps the photo's shape (a portrait is not cropped).
    imageSizes: [
      {
        name: 'thumb',
        width: 400,
        height: 225,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'card',
        width: 800,
        height: 450,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      {
        name: 'display',
        width: 1200,
        formatOptions: { format: 'webp', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
