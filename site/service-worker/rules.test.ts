import { describe, expect, it } from 'vitest'
import { favoriteReportUrls, isKeepable, markServedFromCache, pageKindOf } from './rules'

const at = (path: string) => new URL(path, 'https://firing.test')
const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
})

describe('pageKindOf', () => {
  it('should keep the home page and spot reports', () => {
    expect(pageKindOf(at('/'))).toBe('home')
    expect(pageKindOf(at('/?date=2026-11-26'))).toBe('home')
    expect(pageKindOf(at('/spot/12/report'))).toBe('report')
    expect(pageKindOf(at('/spot/12/report/2026-11-26'))).toBe('report')
  })

  it('should never touch the API, the admin or Payload', () => {
    for (const path of [
      '/api/auth/user',
      '/api/user/favorites',
      '/api/surf-spots',
      '/admin',
      '/admin/collections',
      '/cms-api/users',
    ])
      expect(pageKindOf(at(path)), path).toBe('never')
  })

  it('should treat every other page, and the per-person Discover tab, as not kept', () => {
    expect(pageKindOf(at('/?tab=discover'))).toBe('other')
    expect(pageKindOf(at('/profile'))).toBe('other')
    expect(pageKindOf(at('/spot/12/posts'))).toBe('other')
  })
})

describe('isKeepable', () => {
  it('should keep a plain 200', () => {
    expect(isKeepable(answer(200))).toBe(true)
    expect(isKeepable(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true)
  })

  it('should not keep a private or no-store answer, an error or a redirect', () => {
    expect(isKeepable(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isKeepable(answer(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isKeepable(answer(503))).toBe(false)
    expect(isKeepable(answer(301))).toBe(false)
  })
})

describe('favoriteReportUrls', () => {
  it('should give the report page of each favourite spot', () => {
    expect(favoriteReportUrls([{ id: 3 }, { id: 41 }])).toEqual([
      '/spot/3/report',
      '/spot/41/report',
    ])
  })

  it('should ignore anything that is not a list of spots', () => {
    expect(favoriteReportUrls({ message: 'Unauthorized' })).toEqual([])
    expect(favoriteReportUrls([{ id: '3' }, null, { id: -1 }])).toEqual([])
  })
})

describe('markServedFromCache', () => {
  it('should mark the offline banner of a kept page, and leave a page without one as it was', () => {
    const page = '<body><p id="offline-banner" role="status" hidden data-rendered-at="x"></p>'
    expect(markServedFromCache(page)).toBe(
      '<body><p id="offline-banner" data-served-from-cache role="status" hidden data-rendered-at="x"></p>',
    )
    expect(markServedFromCache('<body><main>offline</main>')).toBe('<body><main>offline</main>')
  })
})
