// The Discover feed's API on the real server: reads for everyone, writes for signed-in
// surfers as themselves, edits and deletes only by the author — through /api and /cms-api alike.
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { FeedCommentList, FeedPost, FeedPostList, LikeResult } from '../shared/contracts/feed'
import { adminAuth } from './support/admin'
import { call } from './support/accounts'
import { createPost, getJson, type Session, surferSession, write } from './support/feed'

const baseUrl = () => inject('baseUrl')
let alice: Session
let bob: Session

// Fresh surfers for every test: each posts within its own per-user write limit.
beforeEach(async () => {
  alice = await surferSession(baseUrl(), { firstName: 'Alice', lastName: 'Reef' })
  bob = await surferSession(baseUrl(), { firstName: 'Bob', lastName: 'Point' })
})

describe('GET and POST /api/feed', () => {
  it('should create a post as the signed-in surfer and list it first, for visitors too', async () => {
    const post = await createPost(baseUrl(), alice, {
      content: '  Offshore and overhead at dawn  ',
      location: 'Rye Rocks',
    })
    expect(post).toMatchObject({
      userId: alice.id,
      content: 'Offshore and overhead at dawn',
      location: 'Rye Rocks',
      userFirstName: 'Alice',
      userLastName: 'Reef',
      imageUrl: null,
      mediaType: null,
      isLiked: false,
      likes: 0,
      likeCount: 0,
      comments: [],
      commentCount: 0,
    })
    const { status, body } = await getJson(baseUrl(), '/api/feed')
    expect(status).toBe(200)
    expect(FeedPostList.parse(body)[0]?.id).toBe(post.id)
  })

  it('should answer 401 Unauthorized to a visitor posting', async () => {
    const response = await write(baseUrl(), '/api/feed', { method: 'POST', body: {} })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
  })

  it('should refuse blank content with 400 and the field message', async () => {
    const form = new FormData()
    form.set('content', '   ')
    const response = await fetch(`${baseUrl()}/api/feed`, {
      method: 'POST',
      headers: { cookie: alice.cookie, origin: baseUrl() },
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'Post content is required',
      errors: [{ path: 'content' }],
    })
  })

  it('should page with limit and before, newest first', async () => {
    const made = []
    for (let i = 0; i < 3; i++) made.push(await createPost(baseUrl(), bob, { content: `Set ${i}` }))
    const first = await getJson(baseUrl(), '/api/feed?limit=2')
    const page1 = FeedPostList.parse(first.body)
    expect(page1.map((p) => p.id)).toEqual([made[2]?.id, made[1]?.id])
    expect(first.response.headers.get('x-next-before')).toBe(String(made[1]?.id))
    const page2 = FeedPostList.parse(
      (await getJson(baseUrl(), `/api/feed?limit=2&before=${made[1]?.id}`)).body,
    )
    expect(page2[0]?.id).toBe(made[0]?.id)
    expect((await getJson(baseUrl(), '/api/feed?limit=51')).status).toBe(400)
  })

  it('should keep a spot’s posts: its id, or its name in the location (any case)', async () => {
    const spots = (await getJson(baseUrl(), '/api/surf-spots')).body as {
      id: number
      name: string
    }[]
    const [spot, other] = spots
    if (!spot || !other) throw new Error('no seeded spots')
    const byId = await createPost(baseUrl(), alice, { content: 'By id', spotId: String(spot.id) })
    const byName = await createPost(baseUrl(), alice, {
      content: 'By name',
      location: `north end of ${spot.name.toUpperCase()}`,
    })
    const elsewhere = await createPost(baseUrl(), alice, {
      content: 'Elsewhere',
      spotId: String(other.id),
    })
    const ids = FeedPostList.parse(
      (await getJson(baseUrl(), `/api/feed?spotId=${spot.id}&limit=50`)).body,
    ).map((p) => p.id)
    expect(ids).toContain(byId.id)
    expect(ids).toContain(byName.id)
    expect(ids).not.toContain(elsewhere.id)
    expect((await getJson(baseUrl(), '/api/feed?spotId=999999')).status).toBe(404)
  })

  it('should refuse a post that is not multipart with 415', async () => {
    const response = await write(baseUrl(), '/api/feed', {
      method: 'POST',
      session: alice,
      body: { content: 'JSON' },
    })
    expect(response.status).toBe(415)
  })

  it('should refuse an unknown spotId on a new post', async () => {
    await expect(
      createPost(baseUrl(), alice, { content: 'Nowhere', spotId: '999999' }),
    ).rejects.toThrow(/400.*Unknown surf spot/)
  })
})

