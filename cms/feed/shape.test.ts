import { describe, expect, it } from 'vitest'
import type { FeedMedia as Media } from '../payload-types'
import { mediaFields } from './shape'

const media = (fields: Partial<Media>): Media => ({
  id: 1,
  alt: 'x',
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  ...fields,
})

describe('mediaFields', () => {
  it.each([
    [
      'an uploaded video as stored',
      media({ url: '/m/a.mp4', mimeType: 'video/mp4' }),
      null,
      { imageUrl: '/m/a.mp4', imageVariants: null, mediaType: 'video' },
    ],
    [
      'an uploaded photo: display copy and variants',
      media({
        url: '/m/a.jpg',
        mimeType: 'image/jpeg',
        sizes: {
          thumb: { url: '/m/a-400x225.webp' },
          card: { url: '/m/a-800x450.webp' },
          display: { url: '/m/a-1200x900.webp' },
        },
      }),
      null,
      {
        imageUrl: '/m/a-1200x900.webp',
        imageVariants: { thumb: '/m/a-400x225.webp', card: '/m/a-800x450.webp' },
        mediaType: 'image',
      },
    ],
    [
      'a small photo with no variants: the original',
      media({ url: '/m/s.png', mimeType: 'image/png', sizes: {} }),
      null,
      { imageUrl: '/m/s.png', imageVariants: { thumb: null, card: null }, mediaType: 'image' },
    ],
    [
      'a photo as a visitor reads it: its original hidden, the display copy shown',
      media({
        url: null,
        filename: null,
        mimeType: 'image/jpeg',
        sizes: { display: { url: '/d.webp' } },
      }),
      null,
      { imageUrl: '/d.webp', imageVariants: { thumb: null, card: null }, mediaType: 'image' },
    ],
    [
      'a video link to a stored file',
      null,
      '/cms-api/feed-media/file/clip.webm',
      { imageUrl: '/cms-api/feed-media/file/clip.webm', imageVariants: null, mediaType: 'video' },
    ],
    [
      'a YouTube link: no media kind (the UI shows a preview card)',
      null,
      'https://youtu.be/abcDEF12345',
      { imageUrl: 'https://youtu.be/abcDEF12345', imageVariants: null, mediaType: null },
    ],
    [
      'an image link to a stored file',
      null,
      ' /cms-api/media/file/wave.jpg ',
      { imageUrl: '/cms-api/media/file/wave.jpg', imageVariants: null, mediaType: 'image' },
    ],
    [
      'an outside link (stored before only own media was allowed): nothing',
      null,
      'https://img.example/wave.jpg',
      { imageUrl: null, imageVariants: null, mediaType: null },
    ],
    ['nothing', null, '  ', { imageUrl: null, imageVariants: null, mediaType: null }],
  ])('should describe %s', (_label, stored, link, expected) => {
    expect(mediaFields(stored, link)).toEqual(expected)
  })
})
