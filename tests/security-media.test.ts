// Stored media carry no metadata and originals stay private, a retried
// post never duplicates (Idempotency-Key), and only Firing's own media or YouTube's thumbnails
// are ever shown.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedPost } from '../shared/contracts/feed'
import { adminAuth } from './support/admin'
import { call } from './support/accounts'
import { browserHeaders, createPost, postForm, type Session, surferSession } from './support/feed'
import {
  metadataBlocks,
  NO_METADATA,
  phonePhoto,
  uploadEditorialPhoto,
  videoWithLocation,
} from './support/media'

const baseUrl = () => inject('baseUrl')
const feedDir = () => path.join(inject('dataDir'), 'media', 'feed')
let surfer: Session
let db: pg.Client

beforeAll(async () => {
  surfer = await surferSession(baseUrl(), { firstName: 'Mika' })
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})
afterAll(() => db.end())

async function filesOnDisk(names: Iterable<string>): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const name of names) files.set(name, await fs.readFile(path.join(feedDir(), name)))
  return files
}

type MediaDoc = {
  id: number
  url?: string | null
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; filename?: string | null }>
}

async function mediaAsAdmin(id: number): Promise<MediaDoc> {
  const response = await fetch(`${baseUrl()}/cms-api/feed-media/${id}`, {
    headers: await adminAuth(baseUrl()),
  })
  return (await response.json()) as MediaDoc
}

async function mediaIdOf(postId: number): Promise<number> {
  const { rows } = await db.query<{ media_id: number }>(
    'select media_id from feed_posts where id = $1',
    [postId],
  )
  return rows[0]!.media_id
}

describe('stored photos and videos', () => {
  it('should store a phone photo without EXIF, GPS, XMP or ICC, turned upright', async () => {
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Secret spot, shh' },
      { bytes: await phonePhoto(), name: 'IMG_0001.jpg', type: 'image/jpeg' },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    const doc = await mediaAsAdmin(await mediaIdOf(post.id))
    // Orientation 6 baked into the pixels: the 640×480 capture is stored portrait.
    expect([doc.width, doc.height]).toEqual([480, 640])
    const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s.filename)]
    const stored = await filesOnDisk(names.filter((n): n is string => Boolean(n)))
    expect(stored.size).toBe(4)
    for (const [name, bytes] of stored) {
      expect({ name, ...(await metadataBlocks(bytes)) }).toEqual({ name, ...NO_METADATA })
      for (const text of ['PhoneCo', 'WGS-84', 'GPSLatitude'])
        expect(bytes.includes(text)).toBe(false)
    }
    const original = stored.get(doc.filename!)!
    const meta = await sharp(original).metadata()
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
      'jpeg',
      480,
      640,
      undefined,
    ])
    for (const url of [post.imageUrl, post.imageVariants?.card, post.imageVariants?.thumb]) {
      const served = await fetch(`${baseUrl()}${url}`)
      expect(served.status).toBe(200)
      expect(await metadataBlocks(Buffer.from(await served.arrayBuffer()))).toEqual(NO_METADATA)
    }
  })

  it('should keep the original photo from visitors: not listed, not served', async () => {
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Original stays home' },
      { bytes: await phonePhoto(), name: 'IMG_0002.jpg', type: 'image/jpeg' },
    )
    const post = FeedPost.parse(await response.json())
    const doc = await mediaAsAdmin(await mediaIdOf(post.id))
    expect(doc.url).toMatch(/\.jpg$/)
    // Neither the post nor the public media list names the original.
    expect(JSON.stringify(post)).not.toContain(doc.filename)
    for (const listing of [`/cms-api/feed-media/${doc.id}`, '/cms-api/feed-media?limit=100']) {
      const seen = await (await fetch(`${baseUrl()}${listing}`)).text()
      expect(seen).toContain(doc.sizes!.display!.filename!)
      expect(seen).not.toContain(doc.filename)
    }
    const asVisitor = await fetch(`${baseUrl()}${doc.url}`)
    expect(asVisitor.status).toBe(403)
    const asSurfer = await fetch(`${baseUrl()}${doc.url}`, { headers: { cookie: surfer.cookie } })
    expect(asSurfer.status).toBe(403)
    const asAdmin = await fetch(`${baseUrl()}${doc.url}`, { headers: await adminAuth(baseUrl()) })
    expect(asAdmin.status).toBe(200)
    // Its stripped sizes stay public.
    expect((await fetch(`${baseUrl()}${post.imageUrl}`)).status).toBe(200)
  })

  it('should blank an MP4 location box and keep the video playable byte for byte otherwise', async () => {
    const video = await videoWithLocation()
    const response = await postForm(
      baseUrl(),
      surfer,
      { content: 'Clip from the point' },
      { bytes: video, name: 'clip.mp4', type: 'video/mp4' },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    const served = Buffer.from(await (await fetch(`${baseUrl()}${post.imageUrl}`)).arrayBuffer())
    const [stored] = (await filesOnDisk([path.basename(post.imageUrl!)])).values()
    for (const bytes of [served, stored!]) {
      expect(bytes.length).toBe(video.length)
      expect(bytes.includes('+35.6586')).toBe(false)
      expect(bytes.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false)
      // The box became padding of the same size; everything else, mdat included, is untouched.
      expect(bytes.toString('latin1', 881 + 4, 881 + 8)).toBe('free')
      expect(bytes.subarray(0, 881).equals(video.subarray(0, 881))).toBe(true)
      expect(bytes.subarray(979).equals(video.subarray(979))).toBe(true)
    }
  })

  it('should strip an editorial image uploaded through /cms-api/media', async () => {
    const response = await uploadEditorialPhoto(baseUrl())
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: MediaDoc }
    expect([doc.width, doc.height]).toEqual([480, 640])
    const bytes = await fs.readFile(path.join(inject('dataDir'), 'media', doc.filename!))
    expect(await metadataBlocks(bytes)).toEqual(NO_METADATA)
  })
})

