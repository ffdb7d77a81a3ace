import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  EditPostInput,
  FeedComment,
  FeedPost,
  LikeResult,
} from '../../../shared/contracts/feed'
import { apiRequest } from '../../lib/browser-only/api-client'
import {
  cacheComment,
  cacheLike,
  cachePost,
  cachePostDeleted,
} from '../../lib/browser-only/feed/live'
import { FEED_KEY } from '../../lib/browser-only/queries/feed'
import { toast } from '../../lib/browser-only/toast'
import {
  FEED_WORDS,
  needsSignIn,
  promptSignIn,
  serverMessageOf,
  toastError,
  toastIfOffline,
} from './messages'
import type { FeedVariant } from './messages'

type Target = { post: FeedPost; variant: FeedVariant; myUserId: number | null }

/** POST /api/feed/{id}/like: the answer's committed state goes straight into every cached copy. */
export function useToggleLike({ post, variant, myUserId }: Target) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<LikeResult>('POST', `/api/feed/${post.id}/like`),
    onSuccess: (result) => cacheLike(client, { ...result, userId: myUserId ?? -1 }, myUserId),
    onError: (error) => {
      if (needsSignIn(error)) return promptSignIn('Please sign in to like posts')
      toastError(error, FEED_WORDS[variant].likeFailed)
    },
  })
}

/** POST /api/feed/{id}/comments. */
export function useAddComment({ post, variant }: Target) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<FeedComment>('POST', `/api/feed/${post.id}/comments`, { content }),
    onSuccess: (comment) => {
      cacheComment(client, { postId: post.id, comment, commentCount: post.commentCount + 1 })
      toast(FEED_WORDS[variant].commented)
    },
    onError: (error) => {
      if (needsSignIn(error)) return promptSignIn('Please sign in to comment')
      toastError(error, FEED_WORDS[variant].commentFailed)
    },
  })
}

/** PUT (feed) or PATCH (spot posts) /api/feed/{id}, then the feed is refreshed. */
export function useEditPost({ post, variant }: Target, onSaved: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: EditPostInput) =>
      apiRequest<FeedPost>(variant === 'feed' ? 'PUT' : 'PATCH', `/api/feed/${post.id}`, input),
    onSuccess: async (updated) => {
      cachePost(client, { ...updated, isLiked: post.isLiked }, 'updated')
      toast(FEED_WORDS[variant].updated)
      onSaved()
      await client.invalidateQueries({ queryKey: FEED_KEY })
    },
    onError: (error) => {
      if (variant === 'spot') return toastError(error, 'Failed to update post', false)
      if (toastIfOffline(error)) return
      toast({
        title: 'Failed to edit post',
        description: serverMessageOf(error) ?? 'Please try again',
        variant: 'destructive',
      })
    },
  })
}

/** DELETE /api/feed/{id} (spot posts screen only). */
export function useDeletePost({ post }: Target) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/feed/${post.id}`),
    onSuccess: async () => {
      cachePostDeleted(client, post.id)
      toast({ title: 'Post deleted', description: 'Your post has been deleted' })
      await client.invalidateQueries({ queryKey: FEED_KEY })
    },
    onError: (error) => toastError(error, 'Failed to delete post', false),
  })
}
