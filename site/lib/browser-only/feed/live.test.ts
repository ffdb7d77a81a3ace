import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { FeedPost } from '../../../../shared/contracts/feed'
import { testPost } from '../../universal/feed-test-post'
import { cacheComment, cacheLike, cachePost, cachePostDeleted } from './live'
import { FEED_LIST_KEY, FEED_POST_KEY, FEED_SPOT_KEY, FEED_COMMENTS_KEY } from '../queries/feed'

const post = testPost

const SPOT_KEY = [...FEED_SPOT_KEY, 7, 'Pipeline']

function seeded() {
  const client = new QueryClient()
  client.setQueryData(FEED_LIST_KEY, [post(2), post(1)])
  client.setQueryData(SPOT_KEY, [post(1, { spotId: 7 })])
  client.setQueryData([...FEED_POST_KEY, 1], post(1, { spotId: 7, isLiked: true }))
  return client
}
const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<FeedPost[]>(key)?.map((p) => p.id)

describe('feed cache from events', () => {
  it('should add a created post to the feed and only to the spots it belongs to', () => {
    const client = seeded()
    cachePost(client, post(3, { location: 'Malibu' }), 'created')
    expect(ids(client, FEED_LIST_KEY)).toEqual([3, 2, 1])
    expect(ids(client, SPOT_KEY)).toEqual([1])
    cachePost(client, post(4, { location: 'Banzai Pipeline' }), 'created')
    expect(ids(client, SPOT_KEY)).toEqual([4, 1])
  })

  it('should not put an edited post the feed never had on top of it', () => {
    const client = seeded()
    cachePost(client, post(99, { content: 'old post edited' }), 'updated')
    expect(ids(client, FEED_LIST_KEY)).toEqual([2, 1])
  })

  it('should move an edited post out of a spot whose name its location lost', () => {
    const client = seeded()
    cachePost(client, post(1, { spotId: null, location: 'Malibu' }), 'updated')
    expect(ids(client, SPOT_KEY)).toEqual([])
    expect(client.getQueryData<FeedPost>([...FEED_POST_KEY, 1])).toMatchObject({
      location: 'Malibu',
      isLiked: true,
    })
  })

  it('should remove a deleted post and its comments', () => {
    const client = seeded()
    client.setQueryData([...FEED_COMMENTS_KEY, 1], [])
    cachePostDeleted(client, 1)
    expect(ids(client, FEED_LIST_KEY)).toEqual([2])
    expect(ids(client, SPOT_KEY)).toEqual([])
    expect(client.getQueryData([...FEED_COMMENTS_KEY, 1])).toBeUndefined()
  })

  it('should count a like everywhere and keep the single post my own heart', () => {
    const client = seeded()
    cacheLike(client, { postId: 1, likeCount: 5, userId: 42, isLiked: false }, 9)
    expect(client.getQueryData<FeedPost>([...FEED_POST_KEY, 1])).toMatchObject({
      likeCount: 5,
      isLiked: true,
    })
    expect(client.getQueryData<FeedPost[]>(SPOT_KEY)?.[0]?.likeCount).toBe(5)
  })

  it('should append a comment to an open thread and count it on the post', () => {
    const client = seeded()
    client.setQueryData([...FEED_COMMENTS_KEY, 1], [])
    const comment = {
      id: 8,
      postId: 1,
      userId: 3,
      content: 'Nice',
      createdAt: '2026-11-21T12:01:00.000Z',
      userFirstName: null,
      userLastName: null,
      userProfileImage: null,
    }
    cacheComment(client, { postId: 1, comment, commentCount: 1 })
    expect(client.getQueryData([...FEED_COMMENTS_KEY, 1])).toEqual([comment])
    expect(client.getQueryData<FeedPost[]>(FEED_LIST_KEY)?.[1]?.commentCount).toBe(1)
  })
})
