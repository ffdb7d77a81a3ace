import { useState } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { isFeedVideoUrl, isSpotPostVideoUrl } from '../../../shared/domain/feed/media'
import { embeddedVideoLink } from '../../../shared/domain/feed/spot-posts'
import type { FeedVariant } from './messages'

type Props = { post: FeedPost; variant: FeedVariant }

/** Whether a post's media is a video: the feed also trusts the upload's mediaType;
 *  spot posts go by the longer extension list. */
function isVideo(post: FeedPost, variant: FeedVariant): boolean {
  if (variant === 'spot') return isSpotPostVideoUrl(post.imageUrl)
  return post.mediaType === 'video' || isFeedVideoUrl(post.imageUrl)
}

/** A spot post's video: autoplaying, looping and muted; a click shows or hides the controls. */
function SpotVideo({ src }: { src: string }) {
  const [controls, setControls] = useState(false)
  return (
    <video
      src={src}
      autoPlay
      loop
      muted
      playsInline
      controls={controls}
      onClick={() => setControls((shown) => !shown)}
      aria-label="Post video"
      className="max-h-[32rem] w-full rounded-lg bg-black"
    />
  )
}

/** The post's photo (with its smaller variants for the browser to choose) or video. */
export function PostMedia({ post, variant }: Props) {
  const url = post.imageUrl
  if (!url || embeddedVideoLink(url)) return null
  if (isVideo(post, variant)) {
    if (variant === 'spot') return <SpotVideo src={url} />
    return (
      <video
        src={url}
        controls
        preload="metadata"
        aria-label="Post video"
        className="max-h-[32rem] w-full rounded-lg bg-black"
      />
    )
  }
  const variants = post.imageVariants
  const srcSet = [
    variants?.thumb && `${variants.thumb} 400w`,
    variants?.card && `${variants.card} 800w`,
    `${url} 1200w`,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <img
      src={url}
      srcSet={variants ? srcSet : undefined}
      sizes={variants ? '(min-width: 768px) 672px, 100vw' : undefined}
      alt={post.location ? `Photo from ${post.location}` : 'Post photo'}
      loading="lazy"
      decoding="async"
      className="max-h-[32rem] w-full rounded-lg object-cover"
    />
  )
}
