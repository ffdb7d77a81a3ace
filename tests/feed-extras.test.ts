// What each post carries around it (cms/feed/post-extras.ts: one statement for a page) follows the
// collections' read access for every kind of viewer, in the list and on the single post alike:
// like count and the viewer's own like, comment count and the latest three comments (a hidden
// comment only for its author and staff, marked), oldest first.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedComment, FeedPost, FeedPostList } from '../shared/contracts/feed'
import { createPost, getJson, type Session, surferSession, write } from './support/feed'
import { decide, type StaffAuth, staffAuth } from './support/moderation'

const baseUrl = () => inject('baseUrl')

let author: Session
let other: Session
let editor: StaffAuth
let post: FeedPost
const said: FeedComment[] = []

const comment = async (session: Session, content: string) => {
  const response = await write(baseUrl(), `/api/feed/${post.id}/comments`, {
    method: 'POST',
    session,
    body: { content },
  })
  expect(response.status).toBe(201)
  said.push(FeedComment.parse(await response.json()))
}

/** The post as `viewer` sees it in the feed list and on its own, checked to be the same. */
async function seen(viewer: Session | StaffAuth | null): Promise<FeedPost> {
  const headers = viewer && 'headers' in viewer ? viewer.headers : undefined
  const session = viewer && 'cookie' in viewer ? viewer : null
  const get = async (path: string) => {
    if (!headers) return (await getJson(baseUrl(), path, session)).body
    const response = await fetch(`${baseUrl()}${path}`, { headers })
    expect(response.status).toBe(200)
    return (await response.json()) as unknown
  }
  const list = FeedPostList.parse(await get(`/api/feed?limit=50`))
  const single = FeedPost.parse(await get(`/api/feed/${post.id}`))
  const inList = list.find((p) => p.id === post.id)
  expect(inList).toEqual(single)
  return single
}

beforeAll(async () => {
  author = await surferSession(baseUrl(), { firstName: 'Noa' })
  other = await surferSession(baseUrl(), { firstName: 'Ika' })
  editor = await staffAuth(baseUrl(), 'editor')
  post = await createPost(baseUrl(), author, { content: 'Extras for everyone' })
  // c0 other, c1 author, c2 other (hidden below), c3 other, c4 author.
  await comment(other, 'First')
  await comment(author, 'Second')
  await comment(other, 'Rude third')
  await comment(other, 'Fourth')
  await comment(author, 'Fifth')
  const hidden = await decide(baseUrl(), editor, {
    kind: 'comment',
    itemId: said[2]!.id,
    action: 'hide',
  })
  expect(hidden.status).toBe(200)
  const like = await write(baseUrl(), `/api/feed/${post.id}/like`, {
    method: 'POST',
    session: other,
  })
  expect(like.status).toBe(200)
})

const ids = (p: FeedPost) => p.comments.map((c) => c.id)

describe('a post’s counts and latest comments', () => {
  it('should show a visitor the shown comments only, the latest three oldest first', async () => {
    const post = await seen(null)
    expect(post.commentCount).toBe(4)
    expect(ids(post)).toEqual([said[1]!.id, said[3]!.id, said[4]!.id])
    expect(post.likeCount).toBe(1)
    expect(post.isLiked).toBe(false)
  })

  it('should show the hidden comment to its author, marked, and count it for them', async () => {
    const post = await seen(other)
    expect(post.commentCount).toBe(5)
    expect(ids(post)).toEqual([said[2]!.id, said[3]!.id, said[4]!.id])
    expect(post.comments[0]).toMatchObject({ content: 'Rude third', hidden: true })
    expect(post.comments[1]!.hidden).toBeUndefined()
    expect(post.isLiked).toBe(true)
  })

  it('should not show another surfer’s hidden comment to the post’s author', async () => {
    const post = await seen(author)
    expect(post.commentCount).toBe(4)
    expect(ids(post)).toEqual([said[1]!.id, said[3]!.id, said[4]!.id])
    expect(post.isLiked).toBe(false)
    expect(post.likeCount).toBe(1)
  })

  it('should show staff every comment, the hidden one marked', async () => {
    const post = await seen(editor)
    expect(post.commentCount).toBe(5)
    expect(ids(post)).toEqual([said[2]!.id, said[3]!.id, said[4]!.id])
    expect(post.comments[0]!.hidden).toBe(true)
  })

  it('should carry each comment as the thread does (names, times, ids)', async () => {
    const post = await seen(other)
    const thread = (await getJson(baseUrl(), `/api/feed/${post.id}/comments`, other)).body
    expect(post.comments).toEqual((thread as FeedComment[]).slice(-3))
  })
})
