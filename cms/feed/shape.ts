// Turns stored rows into the shapes of shared/contracts/feed.ts.
import type { FeedComment, FeedPost, FeedSurfReport } from '../../shared/contracts/feed'
import { extractYouTubeId, isFeedVideoUrl } from '../../shared/domain/feed/media'
import { shownImage, shownMedia } from '../fields/shown-media'
import type {
  FeedPost as PostDoc,
  FeedPostComment as CommentDoc,
  FeedMedia as Media,
  SurferReport as ReportDoc,
  SurfSpot,
} from '../payload-types'
import { type Author, idOf } from './authors'

type Relation<T extends { id: number }> = number | T | null | undefined

/** A stored comment as the UI reads it. */
export function toFeedComment(doc: CommentDoc, author: Author): FeedComment {
  return {
    id: doc.id,
    postId: idOf(doc.post as Relation<{ id: number }>) ?? 0,
    userId: idOf(doc.author as Relation<{ id: number }>) ?? 0,
    content: doc.content,
    createdAt: doc.createdAt,
    userFirstName: author.firstName,
    userLastName: author.lastName,
    userProfileImage: shownImage(author.profileImageUrl),
    // Only the author and staff read a hidden row (cms/access/shown-or-own.ts).
    ...(doc.hidden ? { hidden: true as const } : {}),
  }
}

type MediaFields = Pick<FeedPost, 'imageUrl' | 'imageVariants' | 'mediaType'>

/**
 * The display URL and kind of a post's media: an uploaded video as stored (streamed with Range
 * by /cms-api/feed-media/file), an uploaded photo's display copy with its smaller variants (its
 * original is staff-only: cms/collections/feed-media/original-access.ts), or a link (a video when
 * its extension says so, no media kind for a YouTube link, which the UI shows as a preview card,
 * an image otherwise). A link to anywhere but Firing's files or YouTube is never shown.
 */
export function mediaFields(media: Relation<Media>, imageUrl: string | null | undefined) {
  if (media && typeof media === 'object') {
    if (media.mimeType?.startsWith('video/')) {
      return {
        imageUrl: media.url ?? null,
        imageVariants: null,
        mediaType: 'video',
      } satisfies MediaFields
    }
    const sizes = media.sizes as Record<string, { url?: string | null } | undefined> | undefined
    const [thumb, card] = [sizes?.thumb?.url ?? null, sizes?.card?.url ?? null]
    // Photos stored before every photo had a display copy fall back to a smaller size.
    const display = sizes?.display?.url ?? card ?? thumb ?? media.url ?? null
    if (display) {
      return {
        imageUrl: display,
        imageVariants: { thumb, card },
        mediaType: 'image',
      } satisfies MediaFields
    }
  }
  const link = shownMedia(imageUrl)
  const mediaType = !link
    ? null
    : isFeedVideoUrl(link)
      ? 'video'
      : extractYouTubeId(link)
        ? null
        : 'image'
  return { imageUrl: link, imageVariants: null, mediaType } satisfies MediaFields
}

export type PostExtras = {
  author: Author
  isLiked: boolean
  likeCount: number
  comments: FeedComment[]
  commentCount: number
  surfReport: FeedSurfReport | null
}

type SpotFacts = Pick<SurfSpot, 'name' | 'timeZone'>

/** A stored surf report as a post carries it; its spot's name and time zone come from `spot`. */
export function toFeedSurfReport(doc: ReportDoc, spot: SpotFacts | undefined): FeedSurfReport {
  return {
    spotId: idOf(doc.spot as Relation<{ id: number }>) ?? 0,
    spotName: spot?.name ?? null,
    timeZone: spot?.timeZone ?? 'UTC',
    surfedAt: doc.surfedAt,
    size: doc.size,
    rating: doc.rating,
    wind: doc.wind,
  }
}

/** A stored post, with what the caller computed around it, as the UI reads it. */
export function toFeedPost(doc: PostDoc, extras: PostExtras): FeedPost {
  return {
    id: doc.id,
    userId: idOf(doc.author as Relation<{ id: number }>) ?? 0,
    content: doc.content,
    ...mediaFields(doc.media, doc.imageUrl),
    location: doc.location ?? null,
    spotId: idOf(doc.spot as Relation<{ id: number }>),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    userFirstName: extras.author.firstName,
    userLastName: extras.author.lastName,
    userProfileImage: shownImage(extras.author.profileImageUrl),
    isLiked: extras.isLiked,
    likes: extras.likeCount,
    likeCount: extras.likeCount,
    comments: extras.comments,
    commentCount: extras.commentCount,
    surfReport: extras.surfReport,
    // Only the author and staff read a hidden row (cms/access/shown-or-own.ts).
    ...(doc.hidden ? { hidden: true as const } : {}),
  }
}