describe('Idempotency-Key on POST /api/feed', () => {
  const postWithKey = (key: string, content: string, session = surfer) => {
    const form = new FormData()
    form.set('content', content)
    return fetch(`${baseUrl()}/api/feed`, {
      method: 'POST',
      headers: { ...browserHeaders(baseUrl(), session), 'idempotency-key': key },
      body: form,
    })
  }

  const postsWith = async (content: string) => {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from feed_posts where content = $1',
      [content],
    )
    return Number(rows[0]!.n)
  }

  it('should answer a retry with the first post instead of a duplicate', async () => {
    const key = randomUUID()
    const content = `Retry me ${key}`
    const first = await postWithKey(key, content)
    expect(first.status).toBe(201)
    const post = FeedPost.parse(await first.json())
    const retry = await postWithKey(key, content)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(FeedPost.parse(await retry.json()).id).toBe(post.id)
    expect(await postsWith(content)).toBe(1)
  })

  it('should create one post for two concurrent requests with the same key', async () => {
    const key = randomUUID()
    const content = `Twice at once ${key}`
    const answers = await Promise.all([postWithKey(key, content), postWithKey(key, content)])
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    const ids = await Promise.all(answers.map(async (a) => FeedPost.parse(await a.json()).id))
    expect(ids[0]).toBe(ids[1])
    expect(await postsWith(content)).toBe(1)
  })

  it('should refuse a key reused with a different post with 422', async () => {
    const key = randomUUID()
    expect((await postWithKey(key, `First ${key}`)).status).toBe(201)
    const reuse = await postWithKey(key, `Second ${key}`)
    expect(reuse.status).toBe(422)
    expect(((await reuse.json()) as { message: string }).message).toBe(
      'This Idempotency-Key was already used for a different post',
    )
    expect(await postsWith(`Second ${key}`)).toBe(0)
  })

  it('should keep keys per user', async () => {
    const other = await surferSession(baseUrl())
    const key = randomUUID()
    const content = `Same words ${key}`
    const mine = FeedPost.parse(await (await postWithKey(key, content)).json())
    const theirs = await postWithKey(key, content, other)
    expect(theirs.status).toBe(201)
    expect(FeedPost.parse(await theirs.json()).id).not.toBe(mine.id)
  })

  it('should refuse a malformed key with 400', async () => {
    for (const key of ['x'.repeat(256), 'tab\there', 'ünïcode']) {
      const response = await postWithKey(key, 'Bad key')
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(
        'Idempotency-Key must be 1 to 255 printable ASCII characters',
      )
    }
  })
})

