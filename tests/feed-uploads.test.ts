// POST /api/feed with a file: streamed to disk, typed by its first bytes, photos turned into webp
// variants, videos kept and served with Range, and bad files refused without keeping anything.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedPost, MAX_UPLOAD_BYTES } from '../shared/contracts/feed'
import { adminAuth } from './support/admin'
import { browserHeaders, postForm, type Session, surferSession } from './support/feed'

const baseUrl = () => inject('baseUrl')
let surfer: Session

beforeAll(async () => {
  surfer = await surferSession(inject('baseUrl'), { firstName: 'Kai' })
})

const tempUploads = async () =>
  (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('firing-upload-')).length

async function mediaCount(): Promise<number> {
  const response = await fetch(`${baseUrl()}/cms-api/feed-media?limit=0`, {
    headers: await adminAuth(baseUrl()),
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Resident memory of the shared server process, in bytes. */
async function serverRss(): Promise<number> {
  const status = await fs.readFile(`/proc/${inject('serverPid')}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** A real photo of one colour, drawn by sharp. */
const drawPhoto = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#1d6fa3' } })
    .toFormat(format)
    .toBuffer()

describe('uploads', () => {
  it('should turn a real photo into webp variants and keep a display copy', async () => {
    const photo = await drawPhoto(1600, 1200, 'jpeg')
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Dawn patrol' },
      {
        bytes: photo,
        name: 'dawn', // no extension and no type: the bytes say JPEG
      },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    expect(post.mediaType).toBe('image')
    expect(post.imageUrl).toMatch(/\.webp$/)
    const { thumb, card } = post.imageVariants ?? {}
    for (const [url, width, height] of [
      [thumb, 400, 225],
      [card, 800, 450],
      [post.imageUrl, 1200, 900],
    ] as const) {
      const file = await fetch(`${baseUrl()}${url}`)
      expect(file.status).toBe(200)
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height])
    }
  })

  it('should keep a real video (metadata boxes blanked) and serve byte ranges of it', async () => {
    const video = await fs.readFile(path.join(import.meta.dirname, 'fixtures/wave.mp4'))
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Clip of the day' },
      {
        bytes: video,
        name: 'clip.bin',
        type: 'application/octet-stream',
      },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    expect(post).toMatchObject({ mediaType: 'video', imageVariants: null })
    expect(post.imageUrl).toMatch(/\.mp4$/)
    const whole = Buffer.from(await (await fetch(`${baseUrl()}${post.imageUrl}`)).arrayBuffer())
    // Only the fixture's moov/udta (98 bytes at 881, encoder tags) became a same-size `free` box.
    expect(whole.length).toBe(video.length)
    expect(whole.subarray(0, 881).equals(video.subarray(0, 881))).toBe(true)
    expect(whole.toString('latin1', 885, 889)).toBe('free')
    expect(whole.subarray(979).equals(video.subarray(979))).toBe(true)
    const part = await fetch(`${baseUrl()}${post.imageUrl}`, {
      headers: { range: 'bytes=100-199' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true)
  })

  it('should refuse a text file with 415 and keep nothing', async () => {
    const before = await mediaCount()
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Not a photo' },
      {
        bytes: new TextEncoder().encode('just some words, not a picture\n'.repeat(20)),
        name: 'wave.txt',
        type: 'text/plain',
      },
    )
    expect(response.status).toBe(415)
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Unsupported file type/,
    )
    expect(await mediaCount()).toBe(before)
  })

  it('should refuse an empty file with 400', async () => {
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Empty' },
      {
        bytes: new Uint8Array(0),
        name: 'empty.jpg',
        type: 'image/jpeg',
      },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The selected file is empty' })
  })

  it('should store nothing and leave no temp file when the text is invalid', async () => {
    const [media, temps] = [await mediaCount(), await tempUploads()]
    const photo = await drawPhoto(64, 64, 'png')
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: '  ' },
      {
        bytes: photo,
        name: 'a.png',
      },
    )
    expect(response.status).toBe(400)
    expect([await mediaCount(), await tempUploads()]).toEqual([media, temps])
  })

  it('should refuse a 500 MB stream with 413 without the server holding it in memory', async () => {
    const boundary = '----firing-test-boundary'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nHuge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    )
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    // Memory read and not yet collected lifts the server's RSS with what passed through it: ~60 MB
    // for 100 MB, ~95 MB for 300 MB, ~130 MB for 1 GB (measured; it varies with what else the
    // server is doing). A body of 500 MB keeps that far from what holding it would cost.
    const total = 5 * MAX_UPLOAD_BYTES
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull: (controller) => {
        if (sent >= total) {
          controller.enqueue(tail)
          return controller.close()
        }
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const before = await serverRss()
    let peak = before
    const sampler = setInterval(() => {
      void serverRss().then((rss) => (peak = Math.max(peak, rss)))
    }, 50)
    const response = await fetch(`${baseUrl()}/api/feed`, {
      method: 'POST',
      headers: {
        ...browserHeaders(baseUrl(), surfer),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit)
    clearInterval(sampler)
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('File too large')
    expect(peak - before).toBeLessThan(total / 2)
  })
})
