import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { Window } from 'happy-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Hourly } from '../../../shared/contracts/conditions'
import { chartDay } from '../../lib/universal/charts/test-day'
import HourlyBand from './HourlyBand.astro'

const day = (): Hourly => ({
  ...chartDay((h) => ({
    waveHeightMin: h % 5,
    waveHeightMax: (h % 5) + 1,
    rating: h < 6 ? 'rideable' : h < 12 ? 'good' : 'firing',
  })),
  spotId: 1,
  timeZone: 'America/Los_Angeles',
  sunrise: null,
  sunset: null,
  tideDatum: 'MLLW',
  bestWindows: [],
  provenance: {} as Hourly['provenance'],
  isSample: false,
})

let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create()
})

async function renderBand(now = new Date('2026-11-25T20:00:00Z')) {
  const html = await container.renderToString(HourlyBand, {
    props: { day: day(), today: '2026-11-25', now },
  })
  const { document } = new Window()
  document.body.innerHTML = html
  return document
}

const texts = (nodes: Iterable<{ textContent: string | null }>) =>
  [...nodes].map((n) => (n.textContent ?? '').trim())

describe('the hourly band (server render)', () => {
  it('should draw 24 surf bars, each labelled with its range and rating letter', async () => {
    const doc = await renderBand()
    const bars = [...doc.querySelectorAll('[data-chart^="surf"] [data-bar]')]
    expect(bars).toHaveLength(24)
    const letters = bars.map((b) => b.querySelector('[data-letter]')?.textContent?.trim())
    expect(letters).toEqual([...'RRRRRRGGGGGGFFFFFFFFFFFF'])
    expect(bars.map((b) => b.querySelectorAll('text')[0]?.textContent?.trim())).toEqual(
      day().hours.map((h) => `${h.waveHeightMin}–${h.waveHeightMax}`),
    )
  })

  it('should give the surf chart a table alternative with the same numbers', async () => {
    const doc = await renderBand()
    const table = doc.querySelector('[data-chart-table^="Surf"]')
    expect(table?.tagName).toBe('DETAILS')
    expect(table?.querySelector('summary')?.textContent).toContain('Show as table')
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])]
    expect(rows).toHaveLength(24)
    const bars = [...doc.querySelectorAll('[data-chart^="surf"] [data-bar]')]
    expect(rows.map((r) => r.querySelectorAll('th, td')[1]?.textContent?.trim())).toEqual(
      bars.map((b) => b.querySelectorAll('text')[0]?.textContent?.trim()),
    )
    expect(texts(rows.map((r) => r.querySelectorAll('td')[1]!)).slice(0, 7)).toEqual([
      ...Array(6).fill('RIDEABLE'),
      'GOOD',
    ])
  })

  it('should name every chart by its title and description', async () => {
    const doc = await renderBand()
    const charts = [...doc.querySelectorAll('svg[role="img"]')]
    expect(charts.map((c) => c.getAttribute('data-chart'))).toEqual([
      'surf-2026-11-25',
      'swell-2026-11-25',
      'wind-2026-11-25',
      'tide-2026-11-25',
    ])
    for (const chart of charts) {
      const [title, desc] = (chart.getAttribute('aria-labelledby') ?? '').split(' ')
      expect(chart.querySelector(`title[id="${title}"]`)?.textContent).toMatch(/by hour, Today$/)
      expect(chart.querySelector(`desc[id="${desc}"]`)?.textContent).not.toBe('')
    }
    expect(doc.querySelectorAll('details[data-chart-table]')).toHaveLength(4)
  })

  it('should draw the now line on today only', async () => {
    expect((await renderBand()).querySelectorAll('[data-now]')).toHaveLength(4)
    const tomorrow = await renderBand(new Date('2026-11-26T20:00:00Z'))
    expect(tomorrow.querySelectorAll('[data-now]')).toHaveLength(0)
  })

  it('should label the tide highs and lows in the chart and the table', async () => {
    const doc = await renderBand()
    expect(texts(doc.querySelectorAll('[data-tide-event]'))).toEqual([
      'High 5.4 ft5:12a',
      'Low -0.6 ft11:40a',
    ])
    expect(doc.querySelector('[data-chart-table^="Tide"]')?.textContent).toContain(
      'High 5.4 ft at 5:12a · Low -0.6 ft at 11:40a',
    )
  })
})