describe('only own media and YouTube thumbnails are shown', () => {
  const OUTSIDE = 'https://tracker.example/x.png'

  const patchMe = (profileImageUrl: string) =>
    call(baseUrl(), `/cms-api/users/${surfer.id}`, {
      method: 'PATCH',
      cookie: surfer.cookie,
      body: { profileImageUrl },
      headers: { origin: baseUrl() },
    })

  const profileImageOf = async () => {
    const { rows } = await db.query<{ url: string | null }>(
      'select profile_image_url as url from users where id = $1',
      [surfer.id],
    )
    return rows[0]!.url
  }

  it('should refuse an outside profile picture with 400 and keep the old one', async () => {
    const own = '/cms-api/media/file/avatar.webp'
    expect((await patchMe(own)).status).toBe(200)
    const response = await patchMe(OUTSIDE)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(
      'Only images stored by Firing or YouTube thumbnails may be shown',
    )
    expect(await profileImageOf()).toBe(own)
    for (const bad of ['//tracker.example/x.png', 'javascript:alert(1)', '/cms-api/../x.png']) {
      expect((await patchMe(bad)).status).toBe(400)
    }
    const thumb = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'
    expect((await patchMe(thumb)).status).toBe(200)
    expect(await profileImageOf()).toBe(thumb)
  })

  it('should refuse an outside imageUrl on a feed post through /cms-api', async () => {
    const create = await call(baseUrl(), '/cms-api/feed-posts', {
      method: 'POST',
      cookie: surfer.cookie,
      body: { content: 'Look here', imageUrl: OUTSIDE },
      headers: { origin: baseUrl() },
    })
    expect(create.status).toBe(400)
    expect(await create.text()).toContain('Only media stored by Firing or YouTube videos')
    const post = await createPost(baseUrl(), surfer, { content: 'Plain words' })
    const patch = (imageUrl: string) =>
      call(baseUrl(), `/cms-api/feed-posts/${post.id}`, {
        method: 'PATCH',
        cookie: surfer.cookie,
        body: { imageUrl },
        headers: { origin: baseUrl() },
      })
    expect((await patch(OUTSIDE)).status).toBe(400)
    expect((await patch('https://tracker.example/?v=https://youtu.be/dQw4w9WgXcQ')).status).toBe(
      400,
    )
    for (const allowed of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg',
      '/cms-api/feed-media/file/clip.mp4',
    ]) {
      expect((await patch(allowed)).status).toBe(200)
    }
  })

  it('should never render an outside URL stored before the rule', async () => {
    const post = await createPost(baseUrl(), surfer, { content: `Legacy ${randomUUID()}` })
    await db.query('update feed_posts set image_url = $1 where id = $2', [OUTSIDE, post.id])
    await db.query('update users set profile_image_url = $1 where id = $2', [OUTSIDE, surfer.id])
    const seen = await (await fetch(`${baseUrl()}/api/feed/${post.id}`)).text()
    expect(seen).toContain(post.content)
    expect(seen).not.toContain('tracker.example')
    const me = await call(baseUrl(), '/api/auth/user', { cookie: surfer.cookie })
    expect(me.status).toBe(200)
    expect(await me.text()).not.toContain('tracker.example')
    const page = await (await fetch(`${baseUrl()}/discover/post/${post.id}`)).text()
    expect(page).not.toContain('tracker.example')
  })
})
