// There is no Docker engine in CI: this reads the Dockerfile and .dockerignore and checks that the
// image carries everything the running server reads (server/runtime-paths.ts and the recorded
// samples), runs the compiled server with plain node, and keeps every package the compiled
// server imports after `npm prune --omit=dev`.
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { isBuiltin } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tideStationReader } from '../cms/conditions/stations/tide-catalogue'
import { samplesDir } from '../cms/conditions/upstream/sample-server/samples'
import { buildServer, SERVER_NODE_ARGS } from '../scripts/build-server'
import { BUILT, ROOT, SOURCES } from './runtime-paths'

type Stage = { name: string; lines: string[] }

const WORKDIR = '/app'
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')

function readStages(): Stage[] {
  const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
  const stages: Stage[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line)
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] })
    else stages.at(-1)?.lines.push(line)
  }
  return stages
}

/** .dockerignore's verdict for a path relative to the context (patterns, `!` exceptions, `*`). */
function isIgnored(file: string): boolean {
  const patterns = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  let ignored = false
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!')
    const glob = pattern.replace(/^!/, '').replace(/^\/+|\/+$/g, '')
    const parts = file.split('/')
    const matches = parts.some((_, i) => path.matchesGlob(parts.slice(0, i + 1).join('/'), glob))
    if (matches) ignored = !negated
  }
  return ignored
}

/** The stage whose files end up at `file` (relative to /app) in the final image, if any. */
function copiedFrom(stage: Stage, file: string): string | null {
  for (const line of stage.lines) {
    const copy = /^COPY\s+--from=(\S+)\s+(\S+)\s+(\S+)$/i.exec(line)
    if (!copy) continue
    const [, from, source, dest] = copy as unknown as [string, string, string, string]
    const target = path.posix.join(WORKDIR, file)
    if (target === dest || target.startsWith(`${dest.replace(/\/$/, '')}/`)) {
      return source === dest ? from : null // copied to the same place it was built
    }
  }
  return null
}

describe('the Docker image', () => {
  const stages = readStages()
  const run = stages.at(-1) as Stage
  const build = stages.find((stage) => stage.name === copiedFrom(run, relative(BUILT.server)))

  it('should run the compiled server with plain node', () => {
    const cmd = run.lines.find((line) => line.startsWith('CMD'))
    const args = [...SERVER_NODE_ARGS, relative(BUILT.server)].map((a) => `"${a}"`).join(', ')
    expect(cmd).toBe(`CMD ["node", ${args}]`)
  })

  it('should build in the stage the run stage copies from, from the whole context', () => {
    expect(build?.lines).toContain('COPY . .')
    expect(build?.lines.some((line) => /^RUN npm run build\b/.test(line))).toBe(true)
  })

  it.each(Object.entries(BUILT))('should carry the built %s from the build stage', (_, file) => {
    expect(copiedFrom(run, relative(file))).toBe(build?.name)
    // Built in the image only: a stale local build must never reach it through the context.
    expect(isIgnored(relative(file))).toBe(true)
  })

  const sources = {
    ...SOURCES,
    recordedSamples: samplesDir({}),
    tideStationReader: tideStationReader(),
  }
  it.each(Object.entries(sources))('should carry %s from the sources', (_, file) => {
    expect(copiedFrom(run, relative(file))).toBe(build?.name)
    expect(isIgnored(relative(file))).toBe(false)
  })

  it('should keep no secrets or local data in the context', () => {
    for (const file of ['.env', '.env.local', '.data/payload-secret', '.git/config']) {
      expect(isIgnored(file)).toBe(true)
    }
  })

  it('should keep every package the compiled server imports after npm prune --omit=dev', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-server-bundle-'))
    try {
      const metafile = await buildServer(outDir)
      const imported = new Set<string>()
      const byPath = new Set<string>() // a bundled package's own nested copy (build-server.ts)
      for (const output of Object.values(metafile.outputs)) {
        for (const { path: specifier, external } of output.imports) {
          if (!external || specifier.startsWith('node:') || isBuiltin(specifier)) continue
          if (specifier.startsWith('.')) {
            byPath.add(path.relative(ROOT, path.resolve(outDir, specifier)))
            continue
          }
          const [scope = '', name = ''] = specifier.split('/')
          imported.add(scope.startsWith('@') ? `${scope}/${name}` : scope)
        }
      }
      const pkg = JSON.parse(readFileSync(SOURCES.packageJson, 'utf8')) as {
        dependencies: Record<string, string>
      }
      expect(imported.size).toBeGreaterThan(5)
      expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([])
      // Kept by the prune: the lock marks none of them as a development-only package.
      const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { dev?: boolean }>
      }
      const lockEntry = (file: string) =>
        Object.keys(lock.packages)
          .filter((key) => key && file.startsWith(`${key}/`))
          .sort((a, b) => b.length - a.length)[0]
      for (const file of byPath) {
        const entry = lockEntry(file.split(path.sep).join('/'))
        expect(entry, file).toBeDefined()
        expect(lock.packages[entry as string]?.dev, file).not.toBe(true)
      }
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  })
})
