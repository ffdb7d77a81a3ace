// Home's JavaScript budget (≤ 100 KB gzip). Fetches / from a running server, collects
// every script it would load (script src, modulepreload, island component and renderer URLs,
// inline module imports), follows the static and dynamic imports inside those chunks, gzips each
// file and prints the sizes. Prints numbers only; nothing passes or fails here.
//   node --import tsx bench/home-js.ts [baseUrl] [path]   (or BENCH_BASE_URL; default :3000, /)
// Any page: `... bench/home-js.ts http://127.0.0.1:3000 /map` is the map's (93.3 KB gzip before
// its clusters, search and view reads; 102.3 KB with them, December 2026, seed data).
import { gzipSync } from 'node:zlib'

const base = process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3000'
const pagePath = process.argv[3] ?? '/'

const PAGE_PATTERNS = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  /\b(?:component|renderer|before-hydration)-url="([^"]+)"/g,
]
// Static: import x from "./a.js", import "./b.js", export * from "./c.js". Dynamic: import("./d.js")
// (bundlers may quote with backticks), loaded only when the code asks for it (a dialog opened).
const STATIC_IMPORTS = [/\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`]([^"'`]+\.m?js)["'`]/g]
const DYNAMIC_IMPORTS = [/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g]

function matchAll(text: string, patterns: readonly RegExp[]): string[] {
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? ''))
}

/** Every script URL the page names, resolved against the page. */
function scriptsOfPage(html: string, pageUrl: string): string[] {
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
  const urls = [
    ...matchAll(html, PAGE_PATTERNS),
    ...inline.flatMap((s) => matchAll(s, [...STATIC_IMPORTS, ...DYNAMIC_IMPORTS])),
  ]
  return urls.filter((u) => u !== '').map((u) => new URL(u.replaceAll('&amp;', '&'), pageUrl).href)
}

type Size = { raw: number; gzip: number; eager: boolean }

/** Fetches the scripts and everything they import: static imports are eager, dynamic on demand. */
async function collect(start: string[], origin: string): Promise<Map<string, Size>> {
  const sizes = new Map<string, Size>()
  const queue = start.map((url) => ({ url, eager: true }))
  while (queue.length > 0) {
    const { url, eager } = queue.shift() as { url: string; eager: boolean }
    const known = sizes.get(url)
    if (known) {
      known.eager ||= eager
      continue
    }
    if (new URL(url).origin !== origin) continue
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    sizes.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, eager })
    const text = body.toString('utf8')
    const resolve = (u: string) => new URL(u, url).href
    queue.push(...matchAll(text, STATIC_IMPORTS).map((u) => ({ url: resolve(u), eager })))
    queue.push(...matchAll(text, DYNAMIC_IMPORTS).map((u) => ({ url: resolve(u), eager: false })))
  }
  return sizes
}

const kb = (n: number) => (n / 1024).toFixed(1)

function total(rows: [string, Size][]) {
  return {
    gzip: rows.reduce((sum, [, s]) => sum + s.gzip, 0),
    raw: rows.reduce((sum, [, s]) => sum + s.raw, 0),
  }
}

async function main() {
  const pageUrl = new URL(pagePath, base).href
  const html = await (await fetch(pageUrl)).text()
  const sizes = await collect(scriptsOfPage(html, pageUrl), new URL(base).origin)
  const rows = [...sizes].sort((a, b) => b[1].gzip - a[1].gzip)
  for (const [url, s] of rows) {
    const when = s.eager ? 'load     ' : 'on demand'
    console.log(
      `${kb(s.gzip).padStart(7)} KB gz ${kb(s.raw).padStart(8)} KB  ${when}  ${new URL(url).pathname}`,
    )
  }
  const eager = total(rows.filter(([, s]) => s.eager))
  const all = total(rows)
  console.log(`HTML ${kb(Buffer.byteLength(html))} KB (${kb(gzipSync(html).length)} KB gzip)`)
  console.log(
    `${pagePath}: loaded on page load ${kb(eager.gzip)} KB gzip (${kb(eager.raw)} KB raw)`,
  )
  console.log(`${pagePath}: with on-demand chunks ${kb(all.gzip)} KB gzip (${rows.length} scripts)`)
  const json = {
    page: pagePath,
    loadGzipBytes: eager.gzip,
    allGzipBytes: all.gzip,
    scripts: rows.length,
  }
  console.log(`BENCH_JSON ${JSON.stringify(json)}`)
}

await main()
