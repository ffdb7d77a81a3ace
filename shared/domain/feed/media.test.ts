import { describe, expect, it } from 'vitest'
import {
  YOUTUBE_THUMBNAIL_QUALITIES,
  extractYouTubeId,
  isFeedVideoUrl,
  isSpotPostVideoUrl,
  nextThumbnailQuality,
  urlExtension,
  youTubeThumbnailUrl,
} from './media'

describe('video URLs', () => {
  it.each([
    // url, feed video, spot-post video
    ['/uploads/wave.mp4', true, true],
    ['https://cdn.example/a/WAVE.MOV', true, true],
    ['https://cdn.example/clip.webm?token=abc.jpg', true, true],
    ['https://cdn.example/clip.ogg#t=10', true, false],
    ['https://cdn.example/clip.avi', false, true],
    ['https://cdn.example/clip.mkv', false, true],
    ['https://cdn.example/clip.m4v', false, true],
    ['https://cdn.example/clip.3gp', false, true],
    ['https://cdn.example/clip.flv', false, true],
    ['https://cdn.example/photo.jpg?v=clip.mp4', false, false],
    ['https://cdn.example.mp4/photo', false, false],
    ['https://youtu.be/dQw4w9WgXcQ', false, false],
    ['', false, false],
    [null, false, false],
  ])('should say %j is a feed video: %s, a spot-post video: %s', (url, feed, spotPost) => {
    expect(isFeedVideoUrl(url)).toBe(feed)
    expect(isSpotPostVideoUrl(url)).toBe(spotPost)
  })

  it.each([
    ['a/b/c.tar.gz', 'gz'],
    ['a/b.c/d', ''],
    ['file.MP4?x=1', 'mp4'],
  ])('should read the extension of %s as %j', (url, ext) => {
    expect(urlExtension(url)).toBe(ext)
  })
})

describe('extractYouTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=eiHXASgRTcA', 'eiHXASgRTcA'],
    ['https://youtube.com/watch?feature=share&v=eiHXASgRTcA&t=30s', 'eiHXASgRTcA'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a1B2c3D4e_-', 'a1B2c3D4e_-'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['Firing today! youtube.com/watch?v=dQw4w9WgXcQ check it', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQextra', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://vimeo.com/123456789', null],
    ['no links here', null],
    [null, null],
  ])('should find in %j the id %j', (text, id) => {
    expect(extractYouTubeId(text)).toBe(id)
  })
})

describe('YouTube thumbnails', () => {
  it('should fall back standard → medium → high → default', () => {
    expect(YOUTUBE_THUMBNAIL_QUALITIES).toEqual(['sddefault', 'mqdefault', 'hqdefault', 'default'])
  })

  it.each([
    ['sddefault', 'mqdefault'],
    ['mqdefault', 'hqdefault'],
    ['hqdefault', 'default'],
    ['default', null],
  ] as const)('should try after %s: %j', (quality, next) => {
    expect(nextThumbnailQuality(quality)).toBe(next)
  })

  it.each([
    [undefined, 'https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg'],
    ['hqdefault', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
  ] as const)('should build the %s thumbnail URL', (quality, url) => {
    expect(youTubeThumbnailUrl('dQw4w9WgXcQ', quality)).toBe(url)
  })
})
