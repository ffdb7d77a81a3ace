// Moderation: reports, access per role on the new collections, what hide / restore /
// delete / block change on every feed list and page, the automatic hide, and live events.
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedComment, FeedPost, FeedPostList } from '../shared/contracts/feed'
import type { ServerToClientEvents } from '../shared/contracts/socket-events'
import { call } from './support/accounts'
import { createPost, getJson, type Session, surferSession, write } from './support/feed'
import { spawnTwoInstances } from './support/instances'
import { cms, decide, report, type StaffAuth, staffAuth } from './support/moderation'
import type { RunningServer } from './support/spawn-server'

const baseUrl = () => inject('baseUrl')

let author: Session
let other: Session
let editor: StaffAuth
let admin: StaffAuth

// One at a time: each signs the seeded admin in, and concurrent sign-ins of one account race on
// its session list (a lost session answers 403).
beforeAll(async () => {
  author = await surferSession(baseUrl(), { firstName: 'Kai' })
  other = await surferSession(baseUrl(), { firstName: 'Mele' })
  editor = await staffAuth(baseUrl(), 'editor')
  admin = await staffAuth(baseUrl(), 'admin')
})

const addComment = async (postId: number, session: Session, content = 'Nice one') => {
  const response = await write(baseUrl(), `/api/feed/${postId}/comments`, {
    method: 'POST',
    session,
    body: { content },
  })
  expect(response.status).toBe(201)
  return FeedComment.parse(await response.json())
}

const feedIds = async (query = '', session?: Session) =>
  FeedPostList.parse((await getJson(baseUrl(), `/api/feed?limit=50${query}`, session)).body).map(
    (p) => p.id,
  )

const pageHtml = async (path: string, session?: Session) => {
  const response = await call(baseUrl(), path, { cookie: session?.cookie })
  return { status: response.status, html: await response.text() }
}

/** The moderation log's rows for an item, read by the editor. */
const logOf = async (kind: string, itemId: number) => {
  const query = `where[itemKind][equals]=${kind}&where[itemId][equals]=${itemId}&sort=createdAt`
  const response = await cms(baseUrl(), `/moderation-log?${query}`, { as: editor })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

describe('reporting', () => {
  it('should refuse a visitor with 401 and the spec’s sign-in wording', async () => {
    const post = await createPost(baseUrl(), author)
    const response = await report(baseUrl(), null, { kind: 'post', id: post.id })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
  })

  it.each([
    [{}, 'reason'],
    [{ reason: 'rude' }, 'reason'],
    [{ reason: 'other' }, 'note'],
    [{ reason: 'other', note: '   ' }, 'note'],
    [{ reason: 'spam', note: 'x'.repeat(501) }, 'note'],
  ])('should answer 400 naming the field for %j', async (body, field) => {
    const post = await createPost(baseUrl(), author)
    const response = await report(baseUrl(), other, { kind: 'post', id: post.id }, body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { errors: { path: string }[] }
    expect(answer.errors.map((e) => e.path)).toContain(field)
  })

  it('should answer 404 for an unknown post or comment', async () => {
    const post = await report(baseUrl(), other, { kind: 'post', id: 99999999 })
    expect(post.status).toBe(404)
    expect(await post.json()).toEqual({ message: 'Post not found' })
    const comment = await report(baseUrl(), other, { kind: 'comment', id: 99999999 })
    expect(comment.status).toBe(404)
    expect(await comment.json()).toEqual({ message: 'Comment not found' })
  })

  it('should record one report per user and item: a repeat answers 200 and changes nothing', async () => {
    const post = await createPost(baseUrl(), author)
    const first = await report(
      baseUrl(),
      other,
      { kind: 'post', id: post.id },
      {
        reason: 'other',
        note: 'Selling boards',
      },
    )
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({
      kind: 'post',
      itemId: post.id,
      reason: 'other',
      created: true,
    })
    const again = await report(baseUrl(), other, { kind: 'post', id: post.id }, { reason: 'spam' })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ created: false })
    const rows = await cms(
      baseUrl(),
      `/content-reports?where[itemId][equals]=${post.id}&where[itemKind][equals]=post`,
      { as: editor },
    )
    const { docs } = (await rows.json()) as { docs: { reason: string; note: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ reason: 'other', note: 'Selling boards' })
  })

  it('should accept a report of a comment', async () => {
    const post = await createPost(baseUrl(), author)
    const comment = await addComment(post.id, author)
    const response = await report(baseUrl(), other, { kind: 'comment', id: comment.id })
    expect(response.status).toBe(201)
  })
})

