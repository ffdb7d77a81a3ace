// Like and comment counts come from counter rows that triggers keep (cms/feed/counts.ts). These
// tests hold them equal to the rows whichever path writes: parallel toggles and comments through
// the feed's own statements, hiding through moderation, deleting through /cms-api, deleting the
// post; and installing the counters where likes and comments already exist counts them all.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ensureFeedCounts } from '../cms/feed/counts'
import { FeedPostList } from '../shared/contracts/feed'
import { createPost, getJson, type Session, surferSession, write } from './support/feed'
import { cms, decide, type StaffAuth, staffAuth } from './support/moderation'

const baseUrl = () => inject('baseUrl')
let db: pg.Client
let author: Session
let editor: StaffAuth
let admin: StaffAuth

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  author = await surferSession(baseUrl(), { firstName: 'Kai' })
  editor = await staffAuth(baseUrl(), 'editor')
  admin = await staffAuth(baseUrl(), 'admin')
})
afterAll(async () => {
  await db.end()
})

/** The post as a page of Discover shows it to `session` (the page statement reads the counters). */
async function shown(postId: number, session: Session | null) {
  const { body } = await getJson(baseUrl(), `/api/feed?limit=1&before=${postId + 1}`, session)
  const [post] = FeedPostList.parse(body)
  if (!post || post.id !== postId) throw new Error(`post ${postId} is not on its page`)
  return { likeCount: post.likeCount, commentCount: post.commentCount }
}

/** The post's counter row and its likes and comments counted from the rows. */
async function countsOf(postId: number) {
  const { rows } = await db.query(
    `select
      (select row(likes, shown_comments, hidden_comments)::text from feed_post_counts
        where post_id = $1) as stored,
      row((select count(*) from feed_post_likes where post_id = $1),
        (select count(*) from feed_post_comments where post_id = $1 and hidden is not true),
        (select count(*) from feed_post_comments where post_id = $1 and hidden is true))::text
        as counted`,
    [postId],
  )
  return rows[0] as { stored: string | null; counted: string }
}

