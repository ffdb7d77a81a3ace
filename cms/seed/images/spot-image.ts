// Generated artwork for seeded spots: a stylised, text-free surf scene per spot, stable for a
// given spot name, plus the fallback image the report uses for a spot without a picture.

import { makePalette, sceneDefs } from './palette'
import { drawSea, drawSky, drawVignette } from './scene'
import {
  createRandom,
  DEFAULT_SIZE,
  glowGradient,
  r1,
  svgDocument,
  verticalGradient,
  wavyLine,
} from './svg-kit'
import type { Size } from './svg-kit'
import { drawForeground } from './foreground'
import { drawBackdrop, drawMainWave } from './waves'

export { drawEditorialImage } from './editorial-image'

export type SpotImageSeed = {
  name: string
  breakType: string
  latitude: number
  longitude?: number
}

export type ImageOptions = { width?: number; height?: number }

function resolveSize(options: ImageOptions | undefined): Size {
  return {
    width: Math.round(options?.width ?? DEFAULT_SIZE.width),
    height: Math.round(options?.height ?? DEFAULT_SIZE.height),
  }
}

/** Draws a spot's illustration as an SVG string (default 1200x675), deterministic per spot name. */
export function drawSpotImage(seed: SpotImageSeed, options?: ImageOptions): string {
  const size = resolveSize(options)
  const random = createRandom(`spot:${seed.name}`)
  const palette = makePalette(random, seed.latitude)
  const horizon = size.height * random.range(0.4, 0.48)
  const isMirrored = random.chance(0.5)
  const layout = { random, palette, size, horizon }
  const body = [
    drawSky(random, palette, size, horizon),
    drawSea(random, size, horizon),
    drawBackdrop(layout, seed.breakType, isMirrored),
    drawMainWave(layout, seed.breakType, isMirrored),
    drawForeground(layout, seed.breakType, seed.latitude, isMirrored),
    drawVignette(size),
  ].join('')
  return svgDocument(size, sceneDefs(palette), body)
}

/** Draws the generic image shown for a spot that has no picture of its own. */
export function drawFallbackDashboardImage(options?: ImageOptions): string {
  const size = resolveSize(options)
  const { width, height } = size
  const defs = [
    verticalGradient('bg', [
      [0, '#0b2a4a'],
      [0.55, '#0f5c7a'],
      [1, '#17a2b8'],
    ]),
    glowGradient('sun', '#ffd27a', 0.55),
  ].join('')
  const lines = Array.from({ length: 12 }, (_, i) => {
    const t = (i + 1) / 13
    const d = wavyLine({
      y: height * (0.45 + t * 0.5),
      width,
      amplitude: 4 + t * 14,
      wavelength: 180 + t * 360,
      phase: i * 0.9,
    })
    return `<path d="${d}" fill="none" stroke="#e8fbff" stroke-width="${r1(1 + t * 3)}" opacity="${r1(0.15 + t * 0.3)}"/>`
  }).join('')
  // One big stylised curl in the middle: a crest sweeping up and over into the tube.
  const cx = width * 0.5
  const base = height * 0.78
  const h = height * 0.36
  const curl =
    `<path d="M${r1(cx - h * 1.6)} ${r1(base)} C${r1(cx - h * 0.6)} ${r1(base)} ${r1(cx - h * 0.2)} ${r1(base - h)} ${r1(cx + h * 0.35)} ${r1(base - h)} ` +
    `C${r1(cx + h * 0.85)} ${r1(base - h)} ${r1(cx + h * 0.9)} ${r1(base - h * 0.45)} ${r1(cx + h * 0.55)} ${r1(base - h * 0.4)} ` +
    `C${r1(cx + h * 0.3)} ${r1(base - h * 0.38)} ${r1(cx + h * 0.25)} ${r1(base - h * 0.62)} ${r1(cx + h * 0.45)} ${r1(base - h * 0.66)} ` +
    `C${r1(cx + h * 0.1)} ${r1(base - h * 0.8)} ${r1(cx - h * 0.3)} ${r1(base - h * 0.4)} ${r1(cx - h * 0.1)} ${r1(base)} Z" fill="#e8fbff" opacity="0.85"/>`
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${r1(width * 0.78)}" cy="${r1(height * 0.25)}" r="${r1(height * 0.3)}" fill="url(#sun)"/>` +
    `<circle cx="${r1(width * 0.78)}" cy="${r1(height * 0.25)}" r="${r1(height * 0.06)}" fill="#ffe3a3"/>` +
    `${lines}${curl}`
  return svgDocument(size, defs, body)
}
