// Every upload path refuses an image sharp cannot read, and a file whose declared type is not
// what its bytes are, with one 400 before anything is stored (docs/security.md).
// Payload would otherwise hand the bytes to sharp while storing them, and a damaged JPEG or PNG
// ("VipsJpeg: Corrupt JPEG data", "vipspng: libpng read error") or a truncated file ends there.
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type'
import {
  APIError,
  type CollectionBeforeOperationHook,
  executeAccess,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'
import sharp from 'sharp'
import { STRIPPED_ORIGINALS } from './strip-metadata'

export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read'

/** A 400 with UNREADABLE_IMAGE_MESSAGE: Payload answers it as is; the feed turns it into an AppError. */
export class UnreadableImage extends APIError {
  constructor(cause?: unknown) {
    super(UNREADABLE_IMAGE_MESSAGE, 400, null, true)
    this.cause = cause
  }
}

/** The file as it arrived: on disk or in memory, with what the client said it is. */
export type IncomingFile = {
  tempFilePath?: string
  data?: Buffer
  /** The multipart part's Content-Type. */
  mimetype?: string
  /** The client's file name (its extension declares a type too). */
  name?: string
}

// The types whose bytes file-type recognises and whose declarations are judged against them.
// Payload runs the image types through sharp (its canResizeImage list); the others are videos.
const DECODED_IMAGES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
])
const JUDGED_VIDEOS = new Set([
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/webm',
  'video/ogg',
])

// Other names clients use for the same types.
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'image/x-tiff': 'image/tiff',
}

// A name's extension declares a type only when it is one of these (an unknown one says nothing:
// `photo.jpg_large` is still a photo). `.ogg` is left out: it is as often audio.
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  pjpeg: 'image/jpeg',
  pjp: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
}

// What a browser sends when it does not know the type. (A part without Content-Type is
// text/plain by RFC 7578, and busboy reports it so: that is a declaration.)
const UNDECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream'])

/** Payload's own rule: a temp file when it has no bytes in memory. */
const sourceOf = (file: IncomingFile): string | Buffer =>
  file.tempFilePath && !file.data?.length ? file.tempFilePath : (file.data ?? Buffer.alloc(0))

const isJudged = (type: string) => DECODED_IMAGES.has(type) || JUDGED_VIDEOS.has(type)

/** The types a file's Content-Type and name declare, normalised; "no idea" declares nothing. */
export function declaredTypes(file: Pick<IncomingFile, 'mimetype' | 'name'>): string[] {
  const declared: string[] = []
  const essence = (file.mimetype ?? '').split(';')[0]!.trim().toLowerCase()
  if (!UNDECLARED.has(essence)) declared.push(ALIASES[essence] ?? essence)
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase()
  const fromName = extension ? EXTENSION_TYPES[extension] : undefined
  if (fromName) declared.push(fromName)
  return declared
}

/**
 * Whether a declaration and the sniffed bytes disagree. Only types whose bytes are recognised are
 * judged (an SVG or a text file has no signature to compare). Any video declaration fits any
 * video: phones and browsers label MP4, M4V and MOV containers loosely.
 */
function disagrees(declared: string, sniffed: string | undefined): boolean {
  if (!isJudged(declared) && !(sniffed && isJudged(sniffed))) return false
  if (declared === sniffed) return false
  return !(declared.startsWith('video/') && sniffed?.startsWith('video/') && isJudged(sniffed))
}

/**
 * The file's type from its first bytes: undefined when file-type finds no signature it knows, or
 * when its parser gives up on a damaged file.
 */
export async function sniff(file: IncomingFile): Promise<FileTypeResult | undefined> {
  const source = sourceOf(file)
  try {
    return typeof source === 'string'
      ? await fileTypeFromFile(source)
      : await fileTypeFromBuffer(source)
  } catch {
    return undefined
  }
}

/** Throws UnreadableImage when the Content-Type or the name's extension is not what the bytes are. */
export function assertDeclaredTypeFits(file: IncomingFile, sniffed: string | undefined): void {
  const declared = declaredTypes(file)
  if (declared.some((type) => disagrees(type, sniffed))) {
    throw new UnreadableImage(
      `declared ${declared.join(', ')}; the bytes are ${sniffed ?? 'unknown'}`,
    )
  }
}

/** Whether Payload will run a file of this (sniffed) type through sharp. */
export const isDecodedImage = (mime: string | undefined) =>
  Boolean(mime && DECODED_IMAGES.has(mime))

/**
 * Decodes every pixel (every frame of a GIF, WebP or TIFF, as Payload reads them) with the options
 * Payload stores with, and sharp's default `failOn: 'warning'`, as Payload has: libjpeg reports a
 * damaged scan ("Corrupt JPEG data: premature end of data segment") only as a warning, which
 * `failOn: 'error'` would let through to fail in Payload. Throws UnreadableImage.
 */
export async function assertImageDecodes(file: IncomingFile, mime: string): Promise<void> {
  const animated = mime === 'image/gif' || mime === 'image/webp' || mime === 'image/tiff'
  try {
    await sharp(sourceOf(file), { ...STRIPPED_ORIGINALS.constructorOptions, animated }).stats()
  } catch (error) {
    throw new UnreadableImage(error)
  }
}

/** Both checks, as an upload collection runs them; answers the sniffed type. */
export async function checkUploadedFile(file: IncomingFile): Promise<FileTypeResult | undefined> {
  const sniffed = await sniff(file)
  assertDeclaredTypeFits(file, sniffed?.mime)
  if (isDecodedImage(sniffed?.mime)) await assertImageDecodes(file, sniffed!.mime)
  return sniffed
}

/**
 * Set in a Local API call's `context` by server code that has already run these checks on the
 * file (the feed, site/lib/server-only/feed/upload.ts) or drew it itself (the seed), so a large
 * photo is not decoded twice. A REST client cannot set a request's context.
 */
export const UPLOAD_CHECKED = 'firing:uploadChecked'

/**
 * Whether the caller may make this write. Payload runs beforeOperation hooks before its access
 * check, so without this anyone could have the server decode a large image before the 403.
 */
async function mayWrite({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}: {
  args: object
  collection: SanitizedCollectionConfig
  operation: 'create' | 'update'
  overrideAccess?: boolean
  req: PayloadRequest
}): Promise<boolean> {
  if (overrideAccess) return true
  const id = 'id' in args ? (args.id as number | string | undefined) : undefined
  const data = 'data' in args ? (args.data as Record<string, unknown>) : undefined
  const access = collection.access[operation]
  const allowed = await executeAccess(
    { id, collectionConfig: collection, data, disableErrors: true, req },
    access,
  )
  return Boolean(allowed)
}

/**
 * beforeOperation on both upload collections: the checks, before Payload reads the file, for a
 * caller who may write (anyone else gets Payload's 403 without the file being decoded).
 */
export const refuseUnreadableImages: CollectionBeforeOperationHook = async (hook) => {
  const { args, operation, req } = hook
  if (operation !== 'create' && operation !== 'update') return args
  if (!req.file || req.context?.[UPLOAD_CHECKED] === true) return args
  if (!(await mayWrite({ ...hook, operation }))) return args
  try {
    await checkUploadedFile(req.file)
  } catch (error) {
    if (error instanceof UnreadableImage) {
      req.payload.logger.info({ err: error.cause, msg: `upload refused: ${req.file.name}` })
    }
    throw error
  }
  return args
}
