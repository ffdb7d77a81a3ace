import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { LIVE_PREVIEW_COLLECTIONS, LIVE_PREVIEW_GLOBALS, livePreviewUrl } from './live-preview'
import { verifyPreviewToken } from './token'
import { BlogEntries } from '../collections/blog-entries'
import { Shapers } from '../collections/shapers'
import { SurfSpots } from '../collections/surf-spots'
import { WhoWeAre } from '../globals/who-we-are'

const req = (serverURL?: string) =>
  ({ payload: { config: { serverURL } }, origin: 'http://127.0.0.1:3307' }) as PayloadRequest
const call = (args: Record<string, unknown>) =>
  livePreviewUrl(args as Parameters<typeof livePreviewUrl>[0]) as string

describe('the live preview address', () => {
  const secret = process.env.PAYLOAD_SECRET
  afterEach(() => {
    process.env.PAYLOAD_SECRET = secret
  })

  it("should be the page's signed preview link for this one document, absolute", () => {
    process.env.PAYLOAD_SECRET = 'test-secret'
    const url = new URL(
      call({ collectionConfig: { slug: 'blog-entries' }, data: { id: 7 }, req: req() }),
    )
    expect(url.origin).toBe('http://127.0.0.1:3307')
    expect(url.pathname).toBe('/blog')
    const token = url.searchParams.get('preview') ?? ''
    expect(verifyPreviewToken(token, 'test-secret')).toEqual({ collection: 'blog-entries', id: 7 })
  })

  it("should frame a spot's own report page, signed for that spot alone", () => {
    process.env.PAYLOAD_SECRET = 'test-secret'
    const url = new URL(
      call({ collectionConfig: { slug: 'surf-spots' }, data: { id: 12 }, req: req() }),
    )
    expect(url.pathname).toBe('/spot/12/report')
    const token = url.searchParams.get('preview') ?? ''
    expect(verifyPreviewToken(token, 'test-secret')).toEqual({ collection: 'surf-spots', id: 12 })
  })

  it('should use the public address when one is set', () => {
    const url = call({
      globalConfig: { slug: 'who-we-are' },
      data: {},
      req: req('https://firing.example'),
    })
    expect(url.startsWith('https://firing.example/who-we-are?preview=')).toBe(true)
  })
})

describe('the documents with a live preview', () => {
  it('should all autosave their drafts, so the preview renders again as the editor types', () => {
    const previewed = [BlogEntries, Shapers, SurfSpots, WhoWeAre].filter((config) =>
      [...LIVE_PREVIEW_COLLECTIONS, ...LIVE_PREVIEW_GLOBALS].includes(config.slug),
    )
    expect(previewed.map((config) => config.slug).sort()).toEqual(
      [...LIVE_PREVIEW_COLLECTIONS, ...LIVE_PREVIEW_GLOBALS].sort(),
    )
    for (const config of previewed) {
      const drafts = typeof config.versions === 'object' ? config.versions.drafts : undefined
      const autosave = typeof drafts === 'object' ? drafts.autosave : undefined
      expect({ slug: config.slug, autosave: Boolean(autosave) }).toEqual({
        slug: config.slug,
        autosave: true,
      })
    }
  })
})
