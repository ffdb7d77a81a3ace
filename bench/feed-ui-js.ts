// `npx tsx bench/feed-ui-js.ts` after a build: the JavaScript each feed island pulls in (its own
// chunk and every chunk it imports, raw and gzip), beside a non-feed island for comparison, and
// whether any chunk outside the feed islands carries socket.io-client.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const DIR = path.resolve(import.meta.dirname, '../dist/client/_astro')
const ISLANDS = ['DiscoverFeed', 'SinglePost', 'SpotPosts', 'UserMenu', 'FavoriteButton']
const IMPORT = /(?:from\s*|import\s*)"\.\/([^"]+)"/g

function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(path.join(DIR, entry))) return seen
  seen.add(entry)
  const text = readFileSync(path.join(DIR, entry), 'utf8')
  for (const match of text.matchAll(IMPORT)) if (match[1]) closure(match[1], seen)
  return seen
}

if (!existsSync(DIR)) throw new Error('no build: run npm run build first')
const files = readdirSync(DIR)
for (const island of ISLANDS) {
  const entry = files.find((f) => f.startsWith(`${island}.`) && f.endsWith('.js'))
  if (!entry) continue
  const chunks = [...closure(entry)]
  const bytes = chunks.map((f) => readFileSync(path.join(DIR, f)))
  const raw = bytes.reduce((sum, b) => sum + b.length, 0)
  const gzip = bytes.reduce((sum, b) => sum + gzipSync(b).length, 0)
  console.log(`${island.padEnd(16)} ${chunks.length} chunks  ${raw} B raw  ${gzip} B gzip`)
}
const withSocket = files.filter((f) =>
  readFileSync(path.join(DIR, f), 'utf8').includes('engine.io'),
)
console.log(`chunks with socket.io-client: ${withSocket.join(', ') || 'none'}`)
