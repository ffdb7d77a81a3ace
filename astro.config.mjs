import node from '@astrojs/node'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

// Astro renders every public page and owns every /api path of SPEC §7. It is built as Node
// middleware and mounted by server.ts, which hands each request the shared Payload instance
// through `locals` — so Payload is never bundled into the site build.
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Astro's own check: form posts from other origins are refused with 403.
  security: { checkOrigin: true },
  build: { inlineStylesheets: 'auto' },
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      external: [
        'payload',
        '@payloadcms/db-postgres',
        '@payloadcms/richtext-lexical',
        'sharp',
        'pg',
      ],
    },
  },
  devToolbar: { enabled: false },
})
