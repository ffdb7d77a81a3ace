import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

type Entry = { file: string; size: number }

/**
 * Serves Astro's client build (middleware mode does not). The file list is read
 * once at start, so a request can only ever reach a file that the build produced.
 */
export async function createStaticHandler(root: string) {
  const files = new Map<string, Entry>()
  await collect(root, root, files)
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const entry = files.get(pathname)
    if (!entry) return false
    const hashed = pathname.startsWith('/_astro/')
    const headers = {
      'content-type': TYPES[path.extname(entry.file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    }
    // Byte ranges let a <video> seek and are required by Safari to play one at all.
    const range = parseRange(req.headers.range, entry.size)
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${entry.size}` })
      res.end()
      return true
    }
    const { start, end } = range ?? { start: 0, end: entry.size - 1 }
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'content-length': Math.max(0, end - start + 1),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${entry.size}` } : {}),
    })
    if (req.method === 'HEAD' || entry.size === 0) res.end()
    else createReadStream(entry.file, { start, end }).pipe(res)
    return true
  }
}

/**
 * One `bytes=` range of a file (`a-b`, `a-`, `-n`); null to send the whole file (no header, or
 * several ranges, which are rarely asked for and may be answered in full).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [first, last] = [match[1] ?? '', match[2] ?? '']
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

async function collect(root: string, dir: string, files: Map<string, Entry>): Promise<void> {
  let entries
  try {
    entries = await fs.readdir(dir, { withFileTypes: true })
  } catch {
    return // no client build yet: nothing to serve
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await collect(root, full, files)
    else if (entry.isFile()) {
      const { size } = await fs.stat(full)
      files.set('/' + path.relative(root, full).split(path.sep).join('/'), { file: full, size })
    }
  }
}
