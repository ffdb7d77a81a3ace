import { getContainerRenderer } from '@astrojs/react'
import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { loadRenderers } from 'astro:container'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CardForecastDay, CardSpot } from '../../lib/universal/home/card-model'
import type { HomeData } from '../../lib/server-only/home/home-data'
import SpotGrid from './SpotGrid.astro'

const reasons = {
  summary: 'wind 9 mph (needs 8 mph or less); without it: FIRING',
  nextTier: 'firing' as const,
  missing: [],
  heldBackBy: [{ text: 'wind 9 mph' }],
}

function spot(id: number, rating: string | null, waveHeightMax = 3): CardSpot {
  return {
    id,
    name: `Spot <${id}> "A"`,
    location: 'Oahu, Hawaii',
    breakType: 'reef',
    skillLevel: 'expert',
    imageUrl: `/media/${id}.webp`,
    timeZone: 'Pacific/Honolulu',
    currentCondition:
      rating === null
        ? null
        : ({
            date: '2026-11-21',
            conditionRating: rating,
            ratingInputs: null,
            waveHeightMin: 1,
            waveHeightMax,
            wavePeriod: 11,
            windSpeed: 9,
            windDirection: 'NE',
            windClassification: 'offshore',
            swellDirection: 'NW',
            waterTemp: 64,
            airTemp: 70,
            visibility: 'clear',
            tideHigh: '6:30 AM',
            tideLow: '12:45 PM',
            ratingReasons: reasons,
            sources: [
              { label: 'Waves', text: 'NOAA NWS · 40 min ago', stale: null },
              {
                label: 'Wind',
                text: 'Open-Meteo Forecast best match · 7 h ago',
                stale: 'Stale: 7 h old',
              },
            ],
          } as CardSpot['currentCondition']),
  }
}

const day = (dayOffset: number, rating: string): CardForecastDay => ({
  dayOffset,
  forecastDate: `2026-11-${21 + dayOffset}`,
  swellHeight: '2-3ft',
  swellPeriod: 10,
  swellDirection: 'NW',
  windSpeed: 5.4,
  windDirection: 'E',
  conditionRating: rating as CardForecastDay['conditionRating'],
  confidence: 80,
  summary: 'Clean in the morning',
})

const home = (over: Partial<HomeData>): HomeData => ({
  today: '2026-11-21',
  date: '2026-11-21',
  spots: [],
  forecasts: {},
  bestWindows: {},
  airTemp: 68,
  isSample: false,
  isRating: false,
  ...over,
})

let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
  })
})

const render = (data: HomeData) =>
  container.renderToString(SpotGrid, { props: { home: data, now: new Date('2026-11-21T20:00Z') } })

