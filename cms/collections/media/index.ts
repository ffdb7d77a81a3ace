import type { CollectionConfig, ImageSize } from 'payload'
import path from 'node:path'
import { publicReadStaffWrite } from '../../access/public-read'
import { refuseUnreadableImages } from './image-check'
import { STRIPPED_ORIGINALS, stripVideoMetadata } from './strip-metadata'
import { CONTENT } from '../../admin/nav'

/** Where uploaded files live on disk; object storage replaces this when scaled out (docs/scaling.md). */
export const MEDIA_DIR = path.resolve(
  /*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? '.data/media',
)

/** A 16:9 webp variant, cropped from the centre. */
const webpVariant = (name: string, width: number, quality: number): ImageSize => ({
  name,
  width,
  height: (width * 9) / 16,
  position: 'centre',
  // Effort 2 (sharp's default 4): about half the encoding time, for a first start's 49 seed
  // images as for every upload, at about the same size.
  formatOptions: { format: 'webp', options: { quality, effort: 2 } },
})

/** 400×225 webp: lists and cards on small screens. */
export const THUMB_SIZE = webpVariant('thumb', 400, 78)

/** 800×450 webp: cards and heroes. */
export const CARD_SIZE = webpVariant('card', 800, 80)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: CONTENT },
  access: publicReadStaffWrite,
  // A damaged or mislabelled image is a 400 before Payload reads it (image-check.ts).
  hooks: { beforeOperation: [refuseUnreadableImages, stripVideoMetadata] },
  upload: {
    // Editors' uploads lose their metadata too (strip-metadata.ts); originals stay public here.
    ...STRIPPED_ORIGINALS,
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*', 'video/*'],
    // The original (drawn at 1200×675, or uploaded) serves as the hero; two smaller variants.
    imageSizes: [THUMB_SIZE, CARD_SIZE],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
