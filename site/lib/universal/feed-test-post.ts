// One feed post for the browser-side unit tests: a plain text post by Kai, overridable per test.
import type { FeedPost } from '../../../shared/contracts/feed'

/** A feed post with id `id` and content `post {id}`, then the overrides. */
export const testPost = (id: number, over: Partial<FeedPost> = {}): FeedPost => ({
  id,
  userId: 1,
  content: `post ${id}`,
  imageUrl: null,
  imageVariants: null,
  mediaType: null,
  location: null,
  spotId: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  userFirstName: 'Kai',
  userLastName: null,
  userProfileImage: null,
  isLiked: false,
  likes: 0,
  likeCount: 0,
  comments: [],
  commentCount: 0,
  surfReport: null,
  ...over,
})
