// Link previews for YouTube links in posts: title and channel through oEmbed on the
// server, remembered in memory; when YouTube cannot say, the spec's fallback title and channel.
import type { Payload } from 'payload'
import type { VideoPreview } from '../../shared/contracts/feed'
import { youTubeThumbnailUrl } from '../../shared/domain/feed/media'
import { createTtlCache } from '../conditions/upstream/cache'
import { fetchYouTubeMetadata } from '../conditions/upstream/youtube'

const HOUR = 60 * 60 * 1000
// Titles rarely change: a day. A failure is remembered briefly, so a hiccup does not stick.
const found = createTtlCache<VideoPreview>({ maxEntries: 2000, ttlMs: 24 * HOUR })
const missing = createTtlCache<VideoPreview>({ maxEntries: 2000, ttlMs: 5 * 60 * 1000 })

/** The preview of a video id (already validated), from memory when possible. */
export async function videoPreview(payload: Payload, videoId: string): Promise<VideoPreview> {
  const cached = found.get(videoId) ?? missing.get(videoId)
  if (cached) return cached
  const thumbnail = youTubeThumbnailUrl(videoId)
  const result = await fetchYouTubeMetadata(videoId)
  if (result.ok) {
    const { title, channelTitle } = result.value
    const preview = { videoId, title, channelTitle, thumbnail }
    found.set(videoId, preview)
    return preview
  }
  payload.logger.warn({ msg: 'youtube oEmbed failed', videoId, error: result.error })
  const fallback = { videoId, title: 'YouTube Video', channelTitle: 'YouTube', thumbnail }
  missing.set(videoId, fallback)
  return fallback
}
