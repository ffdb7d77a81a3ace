// Stores an upload that readPostForm() has typed. Photos and videos become `feed-media` records:
// Payload copies the temp file into MEDIA_DIR without reading it into memory (it takes a
// `tempFilePath` and copies the file), and for photos sharp writes the webp variants from the file
// on disk. Both collections strip metadata on the way in (cms/collections/media/strip-metadata.ts);
// videos are otherwise kept as uploaded and served with Range by /cms-api/feed-media/file/{name}.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import type { Payload, TypedUser } from 'payload'
import { FEED_UPLOAD_CONTEXT } from '../access/feed-upload'
import { UPLOAD_CHECKED } from '../collections/media/image-check'

/** An upload on disk, typed from its first bytes (site/lib/server-only/feed/upload.ts). */
export type UploadedFile = {
  tempPath: string
  size: number
  mimeType: string
  ext: string
  kind: 'image' | 'video'
  /** Hex SHA-256 of the bytes, hashed as they streamed in (an Idempotency-Key's fingerprint). */
  sha256: string
}

/** A post's multipart form: its text fields and the file, if one was chosen. */
export type PostForm = { fields: Record<string, string>; file: UploadedFile | null }

/** Removes an upload's temp file (missing is fine). */
export async function removeTemp(tempPath: string | undefined): Promise<void> {
  if (tempPath) await fs.rm(tempPath, { force: true })
}

// The stored name's extension is the one the feed recognises as video (shared/domain/feed/media.ts).
const STORED_EXTENSION: Record<string, string> = {
  'video/quicktime': 'mov',
  'video/x-m4v': 'mp4',
  'video/ogg': 'ogg',
  'image/jpeg': 'jpg',
}

/**
 * The Local API context that lets a signed-in user's file into `feed-media` (cms/access). A new
 * object each call: Payload makes the object it is given the request's context and hooks write
 * into it (the S3 adapter keeps the file there), so a shared one would carry one upload's state
 * into the next.
 */
export const feedUploadContext = () => ({ [FEED_UPLOAD_CONTEXT]: true })

/** Saves the file as a media record for `user`; answers its id. */
export async function storeUpload(
  payload: Payload,
  user: TypedUser,
  file: UploadedFile,
  alt: string,
): Promise<number> {
  const ext = STORED_EXTENSION[file.mimeType] ?? file.ext
  const doc = await payload.create({
    collection: 'feed-media',
    data: { alt },
    file: {
      // Empty: Payload reads the bytes from tempFilePath (copied, never buffered).
      data: Buffer.alloc(0),
      mimetype: file.mimeType,
      // A random name: nothing of the uploader's file name reaches the disk or a URL.
      name: `${randomUUID()}.${ext}`,
      size: file.size,
      tempFilePath: file.tempPath,
    },
    user,
    overrideAccess: false,
    // readPostForm() ran the upload checks on this file: a photo is not decoded twice.
    context: { ...feedUploadContext(), [UPLOAD_CHECKED]: true },
  })
  return doc.id
}

/** Removes a stored upload whose post could not be saved. */
export async function discardUpload(payload: Payload, mediaId: number): Promise<void> {
  await payload
    .delete({ collection: 'feed-media', id: mediaId, overrideAccess: true })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'orphan upload kept' }))
}
