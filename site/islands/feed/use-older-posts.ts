import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { FEED_PAGE_SIZE } from '../../../shared/domain/feed/feed-pages'
import { apiRequest } from '../../lib/browser-only/api-client'
import { appendOlder } from '../../lib/browser-only/feed/cache'
import { withParam } from '../../lib/browser-only/queries/feed'

export type OlderPosts = {
  /** A full page came last: there may be older posts. */
  canLoad: boolean
  loading: boolean
  failed: boolean
  load: () => void
}

type Options = {
  queryKey: QueryKey
  /** The list's path (/api/feed, /api/feed?spotId=…); `before` is added to it. */
  path: string
  posts: readonly FeedPost[] | undefined
  /** What of a page the list shows (spot posts match by spotId or name again). */
  keep?: (page: FeedPost[]) => FeedPost[]
}

/**
 * The next older page of a post list (GET …?before=<oldest id shown>), added to the end of the
 * cached list so live events and refetches keep working on one array. The server pages by 20;
 * a shorter page means the visitor has reached the first post.
 */
export function useOlderPosts({ queryKey, path, posts, keep = (p) => p }: Options): OlderPosts {
  const client = useQueryClient()
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [reachedEnd, setReachedEnd] = useState(false)
  const load = async () => {
    if (!posts?.length || loading) return
    const oldest = Math.min(...posts.map((p) => p.id))
    setLoading(true)
    setFailed(false)
    try {
      const page = await apiRequest<FeedPost[]>('GET', withParam(path, 'before', oldest))
      client.setQueryData<FeedPost[]>(queryKey, (list = []) => appendOlder(list, keep(page)))
      setReachedEnd(page.length < FEED_PAGE_SIZE)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }
  return {
    canLoad: !reachedEnd && (posts?.length ?? 0) >= FEED_PAGE_SIZE,
    loading,
    failed,
    load: () => void load(),
  }
}
