// Card art for the Board Room and Blog pages: surfboards standing in the sand in front of the
// sea, stable for a given seed text.

import { makePalette, sceneDefs } from './palette'
import { drawSea, drawSky, drawVignette } from './scene'
import { createRandom, DEFAULT_SIZE, hsl, r1, svgDocument, wavyLine } from './svg-kit'
import type { Random } from './svg-kit'

/** Path for an upright surfboard: nose at the top, rounded tail at (x, y). */
function boardPath(x: number, y: number, length: number, width: number): string {
  const nose = y - length
  const half = width / 2
  return (
    `M${r1(x)} ${r1(nose)} ` +
    `C${r1(x + half * 1.05)} ${r1(nose + length * 0.18)} ${r1(x + half * 1.1)} ${r1(y - length * 0.25)} ${r1(x + half * 0.55)} ${r1(y - length * 0.02)} ` +
    `Q${r1(x)} ${r1(y + width * 0.12)} ${r1(x - half * 0.55)} ${r1(y - length * 0.02)} ` +
    `C${r1(x - half * 1.1)} ${r1(y - length * 0.25)} ${r1(x - half * 1.05)} ${r1(nose + length * 0.18)} ${r1(x)} ${r1(nose)} Z`
  )
}

function drawBoard(random: Random, index: number, x: number, y: number, length: number): string {
  const width = length * random.range(0.22, 0.3)
  const hue = random.range(0, 360)
  const fill = random.chance(0.35)
    ? hsl(45, 30, 94)
    : hsl(hue, random.range(45, 75), random.range(55, 72))
  const tilt = random.range(-9, 9)
  const stripe = random.chance(0.6)
    ? `<path d="M${r1(x - width * 0.5)} ${r1(y - length * 0.62)} L${r1(x + width * 0.5)} ${r1(y - length * 0.58)}" stroke="${hsl(hue + 180, 60, 45)}" stroke-width="${r1(width * 0.12)}"/>`
    : ''
  const shape = boardPath(x, y, length, width)
  return (
    `<g transform="rotate(${r1(tilt)} ${r1(x)} ${r1(y)})">` +
    `<clipPath id="board-${index}"><path d="${shape}"/></clipPath>` +
    `<path d="${shape}" fill="${fill}" stroke="#1d2b36" stroke-opacity="0.35" stroke-width="2"/>` +
    `<g clip-path="url(#board-${index})">${stripe}</g>` +
    `<path d="M${r1(x)} ${r1(y - length * 0.98)} L${r1(x)} ${r1(y)}" stroke="#1d2b36" stroke-opacity="0.25" stroke-width="1.5"/>` +
    `</g>`
  )
}

/** Draws an editorial card image (surfboards on a beach) as an SVG string, stable per seed text. */
export function drawEditorialImage(
  seedText: string,
  options?: { width?: number; height?: number },
): string {
  const size = {
    width: Math.round(options?.width ?? DEFAULT_SIZE.width),
    height: Math.round(options?.height ?? DEFAULT_SIZE.height),
  }
  const { width, height } = size
  const random = createRandom(`editorial:${seedText}`)
  const palette = makePalette(random, random.range(-35, 35))
  const horizon = height * random.range(0.42, 0.5)
  const sandTop = height * random.range(0.68, 0.74)
  const edge = wavyLine({
    y: sandTop,
    width,
    amplitude: height * 0.012,
    wavelength: width * 0.45,
    phase: random.range(0, 6),
  })
  const count = random.int(3, 5)
  const boards = Array.from({ length: count }, (_, i) => {
    const x = width * (0.5 + (i - (count - 1) / 2) * 0.11) + random.range(-12, 12)
    const y = height * random.range(0.9, 0.95)
    return drawBoard(random, i, x, y, height * random.range(0.55, 0.72))
  }).join('')
  const body = [
    drawSky(random, palette, size, horizon),
    drawSea(random, size, horizon),
    `<path d="${edge} L${width} ${height} L0 ${height} Z" fill="${palette.sand}"/>`,
    `<path d="${edge}" fill="none" stroke="${palette.foam}" stroke-width="4" opacity="0.7"/>`,
    boards,
    drawVignette(size),
  ].join('')
  return svgDocument(size, sceneDefs(palette), body)
}
