import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { UPLOAD_CHECKED } from '../collections/media/image-check'

/**
 * How a drawing becomes the WebP the seed hands to Payload. Effort 2 (of 0–6, sharp's default 4)
 * halves the encode for the same file size on these flat drawings (bench/README.md).
 */
const DRAWING_WEBP = { quality: 82, effort: 2 } as const

/** Renders a drawn SVG to the WebP the seed stores. */
export function encodeDrawing(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(DRAWING_WEBP).toBuffer()
}

/**
 * The file name of a drawing rendered ahead of time: a hash of the SVG, the encoding and sharp's
 * libvips, so a changed drawing, setting or library never finds a stale file.
 */
export function drawingFileName(svg: string): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ webp: DRAWING_WEBP, vips: sharp.versions.vips }))
  hash.update(svg)
  return `${hash.digest('hex').slice(0, 32)}.webp`
}

/**
 * The drawing's WebP: the file the build rendered into `prebuiltDir` (scripts/seed-images.ts) when
 * there is one, the same bytes rendered now otherwise (no build, or the drawing changed since).
 */
export async function drawingWebp(svg: string, prebuiltDir: string | undefined): Promise<Buffer> {
  if (prebuiltDir) {
    const file = path.join(prebuiltDir, drawingFileName(svg))
    const prebuilt = await fs.readFile(file).catch(() => null)
    if (prebuilt) return prebuilt
  }
  return encodeDrawing(svg)
}

/** Stores a drawn SVG as WebP in the media collection; returns the media id. */
export async function storeDrawnImage(
  payload: Payload,
  { svg, alt, name }: { svg: string; alt: string; name: string },
  prebuiltDir: string | undefined,
): Promise<number> {
  const data = await drawingWebp(svg, prebuiltDir)
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
    // Drawn by sharp here: no need to decode it again before storing (image-check.ts).
    context: { [UPLOAD_CHECKED]: true },
  })
  return Number(media.id)
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function forEachConcurrently<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
