// Damaged uploads as phones and bad links make them, made from real images drawn
// by sharp: data flipped after the header (the signature still says JPEG, PNG, ...), a file cut
// in half, and a real image sent under another type. Used by the unit test of the check
// (cms/collections/media/image-check.test.ts) and the upload paths' integration tests.
import sharp from 'sharp'

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif'

const WIDTH = 320
const HEIGHT = 240

/** Deterministic noise over a gradient: compressed, it is long enough to damage well inside. */
function noisyPixels(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  let seed = 1
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = i % 3 === 0 ? (seed >> 16) & 255 : Math.floor(i / 97) & 255
  }
  return pixels
}

/** A real image; GIF and WebP with two frames, as an animation is stored. */
export function realImage(format: ImageFormat): Promise<Buffer> {
  const frame = noisyPixels()
  if (format === 'gif' || format === 'webp') {
    const frames = Buffer.concat([frame, frame.map((byte) => 255 - byte)])
    const raw = { width: WIDTH, height: HEIGHT * 2, channels: 3 as const, pageHeight: HEIGHT }
    return sharp(frames, { raw }).toFormat(format).toBuffer()
  }
  return sharp(frame, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .toFormat(format)
    .toBuffer()
}

/** The bytes with every 7th one from `from` on flipped (the last 16 kept). */
export function corruptFrom(bytes: Buffer, from: number): Buffer {
  const damaged = Buffer.from(bytes)
  for (let i = from; i < damaged.length - 16; i += 7) damaged[i]! ^= 0x5a
  return damaged
}

/** The first half of the bytes: an upload cut off on a weak signal. */
export const cutInHalf = (bytes: Buffer) => Buffer.from(bytes.subarray(0, bytes.length >> 1))

const TEXT = Buffer.from('just some words, not a picture\n'.repeat(20))

export type DamagedUpload = { label: string; bytes: Buffer; name: string; type: string }

/**
 * One of each upload every path must refuse with 400. The JPEG and PNG keep readable headers
 * (sharp's metadata() still answers), so only a full decode finds the damage; the WebP and GIF
 * are damaged just past their signature, where the frame data starts.
 */
export async function damagedUploads(): Promise<DamagedUpload[]> {
  const [jpeg, png, webp, gif] = await Promise.all(
    (['jpeg', 'png', 'webp', 'gif'] as const).map(realImage),
  )
  return [
    {
      label: 'a damaged JPEG',
      bytes: corruptFrom(jpeg!, jpeg!.length >> 1),
      name: 'wave.jpg',
      type: 'image/jpeg',
    },
    { label: 'a damaged PNG', bytes: corruptFrom(png!, 64), name: 'wave.png', type: 'image/png' },
    {
      label: 'a damaged WebP',
      bytes: corruptFrom(webp!, 64),
      name: 'wave.webp',
      type: 'image/webp',
    },
    {
      label: 'a damaged GIF',
      bytes: corruptFrom(gif!, gif!.length >> 1),
      name: 'wave.gif',
      type: 'image/gif',
    },
    { label: 'a JPEG cut in half', bytes: cutInHalf(jpeg!), name: 'cut.jpg', type: 'image/jpeg' },
    { label: 'a PNG cut in half', bytes: cutInHalf(png!), name: 'cut.png', type: 'image/png' },
    { label: 'a PNG sent as a JPEG', bytes: png!, name: 'wave.jpg', type: 'image/jpeg' },
    { label: 'a JPEG named .png', bytes: jpeg!, name: 'wave.png', type: '' },
    { label: 'a JPEG sent as text', bytes: jpeg!, name: 'wave.txt', type: 'text/plain' },
    { label: 'a text file sent as a JPEG', bytes: TEXT, name: 'wave.jpg', type: 'image/jpeg' },
  ]
}
