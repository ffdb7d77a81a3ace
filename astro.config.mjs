import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { astroCsp } from './server/csp-policy'
import { INTRO_REDIRECT_SCRIPT } from './site/lib/universal/intro-redirect'

// Astro renders every public page and owns every /api path. It is built as Node
// middleware and mounted by server.ts, which hands each request the shared Payload instance
// through `locals` — so Payload is never bundled into the site build.
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Astro's own check: form posts from other origins are refused with 403. Its CSP sends each
  // page's policy as a header, with the hashes of its own inline scripts (island bootstrap) and
  // of our `is:inline` ones; hashes, not nonces, since the page cache serves one render to all.
  security: { checkOrigin: true, csp: astroCsp([INTRO_REDIRECT_SCRIPT]) },
  build: { inlineStylesheets: 'auto' },
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      external: ['payload', '@payloadcms/richtext-lexical', 'sharp', 'pg'],
      // Compiled in, as the server's bundle does (scripts/build-server.ts BUNDLED_PACKAGES): the
      // site's cms code takes `sql` and a few drizzle helpers from them, and loaded from
      // node_modules they cost the first request ~0.6 s and ~170 MB of RSS (Node's resolver
      // parses drizzle-orm's ~180 KB "exports" again for each of its ~350 files).
      noExternal: ['@payloadcms/db-postgres', '@payloadcms/drizzle', 'drizzle-orm'],
    },
  },
  devToolbar: { enabled: false },
})
