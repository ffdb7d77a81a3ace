import type { APIRoute } from 'astro'
import sharp from 'sharp'
import { drawFallbackDashboardImage } from '../../cms/seed'

// The default social-sharing image (1200×630 PNG: what link previews expect), drawn by the
// project and rendered once per process.
let png: Promise<Buffer> | undefined

export const GET: APIRoute = async () => {
  png ??= sharp(Buffer.from(drawFallbackDashboardImage({ width: 1200, height: 630 })))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return new Response(new Uint8Array(await png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  })
}
