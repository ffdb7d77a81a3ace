// Upload memory bench: where the server's RSS rise during a large upload comes from. It streams a
// generated multipart body of each size through the path POST /api/feed takes — a web Request
// built from a Node async iterable (as Astro's node adapter does), Readable.fromWeb, busboy, a
// temp file — and prints RSS, heap and Buffer memory before, after and after a forced GC, next
// to the same stream without the web Request bridge. Prints numbers only.
//   npx tsx --expose-gc bench/upload-bridge.ts [MB …]        (default 30 90 270)
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { formatTable, type Cell } from './support/table'

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
const BOUNDARY = 'firing-bench-boundary'
const CHUNK = 64 * 1024
const mb = (bytes: number) => Number((bytes / 1048576).toFixed(1))
const gc = (globalThis as { gc?: () => void }).gc

/** A multipart body with one file part of `size` bytes, in 64 KB chunks, yielding to the loop. */
async function* multipart(size: number): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="v.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  for (let sent = 0; sent < size; sent += CHUNK) {
    await new Promise((resolve) => setImmediate(resolve))
    yield Buffer.alloc(Math.min(CHUNK, size - sent), 7)
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
}

/** Streams one body into a temp file, through the web Request bridge or straight. */
async function upload(size: number, viaRequest: boolean, dir: string): Promise<void> {
  const parser = busboy({
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  })
  const saved = new Promise<void>((resolve, reject) =>
    parser.on('file', (_name, file) =>
      pipeline(file, createWriteStream(join(dir, 'upload.bin'))).then(resolve, reject),
    ),
  )
  const source = viaRequest
    ? Readable.fromWeb(
        new Request('http://bench.local/api/feed', {
          method: 'POST',
          body: multipart(size) as unknown as BodyInit,
          duplex: 'half',
        } as RequestInit).body as never,
      )
    : Readable.from(multipart(size))
  await pipeline(source, parser)
  await saved
}

const usage = () => {
  const m = process.memoryUsage()
  return { rss: mb(m.rss), heap: mb(m.heapUsed), buffers: mb(m.arrayBuffers) }
}

if (!gc) console.log('(run with --expose-gc for the after-GC column)')
const rows: Cell[][] = [
  ['path', 'MB', 'RSS before', 'RSS after', 'rise', 'heap after', 'buffers after', 'RSS after GC'],
]
const results = []
for (const size of sizes.length > 0 ? sizes : [30, 90, 270]) {
  for (const viaRequest of [false, true]) {
    const dir = mkdtempSync(join(tmpdir(), 'firing-bench-upload-'))
    gc?.()
    const before = usage()
    await upload(size * 1048576, viaRequest, dir)
    const after = usage()
    gc?.()
    const collected = usage()
    rmSync(dir, { recursive: true, force: true })
    const path = viaRequest ? 'web Request → busboy' : 'Node stream → busboy'
    const rise = Number((after.rss - before.rss).toFixed(1))
    rows.push([path, size, before.rss, after.rss, rise, after.heap, after.buffers, collected.rss])
    results.push({ path, mb: size, rssBefore: before.rss, rssAfter: after.rss, rise })
  }
}
console.log(formatTable(rows))
console.log(`BENCH_JSON ${JSON.stringify({ uploadBridge: results })}`)
