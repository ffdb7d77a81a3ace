import { describe, expect, it } from 'vitest'
import {
  SPOTS_PER_SITEMAP,
  buildPagesSitemap,
  buildRobots,
  buildSitemapIndex,
  buildSpotsSitemap,
  spotSitemapCount,
} from './sitemap'

const ORIGIN = 'https://firing.example'
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('sitemap', () => {
  it('should need one spot sitemap per 5,000 published spots, and one for none', () => {
    expect(SPOTS_PER_SITEMAP).toBe(5000)
    expect(spotSitemapCount(0)).toBe(1)
    expect(spotSitemapCount(5000)).toBe(1)
    expect(spotSitemapCount(5001)).toBe(2)
    expect(spotSitemapCount(10_000)).toBe(2)
  })

  it('should index the pages sitemap and each spot sitemap', () => {
    const xml = buildSitemapIndex(ORIGIN, 2)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-spots-1.xml`,
      `${ORIGIN}/sitemap-spots-2.xml`,
    ])
  })

  it('should list the static screens, and three pages per spot, escaped', () => {
    expect(locs(buildPagesSitemap(ORIGIN))).toContain(`${ORIGIN}/map`)
    const xml = buildSpotsSitemap('https://a.example/?x=1&y=2', [7])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual([
      'https://a.example/?x=1&amp;y=2/spot/7/report',
      'https://a.example/?x=1&amp;y=2/spot/7/cams',
      'https://a.example/?x=1&amp;y=2/spot/7/posts',
    ])
  })

  it('should point robots.txt at the index', () => {
    expect(buildRobots(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
