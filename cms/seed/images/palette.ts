// Colours for the seed illustrations: a mood (time of day) picked per seed, and water that
// follows the latitude. sceneDefs() turns a palette into the shared gradient definitions.

import { glowGradient, hsl, verticalGradient } from './svg-kit'
import type { Random } from './svg-kit'

export type Mood = 'dawn' | 'day' | 'golden' | 'dusk' | 'night'

export type Palette = {
  mood: Mood
  sky: readonly [string, string, string]
  sun: string
  seaFar: string
  seaNear: string
  waveFace: string
  waveLip: string
  waveDeep: string
  foam: string
  landFar: string
  land: string
  sand: string
  foliage: string
}

const MOOD_SKY: Record<Mood, readonly [number, number, number][]> = {
  dawn: [
    [225, 45, 38],
    [330, 55, 72],
    [32, 90, 78],
  ],
  day: [
    [208, 75, 52],
    [200, 70, 72],
    [195, 60, 88],
  ],
  golden: [
    [212, 50, 52],
    [28, 70, 72],
    [40, 95, 70],
  ],
  dusk: [
    [255, 40, 24],
    [318, 42, 44],
    [22, 85, 62],
  ],
  night: [
    [232, 50, 9],
    [226, 45, 18],
    [215, 40, 30],
  ],
}

const MOOD_LIGHT: Record<Mood, number> = { dawn: 0.9, day: 1, golden: 0.9, dusk: 0.65, night: 0.4 }

/** Picks a stable palette: the mood is random, the water colour follows the latitude. */
export function makePalette(random: Random, latitude: number): Palette {
  const mood = random.pick(['dawn', 'day', 'day', 'golden', 'golden', 'dusk', 'night'] as const)
  const shift = random.range(-8, 8)
  const light = MOOD_LIGHT[mood]
  const absLat = Math.min(Math.abs(latitude), 60)
  // Tropical water is turquoise; it cools towards grey-blue at high latitudes.
  const seaHue = 178 + (absLat / 60) * 36 + shift / 2
  const seaSat = 68 - (absLat / 60) * 38
  const [top, mid, bottom] = MOOD_SKY[mood].map(([h, s, l]) => hsl(h + shift, s, l)) as [
    string,
    string,
    string,
  ]
  return {
    mood,
    sky: [top, mid, bottom],
    sun: mood === 'night' ? '#f4f1e6' : hsl(mood === 'day' ? 48 : 30 + shift, 100, 72),
    seaFar: hsl(seaHue + 6, seaSat * 0.8, 52 * light),
    seaNear: hsl(seaHue + 12, seaSat, 30 * light),
    waveFace: hsl(seaHue - 4, seaSat + 10, 48 * light),
    waveLip: hsl(seaHue - 12, seaSat + 18, 66 * light),
    waveDeep: hsl(seaHue + 10, seaSat, 22 * light),
    foam: hsl(190, 40, 96 * Math.max(light, 0.75)),
    landFar: hsl(230 + shift, 18, 34 * light + 10),
    land: hsl(150 + shift, 18, 22 * light),
    sand: hsl(38 + shift / 2, 48, 72 * light),
    foliage: hsl(135 + shift, 35, 20 * light),
  }
}

/** Gradient definitions used by every scene. */
export function sceneDefs(palette: Palette): string {
  return [
    verticalGradient('sky', [
      [0, palette.sky[0]],
      [0.6, palette.sky[1]],
      [1, palette.sky[2]],
    ]),
    verticalGradient('sea', [
      [0, palette.seaFar],
      [1, palette.seaNear],
    ]),
    verticalGradient('face', [
      [0, palette.waveFace],
      [1, palette.waveDeep],
    ]),
    glowGradient('glow', palette.sun, palette.mood === 'night' ? 0.35 : 0.7),
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
  ].join('')
}
