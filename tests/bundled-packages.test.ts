// The built site (dist/server, Astro) and server (dist/app, esbuild) compile @payloadcms/db-postgres
// and its drizzle code in rather than import them from node_modules: Node's ESM resolver parses
// drizzle-orm's ~180 KB package.json "exports" again for each of its ~350 files, which cost the
// server's start seconds and, when the site loaded its own copy, its first request ~0.6 s and
// ~170 MB of RSS that stayed (bench/README.md "Catalogue"). `npm test` builds first.
import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLED_PACKAGES } from '../scripts/build-server'

const ROOT = path.resolve(import.meta.dirname, '..')

async function modulesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.mjs'))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Bare specifiers of the module's imports and re-exports (statements, not comments' examples). */
function specifiersOf(code: string): string[] {
  const statements = /^\s*(?:import|export)\b[^;"']*?\bfrom\s*["']([^"'./][^"']*)["']/gm
  const bare = /^\s*import\s*["']([^"'./][^"']*)["']/gm
  const dynamic = /\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g
  return [statements, bare, dynamic].flatMap((re) =>
    [...code.matchAll(re)].map((m) => m[1] as string),
  )
}

describe('packages compiled into the builds', () => {
  for (const build of ['dist/server', 'dist/app']) {
    it(`should import none of ${BUNDLED_PACKAGES.join(', ')} from node_modules in ${build}`, async () => {
      const files = await modulesUnder(path.join(ROOT, build))
      expect(files.length).toBeGreaterThan(10)
      const offending: string[] = []
      for (const file of files) {
        for (const specifier of specifiersOf(await fs.readFile(file, 'utf8'))) {
          if (BUNDLED_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`)))
            offending.push(`${path.relative(ROOT, file)}: ${specifier}`)
        }
      }
      expect(offending).toEqual([])
    })
  }
})
