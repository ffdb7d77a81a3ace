import { describe, expect, it } from 'vitest'
import { isShownImageUrl, isShownMediaUrl } from './shown-media'

const OWN = ['https://firing.example']

describe('which image URLs may be shown', () => {
  it('should allow Firing’s own files, relative or on its own origin', () => {
    for (const url of [
      '/cms-api/media/file/hero.webp',
      '/cms-api/feed-media/file/0b1c-2d.jpg',
      'https://firing.example/cms-api/feed-media/file/a-400x225.webp',
    ]) {
      expect([url, isShownImageUrl(url, OWN)]).toEqual([url, true])
    }
  })

  it('should allow YouTube thumbnails only on their hosts and paths', () => {
    expect(isShownImageUrl('https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg')).toBe(true)
    expect(isShownImageUrl('https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg')).toBe(true)
    expect(isShownImageUrl('https://i.ytimg.com/vi_webp/dQw4w9WgXcQ/hqdefault.webp')).toBe(true)
    expect(isShownImageUrl('http://i.ytimg.com/vi/dQw4w9WgXcQ/0.jpg')).toBe(false)
    expect(isShownImageUrl('https://i.ytimg.com/track.gif')).toBe(false)
    expect(isShownImageUrl('https://i.ytimg.com.evil.example/vi/dQw4w9WgXcQ/0.jpg')).toBe(false)
  })

  it('should refuse everything else', () => {
    for (const url of [
      'https://tracker.example/x.png',
      '//tracker.example/x.png',
      '/\\tracker.example/x.png',
      'https://firing.example.evil/cms-api/media/file/a.webp',
      'https://user@firing.example/cms-api/media/file/a.webp',
      'https://firing.example/cms-api/media/file/a.webp?x=1',
      '/cms-api/media/file/../../x.png',
      '/cms-api/users/me',
      '/media/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      ' ',
    ]) {
      expect([url, isShownImageUrl(url, OWN)]).toEqual([url, false])
    }
  })

  it('should allow YouTube video links for post media, not for pictures', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect([url, isShownMediaUrl(url), isShownImageUrl(url)]).toEqual([url, true, false])
    }
    expect(isShownMediaUrl('https://tracker.example/?v=https://youtu.be/dQw4w9WgXcQ')).toBe(false)
    expect(isShownMediaUrl('https://www.youtube.com/about')).toBe(false)
    expect(isShownMediaUrl('https://tracker.example/clip.mp4')).toBe(false)
  })
})
