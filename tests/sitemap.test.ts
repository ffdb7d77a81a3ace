// The sitemap index and its files against the built server: the index names the pages sitemap
// and one spot sitemap (the seed's 49 spots fit in one of 5,000), which lists each published
// spot's three pages once (a draft's none); past the last file, or a malformed number, is a 404.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminAuth } from './support/admin'

let baseUrl: string
let admin: Record<string, string>
let draftId: number
beforeAll(async () => {
  baseUrl = inject('baseUrl')
  admin = await adminAuth(baseUrl)
  const created = await fetch(`${baseUrl}/cms-api/surf-spots`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      name: 'Sitemap Draft Reef',
      slug: 'sitemap-draft-reef',
      location: 'Nowhere',
      latitude: 2,
      longitude: 2,
      breakType: 'reef',
      skillLevel: 'expert',
      beachFacingDegrees: 180,
      timeZone: 'UTC',
      _status: 'draft',
    }),
  })
  expect(created.status).toBe(201)
  draftId = ((await created.json()) as { doc: { id: number } }).doc.id
})
afterAll(async () => {
  await fetch(`${baseUrl}/cms-api/surf-spots/${draftId}`, { method: 'DELETE', headers: admin })
})

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
const paths = (xml: string) => locs(xml).map((l) => new URL(l).pathname)

async function xml(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/xml')
  return response.text()
}

describe('sitemap', () => {
  it('should answer /sitemap.xml with an index of the pages and the spot sitemaps', async () => {
    const index = await xml('/sitemap.xml')
    expect(index).toContain('<sitemapindex')
    expect(paths(index)).toEqual(['/sitemap-pages.xml', '/sitemap-spots-1.xml'])
  })

  it('should list the static screens in /sitemap-pages.xml', async () => {
    expect(paths(await xml('/sitemap-pages.xml'))).toEqual(
      expect.arrayContaining(['/', '/map', '/summary', '/discover']),
    )
  })

  it("should list every published spot's report, cams and posts once, by id", async () => {
    const spots = (await (await fetch(`${baseUrl}/api/surf-spots`)).json()) as { id: number }[]
    const listed = paths(await xml('/sitemap-spots-1.xml'))
    const reports = listed.filter((p) => p.endsWith('/report'))
    const ids = reports.map((p) => Number(p.split('/')[2]))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    for (const { id } of spots) {
      expect(listed).toEqual(
        expect.arrayContaining([`/spot/${id}/report`, `/spot/${id}/cams`, `/spot/${id}/posts`]),
      )
    }
    expect(listed).toHaveLength(ids.length * 3)
    expect(ids).not.toContain(draftId)
  })

  it.each(['/sitemap-spots-2.xml', '/sitemap-spots-0.xml', '/sitemap-spots-x.xml'])(
    'should answer %s with 404',
    async (path) => {
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(404)
    },
  )

  it('should point robots.txt at the index', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m)
  })
})
