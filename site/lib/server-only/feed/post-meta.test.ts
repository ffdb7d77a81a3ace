import { describe, expect, it } from 'vitest'
import type { FeedPost } from '../../../../shared/contracts/feed'
import { testPost } from '../../universal/feed-test-post'
import { clipText, postMeta } from './post-meta'

const post = (over: Partial<FeedPost>): FeedPost =>
  testPost(1, { content: 'Glassy head-high sets all morning', location: 'Malibu', ...over })

describe('clipText', () => {
  it.each([
    ['short', 10, 'short'],
    ['  spaced\n\nout  ', 20, 'spaced out'],
    ['one two three four five', 12, 'one two…'],
    ['abcdefghijklmnop', 8, 'abcdefg…'],
  ])('should clip %j to %i as %j', (text, max, expected) => {
    expect(clipText(text, max)).toBe(expected)
  })
})

describe('postMeta', () => {
  it('should take the title and description from the text and the author', () => {
    expect(postMeta(post({}))).toEqual({
      title: 'Glassy head-high sets all morning',
      description: 'Kai at Malibu: Glassy head-high sets all morning',
      image: undefined,
    })
  })

  it.each([
    [{ imageUrl: '/media/a.jpg', mediaType: 'image' as const }, '/media/a.jpg'],
    [
      {
        imageUrl: '/media/a.jpg',
        mediaType: 'image' as const,
        imageVariants: { thumb: '/media/a-400.jpg', card: '/media/a-800.jpg' },
      },
      '/media/a-800.jpg',
    ],
    [{ imageUrl: '/media/a.mp4', mediaType: 'video' as const }, undefined],
    [{ imageUrl: '/media/b.webm', mediaType: null }, undefined],
  ])('should pick the share image of %j', (over, image) => {
    expect(postMeta(post(over)).image).toBe(image)
  })
})
