import { describe, expect, it } from 'vitest'
import { embeddedVideoLink, isPostOfSpot, postsOfSpot, spotPostText } from './spot-posts'

const PIPELINE = { id: 7, name: 'Pipeline' }

describe('isPostOfSpot', () => {
  it.each([
    [{ spotId: 7, location: null }, true],
    [{ spotId: 7, location: 'Somewhere else' }, true],
    [{ spotId: null, location: 'Banzai Pipeline, Oahu' }, true],
    [{ spotId: null, location: 'PIPELINE' }, true],
    [{ spotId: 3, location: 'pipeline left' }, true],
    [{ spotId: 3, location: 'Sunset Beach' }, false],
    [{ spotId: null, location: null }, false],
    [{ spotId: null, location: 'Pipe' }, false],
  ])('should decide %j belongs to Pipeline: %s', (post, expected) => {
    expect(isPostOfSpot(post, PIPELINE)).toBe(expected)
  })

  it('should not match every location for a spot with a blank name', () => {
    expect(isPostOfSpot({ spotId: null, location: 'Anywhere' }, { id: 1, name: '  ' })).toBe(false)
  })
})

describe('postsOfSpot', () => {
  it('should keep the matching posts in order', () => {
    const posts = [
      { id: 1, spotId: 7, location: null },
      { id: 2, spotId: null, location: 'Malibu' },
      { id: 3, spotId: null, location: 'pipeline' },
    ]
    expect(postsOfSpot(posts, PIPELINE).map((p) => p.id)).toEqual([1, 3])
  })
})

describe('spotPostText', () => {
  const link = 'https://youtu.be/dQw4w9WgXcQ'
  it.each([
    [{ content: 'Firing today', imageUrl: null }, 'Firing today'],
    [{ content: 'Firing today', imageUrl: '/media/wave.jpg' }, 'Firing today'],
    [{ content: 'Firing today', imageUrl: link }, `Firing today\n\n${link}`],
    [{ content: `Watch ${link}`, imageUrl: link }, `Watch ${link}`],
    [{ content: '', imageUrl: link }, link],
  ])('should show %j as %j', (post, expected) => {
    expect(spotPostText(post)).toBe(expected)
  })
})

describe('embeddedVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['/media/clip.mp4', null],
    [null, null],
  ])('should read %j as %j', (url, expected) => {
    expect(embeddedVideoLink(url)).toBe(expected)
  })
})
