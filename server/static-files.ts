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
 * Serves Astro's client build (DESIGN §6.5: middleware mode does not). The file list is read
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
    res.writeHead(200, {
      'content-type': TYPES[path.extname(entry.file)] ?? 'application/octet-stream',
      'content-length': entry.size,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(entry.file).pipe(res)
    return true
  }
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