/** Each list item's opening tag, in page order. */
const items = (html: string) =>
  [...html.matchAll(/<li data-spot(?:[^>"]|"[^"]*")*>/g)].map((m) => m[0])

describe('the home spot grid (server render)', () => {
  it("should say 'No surf spots found.' when there is no spot", async () => {
    const html = await render(home({}))
    expect(html).toContain('No surf spots found.')
    expect(html).not.toContain('aria-label="Surf spots"')
  })

  it("should say 'Rating the spots…' instead of unrated cards while the first refresh runs", async () => {
    const html = await render(home({ spots: [spot(1, null), spot(2, null)], isRating: true }))
    expect(html).toMatch(
      /<div role="status"[^>]*data-rating-spots[^>]*>\s*<p[^>]*>Rating the spots…/,
    )
    expect(items(html)).toEqual([])
  })

  it('should sort by rating, then by size', async () => {
    const html = await render(
      home({ spots: [spot(1, 'good', 3), spot(2, null), spot(3, 'epic'), spot(4, 'good', 6)] }),
    )
    expect(items(html).map((li) => /data-spot="(\d+)"/.exec(li)?.[1])).toEqual(['3', '4', '1', '2'])
  })

  it('should carry what the search and chips filter on', async () => {
    const [first, unrated] = items(
      await render(home({ spots: [spot(5, 'epic', 4.5), spot(6, null)] })),
    )
    expect(first).toContain('data-rating="epic"')
    expect(first).toContain('data-wave-max="4.5"')
    expect(first).toContain('data-wind="9"')
    expect(first).toContain('data-visibility="clear"')
    expect(first).toContain('data-name="Spot <5> &quot;A&quot;"')
    expect(unrated).not.toContain('data-condition')
  })

  it('should escape what a spot says, in text and in attributes', async () => {
    const html = await render(home({ spots: [spot(9, 'good')] }))
    expect(html).toMatch(/<h2 id="spot-9" class="[^"]*">Spot &lt;9&gt; &quot;A&quot;<\/h2>/)
    expect(html).toContain('aria-label="View Details: Spot <9> &quot;A&quot;"')
    expect(html).not.toContain('"A"')
  })

  it('should load the first picture at once and the others lazily', async () => {
    const html = await render(home({ spots: [spot(1, 'epic'), spot(2, 'good')] }))
    const images = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0])
    expect(images[0]).toContain('loading="eager"')
    expect(images[0]).toContain('fetchpriority="high"')
    expect(images[1]).toContain('loading="lazy"')
  })

  it("should put the rating's reasons behind its badge, closed", async () => {
    const html = await render(home({ spots: [spot(1, 'good')] }))
    expect(html).toMatch(/aria-expanded="false" aria-controls="why-1"[^>]*>GOOD/)
    expect(html).toMatch(/id="why-1" role="region" aria-label="Why GOOD" hidden/)
    expect(html).toContain('Held back from FIRING by:')
    expect(html).toContain('<li>wind 9 mph</li>')
  })

  it("should label day 0 'Today' with the current rating, and carry each day's detail", async () => {
    const html = await render(
      home({ spots: [spot(1, 'good')], forecasts: { 1: [day(1, 'rideable'), day(0, 'epic')] } }),
    )
    expect(html).toContain('data-title="Today · GOOD · 2-3ft"')
    expect(html).toContain('data-title="Sun · RIDEABLE · 2-3ft"')
    expect(html).toContain('data-body="Swell 10 s NW · Wind 5 mph E · Confidence 80% · High"')
    expect(html).toContain('data-summary="Clean in the morning"')
  })

  it("should use the forecast's rating for day 0 and link reports by date on another day", async () => {
    const html = await render(
      home({ date: '2026-11-22', spots: [spot(1, 'good')], forecasts: { 1: [day(0, 'epic')] } }),
    )
    expect(html).toContain('data-title="Today · EPIC · 2-3ft"')
    expect(html).toContain('href="/spot/1/report?date=2026-11-22"')
  })

  it('should say where each group of numbers came from, and which are stale', async () => {
    // React marks the joins between text parts with empty comments; the words are what count.
    const html = (await render(home({ spots: [spot(1, 'good')] }))).replaceAll('<!-- -->', '')
    expect(html).toContain('role="group" aria-label="Data sources"')
    expect(html).toMatch(/>Waves:<\/span> NOAA NWS · 40 min ago<\/p>/)
    expect(html).toMatch(/7 h ago · <strong class="[^"]*">Stale: 7 h old<\/strong>/)
  })

  it('should carry the sample banner only when the conditions are samples', async () => {
    const banner = 'Sample data: synthesized from recorded forecasts, not today&#x27;s ocean'
    expect(await render(home({ spots: [spot(1, 'good')] }))).not.toContain('data-sample-banner')
    const html = await render(home({ spots: [spot(1, 'good')], isSample: true }))
    expect(html).toMatch(new RegExp(`<p role="status" data-sample-banner[^>]*>${banner}</p>`))
  })

  it('should say when a spot has no forecast or no condition', async () => {
    const html = await render(home({ spots: [spot(1, null)] }))
    expect(html).toContain('No forecast data available')
    expect(html).toContain('No current conditions available')
  })

  it('should render the heart disabled until the browser knows the visitor', async () => {
    const html = await render(home({ spots: [spot(1, 'good')] }))
    expect(html).toMatch(/data-heart-slot="1" data-spot-name="Spot <1> &quot;A&quot;"/)
    expect(html).toMatch(
      /<button type="button" disabled="" aria-pressed="false" aria-label="Favorite Spot &lt;1&gt; &quot;A&quot;"/,
    )
  })

  it("should show a spot's best window of the week on its card, and nothing without one", async () => {
    const best = 'Best: Thu 7–10 AM · GOOD'
    const html = await render(
      home({ spots: [spot(1, 'good'), spot(2, 'good')], bestWindows: { 1: best } }),
    )
    expect(html.match(/data-best-window[^>]*>[^<]*</g)).toEqual([`data-best-window>${best}<`])
  })
})
