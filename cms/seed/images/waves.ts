// The part of each spot illustration that depends on the break type: what stands on the horizon
// and the shape of the main wave.

import type { Palette } from './palette'
import { r1, wavyLine } from './svg-kit'
import type { Random, Size } from './svg-kit'

export type Layout = { random: Random; palette: Palette; size: Size; horizon: number }

/** Mirrors markup horizontally so a left-hand setup becomes a right-hand one. */
export function mirror(markup: string, width: number, isMirrored: boolean): string {
  return isMirrored ? `<g transform="translate(${width} 0) scale(-1 1)">${markup}</g>` : markup
}

/** A fluffy band of whitewater: overlapping circles along a line. */
function foamBand(
  random: Random,
  from: number,
  to: number,
  y: number,
  height: number,
  color: string,
): string {
  const puffs: string[] = []
  const step = Math.max(6, height * 0.35)
  for (let x = from; x <= to; x += step) {
    const radius = height * random.range(0.35, 0.6)
    puffs.push(`<circle cx="${r1(x)}" cy="${r1(y - radius * 0.6)}" r="${r1(radius)}"/>`)
  }
  return `<g fill="${color}">${puffs.join('')}</g>`
}

/** Cliffs for points, an island for reefs, river banks or low hills for beaches. */
export function drawBackdrop(layout: Layout, breakType: string, isMirrored: boolean): string {
  const { random, palette, size, horizon } = layout
  const { width, height } = size
  if (breakType === 'point') {
    const top = horizon - height * random.range(0.12, 0.2)
    const end = width * random.range(0.22, 0.34)
    const ridge = [0, 0.3, 0.55, 0.8]
      .map((t) => `L${r1(end * t)} ${r1(top + random.range(-0.03, 0.03) * height)}`)
      .join(' ')
    const cliff = `M0 ${r1(horizon + 4)} ${ridge} L${r1(end)} ${r1(top + height * 0.03)} L${r1(end * 1.08)} ${r1(horizon + 4)} Z`
    const far = `<path d="${cliff}" fill="${palette.landFar}" opacity="0.55" transform="translate(${r1(end * 0.4)} ${r1(horizon)}) scale(0.9 0.6) translate(0 ${r1(-horizon - 4)})"/>`
    return mirror(`${far}<path d="${cliff}" fill="${palette.land}"/>`, width, isMirrored)
  }
  if (breakType === 'reef') {
    const cx = width * random.range(0.6, 0.85)
    const w = width * random.range(0.06, 0.12)
    const rise = height * random.range(0.02, 0.05)
    return mirror(
      `<path d="M${r1(cx - w)} ${r1(horizon + 1)} Q${r1(cx)} ${r1(horizon - rise * 2)} ${r1(cx + w)} ${r1(horizon + 1)} Z" fill="${palette.landFar}" opacity="0.8"/>`,
      width,
      isMirrored,
    )
  }
  const hills = wavyLine({
    y: horizon - height * 0.025,
    width,
    amplitude: height * 0.015,
    wavelength: width * random.range(0.3, 0.6),
    phase: random.range(0, Math.PI * 2),
  })
  return `<path d="${hills} L${width} ${r1(horizon + 1)} L0 ${r1(horizon + 1)} Z" fill="${palette.landFar}" opacity="0.45"/>`
}

/** Beach break: a few A-frame peaks, each spilling foam to one side. */
function drawPeaks(layout: Layout, baseY: number): string {
  const { random, palette, size } = layout
  const count = random.int(2, 4)
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const cx = size.width * ((i + 0.5) / count + random.range(-0.06, 0.06))
    const w = size.width * random.range(0.14, 0.22)
    const h = size.height * random.range(0.1, 0.16) * (1 - i * 0.08)
    const top = baseY - h
    parts.push(
      `<path d="M${r1(cx - w)} ${r1(baseY)} C${r1(cx - w * 0.5)} ${r1(baseY)} ${r1(cx - w * 0.35)} ${r1(top)} ${r1(cx)} ${r1(top)} C${r1(cx + w * 0.35)} ${r1(top)} ${r1(cx + w * 0.5)} ${r1(baseY)} ${r1(cx + w)} ${r1(baseY)} Z" fill="url(#face)"/>`,
    )
    const dir = random.chance(0.5) ? 1 : -1
    const spill = foamBand(
      random,
      Math.min(cx, cx + dir * w * 0.55),
      Math.max(cx, cx + dir * w * 0.55),
      baseY - h * 0.15,
      h * 0.55,
      palette.foam,
    )
    parts.push(
      spill,
      `<path d="M${r1(cx - w * 0.4)} ${r1(top + h * 0.25)} Q${r1(cx)} ${r1(top - 2)} ${r1(cx + w * 0.4)} ${r1(top + h * 0.25)}" fill="none" stroke="${palette.foam}" stroke-width="2" opacity="0.6"/>`,
    )
  }
  parts.push(
    `<path d="${wavyLine({ y: baseY, width: size.width, amplitude: 3, wavelength: 90, phase: random.range(0, 6) })}" fill="none" stroke="${palette.foam}" stroke-width="5" opacity="0.8"/>`,
  )
  return parts.join('')
}

