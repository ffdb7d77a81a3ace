import { describe, expect, it } from 'vitest'
import { listPath, spotPostsPath, withParam } from './feed'

describe('feed list paths', () => {
  it('should ask for one page when the list holds a page or less', () => {
    expect(listPath('/api/feed', 0)).toBe('/api/feed')
    expect(listPath('/api/feed', 20)).toBe('/api/feed')
  })

  it('should keep the older pages a visitor loaded when the list is refetched, up to 50', () => {
    expect(listPath('/api/feed', 37)).toBe('/api/feed?limit=37')
    expect(listPath('/api/feed', 120)).toBe('/api/feed?limit=50')
    expect(listPath(spotPostsPath(4), 25)).toBe('/api/feed?spotId=4&limit=25')
  })

  it('should add the older-page cursor to either list', () => {
    expect(withParam('/api/feed', 'before', 41)).toBe('/api/feed?before=41')
    expect(withParam(spotPostsPath(4), 'before', 41)).toBe('/api/feed?spotId=4&before=41')
  })
})
