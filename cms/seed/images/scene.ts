// Shared scenery for the seed illustrations: sky, sun or moon, sea with swell lines and a
// vignette. Each function returns SVG markup that refers to the ids from sceneDefs().

import type { Palette } from './palette'
import { r1, wavyLine } from './svg-kit'
import type { Random, Size } from './svg-kit'

/** Sky, stars or clouds, and the sun or moon with its glow. */
export function drawSky(random: Random, palette: Palette, size: Size, horizon: number): string {
  const { width } = size
  const parts = [`<rect width="${width}" height="${r1(horizon + 2)}" fill="url(#sky)"/>`]
  if (palette.mood === 'night') {
    for (let i = 0; i < 60; i++) {
      const x = r1(random.range(0, width))
      const y = r1(random.range(0, horizon * 0.85))
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r1(random.range(0.6, 1.8))}" fill="#fff" opacity="${r1(random.range(0.3, 0.9))}"/>`,
      )
    }
  }
  const low = palette.mood === 'day' ? 0.22 : palette.mood === 'night' ? 0.3 : 0.68
  const cx = random.range(0.15, 0.85) * width
  const cy = horizon * random.range(low, low + 0.2)
  const radius = size.height * random.range(0.05, 0.08)
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 4.5)}" fill="url(#glow)"/>`)
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${palette.sun}"/>`)
  if (palette.mood === 'night') {
    // A darker disc offset from the moon turns it into a crescent.
    const dx = radius * 0.45
    parts.push(
      `<circle cx="${r1(cx + dx)}" cy="${r1(cy - dx * 0.4)}" r="${r1(radius * 0.92)}" fill="${palette.sky[1]}"/>`,
    )
  }
  const clouds = palette.mood === 'night' ? random.int(0, 2) : random.int(2, 5)
  for (let i = 0; i < clouds; i++) {
    const x = random.range(0, width)
    const y = random.range(horizon * 0.1, horizon * 0.7)
    const w = random.range(width * 0.08, width * 0.2)
    const puffs = [0, 0.35, 0.7]
      .map(
        (t, k) =>
          `<ellipse cx="${r1(x + (t - 0.35) * w)}" cy="${r1(y - (k === 1 ? w * 0.08 : 0))}" rx="${r1(w * 0.32)}" ry="${r1(w * 0.1)}"/>`,
      )
      .join('')
    parts.push(`<g fill="#fff" opacity="${r1(random.range(0.25, 0.55))}">${puffs}</g>`)
  }
  return parts.join('')
}

/** The open sea below the horizon with perspective swell lines. */
export function drawSea(random: Random, size: Size, horizon: number): string {
  const { width, height } = size
  const parts = [
    `<rect y="${r1(horizon)}" width="${width}" height="${r1(height - horizon)}" fill="url(#sea)"/>`,
  ]
  const lines = random.int(9, 13)
  for (let i = 1; i <= lines; i++) {
    const t = i / (lines + 1)
    const y = horizon + (height - horizon) * t ** 1.5
    const d = wavyLine({
      y,
      width,
      amplitude: 1 + t * 9,
      wavelength: 120 + t * 420,
      phase: random.range(0, Math.PI * 2),
    })
    const stroke = r1(0.8 + t * 3.5)
    parts.push(
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="${stroke}" opacity="${r1(0.12 + t * 0.25)}"/>`,
    )
  }
  return parts.join('')
}

/** A soft dark frame that pulls the eye to the middle. */
export function drawVignette(size: Size): string {
  return `<rect width="${size.width}" height="${size.height}" fill="url(#vignette)"/>`
}