describe('access on the new collections', () => {
  let reportId: number
  let logId: number

  beforeAll(async () => {
    const post = await createPost(baseUrl(), author)
    await report(baseUrl(), other, { kind: 'post', id: post.id })
    const reports = await cms(baseUrl(), `/content-reports?where[itemId][equals]=${post.id}`, {
      as: editor,
    })
    reportId = ((await reports.json()) as { docs: { id: number }[] }).docs[0]!.id
    expect(
      (await decide(baseUrl(), editor, { kind: 'post', itemId: post.id, action: 'hide' })).status,
    ).toBe(200)
    logId = (await logOf('post', post.id))[0]!.id as number
  })

  it.each(['content-reports', 'moderation-log'])(
    'should keep %s from visitors and surfers, the reporter and the author included',
    async (slug) => {
      const id = slug === 'content-reports' ? reportId : logId
      for (const who of [null, author, other]) {
        expect((await cms(baseUrl(), `/${slug}`, { as: who })).status).toBe(403)
        expect((await cms(baseUrl(), `/${slug}/${id}`, { as: who })).status).toBe(403)
      }
    },
  )

  it.each(['content-reports', 'moderation-log'])(
    'should let editors and admins read %s',
    async (slug) => {
      for (const who of [editor, admin]) {
        const response = await cms(baseUrl(), `/${slug}?limit=100`, { as: who })
        expect(response.status).toBe(200)
        expect(((await response.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
      }
    },
  )

  it('should let nobody write reports through /cms-api, not even an admin', async () => {
    const body = { itemKind: 'post', itemId: 1, reporter: other.id, reason: 'spam' }
    for (const who of [null, other, editor, admin]) {
      expect(
        (await cms(baseUrl(), '/content-reports', { method: 'POST', body, as: who })).status,
      ).toBe(403)
    }
  })

  it('should keep the moderation log read-only for everyone, admins included', async () => {
    const body = { action: 'hide', itemKind: 'post', itemId: 1, reason: 'forged' }
    for (const who of [null, other, editor, admin]) {
      const path = `/moderation-log/${logId}`
      expect(
        (await cms(baseUrl(), '/moderation-log', { method: 'POST', body, as: who })).status,
      ).toBe(403)
      expect((await cms(baseUrl(), path, { method: 'PATCH', body, as: who })).status).toBe(403)
      expect((await cms(baseUrl(), path, { method: 'DELETE', as: who })).status).toBe(403)
    }
  })

  it('should refuse visitors and surfers the queue’s decisions', async () => {
    const post = await createPost(baseUrl(), author)
    expect(
      (await decide(baseUrl(), null, { kind: 'post', itemId: post.id, action: 'hide' })).status,
    ).toBe(401)
    const asSurfer = await fetch(`${baseUrl()}/cms-api/content-reports/decide`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: new URL(baseUrl()).origin,
        'sec-fetch-site': 'same-origin',
        cookie: other.cookie,
      },
      body: JSON.stringify({ kind: 'post', itemId: post.id, action: 'hide', reason: 'mine' }),
    })
    expect(asSurfer.status).toBe(403)
  })

  it('should let editors moderate but neither block accounts nor change roles', async () => {
    const post = await createPost(baseUrl(), author)
    const block = await decide(baseUrl(), editor, {
      kind: 'post',
      itemId: post.id,
      action: 'block',
    })
    expect(block.status).toBe(403)
    expect(await block.json()).toEqual({ message: 'Only admins can block accounts' })
    for (const body of [{ postingBlocked: true }, { role: 'admin' }]) {
      const response = await cms(baseUrl(), `/users/${author.id}`, {
        method: 'PATCH',
        body,
        as: editor,
      })
      expect(response.status).toBe(403)
    }
    const me = await cms(baseUrl(), `/users/${editor.id}`, {
      method: 'PATCH',
      body: { role: 'admin' },
      as: editor,
    })
    const role = me.ok ? ((await me.json()) as { doc: { role: string } }).doc.role : 'editor'
    expect(role).toBe('editor')
  })

  it('should not let an author unhide their own post through /cms-api', async () => {
    const post = await createPost(baseUrl(), author)
    await decide(baseUrl(), editor, { kind: 'post', itemId: post.id, action: 'hide' })
    await cms(baseUrl(), `/feed-posts/${post.id}`, {
      method: 'PATCH',
      body: { hidden: false },
      as: author,
    })
    expect((await getJson(baseUrl(), `/api/feed/${post.id}`)).status).toBe(404)
  })
})

describe('effects of a decision', () => {
  it('should take a hidden post out of every list and page but its author’s, then restore it', async () => {
    const spots = (await getJson(baseUrl(), '/api/surf-spots')).body as { id: number }[]
    const spotId = spots[0]!.id
    const post = await createPost(baseUrl(), author, {
      content: 'Hide me please',
      spotId: String(spotId),
    })
    const hide = await decide(baseUrl(), editor, { kind: 'post', itemId: post.id, action: 'hide' })
    expect(hide.status).toBe(200)

    for (const who of [undefined, other]) {
      expect(await feedIds('', who)).not.toContain(post.id)
      expect(await feedIds(`&spotId=${spotId}`, who)).not.toContain(post.id)
      expect((await getJson(baseUrl(), `/api/feed/${post.id}`, who)).status).toBe(404)
      expect((await getJson(baseUrl(), `/api/feed/${post.id}/comments`, who)).status).toBe(404)
      expect((await pageHtml(`/discover/post/${post.id}`, who)).status).toBe(404)
      expect((await pageHtml('/discover', who)).html).not.toContain('Hide me please')
      expect((await pageHtml(`/spot/${spotId}/posts`, who)).html).not.toContain('Hide me please')
    }
    // Its author still sees it, marked.
    expect(await feedIds('', author)).toContain(post.id)
    const own = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`, author)).body)
    expect(own.hidden).toBe(true)
    const page = await pageHtml(`/discover/post/${post.id}`, author)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Hidden by moderators')

    const restore = await decide(baseUrl(), editor, {
      kind: 'post',
      itemId: post.id,
      action: 'restore',
    })
    expect(restore.status).toBe(200)
    expect(await feedIds()).toContain(post.id)
    const shown = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`)).body)
    expect(shown.hidden).toBeUndefined()
    expect((await logOf('post', post.id)).map((row) => row.action)).toEqual(['hide', 'restore'])
  })

  it('should answer 404 to likes and comments on a post hidden from the caller, storing none', async () => {
    const post = await createPost(baseUrl(), author)
    await decide(baseUrl(), editor, { kind: 'post', itemId: post.id, action: 'hide' })
    const like = await write(baseUrl(), `/api/feed/${post.id}/like`, {
      method: 'POST',
      session: other,
    })
    const comment = await write(baseUrl(), `/api/feed/${post.id}/comments`, {
      method: 'POST',
      session: other,
      body: { content: 'Sneaky' },
    })
    for (const response of [like, comment]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Post not found' })
    }
    const stored = async (slug: string) => {
      const response = await cms(baseUrl(), `/${slug}?where[post][equals]=${post.id}`, {
        as: admin,
      })
      return ((await response.json()) as { totalDocs: number }).totalDocs
    }
    expect([await stored('feed-post-likes'), await stored('feed-post-comments')]).toEqual([0, 0])
    // Its author still reads it, so likes and comments on it.
    const own = await write(baseUrl(), `/api/feed/${post.id}/like`, {
      method: 'POST',
      session: author,
    })
    expect(await own.json()).toEqual({ postId: post.id, isLiked: true, likeCount: 1 })
    expect((await addComment(post.id, author, 'Mine')).content).toBe('Mine')
    // Staff read every post, so may like a hidden one too (shownOrOwn).
    const staff = await fetch(`${baseUrl()}/api/feed/${post.id}/like`, {
      method: 'POST',
      headers: editor.headers,
    })
    expect(await staff.json()).toEqual({ postId: post.id, isLiked: true, likeCount: 2 })
  })

  it('should hide a comment from the thread and the post’s counts', async () => {
    const post = await createPost(baseUrl(), author)
    const kept = await addComment(post.id, other, 'Stays')
    const rude = await addComment(post.id, other, 'Rude words')
    await decide(baseUrl(), editor, { kind: 'comment', itemId: rude.id, action: 'hide' })

    const thread = (await getJson(baseUrl(), `/api/feed/${post.id}/comments`)).body
    expect((thread as { id: number }[]).map((c) => c.id)).toEqual([kept.id])
    const shown = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`)).body)
    expect(shown.comments.map((c) => c.id)).toEqual([kept.id])
    expect(shown.commentCount).toBe(1)
    // Its author still reads it in the thread, marked.
    const own = (await getJson(baseUrl(), `/api/feed/${post.id}/comments`, other)).body
    expect(own).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rude.id, hidden: true })]),
    )
  })

  it('should delete a post for an editor, and log it', async () => {
    const post = await createPost(baseUrl(), author)
    const response = await decide(baseUrl(), editor, {
      kind: 'post',
      itemId: post.id,
      action: 'delete',
    })
    expect(response.status).toBe(200)
    expect((await getJson(baseUrl(), `/api/feed/${post.id}`, author)).status).toBe(404)
    expect(await logOf('post', post.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        reason: 'Breaks the house rules',
        moderator: expect.objectContaining({ id: editor.id }),
      }),
    ])
  })

  it('should stop a blocked author posting, commenting and editing, until unblocked', async () => {
    const blocked = await surferSession(baseUrl(), { firstName: 'Troll' })
    const post = await createPost(baseUrl(), blocked)
    const block = await decide(baseUrl(), admin, { kind: 'post', itemId: post.id, action: 'block' })
    expect(block.status).toBe(200)
    const refusals = [
      await write(baseUrl(), `/api/feed/${post.id}/comments`, {
        method: 'POST',
        session: blocked,
        body: { content: 'Still here' },
      }),
      await write(baseUrl(), `/api/feed/${post.id}`, {
        method: 'PUT',
        session: blocked,
        body: { content: 'Edited', location: null },
      }),
    ]
    for (const response of refusals) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Your account cannot post right now' })
    }
    await expect(createPost(baseUrl(), blocked)).rejects.toThrow(
      /403 .*Your account cannot post right now/,
    )
    const comments = await cms(baseUrl(), `/feed-post-comments?where[post][equals]=${post.id}`, {
      as: admin,
    })
    expect(((await comments.json()) as { totalDocs: number }).totalDocs).toBe(0)
    // Straight at /cms-api too.
    const direct = await cms(baseUrl(), '/feed-post-comments', {
      method: 'POST',
      body: { post: post.id, content: 'Sneaky' },
      as: blocked,
    })
    expect(direct.status).toBe(403)

    await decide(baseUrl(), admin, { kind: 'post', itemId: post.id, action: 'unblock' })
    expect((await createPost(baseUrl(), blocked)).id).toBeGreaterThan(post.id)
    expect((await logOf('post', post.id)).map((row) => row.action)).toEqual(['block', 'unblock'])
  })
})

describe('automatic hide', () => {
  it('should hide an item at the third different reporter, and log it', async () => {
    const post = await createPost(baseUrl(), author)
    const reporters: Session[] = []
    for (const n of [1, 2, 3])
      reporters.push(await surferSession(baseUrl(), { firstName: `R${n}` }))
    for (const reporter of reporters.slice(0, 2)) {
      await report(baseUrl(), reporter, { kind: 'post', id: post.id })
      // A repeat does not count twice.
      await report(baseUrl(), reporter, { kind: 'post', id: post.id })
    }
    expect((await getJson(baseUrl(), `/api/feed/${post.id}`)).status).toBe(200)
    await report(baseUrl(), reporters[2]!, { kind: 'post', id: post.id })
    expect((await getJson(baseUrl(), `/api/feed/${post.id}`)).status).toBe(404)
    expect(await logOf('post', post.id)).toEqual([
      expect.objectContaining({ action: 'auto-hide', moderator: null }),
    ])
  })
})

type Client = Socket<ServerToClientEvents>
const sockets: Client[] = []
afterEach(() => {
  while (sockets.length) sockets.pop()?.disconnect()
})

async function listen(url: string): Promise<Client> {
  const socket: Client = connect(url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

function next<E extends keyof ServerToClientEvents>(
  socket: Client,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 15_000)
    const on = socket.on.bind(socket) as (e: string, l: (p: never) => void) => void
    on(event, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matches(payload)) return
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

describe('live moderation across two instances (postgres adapter)', () => {
  let first: RunningServer
  let second: RunningServer

  beforeAll(async () => {
    ;[first, second] = await spawnTwoInstances({ TRUST_PROXY: 'true', CONDITIONS_AUTORUN: 'false' })
  }, 240_000)

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  it('should tell sockets of the other instance at once when a post is hidden or deleted', async () => {
    const surfer = await surferSession(first.url, { firstName: 'Live' })
    const staff = await staffAuth(first.url, 'editor')
    const [hidden, gone] = [
      await createPost(first.url, surfer),
      await createPost(first.url, surfer),
    ]
    const socket = await listen(second.url)

    const heardHide = next(socket, 'feed:post-hidden', (e) => e.id === hidden.id)
    await decide(first.url, staff, { kind: 'post', itemId: hidden.id, action: 'hide' })
    expect(await heardHide).toEqual({ id: hidden.id, userId: surfer.id })

    const heardDelete = next(socket, 'feed:post-deleted', (e) => e.id === gone.id)
    await decide(first.url, staff, { kind: 'post', itemId: gone.id, action: 'delete' })
    expect(await heardDelete).toEqual({ id: gone.id })
  })

  it('should tell them when a comment is hidden, with the count everyone sees', async () => {
    const surfer = await surferSession(first.url, { firstName: 'Live' })
    const staff = await staffAuth(first.url, 'editor')
    const post = await createPost(first.url, surfer)
    const response = await write(first.url, `/api/feed/${post.id}/comments`, {
      method: 'POST',
      session: surfer,
      body: { content: 'Gone soon' },
    })
    const comment = FeedComment.parse(await response.json())
    const socket = await listen(second.url)
    const heard = next(socket, 'feed:comment-removed', (e) => e.commentId === comment.id)
    await decide(first.url, staff, { kind: 'comment', itemId: comment.id, action: 'hide' })
    expect(await heard).toEqual({ postId: post.id, commentId: comment.id, commentCount: 0 })
  })
})
