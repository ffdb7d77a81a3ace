// Small pure helpers shared by the seed illustrations: a seeded random source, colours and
// SVG snippets. Nothing here touches the file system or the clock, so output is stable.

export type Random = {
  /** Uniform number in [0, 1). */
  next: () => number
  /** Uniform number in [min, max). */
  range: (min: number, max: number) => number
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  /** One element of a non-empty list. */
  pick: <T>(items: readonly [T, ...T[]]) => T
  chance: (probability: number) => boolean
}

export type Size = { width: number; height: number }

export const DEFAULT_SIZE: Size = { width: 1200, height: 675 }

/** Hashes a string to a 32-bit unsigned integer (FNV-1a), used as the PRNG seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Creates a deterministic random source (mulberry32) from a text seed. */
export function createRandom(seedText: string): Random {
  let state = hashString(seedText)
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number): number => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
    chance: (probability) => next() < probability,
  }
}

/** Rounds to one decimal so coordinates stay short in the SVG text. */
export function r1(value: number): number {
  return Math.round(value * 10) / 10
}

/** Converts HSL (degrees, percent, percent) to a #rrggbb colour string. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360
  const s = Math.min(100, Math.max(0, saturation)) / 100
  const l = Math.min(100, Math.max(0, lightness)) / 100
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (offset: number): string => {
    let t = h + offset
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const value =
      t < 1 / 6
        ? p + (q - p) * 6 * t
        : t < 1 / 2
          ? q
          : t < 2 / 3
            ? p + (q - p) * (2 / 3 - t) * 6
            : p
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`
}

/** A vertical linear gradient definition from a list of [offset 0..1, colour, opacity?] stops. */
export function verticalGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const body = stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`
    })
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`
}

/** A radial glow gradient: solid colour in the middle fading to transparent. */
export function glowGradient(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  )
}

/** Path data for a horizontal sine-like line across the width, used for swell lines. */
export function wavyLine(options: {
  y: number
  width: number
  amplitude: number
  wavelength: number
  phase: number
}): string {
  const { y, width, amplitude, wavelength, phase } = options
  const steps = Math.max(8, Math.ceil(width / (wavelength / 4)))
  const points: string[] = []
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width
    const dy = Math.sin((x / wavelength) * Math.PI * 2 + phase) * amplitude
    points.push(`${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y + dy)}`)
  }
  return points.join(' ')
}

/** Wraps body markup in a complete standalone SVG document. */
export function svgDocument(size: Size, defs: string, body: string): string {
  const { width, height } = size
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  )
}
