import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { Window } from 'happy-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { swellWindowOf } from '../../shared/domain/rating/exposure'
import WhatWorksHere from './WhatWorksHere.astro'

// Open from W (270) through N (0), fullest at NW.
const byDirection = Array.from({ length: 36 }, (_, i) => {
  const d = i * 10
  return d >= 270 || d === 0
    ? Math.round((1 - Math.abs(((d - 315 + 540) % 360) - 180) / 100) * 100) / 100
    : 0
})
const exposure = {
  byDirection,
  swellWindow: swellWindowOf(byDirection),
  source: 'computed' as const,
  method: 'coastline rays (Natural Earth 1:10m)',
}

let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create()
})

async function render(ideal: { worksFromFt: number | null; bestTide: string | null }, cookie = '') {
  const html = await container.renderToString(WhatWorksHere, {
    props: {
      exposure,
      spotName: 'Waimea <Bay>',
      idealConditions: {
        swellFromDeg: [270, 0],
        offshoreWindFromDeg: [90, 180],
        ...ideal,
      },
    },
    request: new Request('http://localhost/spots/waimea-bay', { headers: { cookie } }),
  })
  const { document } = new Window()
  document.body.innerHTML = html
  return document
}

const text = (doc: Awaited<ReturnType<typeof render>>, selector: string) =>
  doc.querySelector(selector)?.textContent?.trim() ?? null

describe('What works here (server render)', () => {
  it('shows the window on a labelled compass and in words', async () => {
    const doc = await render({ worksFromFt: 15, bestTide: 'mid' })
    expect(text(doc, 'h2')).toBe('What works here')
    const svg = doc.querySelector('svg[role="img"]')!
    expect(svg.getAttribute('aria-labelledby')).toBe('what-works-title what-works-desc')
    expect(text(doc, '#what-works-title')).toBe('Swell from W to N, best from NW')
    expect(text(doc, '#what-works-desc')).toContain('Offshore wind from E to S')
    expect(doc.querySelectorAll('[data-wedge]')).toHaveLength(10)
    expect(text(doc, '[data-swell-window]')).toBe('Swell from W to N, best from NW')
    expect(text(doc, '[data-offshore]')).toBe('Offshore wind from E to S')
    expect(text(doc, '[data-works-from]')).toBe('Starts working at 15 ft')
    expect(text(doc, '[data-best-tide]')).toBe('Best tide: mid')
  })

  it('leaves out what is not known, and speaks metres to a metric visitor', async () => {
    const none = await render({ worksFromFt: null, bestTide: null })
    expect(none.querySelector('[data-works-from]')).toBeNull()
    expect(none.querySelector('[data-best-tide]')).toBeNull()
    const metric = await render({ worksFromFt: 15, bestTide: null }, 'units=metric')
    expect(text(metric, '[data-works-from]')).toBe('Starts working at 4.6 m')
  })

  it('escapes the names it is given', async () => {
    const doc = await render({ worksFromFt: null, bestTide: '<b>high</b>' })
    expect(doc.querySelector('[data-best-tide] b')).toBeNull()
    expect(text(doc, '[data-best-tide]')).toBe('Best tide: <b>high</b>')
    expect(text(doc, '#what-works-desc')).toContain('Waimea <Bay>')
  })
})
