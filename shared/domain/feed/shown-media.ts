// Which image and media URLs Firing ever puts in a page: a URL a surfer saved
// loads in every viewer's browser, so only files Firing stores and the one known video host are
// allowed. Anything else (trackers, other sites, other schemes) is refused on write and dropped
// on read. The same rules run in the collections' field validation and in what the API answers.
import { extractYouTubeId } from './media'

export const OUTSIDE_IMAGE_MESSAGE =
  'Only images stored by Firing or YouTube thumbnails may be shown'
export const OUTSIDE_MEDIA_MESSAGE =
  'Only media stored by Firing or YouTube videos and thumbnails may be linked'

/** A file of an upload collection as Payload serves it: /cms-api/{media|feed-media}/file/{name}. */
const OWN_FILE_PATH = /^\/cms-api\/(?:media|feed-media)\/file\/[A-Za-z0-9][A-Za-z0-9._~-]*$/

/** YouTube's thumbnail hosts: /vi/{11-character id}/{name}.jpg (or /vi_webp/….webp). */
const THUMBNAIL_HOSTS = new Set(['i.ytimg.com', 'img.youtube.com'])
const THUMBNAIL_PATH = /^\/vi(?:_webp)?\/[A-Za-z0-9_-]{11}\/[A-Za-z0-9_]+\.(?:jpg|webp)$/

/** Hosts of YouTube video links (a spot post keeps one in imageUrl; the UI shows its thumbnail). */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

/** The URL if it parses as an absolute http(s) URL with no user info, else null. */
function absolute(url: string): URL | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    const parsed = new URL(url)
    return parsed.username || parsed.password ? null : parsed
  } catch {
    return null
  }
}

/** A file Firing stores: a site-relative file path, or the same on one of Firing's own origins. */
function isOwnFile(url: string, ownOrigins: readonly string[]): boolean {
  if (url.startsWith('/')) return OWN_FILE_PATH.test(url)
  const parsed = absolute(url)
  if (!parsed || parsed.search || parsed.hash) return false
  return ownOrigins.includes(parsed.origin) && OWN_FILE_PATH.test(parsed.pathname)
}

function isYouTubeThumbnail(url: string): boolean {
  const parsed = absolute(url)
  return (
    parsed?.protocol === 'https:' &&
    THUMBNAIL_HOSTS.has(parsed.hostname) &&
    !parsed.port &&
    !parsed.search &&
    THUMBNAIL_PATH.test(parsed.pathname)
  )
}

function isYouTubeLink(url: string): boolean {
  const parsed = absolute(url)
  if (!parsed || parsed.port || !VIDEO_HOSTS.has(parsed.hostname)) return false
  // The id must come from the link itself, not from a YouTube URL tucked into its query.
  return extractYouTubeId(`${parsed.origin}${parsed.pathname}${parsed.search}`) !== null
}

/** May this picture (a profile picture) be shown? Own files and YouTube thumbnails only. */
export function isShownImageUrl(url: string, ownOrigins: readonly string[] = []): boolean {
  return isOwnFile(url, ownOrigins) || isYouTubeThumbnail(url)
}

/** May this post media link be shown? Also a YouTube video link (shown as its thumbnail). */
export function isShownMediaUrl(url: string, ownOrigins: readonly string[] = []): boolean {
  return isShownImageUrl(url, ownOrigins) || isYouTubeLink(url)
}
