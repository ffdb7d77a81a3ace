import { describe, expect, it } from 'vitest'
import type { FeedComment } from '../../../../shared/contracts/feed'
import { testPost } from '../../universal/feed-test-post'
import {
  appendComment,
  appendOlder,
  applyComment,
  applyLike,
  mergePost,
  removePost,
  replacePost,
  upsertPost,
} from './cache'

const post = testPost

const comment = (id: number): FeedComment => ({
  id,
  postId: 1,
  userId: 2,
  content: `comment ${id}`,
  createdAt: '2026-11-21T12:00:00.000Z',
  userFirstName: 'Mia',
  userLastName: null,
  userProfileImage: null,
})

describe('feed cache updates', () => {
  it('should keep my like when an event brings the post with isLiked false', () => {
    expect(mergePost(post(1, { content: 'new' }), post(1, { isLiked: true }))).toMatchObject({
      content: 'new',
      isLiked: true,
    })
  })

  it('should put a new post on top and replace a known one in place', () => {
    const list = [post(1), post(2)]
    expect(upsertPost(list, post(3)).map((p) => p.id)).toEqual([3, 1, 2])
    expect(upsertPost(list, post(2, { content: 'edited' }))[1]?.content).toBe('edited')
  })

  it('should replace only a post the list holds', () => {
    expect(replacePost([post(1)], post(2))).toEqual([post(1)])
    expect(replacePost([post(1)], post(1, { content: 'x' }))[0]?.content).toBe('x')
  })

  it('should remove a deleted post', () => {
    expect(removePost([post(1), post(2)], 1).map((p) => p.id)).toEqual([2])
  })

  it.each([
    [2, true, true],
    [2, false, false],
    [9, true, false],
  ])('should take isLiked from a like by user %i only when that is me', (userId, liked, mine) => {
    const event = { postId: 1, likeCount: 4, userId, isLiked: liked }
    expect(applyLike(post(1), event, 2)).toMatchObject({ likeCount: 4, likes: 4, isLiked: mine })
  })

  it('should leave other posts alone on a like or comment', () => {
    const other = post(5)
    expect(applyLike(other, { postId: 1, likeCount: 3, userId: 2, isLiked: true }, 2)).toBe(other)
    expect(applyComment(other, { postId: 1, comment: comment(1), commentCount: 1 })).toBe(other)
  })

  it('should add a comment once and take the committed count', () => {
    const once = applyComment(post(1), { postId: 1, comment: comment(4), commentCount: 1 })
    const twice = applyComment(once, { postId: 1, comment: comment(4), commentCount: 2 })
    expect(twice.comments.map((c) => c.id)).toEqual([4])
    expect(twice.commentCount).toBe(1)
    expect(appendComment([comment(1)], comment(2)).map((c) => c.id)).toEqual([1, 2])
  })

  it('should add an older page at the end, once', () => {
    const list = [post(9), post(8)]
    // A post that arrived live shifted the page: 8 comes back with the older ones.
    expect(appendOlder(list, [post(8), post(7), post(6)]).map((p) => p.id)).toEqual([9, 8, 7, 6])
    expect(appendOlder(list, []).map((p) => p.id)).toEqual([9, 8])
  })
})
