// `npx tsx scripts/make-icons.ts`: the installable app's PNG icons from the favicon (committed in
// site/public/icons; rerun after changing the logo). Maskable icons keep the logo inside the
// central 80% safe zone on a full-bleed background, since launchers crop them to any shape.
import path from 'node:path'
import sharp from 'sharp'
import { ROOT } from './run'

const LOGO = path.join(ROOT, 'site/public/favicon.svg')
const OUT = path.join(ROOT, 'site/public/icons')
const BACKGROUND = '#0b1b2b' // the logo's own square

async function plain(size: number, name: string): Promise<void> {
  await sharp(LOGO, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(OUT, name))
}

async function maskable(size: number, name: string): Promise<void> {
  const inner = Math.round(size * 0.7)
  const logo = await sharp(LOGO, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toFile(path.join(OUT, name))
}

await plain(192, 'icon-192.png')
await plain(512, 'icon-512.png')
await maskable(512, 'maskable-512.png')
// iOS rounds the corners itself and shows transparency as black: a full-bleed square.
await maskable(180, 'apple-touch-icon.png')
console.log(`icons written to ${path.relative(ROOT, OUT)}`)
