import { describe, expect, it } from 'vitest'
import { dayFrame } from './frame'
import { RATING_FILL, rangeText, surfChart } from './surf'
import { chartDay } from './test-day'

const NOW = new Date('2026-11-25T20:00:00Z')

describe('surfChart', () => {
  it('should draw one bar per hour, taller for bigger surf, from one baseline', () => {
    const day = chartDay((h) => ({ waveHeightMax: h === 9 ? 6 : 3 }))
    const { bars, baseline } = surfChart(day, dayFrame(day, NOW))
    expect(bars).toHaveLength(24)
    expect(bars[9]?.height).toBeCloseTo((bars[8]?.height ?? 0) * 2)
    for (const b of bars) expect(b.y + b.height).toBeCloseTo(baseline)
  })

  it('should colour each bar by its rating and label it with its letter and range', () => {
    const day = chartDay((h) =>
      h === 3 ? { rating: 'epic', waveHeightMin: 6, waveHeightMax: 8 } : {},
    )
    const bar = surfChart(day, dayFrame(day, NOW)).bars[3]
    expect(bar).toMatchObject({ fill: RATING_FILL.epic, letter: 'E', rating: 'EPIC', range: '6–8' })
  })

  it('should leave an hour without a height as an empty, unknown bar', () => {
    const day = chartDay((h) =>
      h === 0 ? { waveHeightMin: null, waveHeightMax: null, rating: null } : {},
    )
    const bar = surfChart(day, dayFrame(day, NOW)).bars[0]
    expect(bar).toMatchObject({ height: 0, letter: '?', rating: 'unknown', range: '—' })
  })

  it('should tick the height axis in whole feet from zero', () => {
    const day = chartDay()
    const labels = surfChart(day, dayFrame(day, NOW)).yTicks.map((t) => t.label)
    expect(labels[0]).toBe('0 ft')
    expect(labels.at(-1)).toBe('3 ft')
  })
})

describe('rangeText', () => {
  it.each([
    [2, 3, '2–3'],
    [3, 3, '3'],
    [null, 3, '3'],
    [null, null, '—'],
  ])('should write %s–%s as %s', (min, max, text) => {
    expect(rangeText(min, max)).toBe(text)
  })
})
