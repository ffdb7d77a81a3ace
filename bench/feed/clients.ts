// Many Socket.IO clients in this process, and the delivery latency of one broadcast to all.
import { performance } from 'node:perf_hooks'
import { io as connect, type Socket } from 'socket.io-client'
import type { FeedPost } from '../../shared/contracts/feed'
import type { ServerToClientEvents } from '../../shared/contracts/socket-events'

type Client = Socket<ServerToClientEvents>

export type Crowd = {
  /** Resolves with each client's receive time (performance.now()) of the post with `content`. */
  awaitPost: (content: string, timeoutMs: number) => Promise<number[]>
  close: () => void
}

/** Connects `count` websocket clients to `url`, a few at a time, and waits until all are in. */
export async function connectCrowd(url: string, count: number): Promise<Crowd> {
  const clients: Client[] = []
  const waiting = new Map<string, { times: number[]; done: () => void }>()
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, () => {
      const socket: Client = connect(url, { transports: ['websocket'], forceNew: true })
      socket.on('feed:post-created', (post: FeedPost) => {
        const at = performance.now()
        const wait = waiting.get(post.content)
        if (!wait) return
        wait.times.push(at)
        if (wait.times.length === count) wait.done()
      })
      clients.push(socket)
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
    })
    await Promise.all(batch)
  }
  return {
    awaitPost: (content, timeoutMs) =>
      new Promise((resolve) => {
        const times: number[] = []
        const finish = () => {
          clearTimeout(timer)
          waiting.delete(content)
          resolve(times)
        }
        const timer = setTimeout(finish, timeoutMs)
        waiting.set(content, { times, done: finish })
      }),
    close: () => clients.forEach((socket) => socket.disconnect()),
  }
}

/** The p-th percentile (0–100) of unsorted numbers; null for none. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? null
}
