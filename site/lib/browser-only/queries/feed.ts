// queryOptions factories for the Discover feed. Every feed query starts with
// FEED_KEY, so the realtime client and the mutations reach them all with one prefix.
import { queryOptions } from '@tanstack/react-query'
import type {
  FeedComment,
  FeedPost,
  LocationSuggestion,
  VideoPreview,
} from '../../../../shared/contracts/feed'
import { FEED_PAGE_SIZE, MAX_FEED_PAGE } from '../../../../shared/domain/feed/feed-pages'
import { postsOfSpot } from '../../../../shared/domain/feed/spot-posts'
import { apiRequest } from '../api-client'

export const FEED_KEY = ['feed'] as const
export const FEED_LIST_KEY = [...FEED_KEY, 'list'] as const
export const FEED_SPOT_KEY = [...FEED_KEY, 'spot'] as const
export const FEED_POST_KEY = [...FEED_KEY, 'post'] as const
export const FEED_COMMENTS_KEY = [...FEED_KEY, 'comments'] as const

/** A known spot as the composer and the spot posts screen need it. */
export type SpotRef = { id: number; name: string; location: string }

/** A list's path with a query parameter added. */
export const withParam = (path: string, name: string, value: number): string =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${value}`

/**
 * The path a list is (re)fetched from. The list is refetched after every feed change: it
 * asks for as many posts as the visitor has loaded (older pages stay), one page at least and
 * MAX_FEED_PAGE at most.
 */
export function listPath(path: string, loaded: number): string {
  const limit = Math.min(Math.max(loaded, FEED_PAGE_SIZE), MAX_FEED_PAGE)
  return limit === FEED_PAGE_SIZE ? path : withParam(path, 'limit', limit)
}

/** The path of one spot's posts. */
export const spotPostsPath = (spotId: number): string => `/api/feed?spotId=${spotId}`

/** GET /api/feed: the Discover list, newest first. */
export const feedQueryOptions = () =>
  queryOptions({
    queryKey: FEED_LIST_KEY,
    queryFn: ({ client }) =>
      apiRequest<FeedPost[]>(
        'GET',
        listPath('/api/feed', client.getQueryData<FeedPost[]>(FEED_LIST_KEY)?.length ?? 0),
      ),
  })

/** GET /api/feed?spotId: the spot's posts (by spotId or name, checked here too). */
export const spotPostsQueryOptions = (spot: Pick<SpotRef, 'id' | 'name'>) => {
  const queryKey = [...FEED_SPOT_KEY, spot.id, spot.name] as const
  return queryOptions({
    queryKey,
    queryFn: async ({ client }) => {
      const loaded = client.getQueryData<FeedPost[]>(queryKey)?.length ?? 0
      const path = listPath(spotPostsPath(spot.id), loaded)
      return postsOfSpot(await apiRequest<FeedPost[]>('GET', path), spot)
    },
  })
}

/** GET /api/feed/{id}: one post (/discover/post/{id}). */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...FEED_POST_KEY, id] as const,
    queryFn: () => apiRequest<FeedPost>('GET', `/api/feed/${id}`),
  })

/** GET /api/feed/{id}/comments. */
export const commentsQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: [...FEED_COMMENTS_KEY, postId] as const,
    queryFn: () => apiRequest<FeedComment[]>('GET', `/api/feed/${postId}/comments`),
  })

/** GET /api/youtube-metadata/{id}; a failure shows 'YouTube Video' by 'YouTube'. */
export const videoPreviewQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['youtube-metadata', videoId] as const,
    queryFn: async (): Promise<VideoPreview> => {
      try {
        return await apiRequest<VideoPreview>('GET', `/api/youtube-metadata/${videoId}`)
      } catch {
        return { videoId, title: 'YouTube Video', channelTitle: 'YouTube', thumbnail: '' }
      }
    },
    staleTime: Infinity,
  })

/** GET /api/location-search?q (the server's proxy to the maps search). */
export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['location-search', q] as const,
    queryFn: () =>
      apiRequest<LocationSuggestion[]>('GET', `/api/location-search?q=${encodeURIComponent(q)}`),
    staleTime: Infinity,
  })
