// Accounts and posts over HTTP, as a browser would make them (session cookie, same Origin).
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { adminAuth } from '../../tests/support/admin'
import { createSurfer, signIn } from '../../tests/support/accounts'
import type { RunningServer } from '../../tests/support/spawn-server'

export type Poster = { cookie: string }

/** A new surfer, signed in (each scenario posts as its own, under the per-user write limit). */
export async function newPoster(baseUrl: string): Promise<Poster> {
  await adminAuth(baseUrl) // fails early with a clear message when the admin cannot sign in
  const surfer = await createSurfer(baseUrl, {
    firstName: 'Bench',
    lastName: randomUUID().slice(0, 6),
  })
  return { cookie: await signIn(baseUrl, surfer) }
}

/** POST /api/feed with a text-only story; answers the HTTP status. */
export async function postText(baseUrl: string, poster: Poster, content: string): Promise<number> {
  const form = new FormData()
  form.set('content', content)
  const response = await fetch(`${baseUrl}/api/feed`, {
    method: 'POST',
    headers: { cookie: poster.cookie, origin: baseUrl },
    body: form,
  })
  await response.arrayBuffer()
  return response.status
}

/**
 * A generated MP4 of `bytes` bytes, streamed: an ftyp box, then one mdat box to the end (a box
 * structure Payload's ISO-media check accepts), its payload zeros. Nothing is kept in memory.
 */
export function mp4Stream(bytes: number, boundary: string): ReadableStream<Uint8Array> {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypisom', 4, 'latin1')
  ftyp.writeUInt32BE(0x200, 12)
  ftyp.write('isommp41', 16, 'latin1')
  const mdat = Buffer.alloc(8)
  mdat.writeUInt32BE(bytes - 24, 0)
  mdat.write('mdat', 4, 'latin1')
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBench upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(1024 * 1024)
  let left = bytes - 32
  return new ReadableStream({
    start: (controller) => controller.enqueue(Buffer.concat([head, ftyp, mdat])),
    pull: (controller) => {
      if (left <= 0) {
        controller.enqueue(tail)
        return controller.close()
      }
      const size = Math.min(chunk.length, left)
      left -= size
      controller.enqueue(size === chunk.length ? chunk : chunk.subarray(0, size))
    },
  })
}

/** One generated MP4 upload, with the server's VmRSS sampled every 20 ms. */
export async function benchUpload(server: RunningServer, megabytes: number) {
  const pid = server.child.pid
  const poster = await newPoster(server.url)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const before = await readRssMb(pid)
  let peak = before ?? 0
  const sampler = setInterval(() => {
    void readRssMb(pid).then((rss) => (peak = Math.max(peak, rss ?? 0)))
  }, 20)
  const boundary = '----firing-bench'
  const start = performance.now()
  const response = await fetch(`${server.url}/api/feed`, {
    method: 'POST',
    headers: {
      cookie: poster.cookie,
      origin: server.url,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: mp4Stream(megabytes * 1024 * 1024, boundary),
    duplex: 'half',
  } as RequestInit)
  const body = (await response.json()) as { imageUrl?: string; message?: string }
  const ms = Math.round(performance.now() - start)
  clearInterval(sampler)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = await readRssMb(pid)
  return { status: response.status, ms, before, peak, after, url: body.imageUrl ?? body.message }
}

/** VmRSS of a process in MB with one decimal (kB precision, unlike readRssMb). */
async function readRssMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
  return kb ? Math.round(Number(kb) / 102.4) / 10 : null
}
