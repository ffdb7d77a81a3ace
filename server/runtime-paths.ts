// What the running server reads from the repo's folder besides node_modules, in one place so the
// Docker image can be checked to carry all of it (docker.test.ts). Under tsx this file is
// server/runtime-paths.ts; compiled, it is in dist/app/, with import.meta rewritten to name this
// source file (scripts/build-server.ts), so ROOT is the repo either way.
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

/** Built by `npm run build`: the compiled server, Astro's site, Next's admin, the seed's images. */
export const BUILT = {
  server: path.join(ROOT, 'dist/app/server.mjs'),
  astroClient: path.join(ROOT, 'dist/client'),
  astroEntry: path.join(ROOT, 'dist/server/entry.mjs'),
  admin: path.join(ROOT, 'cms/.next'),
  /** The seed's drawings as WebP, rendered once (scripts/seed-images.ts), not on a first start. */
  seedImages: path.join(ROOT, 'dist/seed-images'),
} as const

/** From the sources, read as they are: Next's folder and config, the package's module type. */
export const SOURCES = {
  adminDir: path.join(ROOT, 'cms'),
  nextConfig: path.join(ROOT, 'cms/next.config.mjs'),
  packageJson: path.join(ROOT, 'package.json'),
} as const