/** Point, reef and river-mouth waves: one long wall peeling away from the breaking section. */
function drawPeeler(
  layout: Layout,
  baseY: number,
  options: { hollow: boolean; scale: number },
): string {
  const { random, palette, size } = layout
  const { width, height } = size
  const hMax = height * random.range(0.2, 0.26) * options.scale
  const xBreak = width * random.range(0.3, 0.45)
  const xEnd = width * random.range(0.85, 1.02)
  const crest: string[] = []
  for (let i = 0; i <= 24; i++) {
    const x = xBreak + ((xEnd - xBreak) * i) / 24
    const fall = (x - xBreak) / (xEnd - xBreak)
    crest.push(`L${r1(x)} ${r1(baseY - hMax * (1 - 0.8 * fall ** 1.4))}`)
  }
  const faceD = `M${r1(xBreak - hMax * 0.6)} ${r1(baseY)} ${crest.join(' ')} L${r1(xEnd)} ${r1(baseY)} Z`
  const face = `<clipPath id="face-clip"><path d="${faceD}"/></clipPath><path d="${faceD}" fill="url(#face)"/>`
  // A lighter band just under the crest reads as light shining through the lip.
  const glow = `<path d="M${crest.join(' ').slice(1)}" transform="translate(0 ${r1(hMax * 0.12)})" fill="none" stroke="${palette.waveLip}" stroke-width="${r1(hMax * 0.16)}" stroke-linecap="round" opacity="0.45"/>`
  const tubeW = hMax * (options.hollow ? 0.55 : 0.3)
  const tube = `<ellipse cx="${r1(xBreak - hMax * 0.05)}" cy="${r1(baseY - hMax * 0.42)}" rx="${r1(tubeW)}" ry="${r1(hMax * 0.4)}" fill="${palette.waveDeep}"/>`
  const lip = `<path d="M${r1(xBreak + hMax * 0.35)} ${r1(baseY - hMax)} Q${r1(xBreak - tubeW * 0.9)} ${r1(baseY - hMax * 1.25)} ${r1(xBreak - tubeW * 1.3)} ${r1(baseY - hMax * 0.05)}" fill="none" stroke="${palette.waveLip}" stroke-width="${r1(hMax * 0.16)}" stroke-linecap="round"/>`
  const lipEdge = `<path d="M${r1(xBreak + hMax * 0.35)} ${r1(baseY - hMax * 1.05)} Q${r1(xBreak - tubeW * 0.9)} ${r1(baseY - hMax * 1.3)} ${r1(xBreak - tubeW * 1.35)} ${r1(baseY - hMax * 0.1)}" fill="none" stroke="${palette.foam}" stroke-width="3" opacity="0.85"/>`
  const whitewater = foamBand(
    random,
    -hMax * 0.3,
    xBreak - tubeW * 1.1,
    baseY,
    hMax * 0.75,
    palette.foam,
  )
  const spray = Array.from({ length: 14 }, () => {
    const x = xBreak - tubeW * random.range(-0.2, 1.2)
    const y = baseY - hMax * random.range(1.05, 1.4)
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(random.range(1, 3.5))}"/>`
  }).join('')
  const streaks = [0.35, 0.55, 0.75]
    .map(
      (t) =>
        `<path d="M${r1(xBreak + (xEnd - xBreak) * t * 0.2)} ${r1(baseY - hMax * 0.2)} L${r1(xEnd)} ${r1(baseY - hMax * 0.25 * t)}" stroke="${palette.foam}" stroke-width="1.5" opacity="0.25" fill="none"/>`,
    )
    .join('')
  return `${face}<g clip-path="url(#face-clip)">${glow}${streaks}</g>${tube}${lip}${lipEdge}${whitewater}<g fill="${palette.foam}" opacity="0.7">${spray}</g>`
}

/** The main wave for the break type, mirrored when the scene is. */
export function drawMainWave(layout: Layout, breakType: string, isMirrored: boolean): string {
  const { size, horizon } = layout
  const baseY = horizon + (size.height - horizon) * 0.55
  if (breakType === 'beach') return drawPeaks(layout, baseY)
  const options =
    breakType === 'reef'
      ? { hollow: true, scale: 1.15 }
      : breakType === 'river mouth'
        ? { hollow: true, scale: 0.8 }
        : { hollow: false, scale: 1 }
  return mirror(drawPeeler(layout, baseY, options), size.width, isMirrored)
}
