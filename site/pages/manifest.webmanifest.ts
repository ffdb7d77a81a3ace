import type { APIRoute } from 'astro'
import { PRODUCT_NAME, TAGLINE } from '../lib/universal/seo'

// The web app manifest: what a phone needs to install Firing (icons from scripts/make-icons.ts).
const MANIFEST = {
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: TAGLINE,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0e7490',
  background_color: '#f0f9ff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

/** GET /manifest.webmanifest. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(MANIFEST), {
    headers: {
      'content-type': 'application/manifest+json',
      'cache-control': 'public, max-age=3600',
    },
  })
