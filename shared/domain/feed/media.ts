// Media links in posts: which URLs are videos (two lists), and YouTube ids and
// thumbnails for link previews (thumbnails fall back standard → medium → high → default).

export const FEED_VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'] as const

export const SPOT_POST_VIDEO_EXTENSIONS = [
  'mp4',
  'mov',
  'avi',
  'mkv',
  'webm',
  'm4v',
  '3gp',
  'flv',
] as const

export const YOUTUBE_THUMBNAIL_QUALITIES = [
  'sddefault',
  'mqdefault',
  'hqdefault',
  'default',
] as const

export type YouTubeThumbnailQuality = (typeof YOUTUBE_THUMBNAIL_QUALITIES)[number]

/** Lower-case extension of a URL's path, ignoring ?query and #hash; '' when there is none. */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

function hasExtension(url: string | null | undefined, list: readonly string[]): boolean {
  return typeof url === 'string' && list.includes(urlExtension(url.trim()))
}

/** True when a feed post's media URL is a video (mp4, webm, ogg, mov). */
export function isFeedVideoUrl(url: string | null | undefined): boolean {
  return hasExtension(url, FEED_VIDEO_EXTENSIONS)
}

/** True when a spot post's media URL is a video (the longer extension list). */
export function isSpotPostVideoUrl(url: string | null | undefined): boolean {
  return hasExtension(url, SPOT_POST_VIDEO_EXTENSIONS)
}

const YOUTUBE_ID = /[A-Za-z0-9_-]{11}(?![A-Za-z0-9_-])/.source
const YOUTUBE_LINK = new RegExp(
  String.raw`(?:^|[^\w.-])(?:https?://)?(?:(?:www|m|music)\.)?` +
    String.raw`(?:youtube(?:-nocookie)?\.com/(?:watch\?(?:[^\s#]*?&)?v=|shorts/|embed/|live/)` +
    String.raw`|youtu\.be/)(${YOUTUBE_ID})`,
  'i',
)

/** The 11-character id of the first YouTube link in a text (watch, youtu.be, shorts, embed). */
export function extractYouTubeId(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null
  return YOUTUBE_LINK.exec(text)?.[1] ?? null
}

/** Thumbnail image URL of a YouTube video at a quality (standard by default). */
export function youTubeThumbnailUrl(
  id: string,
  quality: YouTubeThumbnailQuality = 'sddefault',
): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${quality}.jpg`
}

/** The quality to try after one failed to load; null after the last. */
export function nextThumbnailQuality(
  quality: YouTubeThumbnailQuality,
): YouTubeThumbnailQuality | null {
  return YOUTUBE_THUMBNAIL_QUALITIES[YOUTUBE_THUMBNAIL_QUALITIES.indexOf(quality) + 1] ?? null
}
