// The bottom of each spot illustration: sand or rocks by break type, and palms at tropical
// latitudes.

import { r1, wavyLine } from './svg-kit'
import { mirror } from './waves'
import type { Layout } from './waves'

/** A curved palm tree rooted at (x, y); `lean` is -1 (left) to 1 (right). */
export function drawPalm(options: {
  x: number
  y: number
  height: number
  lean: number
  color: string
}): string {
  const { x, y, height, lean, color } = options
  const topX = x + lean * height * 0.35
  const topY = y - height
  const trunk = `<path d="M${r1(x)} ${r1(y)} Q${r1(x + lean * height * 0.05)} ${r1(y - height * 0.6)} ${r1(topX)} ${r1(topY)}" stroke="${color}" stroke-width="${r1(height * 0.045)}" fill="none" stroke-linecap="round"/>`
  const fronds = [-150, -115, -75, -35, 0, 30]
    .map((angle) => {
      const rad = ((angle + lean * 10) * Math.PI) / 180
      const len = height * 0.42
      const ex = topX + Math.cos(rad) * len
      const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35
      const cx = topX + Math.cos(rad) * len * 0.5
      const cy = topY + Math.sin(rad) * len * 0.6 - len * 0.15
      return `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy - len * 0.12)} ${r1(ex)} ${r1(ey)} Q${r1(cx)} ${r1(cy + len * 0.1)} ${r1(topX)} ${r1(topY)}Z"/>`
    })
    .join('')
  return `${trunk}<g fill="${color}">${fronds}</g>`
}

/** Sand or rocks along the bottom edge, plus palms at tropical latitudes. */
export function drawForeground(
  layout: Layout,
  breakType: string,
  latitude: number,
  isMirrored: boolean,
): string {
  const { random, palette, size } = layout
  const { width, height } = size
  const parts: string[] = []
  const groundY = height * random.range(0.88, 0.92)
  if (breakType === 'beach' || breakType === 'river mouth') {
    const edge = wavyLine({
      y: groundY,
      width,
      amplitude: height * 0.01,
      wavelength: width * 0.5,
      phase: random.range(0, 6),
    })
    parts.push(`<path d="${edge} L${width} ${height} L0 ${height} Z" fill="${palette.sand}"/>`)
    parts.push(
      `<path d="${edge}" fill="none" stroke="${palette.foam}" stroke-width="4" opacity="0.75"/>`,
    )
  } else {
    const rocks = random.int(3, 5)
    for (let i = 0; i < rocks; i++) {
      const x = width * random.range(0, 0.35)
      const w = width * random.range(0.06, 0.14)
      const h = height * random.range(0.05, 0.11)
      parts.push(
        `<path d="M${r1(x - w)} ${height} L${r1(x - w * 0.6)} ${r1(height - h)} L${r1(x + w * 0.2)} ${r1(height - h * 1.15)} L${r1(x + w)} ${height} Z" fill="${palette.land}"/>`,
      )
    }
  }
  if (Math.abs(latitude) < 28) {
    const palms = random.int(1, 3)
    for (let i = 0; i < palms; i++) {
      parts.push(
        drawPalm({
          x: width * (0.9 - i * 0.07) + random.range(-15, 15),
          y: height + 4,
          height: height * random.range(0.45, 0.7),
          lean: -random.range(0.3, 0.9),
          color: palette.foliage,
        }),
      )
    }
  }
  return mirror(parts.join(''), width, isMirrored)
}