describe('PUT, PATCH and DELETE /api/feed/{id}', () => {
  it.each(['PUT', 'PATCH'])('should let the author %s content and location', async (method) => {
    const post = await createPost(baseUrl(), alice)
    const response = await write(baseUrl(), `/api/feed/${post.id}`, {
      method,
      session: alice,
      body: { content: ' Edited ', location: '' },
    })
    expect(response.status).toBe(200)
    expect(FeedPost.parse(await response.json())).toMatchObject({
      id: post.id,
      content: 'Edited',
      location: null,
    })
  })

  it.each(['PUT', 'PATCH', 'DELETE'])(
    "should answer 403 to %s of another surfer's post and change nothing",
    async (method) => {
      const post = await createPost(baseUrl(), alice, { content: 'Mine' })
      const response = await write(baseUrl(), `/api/feed/${post.id}`, {
        method,
        session: bob,
        body: method === 'DELETE' ? undefined : { content: 'Hijacked', location: null },
      })
      expect(response.status).toBe(403)
      const after = await getJson(baseUrl(), `/api/feed/${post.id}`)
      expect(FeedPost.parse(after.body).content).toBe('Mine')
    },
  )

  it.each(['PATCH', 'DELETE'])(
    "should refuse %s of another surfer's post at /cms-api too",
    async (method) => {
      const post = await createPost(baseUrl(), alice, { content: 'Still mine' })
      const response = await call(baseUrl(), `/cms-api/feed-posts/${post.id}`, {
        method,
        cookie: bob.cookie,
        body: method === 'DELETE' ? undefined : { content: 'Hijacked' },
      })
      expect(response.status).toBe(403)
      const after = await getJson(baseUrl(), `/api/feed/${post.id}`)
      expect(FeedPost.parse(after.body).content).toBe('Still mine')
    },
  )

  it('should make a /cms-api post the surfer’s own whatever author it names', async () => {
    const response = await call(baseUrl(), '/cms-api/feed-posts', {
      method: 'POST',
      cookie: bob.cookie,
      body: { content: 'Posing as Alice', author: alice.id },
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { author: number | { id: number } } }
    const author = typeof doc.author === 'object' ? doc.author.id : doc.author
    expect(author).toBe(bob.id)
  })

  it('should not let a surfer store files through /cms-api/feed-media', async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'x' }))
    form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'x.jpg'))
    const response = await fetch(`${baseUrl()}/cms-api/feed-media`, {
      method: 'POST',
      headers: { cookie: bob.cookie, origin: baseUrl() },
      body: form,
    })
    expect(response.status).toBe(403)
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('should answer 404 to %s of an unknown post', async (m) => {
    const response = await write(baseUrl(), '/api/feed/99999999', {
      method: m,
      session: alice,
      body: m === 'DELETE' ? undefined : { content: 'x', location: null },
    })
    expect(response.status).toBe(404)
  })

  it.each(['PUT', 'DELETE'])('should answer 401 to a visitor’s %s', async (method) => {
    const post = await createPost(baseUrl(), alice)
    const response = await write(baseUrl(), `/api/feed/${post.id}`, {
      method,
      body: method === 'DELETE' ? undefined : { content: 'x', location: null },
    })
    expect(response.status).toBe(401)
  })

  it('should delete a post with its likes and comments', async () => {
    const post = await createPost(baseUrl(), alice)
    await write(baseUrl(), `/api/feed/${post.id}/like`, { method: 'POST', session: bob })
    await write(baseUrl(), `/api/feed/${post.id}/comments`, {
      method: 'POST',
      session: bob,
      body: { content: 'Epic' },
    })
    const response = await write(baseUrl(), `/api/feed/${post.id}`, {
      method: 'DELETE',
      session: alice,
    })
    expect(response.status).toBe(200)
    expect((await getJson(baseUrl(), `/api/feed/${post.id}`)).status).toBe(404)
    const admin = await adminAuth(baseUrl())
    for (const collection of ['feed-post-likes', 'feed-post-comments']) {
      const rows = await fetch(
        `${baseUrl()}/cms-api/${collection}?where[post][equals]=${post.id}&limit=0`,
        { headers: admin },
      )
      expect(((await rows.json()) as { totalDocs: number }).totalDocs).toBe(0)
    }
  })

  it('should let an admin delete any post (moderation)', async () => {
    const post = await createPost(baseUrl(), alice)
    const response = await fetch(`${baseUrl()}/cms-api/feed-posts/${post.id}`, {
      method: 'DELETE',
      headers: await adminAuth(baseUrl()),
    })
    expect(response.status).toBe(200)
  })
})

