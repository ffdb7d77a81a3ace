// Which feed posts a spot's page shows, and the text a spot post displays.
import { extractYouTubeId } from './media'

type SpotRef = { id: number; name: string }
type PostRef = { spotId: number | null; location: string | null }

/** True when a post belongs to a spot: its spotId is the spot's id, or its location text
 *  contains the spot's name (case-insensitive). */
export function isPostOfSpot(post: PostRef, spot: SpotRef): boolean {
  if (post.spotId === spot.id) return true
  const name = spot.name.trim().toLowerCase()
  return name !== '' && (post.location ?? '').toLowerCase().includes(name)
}

/** The posts of a list that belong to a spot, in their order. */
export function postsOfSpot<T extends PostRef>(posts: readonly T[], spot: SpotRef): T[] {
  return posts.filter((post) => isPostOfSpot(post, spot))
}

/** The video-host link a spot post keeps in imageUrl (a YouTube link), or null. */
export function embeddedVideoLink(imageUrl: string | null | undefined): string | null {
  return imageUrl && extractYouTubeId(imageUrl) ? imageUrl.trim() : null
}

/** A spot post's text: its content, with an embedded video link from imageUrl appended
 *  unless the content already carries it. */
export function spotPostText(post: { content: string; imageUrl: string | null }): string {
  const link = embeddedVideoLink(post.imageUrl)
  if (!link || post.content.includes(link)) return post.content
  return post.content.trim() ? `${post.content.trimEnd()}\n\n${link}` : link
}
