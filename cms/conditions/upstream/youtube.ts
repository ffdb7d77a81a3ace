// YouTube oEmbed: title, channel and thumbnail without an API key.
// Private, removed or non-embeddable videos answer 401/403/404 with a plain-text body.
import { z } from 'zod'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fetchJson } from './http'

export type YouTubeMetadata = {
  videoId: string
  title: string
  channelTitle: string
  thumbnail: string
}

const OEmbedSchema = z.object({
  title: z.string(),
  author_name: z.string(),
  thumbnail_url: z.string().optional(),
})

/** Fetches a video's title, channel and thumbnail through oEmbed. */
export async function fetchYouTubeMetadata(
  videoId: string,
  { config = readUpstreamConfig() }: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<YouTubeMetadata>> {
  const id = videoId.trim()
  const url = upstreamUrl(config, 'youtube', '/oembed')
  url.searchParams.set('url', `https://www.youtube.com/watch?v=${id}`)
  url.searchParams.set('format', 'json')
  const result = await fetchJson({ source: 'youtube', url, config }, OEmbedSchema)
  if (!result.ok) return result
  const { title, author_name, thumbnail_url } = result.value
  const thumbnail =
    thumbnail_url ?? `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`
  return {
    ok: true,
    value: { videoId: id, title, channelTitle: author_name, thumbnail },
    fetchedAt: result.fetchedAt,
  }
}
