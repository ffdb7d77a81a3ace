import { describe, expect, it } from 'vitest'
import { swellWindowOf } from './exposure'
import {
  bestSwellFromDeg,
  bestTideText,
  compassPoint,
  minimumSizeText,
  offshoreText,
  sectorArc,
  swellRoseWedges,
  windowText,
} from './what-works'

/** 36 shares: `open` maps a bearing to its share. */
const shares = (open: (deg: number) => number) => Array.from({ length: 36 }, (_, i) => open(i * 10))
const exposureOf = (byDirection: number[]) => ({
  byDirection,
  swellWindow: swellWindowOf(byDirection),
})

describe('windowText', () => {
  it('names the window from its clockwise ends and where it is best', () => {
    // Open from W (270) through N (0), fullest at NW.
    const nw = shares((d) =>
      d >= 270 || d === 0 ? 1 - Math.abs(((d - 315 + 540) % 360) - 180) / 100 : 0,
    )
    expect(windowText(exposureOf(nw))).toBe('Swell from W to N, best from NW')
  })

  it('takes the middle of a plateau of equal shares as the best', () => {
    const east = shares((d) => (d >= 20 && d <= 160 ? 1 : 0))
    expect(bestSwellFromDeg(east)).toBe(90)
    expect(windowText(exposureOf(east))).toBe('Swell from NNE to SSE, best from E')
  })

  it('measures a best run that wraps past north whole', () => {
    const north = shares((d) => (d >= 340 || d <= 20 ? 1 : d >= 300 || d <= 60 ? 0.5 : 0))
    expect(bestSwellFromDeg(north)).toBe(0)
  })

  it('joins several arcs and says when nothing or everything is open', () => {
    const two = shares((d) => (d >= 180 && d <= 220 ? 0.8 : d >= 30 && d <= 50 ? 0.3 : 0))
    expect(windowText(exposureOf(two))).toBe('Swell from NNE to NE and from S to SW, best from SSW')
    expect(windowText(exposureOf(shares(() => 0)))).toBe('No open-ocean swell reaches this spot')
    expect(windowText(exposureOf(shares(() => 1)))).toBe('Swell from every direction')
    expect(windowText(exposureOf(shares((d) => (d === 90 ? 0.5 : 1))))).toBe(
      'Swell from every direction, best from W',
    )
  })
})

describe('the other lines', () => {
  it('words the offshore sector, the minimum size in the chosen units and the best tide', () => {
    expect(offshoreText([225, 315])).toBe('Offshore wind from SW to NW')
    expect(minimumSizeText(15, 'imperial')).toBe('Starts working at 15 ft')
    expect(minimumSizeText(15, 'metric')).toBe('Starts working at 4.6 m')
    expect(minimumSizeText(null, 'imperial')).toBeNull()
    expect(bestTideText('mid, on the incoming tide')).toBe('Best tide: mid, on the incoming tide')
    expect(bestTideText(null)).toBeNull()
    expect(bestTideText('  ')).toBeNull()
  })
})

describe('the compass drawing', () => {
  it('puts north up and east right', () => {
    expect(compassPoint(0, 10)).toEqual({ x: 50, y: 40 })
    expect(compassPoint(90, 10)).toEqual({ x: 60, y: 50 })
  })

  it('draws one wedge per bin that reaches, as long as its share', () => {
    const wedges = swellRoseWedges(shares((d) => (d === 0 ? 1 : d === 180 ? 0.5 : 0.05)))
    expect(wedges.map((w) => w.fromDeg)).toEqual([0, 180])
    expect(wedges[0]!.d).toBe('M50 50L46.86 14.14A36 36 0 0 1 53.14 14.14Z')
    expect(wedges[1]!.d).toContain('A18 18 0 0 1')
  })

  it('draws the offshore sector clockwise, the long way round when it is wider than 180°', () => {
    expect(sectorArc([270, 90])).toBe('M8 50A42 42 0 0 1 92 50')
    expect(sectorArc([0, 270])).toContain(' 0 1 1 ')
  })
})
