import type { Payload } from 'payload'
import sharp from 'sharp'

/**
 * Renders a drawn SVG to WebP and stores it in the media collection; returns the media id.
 * Encoding effort 2 (of 0–6, sharp's default 4) halves the encode, the bulk of a first start's
 * seed, for the same file size on these flat drawings (bench/README.md).
 */
export async function storeDrawnImage(
  payload: Payload,
  { svg, alt, name }: { svg: string; alt: string; name: string },
): Promise<number> {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
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
