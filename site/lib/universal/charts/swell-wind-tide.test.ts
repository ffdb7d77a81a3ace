import { describe, expect, it } from 'vitest'
import { dayFrame } from './frame'
import { swellChart } from './swell'
import { clockLabel, tideChart } from './tide'
import { chartDay } from './test-day'
import { windChart } from './wind'

const NOW = new Date('2026-11-25T20:00:00Z')

describe('swellChart', () => {
  it('should draw the primary and secondary trains with an arrow and period every third hour', () => {
    const second = { heightFt: 2, periodS: 7.6, direction: 'S', directionDegrees: 180 }
    const day = chartDay((h) => ({ swells: [...chartDay().hours[h]!.swells, second] }))
    const { trains } = swellChart(day, dayFrame(day, NOW))
    expect(trains.map((t) => t.isPrimary)).toEqual([true, false])
    expect(trains[0]?.marks).toHaveLength(8)
    expect(trains[0]?.marks[0]).toMatchObject({ rotation: 90, period: '12s' })
    expect(trains[1]?.marks[0]).toMatchObject({ rotation: 0, period: '8s' })
  })

  it('should break a train line where an hour lacks it', () => {
    const day = chartDay((h) => (h === 12 ? { swells: [] } : {}))
    const [primary] = swellChart(day, dayFrame(day, NOW)).trains
    expect(primary?.d.match(/M/g)).toHaveLength(2)
  })
})

describe('windChart', () => {
  it('should mark each hour with an arrow downwind and its class in words', () => {
    const day = chartDay((h) =>
      h === 1 ? { windClassification: 'onshore', windDirectionDegrees: 270 } : {},
    )
    const { marks } = windChart(day, dayFrame(day, NOW))
    expect(marks).toHaveLength(24)
    expect(marks[0]).toMatchObject({ rotation: 270, mark: 'off' })
    expect(marks[1]).toMatchObject({ rotation: 90, mark: 'on' })
  })

  it('should draw the gusts above the speed', () => {
    const day = chartDay()
    const { speed, gust, yTicks } = windChart(day, dayFrame(day, NOW))
    expect(speed).toMatch(/^M/)
    expect(gust).toMatch(/^M/)
    expect(yTicks.map((t) => t.label)).toEqual(['0 mph', '5 mph', '10 mph'])
  })
})

describe('tideChart', () => {
  it('should label each high and low with its height and local time', () => {
    const day = chartDay()
    const { labels } = tideChart(day, dayFrame(day, NOW))
    expect(labels.map((l) => [l.text, l.time])).toEqual([
      ['High 5.4 ft', '5:12a'],
      ['Low -0.6 ft', '11:40a'],
    ])
  })

  it('should place a high above a low and fit both in the axis', () => {
    const day = chartDay()
    const { labels, yTicks } = tideChart(day, dayFrame(day, NOW))
    expect(labels[0]!.y).toBeLessThan(labels[1]!.y)
    const values = yTicks.map((t) => Number.parseFloat(t.label))
    expect(Math.min(...values)).toBeLessThanOrEqual(-0.6)
    expect(Math.max(...values)).toBeGreaterThanOrEqual(5.4)
  })

  it('should draw no curve without tide heights', () => {
    const day = { ...chartDay((_) => ({ tideHeightFt: null })), tideEvents: [] }
    expect(tideChart(day, dayFrame(day, NOW)).d).toBe('')
  })
})

describe('clockLabel', () => {
  it.each([
    ['2026-11-25T00:05:00-08:00', '12:05a'],
    ['2026-11-25T13:40:00-08:00', '1:40p'],
  ])('should write %s as %s', (iso, label) => {
    expect(clockLabel(iso)).toBe(label)
  })
})
