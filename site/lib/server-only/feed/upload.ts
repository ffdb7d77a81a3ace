// POST /api/feed's multipart body, read as a stream (never the whole file in memory): text fields
// are collected, the file field `image` is written to a temp file while its bytes are counted,
// and its type is decided from its first bytes (magic numbers); the type its name and part
// declare must be that type, and an image must decode whole. See docs/feed.md "Upload pipeline".
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { CreatePostFields, MAX_UPLOAD_BYTES } from '../../../../shared/contracts/feed'
import { MAX_LOCATION_CHARS, MAX_POST_CHARS } from '../../../../shared/domain/feed/feed-limits'
import { AppError } from '../../../../shared/contracts/errors'
import { type PostForm, removeTemp, type UploadedFile } from '../../../../cms/feed'
import {
  assertDeclaredTypeFits,
  assertImageDecodes,
  type IncomingFile,
  sniff,
  UNREADABLE_IMAGE_MESSAGE,
  UnreadableImage,
} from '../../../../cms/feed'

export const FILE_FIELD = 'image'
export const TOO_LARGE_MESSAGE = 'File too large. Please select a file smaller than 100MB'
export const UNSUPPORTED_MESSAGE =
  'Unsupported file type. Please choose a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4, MOV, WebM or OGG)'
export const EMPTY_FILE_MESSAGE = 'The selected file is empty'

/** The text fields a post takes (CreatePostFields); any other part is refused, not dropped. */
const TEXT_FIELDS = new Set(Object.keys(CreatePostFields.shape))

/** Each text field's limit as its message states it; a field cut at fieldSize is past it. */
const FIELD_LIMITS: Record<string, string> = {
  content: `${MAX_POST_CHARS} characters`,
  location: `${MAX_LOCATION_CHARS} characters`,
}
const FIELD_BYTES = 64 * 1024

const unknownPart = (name: string, kind: 'field' | 'file') =>
  new AppError(
    'BAD_REQUEST',
    kind === 'file'
      ? `Unknown file field "${name}": send the photo or video as "${FILE_FIELD}"`
      : `Unknown field "${name}": a post takes ${[...TEXT_FIELDS].join(', ')} and the file "${FILE_FIELD}"`,
    [{ path: name, message: 'Unknown field' }],
  )

/** What each accepted type (as sniffed) becomes. sharp reads every image type listed here. */
const ACCEPTED: Record<string, 'image' | 'video'> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/x-m4v': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'video/ogg': 'video',
}

type SavedFile = {
  tempPath: string
  size: number
  sha256: string
  /** The part's file name and Content-Type, as the client sent them. */
  declared: { name: string | undefined; mimetype: string }
}

/** Reads the multipart body. The file (if any) is on disk and typed; the caller removes it. */
export async function readPostForm(request: Request): Promise<PostForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the post as multipart/form-data')
  }
  // A declared length far past the limit is refused before a byte is read.
  const declared = Number(request.headers.get('content-length'))
  if (declared > MAX_UPLOAD_BYTES + 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE)
  }
  const { fields, saved } = await parseMultipart(request.body, contentType)
  if (!saved) return { fields, file: null }
  try {
    return { fields, file: await typed(saved) }
  } catch (error) {
    await removeTemp(saved.tempPath)
    throw error
  }
}

function parseMultipart(body: ReadableStream<Uint8Array>, contentType: string) {
  return new Promise<{ fields: Record<string, string>; saved: SavedFile | null }>(
    (resolve, reject) => {
      const fields: Record<string, string> = {}
      let saving: Promise<SavedFile | null> = Promise.resolve(null)
      let failure: unknown = null
      const parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: FIELD_BYTES },
      })
      parser.on('field', (name, value, info) => {
        if (!TEXT_FIELDS.has(name)) failure ??= unknownPart(name, 'field')
        else if (info.valueTruncated) failure ??= tooLong(name)
        else fields[name] = value
      })
      parser.on('file', (name, stream, info) => {
        if (name !== FILE_FIELD) {
          failure ??= unknownPart(name, 'file')
          return void stream.resume()
        }
        // Settled right away so a failure is never an unhandled rejection; read at 'close'.
        const declared = { name: info.filename, mimetype: info.mimeType }
        saving = saveToTemp(stream, declared).catch((error: unknown) => {
          failure ??= error
          return null
        })
      })
      parser.on('close', () => {
        void saving.then(async (saved) => {
          if (!failure) return resolve({ fields, saved })
          await removeTemp(saved?.tempPath)
          reject(failure instanceof AppError ? failure : badForm(failure))
        })
      })
      pipeline(Readable.fromWeb(body as never), parser).catch((error: unknown) => {
        void saving.then((saved) => removeTemp(saved?.tempPath))
        reject(badForm(error))
      })
    },
  )
}

/** A field busboy cut at FIELD_BYTES: past its limit, which the message names. */
function tooLong(name: string): AppError {
  const limit = FIELD_LIMITS[name] ?? `${FIELD_BYTES / 1024} KB`
  return new AppError('BAD_REQUEST', `${name} is too long: at most ${limit}`, [
    { path: name, message: `Must be at most ${limit}` },
  ])
}

const badForm = (error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError('BAD_REQUEST', `The form could not be read: ${String(error)}`)

/** Streams one file part to a temp file, counting bytes; past the limit it is dropped (413). */
async function saveToTemp(stream: Readable, declared: SavedFile['declared']): Promise<SavedFile> {
  const tempPath = path.join(os.tmpdir(), `firing-upload-${randomUUID()}`)
  let size = 0
  const hash = createHash('sha256')
  let tooLarge = false
  // busboy stops passing bytes at the limit and says so; the rest of the body is read and dropped.
  stream.once('limit', () => (tooLarge = true))
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      hash.update(chunk)
      done(null, chunk)
    },
  })
  try {
    await pipeline(stream, count, createWriteStream(tempPath))
  } catch (error) {
    await removeTemp(tempPath)
    throw error
  }
  if (tooLarge || size > MAX_UPLOAD_BYTES) {
    await removeTemp(tempPath)
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE)
  }
  return { tempPath, size, sha256: hash.digest('hex'), declared }
}

/**
 * The file's real type from its first bytes, checked with the upload collections' own checks
 * (cms/collections/media/image-check.ts): its declared type must be that type (400), the type
 * must be one the feed takes (415), and an image must decode whole (400).
 */
async function typed(saved: SavedFile): Promise<UploadedFile | null> {
  const { declared, ...rest } = saved
  if (saved.size === 0) {
    // A form's empty file input arrives as an unnamed empty part: no file was chosen.
    if (!declared.name) {
      await removeTemp(saved.tempPath)
      return null
    }
    throw new AppError('BAD_REQUEST', EMPTY_FILE_MESSAGE)
  }
  const file: IncomingFile = { tempFilePath: saved.tempPath, ...declared }
  try {
    const detected = await sniff(file)
    assertDeclaredTypeFits(file, detected?.mime)
    const kind = detected ? ACCEPTED[detected.mime] : undefined
    if (!detected || !kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MESSAGE)
    if (kind === 'image') await assertImageDecodes(file, detected.mime)
    return { ...rest, mimeType: detected.mime, ext: detected.ext, kind }
  } catch (error) {
    if (error instanceof UnreadableImage)
      throw new AppError('BAD_REQUEST', UNREADABLE_IMAGE_MESSAGE)
    throw error
  }
}
