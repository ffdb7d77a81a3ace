// Nothing Firing stores keeps where or with what it was taken (docs/security.md).
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import {
  blankVideoMetadataInBuffer,
  blankVideoMetadataInFile,
  ISO_BMFF_TYPES,
} from './video-metadata'

/**
 * Upload options that make Payload pass every original image through sharp before storing it:
 * any `constructorOptions` does, and sharp then bakes the EXIF orientation into the pixels
 * (Payload calls `.rotate()`) and writes the same format with no EXIF, GPS, XMP, IPTC or ICC
 * (Payload never asks for `withMetadata`). GIF and WebP keep their animation (Payload reads them
 * with `animated: true`). The value is sharp's own default pixel limit, stated here on purpose.
 */
export const STRIPPED_ORIGINALS = {
  constructorOptions: { limitInputPixels: 268_402_689 },
} satisfies Partial<NonNullable<Exclude<CollectionConfig['upload'], boolean>>>

/** Blanks the metadata boxes of an MP4/MOV upload before Payload stores it (video-metadata.ts). */
export const stripVideoMetadata: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file || !ISO_BMFF_TYPES.has(file.mimetype)) return args
  if (file.tempFilePath) await blankVideoMetadataInFile(file.tempFilePath)
  else await blankVideoMetadataInBuffer(file.data)
  return args
}