describe('likes and comments', () => {
  it('should toggle a like and show it as the caller’s', async () => {
    const post = await createPost(baseUrl(), alice)
    const like = () =>
      write(baseUrl(), `/api/feed/${post.id}/like`, { method: 'POST', session: bob })
    expect(LikeResult.parse(await (await like()).json())).toEqual({
      postId: post.id,
      isLiked: true,
      likeCount: 1,
    })
    const asBob = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`, bob)).body)
    const asAlice = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`, alice)).body)
    expect([asBob.isLiked, asBob.likes, asAlice.isLiked]).toEqual([true, 1, false])
    expect(LikeResult.parse(await (await like()).json())).toMatchObject({
      isLiked: false,
      likeCount: 0,
    })
  })

  it('should answer and count exactly the stored likes after 40 parallel toggles from 2 surfers', async () => {
    const post = await createPost(baseUrl(), alice)
    const clicks = Array.from({ length: 40 }, (_, i) =>
      write(baseUrl(), `/api/feed/${post.id}/like`, {
        method: 'POST',
        session: i % 2 ? bob : alice,
      }),
    )
    const answers = await Promise.all(clicks)
    const failed = await Promise.all(
      answers.filter((r) => r.status !== 200).map(async (r) => `${r.status} ${await r.text()}`),
    )
    expect(failed).toEqual([])
    const rows = await fetch(
      `${baseUrl()}/cms-api/feed-post-likes?where[post][equals]=${post.id}&limit=0`,
      { headers: await adminAuth(baseUrl()) },
    )
    const { totalDocs } = (await rows.json()) as { totalDocs: number }
    expect(totalDocs).toBeLessThanOrEqual(2)
    const after = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`)).body)
    expect(after.likeCount).toBe(totalDocs)
  })

  it('should take n parallel clicks of one surfer as n toggles, ending in the right state', async () => {
    const post = await createPost(baseUrl(), alice)
    const clicks = Array.from({ length: 15 }, () =>
      write(baseUrl(), `/api/feed/${post.id}/like`, { method: 'POST', session: bob }),
    )
    const answers = await Promise.all(clicks)
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
    const results = await Promise.all(answers.map(async (r) => LikeResult.parse(await r.json())))
    // As if one after another: liked, unliked, liked, … and liked at the end (15 is odd).
    expect(results.filter((r) => r.isLiked)).toHaveLength(8)
    const rows = await fetch(
      `${baseUrl()}/cms-api/feed-post-likes?where[post][equals]=${post.id}&depth=0`,
      { headers: await adminAuth(baseUrl()) },
    )
    const { docs } = (await rows.json()) as { docs: { user: number }[] }
    expect(docs.map((d) => d.user)).toEqual([bob.id])
    const asBob = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`, bob)).body)
    expect([asBob.isLiked, asBob.likeCount]).toEqual([true, 1])
  })

  it('should answer 401 to a visitor’s like or comment and 404 for an unknown post', async () => {
    const post = await createPost(baseUrl(), alice)
    for (const path of [`/api/feed/${post.id}/like`, `/api/feed/${post.id}/comments`]) {
      const response = await write(baseUrl(), path, { method: 'POST', body: { content: 'hi' } })
      expect(response.status).toBe(401)
    }
    const like = await write(baseUrl(), '/api/feed/99999999/like', { method: 'POST', session: bob })
    expect(like.status).toBe(404)
    expect((await getJson(baseUrl(), '/api/feed/99999999/comments')).status).toBe(404)
  })

  it('should add comments as the surfer and list them oldest first in the contract shape', async () => {
    const post = await createPost(baseUrl(), alice)
    for (const content of ['First!', ' Second ']) {
      const response = await write(baseUrl(), `/api/feed/${post.id}/comments`, {
        method: 'POST',
        session: bob,
        body: { content },
      })
      expect(response.status).toBe(201)
    }
    const blank = await write(baseUrl(), `/api/feed/${post.id}/comments`, {
      method: 'POST',
      session: bob,
      body: { content: '  ' },
    })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ message: 'Comment is required' })
    const comments = FeedCommentList.parse(
      (await getJson(baseUrl(), `/api/feed/${post.id}/comments`)).body,
    )
    expect(comments.map((c) => [c.content, c.userId, c.userFirstName, c.postId])).toEqual([
      ['First!', bob.id, 'Bob', post.id],
      ['Second', bob.id, 'Bob', post.id],
    ])
    const withCounts = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${post.id}`)).body)
    expect(withCounts.commentCount).toBe(2)
    expect(withCounts.comments.map((c) => c.content)).toEqual(['First!', 'Second'])
  })
})
