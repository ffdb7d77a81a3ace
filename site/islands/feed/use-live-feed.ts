import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import type {
  FeedCommentAdded,
  FeedCommentRemoved,
  FeedPostDeleted,
  FeedPostHidden,
  FeedPostLiked,
} from '../../../shared/contracts/socket-events'
import { displayName } from '../../../shared/domain/feed/people'
import {
  cacheComment,
  cacheCommentRemoved,
  cacheLike,
  cachePost,
  cachePostDeleted,
} from '../../lib/browser-only/feed/live'
import { FEED_KEY } from '../../lib/browser-only/queries/feed'
import { getRealtimeSocket, onReconnect } from '../../lib/browser-only/realtime-client'

/**
 * Keeps the page's feed queries current from the socket's feed:* events and, after a dropped
 * connection, refetches them to catch up on what it missed. Returns a polite announcement of
 * other people's new posts for an aria-live region, and whether the socket is connected.
 */
export function useLiveFeed(myUserId: number | null): { announcement: string; live: boolean } {
  const client = useQueryClient()
  const [announcement, setAnnouncement] = useState('')
  const [live, setLive] = useState(false)
  useEffect(() => {
    const socket = getRealtimeSocket()
    const onConnect = () => setLive(true)
    const onDisconnect = () => setLive(false)
    if (socket.connected) setLive(true)
    socket.on('connect', onConnect)
    socket.on('disconnect', onDisconnect)
    const onCreated = (post: FeedPost) => {
      cachePost(client, post, 'created')
      if (post.userId !== myUserId)
        setAnnouncement(`New post from ${displayName({ firstName: post.userFirstName })}`)
    }
    const onUpdated = (post: FeedPost) => cachePost(client, post, 'updated')
    const onDeleted = ({ id }: FeedPostDeleted) => cachePostDeleted(client, id)
    const onLiked = (event: FeedPostLiked) => cacheLike(client, event, myUserId)
    const onCommented = (event: FeedCommentAdded) => cacheComment(client, event)
    // A hidden post leaves every feed but its author's (who sees it marked on reload).
    const onHidden = ({ id, userId }: FeedPostHidden) => {
      if (userId !== myUserId) cachePostDeleted(client, id)
    }
    const onCommentRemoved = (event: FeedCommentRemoved) => cacheCommentRemoved(client, event)
    socket.on('feed:post-created', onCreated)
    socket.on('feed:post-updated', onUpdated)
    socket.on('feed:post-deleted', onDeleted)
    socket.on('feed:post-liked', onLiked)
    socket.on('feed:comment-added', onCommented)
    socket.on('feed:post-hidden', onHidden)
    socket.on('feed:comment-removed', onCommentRemoved)
    const stopCatchUp = onReconnect(() => void client.invalidateQueries({ queryKey: FEED_KEY }))
    return () => {
      socket.off('connect', onConnect)
      socket.off('disconnect', onDisconnect)
      socket.off('feed:post-created', onCreated)
      socket.off('feed:post-updated', onUpdated)
      socket.off('feed:post-deleted', onDeleted)
      socket.off('feed:post-liked', onLiked)
      socket.off('feed:comment-added', onCommented)
      socket.off('feed:post-hidden', onHidden)
      socket.off('feed:comment-removed', onCommentRemoved)
      stopCatchUp()
    }
  }, [client, myUserId])
  return { announcement, live }
}
