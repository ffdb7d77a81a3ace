// Title, description and image of a single post's page for link previews (the page is
// typed as an article; its title and description come from the post text, its image from its media).
import type { FeedPost } from '../../../../shared/contracts/feed'
import { isFeedVideoUrl } from '../../../../shared/domain/feed/media'
import { displayName } from '../../../../shared/domain/feed/people'

const TITLE_CHARS = 60
const DESCRIPTION_CHARS = 160

/** The text cut at a word boundary to at most max characters, with an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

type PostMeta = { title: string; description: string; image: string | undefined }

/** The head tags' content for /discover/post/{id}. */
export function postMeta(post: FeedPost): PostMeta {
  const author = displayName({ firstName: post.userFirstName })
  const where = post.location ? ` at ${post.location}` : ''
  const isImage =
    post.imageUrl !== null && post.mediaType !== 'video' && !isFeedVideoUrl(post.imageUrl)
  return {
    title: clipText(post.content, TITLE_CHARS) || `Surf story by ${author}`,
    description: clipText(`${author}${where}: ${post.content}`, DESCRIPTION_CHARS),
    image: isImage ? (post.imageVariants?.card ?? post.imageUrl ?? undefined) : undefined,
  }
}