/** Resolves once a comment's insert is waiting on a lock (here: the deletion's). */
async function untilACommentWaitsOnALock(): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query ilike '%insert into feed_post_comments%'`,
    )
    if (rows[0]!.n > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the comment never waited for the deletion')
}

const comment = (postId: number, session: Session, content: string) =>
  write(baseUrl(), `/api/feed/${postId}/comments`, { method: 'POST', session, body: { content } })

const toggle = (postId: number, session: Session) =>
  write(baseUrl(), `/api/feed/${postId}/like`, { method: 'POST', session })

describe('like and comment counters', () => {
  it('should equal the rows after parallel like toggles and comments', async () => {
    const post = await createPost(baseUrl(), author)
    const id = post.id
    // One after another: each is made through the admin's sign-in, and parallel sign-ins from one
    // address count as failures until they succeed (cms/auth/login-limiter.ts).
    const surfers: Session[] = []
    for (let i = 0; i < 8; i++) surfers.push(await surferSession(baseUrl()))
    // Three toggles each (liked at the end), two comments each, all at once.
    const answers = await Promise.all(
      surfers.flatMap((s, i) => [
        toggle(id, s),
        toggle(id, s),
        toggle(id, s),
        comment(id, s, `First from ${i}`),
        comment(id, s, `Second from ${i}`),
      ]),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array<number>(24).fill(200),
      ...Array<number>(16).fill(201),
    ])
    expect(await countsOf(id)).toEqual({ stored: '(8,16,0)', counted: '(8,16,0)' })
    expect(await shown(id, null)).toEqual({ likeCount: 8, commentCount: 16 })
    // A toggle's and a comment's own answers read the counter too.
    const unliked = (await (await toggle(id, surfers[0]!)).json()) as { likeCount: number }
    expect(unliked.likeCount).toBe(7)
    const added = (await (await comment(id, author, 'Third')).json()) as { id: string }
    expect(added.id).toBeTruthy()
    expect(await shown(id, null)).toEqual({ likeCount: 7, commentCount: 17 })
  })

  it('should count a hidden comment for staff and its author only, and a deleted one for no one', async () => {
    const post = await createPost(baseUrl(), author)
    const id = post.id
    const commenter = await surferSession(baseUrl())
    const ids: number[] = []
    for (const text of ['One', 'Two', 'Three']) {
      const response = await comment(id, commenter, text)
      ids.push(Number(((await response.json()) as { id: string }).id))
    }
    const hide = await decide(baseUrl(), editor, {
      kind: 'comment',
      itemId: ids[0]!,
      action: 'hide',
    })
    expect(hide.status).toBe(200)
    expect(await countsOf(id)).toEqual({ stored: '(0,2,1)', counted: '(0,2,1)' })
    expect((await shown(id, null)).commentCount).toBe(2)
    expect((await shown(id, author)).commentCount).toBe(2)
    expect((await shown(id, commenter)).commentCount).toBe(3)
    const staffView = await fetch(`${baseUrl()}/api/feed?limit=1&before=${id + 1}`, {
      headers: { ...admin.headers, 'sec-fetch-site': 'same-origin' },
    })
    expect(FeedPostList.parse(await staffView.json())[0]?.commentCount).toBe(3)

    const removed = await cms(baseUrl(), `/feed-post-comments/${ids[1]}`, {
      method: 'DELETE',
      as: admin,
    })
    expect(removed.status).toBe(200)
    expect(await countsOf(id)).toEqual({ stored: '(0,1,1)', counted: '(0,1,1)' })
    expect((await shown(id, null)).commentCount).toBe(1)
  })

  it('should answer 404 to a comment racing its post’s deletion, not deadlock with it', async () => {
    const post = await createPost(baseUrl(), author)
    await comment(post.id, author, 'Before')
    const commenter = await surferSession(baseUrl())
    // A deletion as the post's delete hook makes it: its comments first (which takes the post's
    // counter row), then the post, in one transaction held open until the comment waits.
    const deletion = new pg.Client({ connectionString: inject('databaseUrl') })
    await deletion.connect()
    try {
      await deletion.query('begin')
      await deletion.query('delete from feed_post_comments where post_id = $1', [post.id])
      const racing = comment(post.id, commenter, 'Racing the deletion')
      await untilACommentWaitsOnALock()
      await deletion.query('delete from feed_posts where id = $1', [post.id])
      await deletion.query('commit')
      const answer = await racing
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ message: 'Post not found' })
    } finally {
      await deletion.end()
    }
    expect(await countsOf(post.id)).toEqual({ stored: null, counted: '(0,0,0)' })
  })

  it('should drop a deleted post’s counter row', async () => {
    const post = await createPost(baseUrl(), author)
    const id = post.id
    await comment(id, author, 'Mine')
    await toggle(id, author)
    expect((await countsOf(id)).stored).toBe('(1,1,0)')
    const removed = await write(baseUrl(), `/api/feed/${id}`, { method: 'DELETE', session: author })
    expect(removed.status).toBeLessThan(300)
    expect((await countsOf(id)).stored).toBeNull()
  })
})

describe('installing the counters (ensureFeedCounts)', () => {
  // A schema of its own on the suite's database, with the three tables as far as the counters
  // read them: what an installation from before the counters holds.
  const schema = `counts_install_${process.pid}`
  let pool: pg.Pool

  beforeAll(async () => {
    await db.query(`create schema ${schema}`)
    pool = new pg.Pool({
      connectionString: inject('databaseUrl'),
      options: `-c search_path=${schema}`,
      max: 2,
    })
    await pool.query(`
      create table feed_posts (id serial primary key);
      create table feed_post_likes (id serial primary key,
        post_id integer references feed_posts (id) on delete set null, user_id integer);
      create table feed_post_comments (id serial primary key,
        post_id integer references feed_posts (id) on delete set null, hidden boolean);
      insert into feed_posts select from generate_series(1, 3);
      insert into feed_post_likes (post_id, user_id) values (1, 1), (1, 2), (2, 1);
      insert into feed_post_comments (post_id, hidden)
        values (1, false), (1, null), (1, true), (3, false);`)
  })
  afterAll(async () => {
    await pool.end()
    await db.query(`drop schema ${schema} cascade`)
  })

  const counters = async () =>
    (
      await pool.query(
        'select post_id, likes, shown_comments, hidden_comments from feed_post_counts order by 1',
      )
    ).rows.map((r) => Object.values(r).join(' '))

  it('should count what is there, then keep counting, and count again if a trigger went missing', async () => {
    expect(await ensureFeedCounts(pool)).toEqual({ counted: true })
    expect(await counters()).toEqual(['1 2 2 1', '2 1 0 0', '3 0 1 0'])
    expect(await ensureFeedCounts(pool)).toEqual({ counted: false })

    await pool.query(`
      insert into feed_post_likes (post_id, user_id) values (3, 1);
      update feed_post_comments set hidden = true where id = 1;
      update feed_post_comments set post_id = 2 where id = 4;
      delete from feed_post_likes where id = 1;
      delete from feed_posts where id = 2;`)
    // Post 2's row went with it; its like and comment were let go (post_id set null).
    expect(await counters()).toEqual(['1 1 1 2', '3 1 0 0'])

    await pool.query('drop trigger "Firing_counts_comments" on feed_post_comments')
    await pool.query(`insert into feed_post_comments (post_id, hidden) values (3, false)`)
    expect(await ensureFeedCounts(pool)).toEqual({ counted: true })
    expect(await counters()).toEqual(['1 1 1 2', '3 1 1 0'])
  })
})
