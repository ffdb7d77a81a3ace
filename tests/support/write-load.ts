// A write load through the real API, as several signed-in browsers make it: comments and likes on
// a set of posts. Every attempt is recorded with its answer, so a test can check the database
// against what was acknowledged (2xx) after a fault.
import { FeedComment } from '../../shared/contracts/feed'
import { createPost, write, type Session } from './feed'

export type LoadRecord = {
  /** Comment ids answered 201. */
  comments: number[]
  /** Comments sent but not acknowledged (an error answer or a cut connection): maybe stored. */
  unacknowledgedComments: number
  /** `postId:userId` of likes answered 200 with isLiked: true (each pair is tried once only). */
  likes: string[]
  unacknowledgedLikes: number
  /** Answers that were not 2xx, by status ('error' for no answer). */
  failures: Record<string, number>
}

export type WriteLoad = {
  record: LoadRecord
  /** Acknowledged writes so far. */
  acknowledged: () => number
  stop: () => Promise<LoadRecord>
}

/** Each surfer, in a loop: likes the next post it has not tried yet, then comments on it. */
export async function startWriteLoad(
  baseUrl: string,
  surfers: Session[],
  { postsEach = 2, pauseMs = 2_200 } = {},
): Promise<WriteLoad> {
  const posts: number[] = []
  for (const surfer of surfers) {
    for (let i = 0; i < postsEach; i++) {
      posts.push((await createPost(baseUrl, surfer, { content: `Load post ${i}` })).id)
    }
  }
  const record: LoadRecord = {
    comments: [],
    unacknowledgedComments: 0,
    likes: [],
    unacknowledgedLikes: 0,
    failures: {},
  }
  const fail = (status: string) => (record.failures[status] = (record.failures[status] ?? 0) + 1)
  let running = true
  const client = async (surfer: Session, index: number) => {
    for (let round = 0; running; round++) {
      const postId = posts[(index + round) % posts.length]
      if (round < posts.length) {
        // A toggle: tried once per pair, so an unacknowledged one never gets undone by a retry.
        const like = await attempt(() =>
          write(baseUrl, `/api/feed/${postId}/like`, { method: 'POST', session: surfer }),
        )
        const body = like?.ok ? ((await like.json()) as { isLiked: boolean }) : null
        if (body?.isLiked) record.likes.push(`${postId}:${surfer.id}`)
        else if (like?.status !== 429) record.unacknowledgedLikes++
        if (like && !like.ok) fail(String(like.status))
      }
      const comment = await attempt(() =>
        write(baseUrl, `/api/feed/${postId}/comments`, {
          method: 'POST',
          session: surfer,
          body: { content: `Load comment ${index}-${round}` },
        }),
      )
      if (comment?.status === 201) record.comments.push(FeedComment.parse(await comment.json()).id)
      else if (comment?.status !== 429) record.unacknowledgedComments++
      if (comment && comment.status !== 201) fail(String(comment.status))
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  }
  const attempt = async (send: () => Promise<Response>) => {
    try {
      return await send()
    } catch {
      fail('error')
      return null
    }
  }
  const clients = surfers.map((surfer, index) => client(surfer, index))
  return {
    record,
    acknowledged: () => record.comments.length + record.likes.length,
    stop: async () => {
      running = false
      await Promise.all(clients)
      return record
    },
  }
}
