import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { PostList } from './PostList'
import { useLiveFeed } from './use-live-feed'
import { useOlderPosts } from './use-older-posts'
import { useNow } from './use-now'

type ListProps = ComponentProps<typeof PostList>

type Props<K extends QueryKey> = Pick<ListProps, 'variant' | 'myUserId' | 'spots' | 'empty'> & {
  /** The list's query options (feedQueryOptions(), spotPostsQueryOptions(spot)). */
  query: { queryKey: K; queryFn?: QueryFunction<FeedPost[], K> }
  /** The list's path, which older pages are asked from. */
  path: string
  /** What of an older page the list shows (see useOlderPosts). */
  keep?: (page: FeedPost[]) => FeedPost[]
  /** null when the server could not load them: the list fetches and shows skeletons. */
  initialPosts: FeedPost[] | null
  serverNow: string
}

/** A post list kept live by the socket, paged back on request, its ages ticking each minute. */
export function LivePostList<K extends QueryKey>(props: Props<K>) {
  const { query, path, keep, initialPosts, serverNow, ...list } = props
  const posts = useQuery({ ...query, initialData: initialPosts ?? undefined })
  const { announcement, live } = useLiveFeed(list.myUserId)
  const older = useOlderPosts({ queryKey: query.queryKey, path, posts: posts.data, keep })
  const now = useNow(serverNow)
  return (
    <PostList
      {...list}
      posts={posts.data}
      now={now}
      announcement={announcement}
      live={live}
      older={older}
    />
  )
}
