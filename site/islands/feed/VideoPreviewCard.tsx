import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  nextThumbnailQuality,
  youTubeThumbnailUrl,
  type YouTubeThumbnailQuality,
} from '../../../shared/domain/feed/media'
import { videoPreviewQueryOptions } from '../../lib/browser-only/queries/feed'

/** A video link preview: a skeleton, then thumbnail, title and channel. The thumbnail
 *  steps down standard → medium → high → default when one fails to load. */
export function VideoPreviewCard({ videoId }: { videoId: string }) {
  const preview = useQuery(videoPreviewQueryOptions(videoId))
  const [quality, setQuality] = useState<YouTubeThumbnailQuality | null>('sddefault')
  if (!preview.data) {
    return (
      <div
        role="status"
        aria-label="Loading video preview"
        data-testid="video-preview-skeleton"
        className="flex animate-pulse gap-3 rounded-lg border border-slate-200 p-2"
      >
        <div className="h-20 w-32 rounded bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
    )
  }
  const { title, channelTitle } = preview.data
  return (
    <a
      href={`https://www.youtube.com/watch?v=${videoId}`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="video-preview"
      className="flex gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50"
    >
      {quality && (
        <img
          src={youTubeThumbnailUrl(videoId, quality)}
          onError={() => setQuality(nextThumbnailQuality(quality))}
          alt=""
          loading="lazy"
          className="h-20 w-32 rounded object-cover"
        />
      )}
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-slate-600">{channelTitle}</span>
      </span>
    </a>
  )
}
