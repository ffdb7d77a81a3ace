// Phones write where a clip was shot into MP4/MOV metadata boxes: QuickTime's `moov/udta/©xyz`,
// Apple's `moov/meta` keys (com.apple.quicktime.location.ISO6709), XMP in `uuid` boxes. No video
// tool ships with Firing (ffmpeg would be a native install on every host and in CI), so these
// boxes are blanked in place: each becomes a `free` box of the same size with its bytes zeroed.
// Players skip `free` boxes, and since no box moves, the sample offsets in `stco`/`co64` stay
// right without rewriting the file. Only box headers and `moov` (kilobytes, never the media data)
// are read. WebM and Ogg carry no camera location and are kept as they are (docs/feed.md).
import fs from 'node:fs/promises'

/** Boxes that hold user data or metadata rather than what a player needs. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid'])
/** Boxes whose children may hold metadata boxes. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf'])
/** Past this, a moov is not one a phone wrote; it is left alone rather than read into memory. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024

/** The ISO base media types (MP4, M4V, MOV) whose metadata boxes are blanked. */
export const ISO_BMFF_TYPES = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime'])

/** Random access to the bytes of a file or a buffer. */
export type Bytes = {
  size: number
  read(offset: number, length: number): Promise<Buffer>
  write(offset: number, bytes: Buffer): Promise<void>
}

type Box = { type: string; start: number; headerSize: number; size: number }

/** Blanks every metadata box of an MP4/MOV; answers how many it blanked. */
export async function blankVideoMetadata(bytes: Bytes): Promise<number> {
  let blanked = 0
  for (const box of await boxesIn(bytes, 0, bytes.size)) {
    if (METADATA_BOXES.has(box.type)) {
      await blankLargeBox(bytes, box)
      blanked++
    } else if (box.type === 'moov' && box.size <= MAX_MOOV_BYTES) {
      const moov = await bytes.read(box.start, box.size)
      const inside = blankInside(moov, box.headerSize, moov.length)
      if (inside > 0) await bytes.write(box.start, moov)
      blanked += inside
    }
  }
  return blanked
}

/** Blanks the metadata of an MP4/MOV file on disk, in place. */
export async function blankVideoMetadataInFile(filePath: string): Promise<number> {
  const handle = await fs.open(filePath, 'r+')
  try {
    const { size } = await handle.stat()
    return await blankVideoMetadata({
      size,
      read: async (offset, length) => {
        const buffer = Buffer.alloc(length)
        await handle.read(buffer, 0, length, offset)
        return buffer
      },
      write: async (offset, buffer) => void (await handle.write(buffer, 0, buffer.length, offset)),
    })
  } finally {
    await handle.close()
  }
}

/** The same for a file held in memory (an upload Payload buffered), changed in place. */
export function blankVideoMetadataInBuffer(buffer: Buffer): Promise<number> {
  return blankVideoMetadata({
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(offset, offset + length),
    write: async (offset, bytes) => void bytes.copy(buffer, offset),
  })
}

/** The boxes between start and end, read header by header; stops at anything malformed. */
async function boxesIn(bytes: Bytes, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = []
  let at = start
  while (at + 8 <= end) {
    const box = parseHeader(await bytes.read(at, Math.min(16, end - at)), at, end)
    if (!box) break
    boxes.push(box)
    at += box.size
  }
  return boxes
}

/** Blanks metadata boxes among the children of a box held in `buffer`, recursively. */
function blankInside(buffer: Buffer, start: number, end: number): number {
  let blanked = 0
  let at = start
  while (at + 8 <= end) {
    const box = parseHeader(buffer.subarray(at, Math.min(at + 16, end)), at, end)
    if (!box) break
    if (METADATA_BOXES.has(box.type)) {
      blankBox(box.size, box.headerSize).copy(buffer, at)
      blanked++
    } else if (CONTAINERS.has(box.type)) {
      blanked += blankInside(buffer, at + box.headerSize, at + box.size)
    }
    at += box.size
  }
  return blanked
}

/** A box header (32-bit size, or 64-bit when size is 1; 0 runs to the end), or null. */
function parseHeader(header: Buffer, start: number, end: number): Box | null {
  if (header.length < 8) return null
  let size = header.readUInt32BE(0)
  const type = header.toString('latin1', 4, 8)
  let headerSize = 8
  if (size === 1) {
    if (header.length < 16) return null
    size = Number(header.readBigUInt64BE(8))
    headerSize = 16
  } else if (size === 0) {
    size = end - start
  }
  if (size < headerSize || start + size > end) return null
  return { type, start, headerSize, size }
}

/** Blanks a top-level box chunk by chunk (it may run to the end of a large file). */
async function blankLargeBox(bytes: Bytes, box: Box): Promise<void> {
  const chunk = 1024 * 1024
  await bytes.write(box.start, blankBox(Math.min(box.size, chunk), box.headerSize, box.size))
  for (let at = chunk; at < box.size; at += chunk) {
    await bytes.write(box.start + at, Buffer.alloc(Math.min(chunk, box.size - at)))
  }
}

/** A `free` box of the given size (and header form) with nothing in it. */
function blankBox(length: number, headerSize: number, size = length): Buffer {
  const box = Buffer.alloc(length)
  if (headerSize === 16) {
    box.writeUInt32BE(1, 0)
    box.writeBigUInt64BE(BigInt(size), 8)
  } else {
    box.writeUInt32BE(size, 0)
  }
  box.write('free', 4, 'latin1')
  return box
}
